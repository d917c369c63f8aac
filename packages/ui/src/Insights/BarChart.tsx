import { scaleBand, scaleLinear } from '@visx/scale';
import { clsx } from 'clsx';
import { useId } from 'react';
import { formatFigure } from './figures.ts';
import styles from './Insights.module.scss';
import { useWidth } from './useWidth.ts';

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

export interface BarChartProps {
  /** The chart's accessible name (its SVG title). */
  title: string;
  /** What the chart shows, for assistive technology (its SVG description). */
  description: string;
  series: readonly ChartSeries[];
  groups: readonly ChartGroup[];
  /** Stack the series in one bar per group instead of side by side. @default false */
  stacked?: boolean;
  /** Bars along the horizontal axis, one row per group (long names: values, divisions). @default false */
  horizontal?: boolean;
  /** How an axis writes a figure. @default the figure with thousands separators */
  formatValue?: (value: number) => string;
  className?: string;
}

const defaultFormat = formatFigure;
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
const fit = (text: string, chars: number) =>
  text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1))}…`;

/**
 * A bar chart drawn as plain SVG on visx's scales: one picture (role="img") named by its title and
 * described, with nothing inside to focus or announce. The figures it draws belong in a table beside it
 * (InsightsPanel). Colours are the brand's (tokens), one per series in order.
 */
export function BarChart({
  title,
  description,
  series,
  groups,
  stacked = false,
  horizontal = false,
  formatValue = defaultFormat,
  className,
}: BarChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const titleId = useId();
  const descId = useId();
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
  const zero = value(0);
  // Month labels take about 56 px: on a phone every second or third is written.
  const step = horizontal ? 1 : Math.max(1, Math.ceil((groups.length * 56) / plotWidth));

  const bars = groups.flatMap((g) => {
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
      return (
        <rect key={`${g.key}:${s.key}`} {...rect} data-series={i % 6} className={styles.bar} />
      );
    });
  });

  return (
    <div ref={ref} className={clsx(styles.chart, className)}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className={styles.svg}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <g aria-hidden="true">
          {ticks.map((t) =>
            horizontal ? (
              <g key={t}>
                <line
                  x1={value(t)}
                  x2={value(t)}
                  y1={margin.top}
                  y2={margin.top + plotHeight}
                  className={styles.grid}
                />
                <text x={value(t)} y={height - 8} textAnchor="middle" className={styles.tick}>
                  {formatValue(t)}
                </text>
              </g>
            ) : (
              <g key={t}>
                <line
                  x1={margin.left}
                  x2={margin.left + plotWidth}
                  y1={value(t)}
                  y2={value(t)}
                  className={styles.grid}
                />
                <text
                  x={margin.left - 6}
                  y={value(t)}
                  dy="0.32em"
                  textAnchor="end"
                  className={styles.tick}
                >
                  {formatValue(t)}
                </text>
              </g>
            ),
          )}
          {bars}
          {horizontal ? (
            <line
              x1={zero}
              x2={zero}
              y1={margin.top}
              y2={margin.top + plotHeight}
              className={styles.axis}
            />
          ) : (
            <line
              x1={margin.left}
              x2={margin.left + plotWidth}
              y1={zero}
              y2={zero}
              className={styles.axis}
            />
          )}
          {groups.map((g, i) =>
            horizontal ? (
              <text
                key={g.key}
                x={margin.left - 6}
                y={(band(g.key) ?? 0) + band.bandwidth() / 2}
                dy="0.32em"
                textAnchor="end"
                className={styles.tick}
              >
                {fit(g.label, Math.floor(labelRoom / 7))}
              </text>
            ) : (
              i % step === 0 && (
                <text
                  key={g.key}
                  x={(band(g.key) ?? 0) + band.bandwidth() / 2}
                  y={margin.top + plotHeight + 18}
                  textAnchor="middle"
                  className={styles.tick}
                >
                  {g.label}
                </text>
              )
            ),
          )}
        </g>
      </svg>
      {series.length > 1 && (
        <ul className={styles.legend} aria-label={`${title}: key`}>
          {series.map((s, i) => (
            <li key={s.key}>
              <svg width="12" height="12" aria-hidden="true" className={styles.swatch}>
                <rect width="12" height="12" data-series={i % 6} className={styles.bar} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
