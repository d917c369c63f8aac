import { args, defineMessages, named, text } from './i18n/define';
import { extendMessages } from './i18n/extend';
import { pointsAsWritten } from './i18n/format';
import { messages } from './messages';
import { dayBounds } from './months';

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

const operations = defineMessages('operations', {
  reasonLabel: text(
    'Reason',
    'The label of the field where an operator gives the reason for a grant, a refund or a promo code (the audit log keeps it).',
  ),
  grantTargetRequired: text(
    'Please choose a manager or a division.',
    'A budget grant in the console refused: nobody to grant it to was chosen.',
  ),
  grantPointsRequired: text(
    'Please enter the points to grant each manager (a whole number above 0).',
    'A budget grant in the console refused: the points are missing or not a whole number.',
  ),
  grantPointsTooMany: args<[max: string]>(
    ['max'],
    'A grant gives each manager at most {max} points.',
    'A budget grant in the console refused: too many points; max is the most, as written.',
  ),
  notAManager: args<[name: string]>(
    ['name'],
    '{name} is not a manager. Nothing changed.',
    'A budget grant refused: the member chosen (name) is not a manager.',
  ),
  deactivatedManager: args<[name: string]>(
    ['name'],
    '{name} is deactivated and can no longer give recognition. Nothing changed.',
    'A budget grant refused: the manager chosen (name) has left the programme.',
  ),
  unknownDivision: args<[code: string]>(
    ['code'],
    'There is no division {code}. Nothing changed.',
    'A budget grant refused: no division (store or practice) has this code.',
  ),
  divisionWithoutManagers: args<[division: string]>(
    ['division'],
    '{division} has no managers to grant a budget to. Nothing changed.',
    'A budget grant refused: the division chosen has no managers.',
  ),
  granted: named<{ points: string; managers: number; managersText: string }>(
    'Granted {points} points to {managers, plural, one {1 manager} other {{managersText} managers}}.',
    'The console’s banner after a budget grant: points to each manager, as written; managers is how many (managersText the same number as written).',
  ),
  budgetDescription: args<[reason: string]>(
    ['reason'],
    'Recognition budget: {reason}',
    'A line of a manager’s statement for a budget grant; reason is the operator’s reason.',
  ),
  lineNotFound: text(
    'There is no such order line.',
    'A refund in the console refused: the order line does not exist.',
  ),
  lineNotPending: text(
    'This line is no longer pending (it was dispatched or refunded already). Nothing changed.',
    'A refund in the console refused: the order line was supplied or refunded already.',
  ),
  refunded: args<[points: string, orderNum: string]>(
    ['points', 'orderNum'],
    'Refunded {points} points to the member for a line of order {orderNum}.',
    'The console’s banner after a refund: points as written, orderNum the order’s number.',
  ),
  refundSms: named<{ programme: string; orderNum: string; description: string; points: string }>(
    '{programme}: {description} of order {orderNum} could not be supplied and was refunded; {points} points are back in your balance.',
    'The SMS to a member whose order line was refunded: programme is the programme’s name, description the product, orderNum the order’s number, points as written.',
  ),
  orderNotFound: args<[orderNum: string]>(
    ['orderNum'],
    'There is no order {orderNum}.',
    'The console asked for an order number that does not exist.',
  ),
  promoNotFound: text(
    'There is no such promo code.',
    'The console asked for a promo code that does not exist.',
  ),
  promoExists: args<[code: string]>(
    ['code'],
    'The promo code {code} exists already. Nothing changed.',
    'Creating a promo code refused: the code is taken.',
  ),
  promoAlreadyEnded: args<[code: string]>(
    ['code'],
    '{code} has ended already. Nothing changed.',
    'Ending a promo code refused: it has ended already.',
  ),
  promoCreated: args<[code: string]>(
    ['code'],
    '{code} is created.',
    'The console’s banner after a promo code (code) is created.',
  ),
  promoEnded: args<[code: string]>(
    ['code'],
    '{code} has ended: checkout no longer takes it.',
    'The console’s banner after a promo code (code) is ended.',
  ),
  promoCode: text(
    'code must be 3–30 letters, digits or dashes',
    'A promo code refused (its import row or the console); code is the column’s name: keep it.',
  ),
  promoCluster: args<[clusterCode: string]>(
    ['clusterCode'],
    'cluster {clusterCode} does not exist',
    'A promo code refused: no cluster (a group of divisions with one currency) has this code.',
  ),
  promoPercent: text(
    'a percent amount must be a whole number from 1 to 100',
    'A promo code refused: its percentage is not from 1 to 100.',
  ),
  promoFixedCluster: text(
    'a fixed amount needs the clusterCode of its currency',
    'A promo code refused: a fixed amount needs a cluster (its currency); clusterCode is the column’s name: keep it.',
  ),
  promoFixedAmount: args<[amount: string, decimals: string]>(
    ['amount', 'decimals'],
    'amount {amount} must be above 0 with at most {decimals} decimals',
    'A promo code refused: the fixed amount (as typed) is 0 or has too many decimals (decimals, most allowed); the first amount is the column’s name: keep it.',
  ),
  promoKind: text(
    'kind must be percent or fixed',
    'A promo code refused: kind, percent and fixed are the column’s name and its values: keep them.',
  ),
  promoValidFrom: args<[validFrom: string]>(
    ['validFrom'],
    'validFrom {validFrom} is not a day such as 2026-12-01',
    'A promo code refused: the first day (as typed) is not a date; validFrom is the column’s name: keep it.',
  ),
  promoValidTo: args<[validTo: string]>(
    ['validTo'],
    'validTo {validTo} is not a day such as 2026-12-31',
    'A promo code refused: the last day (as typed) is not a date; validTo is the column’s name: keep it.',
  ),
  promoEndsFirst: text(
    'validTo is before validFrom',
    'A promo code refused: its last day is before its first; validTo and validFrom are column names: keep them.',
  ),
  promoTotalLimit: text(
    'totalLimit must be empty or a whole number above 0',
    'A promo code refused: its limit of uses; totalLimit is the column’s name: keep it.',
  ),
  promoPerMemberLimit: text(
    'perMemberLimit must be empty or a whole number above 0',
    'A promo code refused: its limit of uses by each member; perMemberLimit is the column’s name: keep it.',
  ),
});

/** The texts of the console's budgets, refunds and promo codes. */
export const operationsMessages = extendMessages(operations, {
  get grantPointsTooMany() {
    return operations.grantPointsTooMany(pointsAsWritten(budgetGrantMax));
  },
  granted: (points: number, managers: number) =>
    operations.granted({
      points: pointsAsWritten(points),
      managers,
      managersText: String(managers),
    }),
  refunded: (points: number, orderNum: string) =>
    operations.refunded(pointsAsWritten(points), orderNum),
  refundSms: (programme: string, orderNum: string, description: string, points: number) =>
    operations.refundSms({ programme, orderNum, description, points: pointsAsWritten(points) }),
});

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
  if (!promoCodePattern.test(code)) return refuse('code', operations.promoCode);
  const clusterCode = input.clusterCode.trim();
  const decimals = clusterCode ? decimalsOf(clusterCode) : undefined;
  if (clusterCode && decimals === undefined)
    return refuse('clusterCode', operations.promoCluster(clusterCode));
  const kind = input.kind.trim().toLowerCase();
  let amount: number | undefined;
  if (kind === 'percent') {
    amount = wholeNumber(input.amount);
    if (amount === undefined || amount < 1 || amount > 100)
      return refuse('amount', operations.promoPercent);
  } else if (kind === 'fixed') {
    if (decimals === undefined) return refuse('clusterCode', operations.promoFixedCluster);
    amount = minorUnitsOf(input.amount, decimals);
    if (amount === undefined || amount <= 0)
      return refuse('amount', operations.promoFixedAmount(input.amount, String(decimals)));
  } else return refuse('kind', operations.promoKind);
  const from = dayBounds(input.validFrom.trim(), timeZone);
  const to = dayBounds(input.validTo.trim(), timeZone);
  if (!from) return refuse('validFrom', operations.promoValidFrom(input.validFrom));
  if (!to) return refuse('validTo', operations.promoValidTo(input.validTo));
  if (to.end <= from.start) return refuse('validTo', operations.promoEndsFirst);
  const totalLimit = limitOf(input.totalLimit);
  const perMemberLimit = limitOf(input.perMemberLimit);
  if (totalLimit === undefined) return refuse('totalLimit', operations.promoTotalLimit);
  if (perMemberLimit === undefined) return refuse('perMemberLimit', operations.promoPerMemberLimit);
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
