import type {
  AdjustmentsRow,
  DeliveriesMonthRow,
  ParticipationRow,
  PointsAgeRow,
  PointsMonthRow,
  RecognitionMonthRow,
  ShopCategoryRow,
  ShopMonthRow,
  ValueRow,
  WallMonthRow,
} from '@plaudit/api';
import {
  monthsBetween,
  pointsAgeLabels,
  pointsUsedLabels,
  recognitionKindLabels,
  recognitionKinds,
  currentFormatter,
  type MemberBalance,
  type ReportMonth,
} from '@plaudit/domain';
import type { ChartGroup, ChartSeries, FiguresColumn, FiguresRow } from '@plaudit/ui';
import { insightsWord as word } from './insightsMessages';

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
/** 'Nov 26': a month on a chart's axis, in the language shown. */
const shortMonth = (month: string) => {
  const [year = '0', mm = '1'] = month.split('-');
  return currentFormatter().shortMonthYear(Number(year), Number(mm) - 1);
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
      { key: 'month', header: word('Month') },
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
      { key: 'gavePercent', label: word('Gave (% of registered)') },
      { key: 'receivedPercent', label: word('Received (% of registered)') },
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
      { key: 'division', header: word('Division') },
      { key: 'registered', header: word('Registered'), align: 'end' },
      { key: 'preloaded', header: word('Pre-loaded'), align: 'end' },
      { key: 'gave', header: word('Gave'), align: 'end' },
      { key: 'gavePercent', header: word('Gave %'), align: 'end' },
      { key: 'received', header: word('Received'), align: 'end' },
      { key: 'receivedPercent', header: word('Received %'), align: 'end' },
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
      { key: 'awards', label: word('Awards') },
      { key: 'nominations', label: word('Nominations') },
    ],
    groups: rows.map((r) => ({
      key: r.value,
      label: r.value,
      values: { awards: r.awards, nominations: r.nominations },
    })),
    columns: [
      { key: 'value', header: word('Value') },
      { key: 'awards', header: word('Awards'), align: 'end' },
      { key: 'nominations', header: word('Nominations'), align: 'end' },
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
    { key: 'issued', label: word('Issued') },
    { key: 'used', label: pointsUsedLabels[balance] },
    { key: 'expired', label: word('Expired') },
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
    series: [{ key: 'points', label: word('Points') }],
    groups: rows.map((r) => ({
      key: r.bucket,
      label: pointsAgeLabels[r.bucket],
      values: { points: r.points },
    })),
    columns: [
      { key: 'held', header: word('Held for') },
      { key: 'points', header: word('Points'), align: 'end' },
    ],
    rows: rows.every((r) => r.points === 0)
      ? []
      : rows.map((r) => ({ held: pointsAgeLabels[r.bucket], points: r.points })),
  };
}

export function adjustmentsChart(rows: readonly AdjustmentsRow[]): ChartData {
  const named = rows.map((r) => ({ ...r, who: r.administrator || word('Command line') }));
  return {
    series: [
      { key: 'credited', label: word('Credited') },
      { key: 'debited', label: word('Taken away') },
    ],
    groups: named.map((r) => ({
      key: r.who,
      label: r.who,
      values: { credited: r.credited, debited: r.debited },
    })),
    columns: [
      { key: 'who', header: word('Administrator') },
      { key: 'adjustments', header: word('Adjustments'), align: 'end' },
      { key: 'credited', header: word('Credited'), align: 'end' },
      { key: 'debited', header: word('Taken away'), align: 'end' },
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
      { key: 'orders', label: word('Orders') },
      { key: 'points', label: word('Points') },
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
    series: [{ key: 'points', label: word('Points') }],
    groups: rows.map((r) => ({ key: r.category, label: r.category, values: { points: r.points } })),
    columns: [
      { key: 'category', header: word('Category') },
      { key: 'items', header: word('Items'), align: 'end' },
      { key: 'points', header: word('Points'), align: 'end' },
    ],
    rows: rows.map((r) => ({ category: r.category, items: r.items, points: r.points })),
  };
}

/** Reactions made and comments written on the wall per month. */
export function wallChart(
  rows: readonly WallMonthRow[],
  from: string,
  to: string,
  months: readonly ReportMonth[],
): ChartData {
  const series = [
    { key: 'reactions', label: word('Reactions') },
    { key: 'comments', label: word('Comments') },
  ];
  const found = new Map(rows.map((r) => [r.month, r]));
  const chart = byMonth(from, to, months, series, (m, k) => {
    const row = found.get(m);
    return row ? row[k as 'reactions' | 'comments'] : 0;
  });
  return rows.length === 0 ? { ...chart, rows: [] } : chart;
}

/** The share of each month's recognitions with at least one reaction, with the counts it is made of. */
export function reactedChart(
  rows: readonly WallMonthRow[],
  from: string,
  to: string,
  months: readonly ReportMonth[],
): ChartData {
  const found = new Map(rows.map((r) => [r.month, r]));
  const percentOf = (m: string) => {
    const row = found.get(m);
    return row ? share(row.reacted, row.recognitions) : 0;
  };
  const chart = byMonth(
    from,
    to,
    months,
    [{ key: 'reactedPercent', label: word('With a reaction (%)') }],
    percentOf,
  );
  return {
    ...chart,
    columns: [
      { key: 'month', header: word('Month') },
      { key: 'recognitions', header: word('Recognitions'), align: 'end' },
      { key: 'reacted', header: word('With a reaction'), align: 'end' },
      { key: 'reactedPercent', header: word('With a reaction (%)'), align: 'end' },
    ],
    rows:
      rows.length === 0
        ? []
        : chart.groups.map((g) => ({
            month: monthLabel(months, g.key),
            recognitions: found.get(g.key)?.recognitions ?? 0,
            reacted: found.get(g.key)?.reacted ?? 0,
            reactedPercent: percentOf(g.key),
          })),
  };
}

/** The share of all the range's recognitions with a reaction, as a whole percentage. */
export const reactedShare = (rows: readonly WallMonthRow[]): number =>
  share(
    rows.reduce((sum, r) => sum + r.reacted, 0),
    rows.reduce((sum, r) => sum + r.recognitions, 0),
  );

/** The outbox's channels as the deliveries chart names them, in its order. */
const deliveryChannels = ['sms', 'whatsapp', 'email', 'push'] as const;
const channelLabel = (channel: DeliveriesMonthRow['channel']) =>
  ({
    sms: word('SMS'),
    whatsapp: word('WhatsApp'),
    email: word('Email'),
    push: word('Push notifications'),
  })[channel];

/**
 * Deliveries by channel per month (issue 37): the chart stacks each channel's messages sent a month; the
 * table (and CSV) has a row a month and channel, with sent, delivered, failed and fell back to SMS.
 */
export function deliveriesChart(
  rows: readonly DeliveriesMonthRow[],
  from: string,
  to: string,
  months: readonly ReportMonth[],
): ChartData {
  const series = deliveryChannels.map((channel) => ({
    key: channel,
    label: channelLabel(channel),
  }));
  const sent = new Map(rows.map((r) => [`${r.month}:${r.channel}`, r.sent]));
  const chart = byMonth(from, to, months, series, (m, k) => sent.get(`${m}:${k}`) ?? 0);
  return {
    ...chart,
    columns: [
      { key: 'month', header: word('Month') },
      { key: 'channel', header: word('Channel') },
      { key: 'sent', header: word('Sent'), align: 'end' },
      { key: 'delivered', header: word('Delivered'), align: 'end' },
      { key: 'failed', header: word('Failed'), align: 'end' },
      { key: 'fellBack', header: word('Fell back to SMS'), align: 'end' },
    ],
    rows: rows.map((r) => ({
      month: monthLabel(months, r.month),
      channel: channelLabel(r.channel),
      sent: r.sent,
      delivered: r.delivered,
      failed: r.failed,
      fellBack: r.fellBack,
    })),
  };
}
