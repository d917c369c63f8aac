import {
  awardPaidFrom,
  awardRefusals,
  awardShortOfPoints,
  defaultAwardRecipientCaps,
  errorMessages,
  memberBalanceFields,
  messages,
  validateAward,
  type AwardType,
  type FormIssues,
} from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { Member } from '../entities';
import { demoMembers } from './fixtures';
import { reach } from './recipients';

/** A 400 `{ message, formErrors }` as the server sends it. */
export const refusal = (formErrors: FormIssues, message: string = errorMessages.correctFields) =>
  HttpResponse.json({ message, formErrors }, { status: 400 });

const demoIds = new Map<string, string>(
  Object.values(demoMembers).map((m, i) => [m.memberNumber, String(1001 + i)]),
);

/** How many members an award's recipients reach, or the refusal of the first that cannot be given to. */
function countRecipients(
  giver: Member,
  type: AwardType,
  wire: readonly string[],
): number | Response {
  const result = reach(wire, {
    self: { id: demoIds.get(giver.memberNumber), refusal: awardRefusals.yourself },
    emptyDivision: awardRefusals.emptyDivision,
    award: { type, caps: defaultAwardRecipientCaps, countryCode: giver.clusterCode },
  });
  if ('refusal' in result) return refusal({ recipients: result.refusal }, result.refusal);
  return result.reached.size;
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
  const count = countRecipients(giver, body.what, body.recipients);
  if (typeof count !== 'number') return count;
  const balance = awardPaidFrom(body.what);
  if (balance) {
    const left = giver[memberBalanceFields[balance]];
    const needed = body.points * count;
    if (needed > left) {
      const text = awardShortOfPoints(balance, left, needed);
      return refusal({ points: text }, text);
    }
  }
  return { message: messages.awardSubmitted(body.what) };
}
