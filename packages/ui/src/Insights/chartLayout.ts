import { scaleBand, scaleLinear } from '@visx/scale';
/** One series of bars: a value of every group (a kind of award, points issued). */
export interface ChartSeries {
  key: string;
  label: string;
}

/** One group of bars along the axis (a month, a division, a value), with each series' figure. */
export interface ChartGroup {
  key: string;
  label: string;
  values: Readonly<Record<string, number>>;
}

const rowHeight = 30;
const barHeight = 220;

/** The figure each group's bar reaches: the sum when stacked, the largest alone otherwise. */
function extent(
  groups: readonly ChartGroup[],
  series: readonly ChartSeries[],
  stacked: boolean,
): [number, number] {
  let low = 0;
  let high = 0;
  for (const g of groups) {
    const values = series.map((s) => g.values[s.key] ?? 0);
    const up = stacked
      ? values.filter((v) => v > 0).reduce((a, b) => a + b, 0)
      : Math.max(0, ...values);
    const down = stacked
      ? values.filter((v) => v < 0).reduce((a, b) => a + b, 0)
      : Math.min(0, ...values);
    high = Math.max(high, up);
    low = Math.min(low, down);
  }
  return [low, high === low ? low + 1 : high];
}

/** Shortens a label that would not fit its room on the axis (the table has it whole). */
export const fit = (text: string, chars: number) =>
  text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;

/** Where everything of a chart goes at a width: its height, margins, plot area and scales. */
export function chartLayout({
  width,
  groups,
  series,
  stacked,
  horizontal,
}: {
  width: number;
  groups: readonly ChartGroup[];
  series: readonly ChartSeries[];
  stacked: boolean;
  horizontal: boolean;
}) {
  const [low, high] = extent(groups, series, stacked);
  const labelRoom = horizontal ? Math.min(150, Math.round(width * 0.34)) : 0;
  const margin = {
    top: 8,
    right: 16,
    bottom: horizontal ? 28 : 36,
    left: horizontal ? labelRoom : 56,
  };
  const height = horizontal
    ? margin.top +
      margin.bottom +
      Math.max(1, groups.length) *
        rowHeight *
        (stacked ? 1 : Math.max(1, series.length) * 0.6 + 0.4)
    : barHeight;
  const plotWidth = Math.max(10, width - margin.left - margin.right);
  const plotHeight = Math.max(10, height - margin.top - margin.bottom);

  const band = scaleBand<string>({
    domain: groups.map((g) => g.key),
    range: horizontal
      ? [margin.top, margin.top + plotHeight]
      : [margin.left, margin.left + plotWidth],
    paddingInner: 0.25,
    paddingOuter: 0.1,
  });
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, band.bandwidth()],
    padding: 0.08,
  });
  const value = scaleLinear<number>({
    domain: [low, high],
    range: horizontal
      ? [margin.left, margin.left + plotWidth]
      : [margin.top + plotHeight, margin.top],
    nice: true,
  });
  const ticks = value.ticks(horizontal ? Math.max(2, Math.floor(plotWidth / 90)) : 4);
  // Month labels take about 56 px: on a phone every second or third is written.
  const step = horizontal ? 1 : Math.max(1, Math.ceil((groups.length * 56) / plotWidth));
  return { height, margin, labelRoom, plotWidth, plotHeight, band, inner, value, ticks, step };
}

export type ChartLayout = ReturnType<typeof chartLayout>;

/** Each bar's rectangle: side by side in its group, or stacked (positive up, negative down). */
export function barRects(
  { band, inner, value }: ChartLayout,
  groups: readonly ChartGroup[],
  series: readonly ChartSeries[],
  stacked: boolean,
  horizontal: boolean,
) {
  return groups.flatMap((g) => {
    let up = 0;
    let down = 0;
    return series.map((s, i) => {
      const v = g.values[s.key] ?? 0;
      const from = stacked ? (v >= 0 ? up : down) : 0;
      const to = from + v;
      if (stacked) {
        if (v >= 0) up = to;
        else down = to;
      }
      const along = (band(g.key) ?? 0) + (stacked ? 0 : (inner(s.key) ?? 0));
      const thickness = stacked ? band.bandwidth() : inner.bandwidth();
      const a = value(Math.min(from, to));
      const b = value(Math.max(from, to));
      const rect = horizontal
        ? { x: a, y: along, width: Math.max(0, b - a), height: thickness }
        : { x: along, y: b, width: thickness, height: Math.max(0, a - b) };
      return { key: `${g.key}:${s.key}`, series: i % 6, ...rect };
    });
  });
}
