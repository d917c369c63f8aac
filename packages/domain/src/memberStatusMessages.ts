import { args, defineMessages, text } from './i18n';

/**
 * (our wording) The console's changes of a member (roles, deactivation) and its audit log. A module apart
 * from messages.ts (whose texts every page loads), so that these load only with the console's code.
 */
export const memberStatusMessages = defineMessages('memberStatus', {
  flagsUnchanged: text(
    'The member already has these roles. Nothing changed.',
    "The operator console: a change of a member's roles (manager, administrator) that changes nothing.",
  ),
  ownAdminFlag: text(
    'You cannot take away your own administrator role; another administrator can. Nothing changed.',
    'The operator console refuses an administrator who takes away their own administrator role.',
  ),
  flagsChanged: args<[name: string]>(
    ['name'],
    "{name}'s roles are changed.",
    "The operator console after a change of a member's roles; name is the member's full name.",
  ),
  alreadyDeactivated: text(
    'This member is already deactivated. Nothing changed.',
    'The operator console: deactivating a member who is deactivated.',
  ),
  alreadyActive: text(
    'This member is already active. Nothing changed.',
    'The operator console: reactivating a member who is active.',
  ),
  deactivateSelf: text(
    'You cannot deactivate yourself; another administrator can. Nothing changed.',
    'The operator console refuses an administrator who deactivates themselves.',
  ),
  deactivated: args<[name: string]>(
    ['name'],
    '{name} is deactivated: they can no longer log in or be chosen, and their sessions have ended. Their points stay where they are.',
    "The operator console after deactivating a member; name is the member's full name.",
  ),
  reactivated: args<[name: string]>(
    ['name'],
    '{name} is active again and can log in.',
    "The operator console after reactivating a member; name is the member's full name.",
  ),
  /** What deactivation does to the balances, on its confirm dialog and the member's page. */
  deactivationBalances: text(
    'Their balances stay as they are, held in their name and explained by their statements: nothing is moved. If they come back, reactivate them and their points are there. To take points away, adjust the balance with a reason.',
    "What deactivation does to a member's balances, on its confirm dialog and the member's page in the operator console.",
  ),
  unknownAuditAction: text(
    'There is no such action in the audit log.',
    "The audit log's action filter names an action that does not exist.",
  ),
  /** The audit log's member filter names a number no member has. */
  unknownAuditMember: args<[memberNumber: string]>(
    ['memberNumber'],
    'No member has the number {memberNumber}. Please check it, or clear the member to see every member.',
    "The audit log's member filter names a mobile number no member has; memberNumber is that number.",
  ),
  /** The audit log's From or To is not a day ('yyyy-MM-dd'). */
  auditDateInvalid: text(
    'Please give the day as year-month-day, for example 2026-11-21.',
    "The audit log's From or To is not a date; keep the example 2026-11-21 as it is (the format the field takes).",
  ),
  auditDatesOutOfOrder: text(
    'The From day must not be after the To day.',
    "The audit log's From day is after its To day; From and To are the names of its two date fields.",
  ),
});
