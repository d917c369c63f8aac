/**
 * (our wording) The console's changes of a member (roles, deactivation) and its audit log. A module apart
 * from messages.ts (whose texts every page loads), so that these load only with the console's code.
 */
export const memberStatusMessages = {
  flagsUnchanged: 'The member already has these roles. Nothing changed.',
  ownAdminFlag:
    'You cannot take away your own administrator role; another administrator can. Nothing changed.',
  flagsChanged: (name: string) => `${name}'s roles are changed.`,
  alreadyDeactivated: 'This member is already deactivated. Nothing changed.',
  alreadyActive: 'This member is already active. Nothing changed.',
  deactivateSelf: 'You cannot deactivate yourself; another administrator can. Nothing changed.',
  deactivated: (name: string) =>
    `${name} is deactivated: they can no longer log in or be chosen, and their sessions have ended. Their points stay where they are.`,
  reactivated: (name: string) => `${name} is active again and can log in.`,
  /** What deactivation does to the balances, on its confirm dialog and the member's page. */
  deactivationBalances:
    'Their balances stay as they are, held in their name and explained by their statements: nothing is moved. If they come back, reactivate them and their points are there. To take points away, adjust the balance with a reason.',
  unknownAuditAction: 'There is no such action in the audit log.',
  /** The audit log's member filter names a number no member has. */
  unknownAuditMember: (memberNumber: string) =>
    `No member has the number ${memberNumber}. Please check it, or clear the member to see every member.`,
  /** The audit log's From or To is not a day ('yyyy-MM-dd'). */
  auditDateInvalid: 'Please give the day as year-month-day, for example 2026-11-21.',
  auditDatesOutOfOrder: 'The From day must not be after the To day.',
} as const;
