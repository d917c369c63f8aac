import type {
  AdjustmentsRow,
  ParticipationRow,
  PointsAgeRow,
  PointsMonthRow,
  RecognitionMonthRow,
  ShopCategoryRow,
  ShopMonthRow,
  ValueRow,
} from '@plaudit/api';
import {
  monthsBetween,
  pointsAgeLabels,
  pointsUsedLabels,
  recognitionKindLabels,
  recognitionKinds,
  shortMonthName,
  type MemberBalance,
  type ReportMonth,
} from '@plaudit/domain';
import type { ChartGroup, ChartSeries, FiguresColumn, FiguresRow } from '@plaudit/ui';

/**
 * Each chart's answer as the panel draws it: the chart's groups and series, and the same figures as the
 * table's (and the CSV's) columns and rows. A month with nothing in it is drawn, as a zero.
 */
export interface ChartData {
  series: ChartSeries[];
  groups: ChartGroup[];
  columns: FiguresColumn[];
  rows: FiguresRow[];
}

const monthLabel = (months: readonly ReportMonth[], month: string) =>
  months.find((m) => m.value === month)?.label ?? month;
/** 'Nov 26': a month on a chart's axis. */
const shortMonth = (month: string) => {
  const [year = '', mm = '1'] = month.split('-');
  return `${shortMonthName(Number(mm) - 1)} ${year.slice(2)}`;
};

const byMonth = (
  from: string,
  to: string,
  months: readonly ReportMonth[],
  series: readonly ChartSeries[],
  valueOf: (month: string, key: string) => number,
): ChartData => {
  const all = monthsBetween(from, to);
  const groups = all.map((month) => ({
    key: month,
    label: shortMonth(month),
    values: Object.fromEntries(series.map((s) => [s.key, valueOf(month, s.key)])),
  }));
  return {
    series: [...series],
    groups,
    columns: [
      { key: 'month', header: 'Month' },
      ...series.map((s) => ({ key: s.key, header: s.label, align: 'end' as const })),
    ],
    rows: groups.map((g) => ({ month: monthLabel(months, g.key), ...g.values })),
  };
};

export function recognitionChart(
  rows: readonly RecognitionMonthRow[],
  from: string,
  to: string,
  months: readonly ReportMonth[],
): ChartData {
  const series = recognitionKinds.map((kind) => ({
    key: kind,
    label: recognitionKindLabels[kind],
  }));
  const count = new Map(rows.map((r) => [`${r.month}:${r.kind}`, r.count]));
  const chart = byMonth(from, to, months, series, (m, k) => count.get(`${m}:${k}`) ?? 0);
  return rows.length === 0 ? { ...chart, rows: [] } : chart;
}

/** A share of registered members, as a whole percentage. */
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export function participationChart(rows: readonly ParticipationRow[]): ChartData {
  return {
    series: [
      { key: 'gavePercent', label: 'Gave (% of registered)' },
      { key: 'receivedPercent', label: 'Received (% of registered)' },
    ],
    groups: rows.map((r) => ({
      key: r.divisionCode,
      label: r.division,
      values: {
        gavePercent: share(r.gave, r.registered),
        receivedPercent: share(r.received, r.registered),
      },
    })),
    columns: [
      { key: 'division', header: 'Division' },
      { key: 'registered', header: 'Registered', align: 'end' },
      { key: 'preloaded', header: 'Pre-loaded', align: 'end' },
      { key: 'gave', header: 'Gave', align: 'end' },
      { key: 'gavePercent', header: 'Gave %', align: 'end' },
      { key: 'received', header: 'Received', align: 'end' },
      { key: 'receivedPercent', header: 'Received %', align: 'end' },
    ],
    rows: rows.map((r) => ({
      division: `${r.division} (${r.divisionCode})`,
      registered: r.registered,
      preloaded: r.preloaded,
      gave: r.gave,
      gavePercent: share(r.gave, r.registered),
      received: r.received,
      receivedPercent: share(r.received, r.registered),
    })),
  };
}

export function valuesChart(rows: readonly ValueRow[]): ChartData {
  return {
    series: [
      { key: 'awards', label: 'Awards' },
      { key: 'nominations', label: 'Nominations' },
    ],
    groups: rows.map((r) => ({
      key: r.value,
      label: r.value,
      values: { awards: r.awards, nominations: r.nominations },
    })),
    columns: [
      { key: 'value', header: 'Value' },
      { key: 'awards', header: 'Awards', align: 'end' },
      { key: 'nominations', header: 'Nominations', align: 'end' },
    ],
    rows: rows.map((r) => ({ value: r.value, awards: r.awards, nominations: r.nominations })),
  };
}

/** One balance's points per month: issued, used (redeemed or given) and expired. */
export function pointsChart(
  rows: readonly PointsMonthRow[],
  balance: MemberBalance,
  from: string,
  to: string,
  months: readonly ReportMonth[],
): ChartData {
  const series = [
    { key: 'issued', label: 'Issued' },
    { key: 'used', label: pointsUsedLabels[balance] },
    { key: 'expired', label: 'Expired' },
  ];
  const found = new Map(rows.filter((r) => r.balance === balance).map((r) => [r.month, r]));
  const chart = byMonth(from, to, months, series, (m, k) => {
    const row = found.get(m);
    return row ? row[k as 'issued' | 'used' | 'expired'] : 0;
  });
  return found.size === 0 ? { ...chart, rows: [] } : chart;
}

export function ageChart(rows: readonly PointsAgeRow[]): ChartData {
  return {
    series: [{ key: 'points', label: 'Points' }],
    groups: rows.map((r) => ({
      key: r.bucket,
      label: pointsAgeLabels[r.bucket],
      values: { points: r.points },
    })),
    columns: [
      { key: 'held', header: 'Held for' },
      { key: 'points', header: 'Points', align: 'end' },
    ],
    rows: rows.every((r) => r.points === 0)
      ? []
      : rows.map((r) => ({ held: pointsAgeLabels[r.bucket], points: r.points })),
  };
}

/** What the command line's adjustments are called (they have no administrator). */
const commandLine = 'Command line';

export function adjustmentsChart(rows: readonly AdjustmentsRow[]): ChartData {
  const named = rows.map((r) => ({ ...r, who: r.administrator || commandLine }));
  return {
    series: [
      { key: 'credited', label: 'Credited' },
      { key: 'debited', label: 'Taken away' },
    ],
    groups: named.map((r) => ({
      key: r.who,
      label: r.who,
      values: { credited: r.credited, debited: r.debited },
    })),
    columns: [
      { key: 'who', header: 'Administrator' },
      { key: 'adjustments', header: 'Adjustments', align: 'end' },
      { key: 'credited', header: 'Credited', align: 'end' },
      { key: 'debited', header: 'Taken away', align: 'end' },
    ],
    rows: named.map((r) => ({
      who: r.who,
      adjustments: r.adjustments,
      credited: r.credited,
      debited: r.debited,
    })),
  };
}

export function shopMonthsChart(
  rows: readonly ShopMonthRow[],
  from: string,
  to: string,
  months: readonly ReportMonth[],
): ChartData {
  const found = new Map(rows.map((r) => [r.month, r]));
  const chart = byMonth(
    from,
    to,
    months,
    [
      { key: 'orders', label: 'Orders' },
      { key: 'points', label: 'Points' },
    ],
    (m, k) => found.get(m)?.[k as 'orders' | 'points'] ?? 0,
  );
  // Orders and points differ a hundredfold: the chart draws the points, the table has both.
  return {
    ...chart,
    series: chart.series.filter((s) => s.key === 'points'),
    rows: rows.length === 0 ? [] : chart.rows,
  };
}

export function shopCategoriesChart(rows: readonly ShopCategoryRow[]): ChartData {
  return {
    series: [{ key: 'points', label: 'Points' }],
    groups: rows.map((r) => ({ key: r.category, label: r.category, values: { points: r.points } })),
    columns: [
      { key: 'category', header: 'Category' },
      { key: 'items', header: 'Items', align: 'end' },
      { key: 'points', header: 'Points', align: 'end' },
    ],
    rows: rows.map((r) => ({ category: r.category, items: r.items, points: r.points })),
  };
}
