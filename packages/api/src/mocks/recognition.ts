import {
  allShopsRecipient,
  awardRefusals,
  isRegistered,
  memberName,
  messages,
  recognitionMessages,
  validateNomination,
  validateSendToAll,
} from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { GetToKnowCard, Member } from '../entities';
import { refusal } from './awards';
import { demoMembers, divisions, memberDataFor, memberList } from './fixtures';

const demoIds = new Map<string, string>(
  Object.values(demoMembers).map((m, i) => [m.memberNumber, String(1001 + i)]),
);
/** Demo members without an email: skipped by a Send To All by email. */
const withoutEmail = new Set(
  Object.values(demoMembers)
    .filter((m) => m.email === '')
    .map((m) => demoIds.get(m.memberNumber)),
);

/** The members a recipient list names (ids and 'div:{code}'), or the refusal of the first that cannot be. */
function reach(
  wire: readonly string[],
  field: string,
  self: { id: string | undefined; refusal: string } | undefined,
  emptyDivision: (division: string) => string,
): Set<string> | Response {
  const chosen = new Set<string>();
  const refuse = (text: string) => refusal({ [field]: text }, text);
  for (const entry of wire) {
    if (entry === allShopsRecipient) return refuse(awardRefusals.allShops);
    if (entry.startsWith('div:')) {
      const code = entry.slice(4);
      const division = divisions.find((d) => d.divisionCode === code);
      if (!division) return refuse(awardRefusals.unknownDivision(code));
      const team = memberList.filter(
        (m) =>
          m.division === division.division && isRegistered(m.memberId) && m.memberId !== self?.id,
      );
      if (team.length === 0) return refuse(emptyDivision(division.division));
      team.forEach((m) => chosen.add(m.memberId));
      continue;
    }
    if (self && entry === self.id) return refuse(self.refusal);
    const member = memberList.find((m) => m.memberId === entry);
    if (!member) return refuse(awardRefusals.unknownRecipient);
    if (!isRegistered(member.memberId))
      return refuse(messages.unregisteredMember(memberName(member)));
    chosen.add(member.memberId);
  }
  if (chosen.size === 0) return refuse(messages.recipientsRequired);
  return chosen;
}

/** newnom as the demo server answers it: the form rules, then the nominees (not oneself). */
export function nominationAnswer(
  body: RequestOf<'newNom'>,
  nominator: Member,
): ResponseOf<'newNom'> | Response {
  const issues = validateNomination(body);
  if (Object.keys(issues).length > 0) return refusal(issues);
  const nominees = reach(
    body.members,
    'members',
    { id: demoIds.get(nominator.memberNumber), refusal: recognitionMessages.nominateYourself },
    recognitionMessages.emptyDivision,
  );
  if (nominees instanceof Response) return nominees;
  return { message: recognitionMessages.nominationSubmitted };
}

/**
 * sendtoall as the demo server answers it: administrators only (403), the form rules, every registered
 * member for all stores or the picked ones, members without an email skipped by email.
 */
export function sendToAllAnswer(
  body: RequestOf<'sendToAll'>,
  sender: Member,
): ResponseOf<'sendToAll'> | Response {
  if (!sender.isAdminReports) {
    return HttpResponse.json(
      { message: recognitionMessages.adminOnly },
      { status: 403, statusText: 'Forbidden' },
    );
  }
  const allShops = body.isAllShops || body.recipients.includes(allShopsRecipient);
  const issues = validateSendToAll({ ...body, isAllShops: allShops });
  if (Object.keys(issues).length > 0) return refusal(issues);
  const reached = allShops
    ? new Set(memberList.filter((m) => isRegistered(m.memberId)).map((m) => m.memberId))
    : reach(body.recipients, 'recipients', undefined, recognitionMessages.noRegisteredRecipients);
  if (reached instanceof Response) return reached;
  const sentCount = [...reached].filter(
    (id) => body.sendBy === 'sms' || !withoutEmail.has(id),
  ).length;
  if (sentCount === 0) {
    const text = recognitionMessages.noEmailRecipients;
    return refusal({ sendBy: text }, text);
  }
  return { sentCount };
}

/** What the demo colleagues shared beyond Home's get-to-know rows. */
const otherDescriptions: Record<string, string> = {
  '1103': 'Rings birds on the Berg River every second weekend.',
};

/** gettoknow as the demo server answers it: a registered colleague's card; nothing for anyone else. */
export function getToKnowAnswer(
  body: RequestOf<'getToKnow'>,
  asker: Member,
): ResponseOf<'getToKnow'> {
  const home = memberDataFor(asker).homeGetToKnow;
  const wanted = body.selectedMemberId.trim() || (home[0]?.memberId ?? '');
  const listed = memberList.find((m) => m.memberId === wanted);
  if (!listed || !isRegistered(listed.memberId)) return { getToKnow: [] };
  const row = home.find((g) => g.memberId === wanted);
  const card: GetToKnowCard = {
    memberId: listed.memberId,
    picId: row?.picId ?? null,
    memberName: memberName(listed),
    division: listed.division,
    interest1: row?.interest1 ?? '',
    interestOtherDesc: otherDescriptions[listed.memberId] ?? '',
    otherInfo: row?.otherInfo ?? '',
  };
  return { getToKnow: [card] };
}
