import type { MemberBalance } from './balances';
import { awardTitles } from './messages';
import type { PointsAgeBucket, RecognitionKind } from './insightsWire';

export * from './insightsWire';

/**
 * Programme insights (`/admin/insights`): the charts' filter, its rules and the names of what the
 * charts count. The server, the msw handlers and the screen all read these, so they cannot disagree.
 */

/** The longest month range one insights call answers (two years, the report month list's span and more). */
export const insightsMaxMonths = 24;

/** A recognition kind's name as the charts and their tables show it (the spec's award titles). */
export const recognitionKindLabels: Record<RecognitionKind, string> = {
  // The award titles are read when shown, so they follow the current language.
  get thankyou() {
    return awardTitles.thankyou;
  },
  get reward() {
    return awardTitles.reward;
  },
  get payitforward() {
    return awardTitles.payitforward;
  },
  adhoc: 'Adhoc',
  birthday: 'Birthday',
  nomination: 'Nomination',
};

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
export const insightsBalanceTitles: Record<MemberBalance, string> = {
  redeemable: 'Spendable points',
  management: 'Manager budgets',
  payItForward: 'Pay It Forward allowances',
};

/** What a balance's points are used for, as its chart names the points that left it that way. */
export const pointsUsedLabels: Record<MemberBalance, string> = {
  redeemable: 'Redeemed',
  management: 'Given',
  payItForward: 'Given',
};

export const pointsAgeLabels: Record<PointsAgeBucket, string> = {
  under1: 'Under 1 month',
  from1to3: '1 to 3 months',
  from3to6: '3 to 6 months',
  from6to12: '6 to 12 months',
  over12: 'Over 12 months',
};

/** (our wording) The insights calls' refusals; msw answers with the same. */
export const insightsMessages = {
  monthsOutOfOrder: 'The From month must not be after the To month.',
  rangeTooLong: `Please choose at most ${insightsMaxMonths} months.`,
  unknownCluster: 'There is no such country on the programme.',
  unknownDivision: 'There is no such division on the programme.',
  divisionNotInCluster: 'This division is not in the chosen country.',
  /** What every panel shows while the months cannot be answered (the reason is under the month). */
  rangeToCorrect: 'No figures: correct the months above to see them.',
} as const;

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
