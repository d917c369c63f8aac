import {
  defaultNominationCap,
  isRegistered,
  memberName,
  parseRecipients,
  recognitionMessages,
  refuseNominees,
  validateNomination,
  validateSendToAll,
} from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { GetToKnowCard, Member } from '../entities';
import { refusal } from './awards';
import { demoMembers, memberDataFor, memberList } from './fixtures';
import { reach, type ReachOptions } from './recipients';

const demoIds = new Map<string, string>(
  Object.values(demoMembers).map((m, i) => [m.memberNumber, String(1001 + i)]),
);
/** Demo members without an email: skipped by a Send To All by email. */
const withoutEmail = new Set(
  Object.values(demoMembers)
    .filter((m) => m.email === '')
    .map((m) => demoIds.get(m.memberNumber)),
);

/** The members a recipient list reaches, or the refusal (under `field`) of the first that cannot be. */
function reachOr400(
  wire: readonly string[],
  field: string,
  options: ReachOptions,
): Set<string> | Response {
  const result = reach(wire, options);
  return 'refusal' in result
    ? refusal({ [field]: result.refusal }, result.refusal)
    : result.reached;
}

/**
 * newnom as the demo server answers it: the form rules, the nominees' bounds (colleagues one by one, whole
 * divisions for a manager, at most the cap), then the nominees (not oneself).
 */
export function nominationAnswer(
  body: RequestOf<'newNom'>,
  nominator: Member,
): ResponseOf<'newNom'> | Response {
  const issues = validateNomination(body);
  if (Object.keys(issues).length > 0) return refusal(issues);
  const named = parseRecipients(body.members);
  const bounds = named.ok
    ? refuseNominees(nominator, named.recipients, defaultNominationCap)
    : undefined;
  if (bounds) return refusal({ members: bounds }, bounds);
  const nominees = reachOr400(body.members, 'members', {
    self: {
      id: demoIds.get(nominator.memberNumber),
      refusal: recognitionMessages.nominateYourself,
    },
    emptyDivision: recognitionMessages.emptyDivision,
  });
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
  const named = parseRecipients(body.recipients);
  const allShops = body.isAllShops || (named.ok && named.recipients.allShops);
  const issues = validateSendToAll({ ...body, isAllShops: allShops });
  if (Object.keys(issues).length > 0) return refusal(issues);
  const reached = allShops
    ? new Set(memberList.filter((m) => isRegistered(m.memberId)).map((m) => m.memberId))
    : reachOr400(body.recipients, 'recipients', {
        emptyDivision: recognitionMessages.noRegisteredRecipients,
      });
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
