import {
  useAdminInsightsParticipationQuery,
  useAdminInsightsPointsQuery,
  useAdminInsightsRecognitionQuery,
  useAdminInsightsShopQuery,
  useAdminInsightsValuesQuery,
  useAdminInsightsWallQuery,
  useAdminInsightsDeliveriesQuery,
  type ResponseOf,
} from '@plaudit/api';
import {
  insightsBalanceTitles,
  insightsBalances,
  insightsMessages,
  type InsightsFilter,
  type MemberBalance,
  type ReportMonth,
} from '@plaudit/domain';
import { downloadCsv, loadErrorTextOf } from '@plaudit/portal';
import { BarChart, InsightsPanel, useBalanceNames, useBrandFormat } from '@plaudit/ui';
import { memo, useMemo, type ReactNode } from 'react';
import {
  adjustmentsChart,
  ageChart,
  deliveriesChart,
  participationChart,
  pointsChart,
  reactedChart,
  reactedShare,
  recognitionChart,
  shopCategoriesChart,
  shopMonthsChart,
  valuesChart,
  wallChart,
  type ChartData,
} from './insightsCharts';
import { insightsScreenMessages as say } from './insightsMessages';
import styles from './insights.module.scss';

/** Each series' total, for a chart's one-sentence description (the table under it has every figure). */
const totals = (chart: ChartData, figure: (n: number) => string) =>
  chart.series
    .map((s) =>
      say.seriesTotal(
        s.label,
        figure(chart.groups.reduce((sum, g) => sum + (g.values[s.key] ?? 0), 0)),
      ),
    )
    .join(', ');

interface QueryState {
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** What every panel is drawn for: the filter, and the words its summary uses for the months and place. */
export interface PanelScope {
  filter: InsightsFilter;
  /** The month range is wrong: no call is made. */
  skip: boolean;
  /** The calls wait for the screen's first paint (useFirstPaintDone); the panels show Loading meanwhile. */
  waiting: boolean;
  months: readonly ReportMonth[];
  /** 'June 2026 to November 2026'. */
  range: string;
  /** The division's or country's name, or 'the whole programme'. */
  where: string;
  /** The To month's name ('November 2026'). */
  toLabel: string;
}

interface ChartPanelProps {
  /** Names the CSV file ('recognition-2026-06-2026-11.csv'). */
  name: string;
  title: string;
  summary: string;
  data: ChartData;
  query: QueryState;
  scope: PanelScope;
  stacked?: boolean;
  horizontal?: boolean;
  headline?: ReactNode;
}

/**
 * One chart and its figures. Drawn only when it comes near the screen or is focused (a phone shows one
 * panel at a time; drawing all seven as the answers arrived held a phone's main thread for over a second).
 */
function ChartPanel({
  name,
  title,
  summary,
  data,
  query,
  scope,
  stacked,
  horizontal,
  headline,
}: ChartPanelProps) {
  const { filter, skip } = scope;
  const { figure } = useBrandFormat();
  // A range that cannot be answered: every panel alike, with no figures (not the last range's).
  return (
    <InsightsPanel
      title={title}
      summary={summary}
      deferUntilNear
      isLoading={!skip && (scope.waiting || query.isFetching)}
      {...(query.error && !skip
        ? { errorMessage: loadErrorTextOf(query.error, say.loadFailed) }
        : {})}
      onRetry={() => void query.refetch()}
      fileName={`${name}-${filter.monthFrom}-${filter.monthTo}.csv`}
      columns={data.columns}
      rows={skip ? [] : data.rows}
      {...(skip ? { emptyText: insightsMessages.rangeToCorrect } : { headline })}
      onDownload={downloadCsv}
      chart={
        <BarChart
          title={title}
          description={say.description(title, scope.range, scope.where, totals(data, figure))}
          series={data.series}
          groups={data.groups}
          stacked={stacked}
          horizontal={horizontal}
        />
      }
    />
  );
}

// Each panel asks for its own answer, so an answer draws its own panel again and no other.

export const RecognitionPanel = memo(function RecognitionPanel({ scope }: { scope: PanelScope }) {
  const query = useAdminInsightsRecognitionQuery(scope.filter, {
    skip: scope.skip || scope.waiting,
  });
  const data = useMemo(
    () =>
      recognitionChart(
        query.data?.months ?? [],
        scope.filter.monthFrom,
        scope.filter.monthTo,
        scope.months,
      ),
    [query.data, scope],
  );
  return (
    <ChartPanel
      name="recognition"
      title={say.recognitionTitle}
      summary={say.recognitionSummary(scope)}
      data={data}
      query={query}
      scope={scope}
      stacked
    />
  );
});

export const ParticipationPanel = memo(function ParticipationPanel({
  scope,
}: {
  scope: PanelScope;
}) {
  const query = useAdminInsightsParticipationQuery(scope.filter, {
    skip: scope.skip || scope.waiting,
  });
  const data = useMemo(() => participationChart(query.data?.divisions ?? []), [query.data]);
  return (
    <ChartPanel
      name="participation"
      title={say.participationTitle(scope.toLabel)}
      summary={say.participationSummary(scope.toLabel)}
      data={data}
      query={query}
      scope={scope}
      horizontal
    />
  );
});

export const ValuesPanel = memo(function ValuesPanel({ scope }: { scope: PanelScope }) {
  const query = useAdminInsightsValuesQuery(scope.filter, { skip: scope.skip || scope.waiting });
  const data = useMemo(() => valuesChart(query.data?.values ?? []), [query.data]);
  return (
    <ChartPanel
      name="values"
      title={say.valuesTitle}
      summary={say.valuesSummary(scope)}
      data={data}
      query={query}
      scope={scope}
      horizontal
      stacked
    />
  );
});

/** What a balance's chart says it counts, for the summary under its title. */
const balanceSummaries: Record<MemberBalance, (scope: PanelScope) => string> = {
  redeemable: (scope) => say.redeemableSummary(scope),
  management: (scope) => say.managementSummary(scope),
  payItForward: (scope) => say.payItForwardSummary(scope),
};

/** One balance's points per month, with what the filter's members hold in it now. */
function BalancePanel({
  balance,
  query,
  scope,
}: {
  balance: MemberBalance;
  query: QueryState & { data?: ResponseOf<'adminInsightsPoints'> | undefined };
  scope: PanelScope;
}) {
  const names = useBalanceNames();
  const { figure } = useBrandFormat();
  const label = balance === 'redeemable' ? say.outstandingHeld : say.heldNow;
  const data = useMemo(
    () =>
      pointsChart(
        query.data?.months ?? [],
        balance,
        scope.filter.monthFrom,
        scope.filter.monthTo,
        scope.months,
      ),
    [query.data, balance, scope],
  );
  const held = query.data?.balances.find((b) => b.balance === balance)?.outstanding;
  return (
    <ChartPanel
      name={`points-${balance}`}
      title={say.balanceTitle(insightsBalanceTitles[balance], names[balance])}
      summary={balanceSummaries[balance](scope)}
      data={data}
      query={query}
      scope={scope}
      headline={
        held !== undefined && (
          <p className={styles.headline}>
            {label} <strong>{figure(held)}</strong> {names[balance]}
          </p>
        )
      }
    />
  );
}

/**
 * Points per month of each balance apart (spendable points first), the outstanding balance by age, and the
 * adjustments by administrator: five panels of one answer.
 */
export const PointsPanels = memo(function PointsPanels({ scope }: { scope: PanelScope }) {
  const query = useAdminInsightsPointsQuery(scope.filter, { skip: scope.skip || scope.waiting });
  const age = useMemo(() => ageChart(query.data?.age ?? []), [query.data]);
  const adjustments = useMemo(() => adjustmentsChart(query.data?.adjustments ?? []), [query.data]);
  const [spendable, ...toGive] = insightsBalances;
  return (
    <>
      <BalancePanel balance={spendable} query={query} scope={scope} />
      <ChartPanel
        name="outstanding"
        title={say.ageTitle}
        summary={say.ageSummary(scope.where)}
        data={age}
        query={query}
        scope={scope}
        horizontal
      />
      {toGive.map((balance) => (
        <BalancePanel key={balance} balance={balance} query={query} scope={scope} />
      ))}
      <ChartPanel
        name="adjustments"
        title={say.adjustmentsTitle}
        summary={say.adjustmentsSummary(scope)}
        data={adjustments}
        query={query}
        scope={scope}
        horizontal
      />
    </>
  );
});

/** Redemptions per month with the lines waiting for codes, and by category: two panels of one answer. */
export const ShopPanels = memo(function ShopPanels({ scope }: { scope: PanelScope }) {
  const query = useAdminInsightsShopQuery(scope.filter, { skip: scope.skip || scope.waiting });
  const months = useMemo(
    () =>
      shopMonthsChart(
        query.data?.months ?? [],
        scope.filter.monthFrom,
        scope.filter.monthTo,
        scope.months,
      ),
    [query.data, scope],
  );
  const categories = useMemo(() => shopCategoriesChart(query.data?.categories ?? []), [query.data]);
  const shop = query.data;
  const format = useBrandFormat();
  const pending = shop?.pendingLines ?? 0;
  return (
    <>
      <ChartPanel
        name="shop-months"
        title={say.shopMonthsTitle}
        summary={say.shopMonthsSummary(scope)}
        data={months}
        query={query}
        scope={scope}
        headline={
          shop && (
            <p className={styles.headline}>
              {say.waitingForCodes} <strong>{format.figure(pending)}</strong> {say.lines(pending)}
              {shop.oldestPending &&
                say.oldestSince(
                  format.date(shop.oldestPending, Intl.DateTimeFormat().resolvedOptions().timeZone),
                )}
            </p>
          )
        }
      />
      <ChartPanel
        name="shop-categories"
        title={say.categoriesTitle}
        summary={say.categoriesSummary(scope)}
        data={categories}
        query={query}
        scope={scope}
        horizontal
      />
    </>
  );
});

/** Reactions and comments per month, and the share of recognitions with a reaction: two panels of one answer. */
export const WallPanels = memo(function WallPanels({ scope }: { scope: PanelScope }) {
  const query = useAdminInsightsWallQuery(scope.filter, { skip: scope.skip || scope.waiting });
  const rows = query.data?.months;
  const activity = useMemo(
    () => wallChart(rows ?? [], scope.filter.monthFrom, scope.filter.monthTo, scope.months),
    [rows, scope],
  );
  const reacted = useMemo(
    () => reactedChart(rows ?? [], scope.filter.monthFrom, scope.filter.monthTo, scope.months),
    [rows, scope],
  );
  const { figure } = useBrandFormat();
  return (
    <>
      <ChartPanel
        name="wall-activity"
        title={say.wallTitle}
        summary={say.wallSummary(scope)}
        data={activity}
        query={query}
        scope={scope}
      />
      <ChartPanel
        name="wall-reacted"
        title={say.reactedTitle}
        summary={say.reactedSummary(scope)}
        data={reacted}
        query={query}
        scope={scope}
        headline={
          rows &&
          rows.length > 0 && (
            <p className={styles.headline}>
              {say.reactedInRange} <strong>{say.percent(figure(reactedShare(rows)))}</strong>
            </p>
          )
        }
      />
    </>
  );
});

/** Deliveries by channel per month (issue 37): messages sent a channel, and the table's delivery counts. */
export const DeliveriesPanel = memo(function DeliveriesPanel({ scope }: { scope: PanelScope }) {
  const query = useAdminInsightsDeliveriesQuery(scope.filter, {
    skip: scope.skip || scope.waiting,
  });
  const data = useMemo(
    () =>
      deliveriesChart(
        query.data?.months ?? [],
        scope.filter.monthFrom,
        scope.filter.monthTo,
        scope.months,
      ),
    [query.data, scope],
  );
  return (
    <ChartPanel
      name="deliveries"
      title={say.deliveriesTitle}
      summary={say.deliveriesSummary(scope)}
      data={data}
      query={query}
      scope={scope}
      stacked
    />
  );
});
