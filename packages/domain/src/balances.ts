import type { AwardType } from './awards';

/**
 * A member's three balances (DESIGN.md "Points and balances"), named as the server's ledger names their
 * accounts: redeemable points (spent in the shop), the Pay It Forward allowance, a manager's recognition
 * budget.
 */
export const memberBalances = ['redeemable', 'payItForward', 'management'] as const;
export type MemberBalance = (typeof memberBalances)[number];

/**
 * (our wording) The recognition budget's name where a brand names none; the other two balances' names
 * are the spec's two points names, which every brand gives.
 */
export const defaultBudgetName = 'Budget Points';

/** The member data field that shows each balance (SPEC §3). */
export const memberBalanceFields = {
  redeemable: 'awardsPointsAvailable',
  payItForward: 'awardsPointsAvailable1',
  management: 'awardsPointsAvailableMng',
} as const satisfies Record<MemberBalance, string>;

/** A balance an award can be paid from. */
export type AwardBalance = Extract<MemberBalance, 'payItForward' | 'management'>;

/**
 * The balance that pays for an award (DESIGN.md "Awards"): a manager's budget for Recognise and adhoc,
 * the giver's allowance for Pay It Forward, none for a Shout Out, which carries no points.
 */
export function awardPaidFrom(type: AwardType): AwardBalance | undefined {
  if (type === 'reward' || type === 'adhoc') return 'management';
  if (type === 'payitforward') return 'payItForward';
  return undefined;
}

/** The points a giver has for an award type, from their member data; undefined for a Shout Out. */
export function awardPointsAvailable(
  type: AwardType,
  balances: Readonly<Record<(typeof memberBalanceFields)[AwardBalance], number>>,
): number | undefined {
  const balance = awardPaidFrom(type);
  return balance && balances[memberBalanceFields[balance]];
}
