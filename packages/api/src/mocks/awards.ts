import {
  allShopsRecipient,
  awardRefusals,
  isRegistered,
  memberName,
  messages,
  validateAward,
  type FormIssues,
} from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { Member } from '../entities';
import { demoMembers, divisions, memberList } from './fixtures';

/** The server's message of a 400 whose details are in formErrors. */
const correctFields = 'Please correct the highlighted fields.';

/** A 400 `{ message, formErrors }` as the server sends it. */
export const refusal = (formErrors: FormIssues, message: string = correctFields) =>
  HttpResponse.json({ message, formErrors }, { status: 400 });

const demoIds = new Map<string, string>(
  Object.values(demoMembers).map((m, i) => [m.memberNumber, String(1001 + i)]),
);

/** How many members an award's recipients name, or the refusal of the first that cannot be given to. */
function countRecipients(giver: Member, wire: readonly string[]): number | Response {
  const giverId = demoIds.get(giver.memberNumber);
  const chosen = new Set<string>();
  const refuse = (text: string) => refusal({ recipients: text }, text);
  for (const entry of wire) {
    if (entry === allShopsRecipient) return refuse(awardRefusals.allShops);
    if (entry.startsWith('div:')) {
      const code = entry.slice(4);
      const division = divisions.find((d) => d.divisionCode === code);
      if (!division) return refuse(awardRefusals.unknownDivision(code));
      const team = memberList.filter(
        (m) =>
          m.division === division.division && isRegistered(m.memberId) && m.memberId !== giverId,
      );
      if (team.length === 0) return refuse(awardRefusals.emptyDivision(division.division));
      team.forEach((m) => chosen.add(m.memberId));
      continue;
    }
    if (entry === giverId) return refuse(awardRefusals.yourself);
    const member = memberList.find((m) => m.memberId === entry);
    if (!member) return refuse(awardRefusals.unknownRecipient);
    if (!isRegistered(member.memberId))
      return refuse(messages.unregisteredMember(memberName(member)));
    chosen.add(member.memberId);
  }
  if (chosen.size === 0) return refuse(messages.recipientsRequired);
  return chosen.size;
}

/**
 * doreward as the demo server answers it, for the member who gives: Recognise and adhoc for managers only
 * (403), the form rules of @plaudit/domain, the recipients, and the budget or allowance (balances do not
 * go down: every answer starts from the fixture's balances).
 */
export function awardAnswer(
  body: RequestOf<'doReward'>,
  giver: Member,
): ResponseOf<'doReward'> | Response {
  if ((body.what === 'reward' || body.what === 'adhoc') && !giver.isManager) {
    return HttpResponse.json(
      { message: messages.managerOnly },
      { status: 403, statusText: 'Forbidden' },
    );
  }
  const issues = validateAward(body);
  if (Object.keys(issues).length > 0) return refusal(issues);
  const count = countRecipients(giver, body.recipients);
  if (typeof count !== 'number') return count;
  const needed = body.what === 'thankyou' ? 0 : body.points * count;
  if (body.what === 'reward' || body.what === 'adhoc') {
    const left = giver.awardsPointsAvailableMng;
    if (needed > left) {
      const text = awardRefusals.budgetShort(left, needed);
      return refusal({ points: text }, text);
    }
  }
  if (body.what === 'payitforward') {
    const left = giver.awardsPointsAvailable1;
    if (needed > left) {
      const text = awardRefusals.allowanceShort(left, needed);
      return refusal({ points: text }, text);
    }
  }
  return { message: messages.awardSubmitted(body.what) };
}
