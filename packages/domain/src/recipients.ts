import type { AwardType } from './awards';
import { args, defineMessages } from './i18n';
import { awardRefusals, messages, recognitionMessages } from './messages';

const recipientTexts = defineMessages('recipients', {
  memberOfDivision: args<[name: string, division: string]>(
    ['name', 'division'],
    '{name} ({division})',
    "A chosen recipient row: the person's full name and their division (store).",
  ),
});

/** A row of the member picker's results (SPEC §3 "Member list item"). */
export interface MemberListItem {
  memberId: string;
  memberNumber: string;
  firstname: string;
  surname: string;
  division: string;
  isManager: boolean;
}

/** A chosen recipient: one member, or a whole division (SPEC §3 "Selected member row"). */
export interface SelectedMember {
  memberId: string;
  firstname: string;
  surname: string;
  division: string;
  isEntireDivision: boolean;
  entireDivisionCode: string;
}

/** What the member picker asks of the selection. */
export type RecipientAction =
  | { type: 'addMember'; member: MemberListItem }
  | { type: 'addDivision'; divisionCode: string; division: string }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

/** How a picker behaves: whole divisions allowed (Send To All) and single-select mode. */
export interface RecipientOptions {
  allowWholeDivision: boolean;
  singleSelect: boolean;
}

/** The selection after an action, with the refusal text when the action was refused. */
export interface RecipientResult {
  selected: SelectedMember[];
  refusal?: string;
}

/** The wire entry meaning "every store" in Send To All. */
export const allShopsRecipient = 'all_shops:';

/** False for members who have not registered yet (memberId starting '0.'). */
export function isRegistered(memberId: string): boolean {
  return !memberId.startsWith('0.');
}

/** A member's display name, 'Firstname Surname'. */
export function memberName(member: { firstname: string; surname: string }): string {
  return `${member.firstname} ${member.surname}`.trim();
}

/** The initials of a name: the first letter of its first and last words ('Thandi Mokoena' → 'TM'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return `${letter(first)}${letter(last)}`.toLocaleUpperCase();
}

/** The identity of a selected row: its memberId, or 'div:{code}' for a whole division. */
export function selectionKey(row: SelectedMember): string {
  return row.isEntireDivision ? `div:${row.entireDivisionCode}` : row.memberId;
}

/** A selected row's label: 'Name (Division)', or 'Entire division: {division}'. */
export function recipientLabel(row: SelectedMember): string {
  return row.isEntireDivision
    ? messages.entireDivision(row.division)
    : recipientTexts.memberOfDivision(memberName(row), row.division);
}

const refuse = (selected: SelectedMember[], refusal: string): RecipientResult => ({
  selected,
  refusal,
});

function addMember(
  selected: SelectedMember[],
  member: MemberListItem,
  options: RecipientOptions,
): RecipientResult {
  const name = memberName(member);
  if (!isRegistered(member.memberId)) return refuse(selected, messages.unregisteredMember(name));
  if (selected.some((row) => !row.isEntireDivision && row.memberId === member.memberId)) {
    return refuse(selected, messages.memberAlreadyAdded(name));
  }
  if (selected.some((row) => row.isEntireDivision && row.division === member.division)) {
    return refuse(selected, messages.memberDivisionAdded(name, member.division));
  }
  if (options.singleSelect && selected.length > 0)
    return refuse(selected, messages.singleSelectOnly(name));
  const row: SelectedMember = {
    memberId: member.memberId,
    firstname: member.firstname,
    surname: member.surname,
    division: member.division,
    isEntireDivision: false,
    entireDivisionCode: '',
  };
  return { selected: [...selected, row] };
}

function addDivision(
  selected: SelectedMember[],
  divisionCode: string,
  division: string,
  options: RecipientOptions,
): RecipientResult {
  if (!options.allowWholeDivision) return refuse(selected, messages.cannotAddStore(division));
  if (selected.some((row) => row.isEntireDivision && row.entireDivisionCode === divisionCode)) {
    return refuse(selected, messages.divisionAlreadyAdded(division));
  }
  if (selected.some((row) => !row.isEntireDivision && row.division === division)) {
    return refuse(selected, messages.divisionHasIndividuals(division));
  }
  if (options.singleSelect && selected.length > 0) {
    return refuse(selected, messages.singleSelectOnly(messages.entireDivision(division)));
  }
  const row: SelectedMember = {
    memberId: `div:${divisionCode}`,
    firstname: '',
    surname: '',
    division,
    isEntireDivision: true,
    entireDivisionCode: divisionCode,
  };
  return { selected: [...selected, row] };
}

/**
 * The recipient selection as a pure reducer (SPEC §5 "Recipient selection"). Members match a whole
 * division by division name, the one field a member list item shares with a division row.
 */
export function selectRecipient(
  selected: SelectedMember[],
  action: RecipientAction,
  options: RecipientOptions,
): RecipientResult {
  switch (action.type) {
    case 'addMember':
      return addMember(selected, action.member, options);
    case 'addDivision':
      return addDivision(selected, action.divisionCode, action.division, options);
    case 'remove':
      return { selected: selected.filter((row) => selectionKey(row) !== action.key) };
    case 'clear':
      return { selected: [] };
  }
}

/** The award/nomination `recipients` list: member ids and 'div:{code}', or just 'all_shops:'. */
export function toWireRecipients(
  selected: readonly SelectedMember[],
  options: { allStores: boolean } = { allStores: false },
): string[] {
  return options.allStores ? [allShopsRecipient] : selected.map(selectionKey);
}

/** The 'Recipients required' refusal when nothing is selected, waived by Send To All's 'all stores'. */
export function checkRecipientsRequired(
  selected: readonly SelectedMember[],
  options: { allStores: boolean } = { allStores: false },
): { title: string; message: string } | undefined {
  if (options.allStores || selected.length > 0) return undefined;
  return { title: messages.recipientsRequiredTitle, message: messages.recipientsRequired };
}

/** A division on the wire: 'div:{code}'. */
export const divisionRecipientPrefix = 'div:';

/** The largest id a member's column holds (PostgreSQL integer). */
const maxMemberId = 2_147_483_647;

/** What a wire recipient list names, each once, in the order first named. */
export interface ParsedRecipients {
  /** Member ids; a not-yet-registered member's '0.{id}' is read as its id (the lookup refuses it). */
  memberIds: number[];
  divisionCodes: string[];
  /** 'all_shops:' was named (Send To All's every store). */
  allShops: boolean;
}

/**
 * The one reading of `recipients` / `members` entries (member ids, 'div:{code}', 'all_shops:') for the
 * server and the mock server alike. An entry that is none of these is refused as an unknown recipient.
 */
export function parseRecipients(
  wire: readonly string[],
): { ok: true; recipients: ParsedRecipients } | { ok: false; refusal: string } {
  const memberIds = new Set<number>();
  const divisionCodes = new Set<string>();
  let allShops = false;
  for (const raw of wire) {
    const entry = raw.trim();
    if (entry === allShopsRecipient) {
      allShops = true;
      continue;
    }
    if (entry.startsWith(divisionRecipientPrefix)) {
      divisionCodes.add(entry.slice(divisionRecipientPrefix.length));
      continue;
    }
    const match = /^(?:0\.)?([1-9]\d{0,9})$/.exec(entry);
    const id = match ? Number(match[1]) : NaN;
    if (!Number.isSafeInteger(id) || id > maxMemberId)
      return { ok: false, refusal: awardRefusals.unknownRecipient };
    memberIds.add(id);
  }
  return {
    ok: true,
    recipients: { memberIds: [...memberIds], divisionCodes: [...divisionCodes], allShops },
  };
}

/** The id a member list item's memberId names ('1001', or '0.1050' for a member not registered yet). */
export function memberIdNumber(memberId: string): number {
  return Number(memberId.startsWith('0.') ? memberId.slice(2) : memberId);
}

/**
 * Who an award may name: whole divisions only in a manager's Recognise and Adhoc, and only
 * divisions of the manager's own country; Shout Out and Pay It Forward take colleagues one by one, at
 * most `cap` of them. A cap of undefined is no cap (a manager's awards are bounded by the budget).
 */
export const awardRecipientRules: Readonly<
  Record<AwardType, { wholeDivisions: boolean; defaultCap: number | undefined }>
> = {
  reward: { wholeDivisions: true, defaultCap: undefined },
  adhoc: { wholeDivisions: true, defaultCap: undefined },
  thankyou: { wholeDivisions: false, defaultCap: 20 },
  payitforward: { wholeDivisions: false, defaultCap: 20 },
};

/** Each award type's cap on recipients, as a deployment may set it. */
export type AwardRecipientCaps = Readonly<Record<AwardType, number | undefined>>;

export const defaultAwardRecipientCaps: AwardRecipientCaps = {
  reward: awardRecipientRules.reward.defaultCap,
  adhoc: awardRecipientRules.adhoc.defaultCap,
  thankyou: awardRecipientRules.thankyou.defaultCap,
  payitforward: awardRecipientRules.payitforward.defaultCap,
};

/**
 * The refusal of an award's recipients that needs no lookup: every store, a whole division where the
 * type takes individuals only, more named members than the cap. The count of members a division
 * expands to is checked again with `refuseRecipientCount` once known.
 */
export function refuseAwardRecipients(
  type: AwardType,
  recipients: ParsedRecipients,
  caps: AwardRecipientCaps,
): string | undefined {
  if (recipients.allShops) return awardRefusals.allShops;
  if (recipients.divisionCodes.length > 0 && !awardRecipientRules[type].wholeDivisions)
    return awardRefusals.individualsOnly(type);
  return refuseRecipientCount(type, recipients.memberIds.length, caps);
}

/** The refusal of an award to `count` members where its type's cap is lower. */
export function refuseRecipientCount(
  type: AwardType,
  count: number,
  caps: AwardRecipientCaps,
): string | undefined {
  const cap = caps[type];
  return cap !== undefined && count > cap ? awardRefusals.tooManyRecipients(type, cap) : undefined;
}

/**
 * Who a nomination may name (one member's nomination of every division wrote 50,002 nominees):
 * colleagues one by one, at most `cap`; a manager may also name whole divisions of their own country, and
 * the cap counts the nominees they expand to. This is the check that needs no lookup.
 */
export function refuseNominees(
  nominator: { isManager: boolean },
  recipients: ParsedRecipients,
  cap: number,
): string | undefined {
  if (recipients.allShops) return awardRefusals.allShops;
  if (recipients.divisionCodes.length > 0 && !nominator.isManager)
    return recognitionMessages.nominateIndividualsOnly;
  return refuseNomineeCount(recipients.memberIds.length, cap);
}

/** The refusal of a nomination of `count` colleagues where the cap is lower. */
export const refuseNomineeCount = (count: number, cap: number): string | undefined =>
  count > cap ? recognitionMessages.tooManyNominees(cap) : undefined;

/** The most colleagues one nomination names, unless a deployment sets another number. */
export const defaultNominationCap = 50;
