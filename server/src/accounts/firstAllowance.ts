import { firstAllowancePoints } from '@plaudit/domain';
import type { Tx } from '../db/client.ts';
import { allowanceTransfer } from '../jobs/jobs.ts';
import { postTransfer } from '../ledger/ledger.ts';
import type { Settings } from '../settings.ts';

/**
 * A new member's first Pay It Forward allowance (a member who registers mid-month has something
 * to give before the 1st), in the transaction that registers them. It is this month's allowance given
 * early, under the reference the monthly job uses: the ledger refuses a second one for the member and
 * month, and the job passes over a member who has it. Returns the points given (0 under 'none').
 */
export async function grantFirstAllowance(
  tx: Tx,
  settings: Pick<Settings, 'payItForwardAllowance' | 'firstAllowance' | 'timeZone'>,
  memberId: number,
  now: Date,
): Promise<number> {
  const { payItForwardAllowance, firstAllowance, timeZone } = settings;
  const points = firstAllowancePoints(payItForwardAllowance, firstAllowance, now, timeZone);
  if (points > 0) await postTransfer(tx, allowanceTransfer(memberId, points, now, timeZone));
  return points;
}
