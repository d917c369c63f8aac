import type { MemberBalance } from './balances';
import { args, defineMessages, text } from './i18n/define';
import { awardTitles } from './awardTitles';
import type { PointsAgeBucket, RecognitionKind } from './insightsWire';

export * from './insightsWire';

/**
 * Programme insights (`/admin/insights`): the charts' filter, its rules and the names of what the
 * charts count. The server, the msw handlers and the screen all read these, so they cannot disagree.
 */

/** The longest month range one insights call answers (two years, the report month list's span and more). */
export const insightsMaxMonths = 24;

const labels = defineMessages('insights', {
  kind: {
    adhoc: text(
      'Adhoc',
      'Insights: the recognition chart’s series of adhoc awards (legend, table header)',
    ),
    birthday: text(
      'Birthdays and anniversaries',
      'Insights: the recognition chart’s series of the programme’s own awards: birthday points and work anniversary points',
    ),
    nomination: text('Nomination', 'Insights: the recognition chart’s series of nominations'),
  },
  balance: {
    redeemable: text(
      'Spendable points',
      'Insights: the title of the chart of members’ spendable points (the brand’s points name follows in brackets)',
    ),
    management: text(
      'Manager budgets',
      'Insights: the title of the chart of managers’ recognition budgets (the budget’s name follows in brackets)',
    ),
    payItForward: text(
      'Pay It Forward allowances',
      'Insights: the title of the chart of Pay It Forward allowances (the allowance’s name follows in brackets)',
    ),
  },
  used: {
    redeemable: text('Redeemed', 'Insights: a points chart’s series of points spent in the shop'),
    given: text(
      'Given',
      'Insights: a points chart’s series of budget or allowance points given to colleagues',
    ),
  },
  age: {
    under1: text(
      'Under 1 month',
      'Insights: how long outstanding points have been held (a bar and a row)',
    ),
    from1to3: text('1 to 3 months', 'Insights: how long outstanding points have been held'),
    from3to6: text('3 to 6 months', 'Insights: how long outstanding points have been held'),
    from6to12: text('6 to 12 months', 'Insights: how long outstanding points have been held'),
    over12: text('Over 12 months', 'Insights: how long outstanding points have been held'),
  },
  refusal: {
    monthsOutOfOrder: text(
      'The From month must not be after the To month.',
      'Insights: a refusal under the To month when it is before the From month',
    ),
    rangeTooLong: args<[months: string]>(
      ['months'],
      'Please choose at most {months} months.',
      'Insights: a refusal under the From month when the range is too long; months is the most allowed, formatted (24)',
    ),
    unknownCluster: text(
      'There is no such country on the programme.',
      'Insights: a refusal when the chosen country is not the programme’s',
    ),
    unknownDivision: text(
      'There is no such division on the programme.',
      'Insights: a refusal when the chosen division is not the programme’s',
    ),
    divisionNotInCluster: text(
      'This division is not in the chosen country.',
      'Insights: a refusal when the chosen division belongs to another country',
    ),
    rangeToCorrect: text(
      'No figures: correct the months above to see them.',
      'Insights: what every chart panel shows while the chosen months are wrong (the reason is under the month)',
    ),
  },
});

/** A record whose values are read when used, in the language shown (never frozen at load). */
function readWhenUsed<K extends string>(
  read: Record<K, () => string>,
): Readonly<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const [key, get] of Object.entries(read) as [K, () => string][])
    Object.defineProperty(out, key, { enumerable: true, get });
  return Object.freeze(out);
}

/** A recognition kind's name as the charts and their tables show it (the spec's award titles). */
export const recognitionKindLabels: Readonly<Record<RecognitionKind, string>> = readWhenUsed({
  thankyou: () => awardTitles.thankyou,
  reward: () => awardTitles.reward,
  payitforward: () => awardTitles.payitforward,
  adhoc: () => labels.kind.adhoc,
  birthday: () => labels.kind.birthday,
  nomination: () => labels.kind.nomination,
});

/**
 * The balances the points charts show, each apart and never added together: members' spendable points
 * first (what they hold is the programme's liability), then managers' budgets and Pay It Forward
 * allowances (points to give, which become a member's spendable points when given).
 */
export const insightsBalances = [
  'redeemable',
  'management',
  'payItForward',
] as const satisfies readonly MemberBalance[];

/** A balance's name on the points charts (the brand's name for its points follows it). */
export const insightsBalanceTitles: Readonly<Record<MemberBalance, string>> = readWhenUsed({
  redeemable: () => labels.balance.redeemable,
  management: () => labels.balance.management,
  payItForward: () => labels.balance.payItForward,
});

/** What a balance's points are used for, as its chart names the points that left it that way. */
export const pointsUsedLabels: Readonly<Record<MemberBalance, string>> = readWhenUsed({
  redeemable: () => labels.used.redeemable,
  management: () => labels.used.given,
  payItForward: () => labels.used.given,
});

export const pointsAgeLabels: Readonly<Record<PointsAgeBucket, string>> = readWhenUsed({
  under1: () => labels.age.under1,
  from1to3: () => labels.age.from1to3,
  from3to6: () => labels.age.from3to6,
  from6to12: () => labels.age.from6to12,
  over12: () => labels.age.over12,
});

/** (our wording) The insights calls' refusals; msw answers with the same. */
export const insightsMessages = readWhenUsed({
  monthsOutOfOrder: () => labels.refusal.monthsOutOfOrder,
  rangeTooLong: () => labels.refusal.rangeTooLong(String(insightsMaxMonths)),
  unknownCluster: () => labels.refusal.unknownCluster,
  unknownDivision: () => labels.refusal.unknownDivision,
  divisionNotInCluster: () => labels.refusal.divisionNotInCluster,
  /** What every panel shows while the months cannot be answered (the reason is under the month). */
  rangeToCorrect: () => labels.refusal.rangeToCorrect,
});

/** The insights filter as the calls take it: a month range, and a cluster and division ('' for all). */
export interface InsightsFilter {
  monthFrom: string;
  monthTo: string;
  clusterCode: string;
  divisionCode: string;
}

const monthIndex = (month: string): number => {
  const [year = '0', mm = '1'] = month.split('-');
  return Number(year) * 12 + Number(mm) - 1;
};
const monthOfIndex = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The months from `from` to `to` ('yyyy-MM', both included), oldest first; none when out of order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i += 1) months.push(monthOfIndex(i));
  return months;
}

/** The month `count` months before or after `month` ('yyyy-MM'). */
export function shiftMonth(month: string, count: number): string {
  return monthOfIndex(monthIndex(month) + count);
}

/**
 * The problems of a filter's month range, by field (the codes are checked by whoever knows the clusters):
 * From after To, or a range longer than insightsMaxMonths.
 */
export function validateInsightsMonths(
  filter: Pick<InsightsFilter, 'monthFrom' | 'monthTo'>,
): Record<string, string> {
  if (filter.monthFrom > filter.monthTo) return { monthTo: insightsMessages.monthsOutOfOrder };
  if (monthsBetween(filter.monthFrom, filter.monthTo).length > insightsMaxMonths)
    return { monthFrom: insightsMessages.rangeTooLong };
  return {};
}
