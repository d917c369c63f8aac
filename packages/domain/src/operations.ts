import { messages } from './messages';
import { dayBounds } from './months';
import { formatPoints } from './money';

/**
 * (ours) The operator console's budgets, orders and promo codes (DESIGN.md "Operating the programme"):
 * their limits, their texts and their rules, shared by the server, the command line, msw and the screens.
 */

/** The most points one budget grant gives each manager. */
export const budgetGrantMax = 1_000_000;

/** An operator's reason for a grant, a refund or a promo code change (the audit log keeps it). */
export const operationReasonMax = 200;

/** A product with fewer free voucher codes than this (or fewer than its pending lines want) is low. */
export const lowStockThreshold = 10;

/** The most pending order lines the console lists at once (oldest first). */
export const pendingLinesLimit = 200;

/** Promo codes: 3–30 upper-case letters, digits or dashes (members may type them in any case). */
export const promoCodePattern = /^[A-Z0-9-]{3,30}$/;

export const operationsMessages = {
  reasonLabel: 'Reason',
  grantTargetRequired: 'Please choose a manager or a division.',
  grantPointsRequired: 'Please enter the points to grant each manager (a whole number above 0).',
  grantPointsTooMany: `A grant gives each manager at most ${formatPoints(budgetGrantMax)} points.`,
  notAManager: (name: string) => `${name} is not a manager. Nothing changed.`,
  deactivatedManager: (name: string) =>
    `${name} is deactivated and can no longer give recognition. Nothing changed.`,
  unknownDivision: (code: string) => `There is no division ${code}. Nothing changed.`,
  divisionWithoutManagers: (division: string) =>
    `${division} has no managers to grant a budget to. Nothing changed.`,
  granted: (points: number, managers: number) =>
    `Granted ${formatPoints(points)} points to ${managers === 1 ? '1 manager' : `${managers} managers`}.`,
  budgetDescription: (reason: string) => `Recognition budget: ${reason}`,
  lineNotFound: 'There is no such order line.',
  lineNotPending:
    'This line is no longer pending (it was dispatched or refunded already). Nothing changed.',
  refunded: (points: number, orderNum: string) =>
    `Refunded ${formatPoints(points)} points to the member for a line of order ${orderNum}.`,
  refundSms: (programme: string, orderNum: string, description: string, points: number) =>
    `${programme}: ${description} of order ${orderNum} could not be supplied and was refunded; ${formatPoints(points)} points are back in your balance.`,
  orderNotFound: (orderNum: string) => `There is no order ${orderNum}.`,
  promoNotFound: 'There is no such promo code.',
  promoExists: (code: string) => `The promo code ${code} exists already. Nothing changed.`,
  promoAlreadyEnded: (code: string) => `${code} has ended already. Nothing changed.`,
  promoCreated: (code: string) => `${code} is created.`,
  promoEnded: (code: string) => `${code} has ended: checkout no longer takes it.`,
} as const;

/** A reason the audit log keeps: required, at most 200 characters. */
export function validateOperationReason(reason: string): Record<string, string> {
  const label = operationsMessages.reasonLabel;
  if (reason.trim() === '') return { reason: messages.required(label) };
  if (reason.length > operationReasonMax)
    return { reason: messages.tooLong(label, operationReasonMax) };
  return {};
}

/** A budget grant: one manager or one division, whole points from 1 to budgetGrantMax, and a reason. */
export function validateBudgetGrant(form: {
  memberId?: number | undefined;
  divisionCode?: string | undefined;
  points: number;
  reason: string;
}): Record<string, string> {
  const issues: Record<string, string> = {};
  const targets =
    (form.memberId === undefined ? 0 : 1) + ((form.divisionCode ?? '') === '' ? 0 : 1);
  if (targets !== 1) issues.target = operationsMessages.grantTargetRequired;
  if (!Number.isSafeInteger(form.points) || form.points <= 0)
    issues.points = operationsMessages.grantPointsRequired;
  else if (form.points > budgetGrantMax) issues.points = operationsMessages.grantPointsTooMany;
  return { ...issues, ...validateOperationReason(form.reason) };
}

/** A promo code as an operator types it (the CSV import's columns, every one as text). */
export interface PromoCodeInput {
  readonly code: string;
  readonly kind: string;
  /** Percent (1–100) or a fixed amount in the cluster's currency ('50.00'). */
  readonly amount: string;
  /** Days in the programme's time zone, 'yyyy-MM-dd'. */
  readonly validFrom: string;
  readonly validTo: string;
  /** '' for every cluster. */
  readonly clusterCode: string;
  /** '' for no limit. */
  readonly totalLimit: string;
  readonly perMemberLimit: string;
}

/** A promo code that passed the rules, ready to store. */
export interface CheckedPromoCode {
  readonly code: string;
  readonly kind: 'percent' | 'fixed';
  /** Percent, or minor units of the cluster's currency. */
  readonly amount: number;
  readonly clusterCode: string | null;
  readonly validFrom: Date;
  /** The last second of validTo's day: checkout compares inclusively. */
  readonly validTo: Date;
  readonly totalLimit: number | null;
  readonly perMemberLimit: number | null;
}

export type PromoCodeCheck =
  | { readonly ok: true; readonly value: CheckedPromoCode }
  | { readonly ok: false; readonly field: keyof PromoCodeInput; readonly message: string };

const wholeNumber = (text: string): number | undefined =>
  /^-?\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;

/** An amount in minor units with at most `decimals` decimals ('50.5' with 2 is 5050), or undefined. */
export function minorUnitsOf(text: string, decimals: number): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const cents = match[2] ?? '';
  if (cents.length > decimals) return undefined;
  return Number(match[1]) * 10 ** decimals + Number(cents.padEnd(decimals, '0') || '0');
}

const limitOf = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  const n = wholeNumber(text);
  return n !== undefined && n > 0 ? n : undefined;
};

/**
 * The shop's promo code rules (DESIGN.md "Shop"), as the CSV import and the console's create both apply
 * them: a code of 3–30 letters, digits or dashes; a percentage (1–100) off, or a fixed amount in a
 * cluster's currency; valid from the first instant of validFrom to the last of validTo (days in the
 * programme's time zone); optional limits on all uses and on each member's. `decimalsOf` answers a
 * cluster's currency decimals, or undefined for a cluster that does not exist.
 */
export function checkPromoCode(
  input: PromoCodeInput,
  decimalsOf: (clusterCode: string) => number | undefined,
  timeZone: string,
): PromoCodeCheck {
  const refuse = (field: keyof PromoCodeInput, message: string): PromoCodeCheck => ({
    ok: false,
    field,
    message,
  });
  const code = input.code.trim().toUpperCase();
  if (!promoCodePattern.test(code))
    return refuse('code', 'code must be 3–30 letters, digits or dashes');
  const clusterCode = input.clusterCode.trim();
  const decimals = clusterCode ? decimalsOf(clusterCode) : undefined;
  if (clusterCode && decimals === undefined)
    return refuse('clusterCode', `cluster ${clusterCode} does not exist`);
  const kind = input.kind.trim().toLowerCase();
  let amount: number | undefined;
  if (kind === 'percent') {
    amount = wholeNumber(input.amount);
    if (amount === undefined || amount < 1 || amount > 100)
      return refuse('amount', 'a percent amount must be a whole number from 1 to 100');
  } else if (kind === 'fixed') {
    if (decimals === undefined)
      return refuse('clusterCode', 'a fixed amount needs the clusterCode of its currency');
    amount = minorUnitsOf(input.amount, decimals);
    if (amount === undefined || amount <= 0)
      return refuse(
        'amount',
        `amount ${input.amount} must be above 0 with at most ${decimals} decimals`,
      );
  } else return refuse('kind', 'kind must be percent or fixed');
  const from = dayBounds(input.validFrom.trim(), timeZone);
  const to = dayBounds(input.validTo.trim(), timeZone);
  if (!from)
    return refuse('validFrom', `validFrom ${input.validFrom} is not a day such as 2026-12-01`);
  if (!to) return refuse('validTo', `validTo ${input.validTo} is not a day such as 2026-12-31`);
  if (to.end <= from.start) return refuse('validTo', 'validTo is before validFrom');
  const totalLimit = limitOf(input.totalLimit);
  const perMemberLimit = limitOf(input.perMemberLimit);
  if (totalLimit === undefined)
    return refuse('totalLimit', 'totalLimit must be empty or a whole number above 0');
  if (perMemberLimit === undefined)
    return refuse('perMemberLimit', 'perMemberLimit must be empty or a whole number above 0');
  return {
    ok: true,
    value: {
      code,
      kind,
      amount,
      clusterCode: clusterCode || null,
      validFrom: from.start,
      validTo: new Date(to.end.getTime() - 1000),
      totalLimit,
      perMemberLimit,
    },
  };
}

/** Where a promo code stands at an instant: taken at checkout only when 'active'. */
export type PromoState = 'upcoming' | 'active' | 'ended' | 'usedUp';

export function promoStateOf(
  promo: { validFrom: Date; validTo: Date; usedCount: number; totalLimit: number | null },
  now: Date,
): PromoState {
  if (now > promo.validTo) return 'ended';
  if (now < promo.validFrom) return 'upcoming';
  if (promo.totalLimit !== null && promo.usedCount >= promo.totalLimit) return 'usedUp';
  return 'active';
}
