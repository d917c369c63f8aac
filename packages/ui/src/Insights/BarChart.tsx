import { clsx } from 'clsx';
import { useId } from 'react';
import {
  barRects,
  chartLayout,
  fit,
  type ChartGroup,
  type ChartLayout,
  type ChartSeries,
} from './chartLayout.ts';
import { useBrandFormat } from '../theme/index.ts';
import styles from './Insights.module.scss';
import { insightsChartMessages } from './messages.ts';
import { useWidth } from './useWidth.ts';

export type { ChartGroup, ChartSeries } from './chartLayout.ts';

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
  /** How an axis writes a figure. @default the figure in the language shown (useBrandFormat().figure) */
  formatValue?: (value: number) => string;
  className?: string;
}

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
  formatValue,
  className,
}: BarChartProps) {
  const figure = useBrandFormat().figure;
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const titleId = useId();
  const descId = useId();
  const layout = chartLayout({ width, groups, series, stacked, horizontal });
  const { height, margin, plotWidth, plotHeight, value } = layout;
  const zero = value(0);
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
          <ValueTicks layout={layout} horizontal={horizontal} formatValue={formatValue ?? figure} />
          {barRects(layout, groups, series, stacked, horizontal).map(
            ({ key, series: i, ...rect }) => (
              <rect key={key} {...rect} data-series={i} className={styles.bar} />
            ),
          )}
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
          <GroupLabels layout={layout} groups={groups} horizontal={horizontal} />
        </g>
      </svg>
      {series.length > 1 && <Legend title={title} series={series} />}
    </div>
  );
}

/** The value axis: a grid line and the figure at each tick. */
function ValueTicks({
  layout: { ticks, value, margin, plotWidth, plotHeight, height },
  horizontal,
  formatValue,
}: {
  layout: ChartLayout;
  horizontal: boolean;
  formatValue: (value: number) => string;
}) {
  return ticks.map((t) =>
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
        <text x={margin.left - 6} y={value(t)} dy="0.32em" textAnchor="end" className={styles.tick}>
          {formatValue(t)}
        </text>
      </g>
    ),
  );
}

/** Each group's name beside its bars (shortened to fit), or under them (every step-th on a phone). */
function GroupLabels({
  layout: { band, margin, labelRoom, plotHeight, step },
  groups,
  horizontal,
}: {
  layout: ChartLayout;
  groups: readonly ChartGroup[];
  horizontal: boolean;
}) {
  return groups.map((g, i) =>
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
  );
}

/** The colour of each series, when there is more than one. */
function Legend({ title, series }: { title: string; series: readonly ChartSeries[] }) {
  return (
    <ul className={styles.legend} aria-label={insightsChartMessages.key(title)}>
      {series.map((s, i) => (
        <li key={s.key}>
          <svg width="12" height="12" aria-hidden="true" className={styles.swatch}>
            <rect width="12" height="12" data-series={i % 6} className={styles.bar} />
          </svg>
          {s.label}
        </li>
      ))}
    </ul>
  );
}
