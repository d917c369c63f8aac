import {
  useAdminInsightsParticipationQuery,
  useAdminInsightsPointsQuery,
  useAdminInsightsRecognitionQuery,
  useAdminInsightsShopQuery,
  useAdminInsightsValuesQuery,
  type ResponseOf,
} from '@plaudit/api';
import {
  formatDate,
  insightsBalanceTitles,
  insightsBalances,
  insightsMessages,
  type InsightsFilter,
  type MemberBalance,
  type ReportMonth,
} from '@plaudit/domain';
import { downloadCsv, loadErrorTextOf } from '@plaudit/portal';
import { BarChart, InsightsPanel, useBalanceNames } from '@plaudit/ui';
import { memo, useMemo, type ReactNode } from 'react';
import {
  adjustmentsChart,
  ageChart,
  participationChart,
  pointsChart,
  recognitionChart,
  shopCategoriesChart,
  shopMonthsChart,
  valuesChart,
  type ChartData,
} from './insightsCharts';
import styles from './insights.module.scss';

const loadFailed = 'These figures could not be loaded. Please try again.';
const points = (n: number) => n.toLocaleString('en-ZA');

/** What a chart shows, in one sentence: each series' total (the table under it has every figure). */
const describe = (what: string, chart: ChartData) =>
  `${what}. Totals: ${chart.series
    .map(
      (s) =>
        `${s.label} ${points(chart.groups.reduce((sum, g) => sum + (g.values[s.key] ?? 0), 0))}`,
    )
    .join(', ')}.`;

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
  // A range that cannot be answered: every panel alike, with no figures (not the last range's).
  return (
    <InsightsPanel
      title={title}
      summary={summary}
      deferUntilNear
      isLoading={!skip && (scope.waiting || query.isFetching)}
      {...(query.error && !skip ? { errorMessage: loadErrorTextOf(query.error, loadFailed) } : {})}
      onRetry={() => void query.refetch()}
      fileName={`${name}-${filter.monthFrom}-${filter.monthTo}.csv`}
      columns={data.columns}
      rows={skip ? [] : data.rows}
      {...(skip ? { emptyText: insightsMessages.rangeToCorrect } : { headline })}
      onDownload={downloadCsv}
      chart={
        <BarChart
          title={title}
          description={describe(`${title}, ${scope.range}, ${scope.where}`, data)}
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
      title="Recognition per month"
      summary={`Awards by type, birthdays and nominations: ${scope.range}, ${scope.where}.`}
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
      title={`Participation in ${scope.toLabel}`}
      summary={`The share of registered members of each division who gave and who received recognition in ${scope.toLabel}; members registered against pre-loaded.`}
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
      title="Values recognised"
      summary={`The company values colleagues recognised most: ${scope.range}, ${scope.where}.`}
      data={data}
      query={query}
      scope={scope}
      horizontal
      stacked
    />
  );
});

/** What a balance's chart says it counts, for the summary under its title. */
const balanceSummaries: Record<MemberBalance, string> = {
  redeemable:
    "Members' spendable points per month: issued to them (awards received, recommendations, birthdays, approved nominations, adjustments), redeemed in the shop (refunds given back) and expired",
  management:
    "Managers' recognition budgets per month: granted, given to colleagues as awards (then counted as spendable points) and expired",
  payItForward:
    'Pay It Forward allowances per month: granted, given to colleagues (then counted as spendable points) and expired at the month’s end',
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
      title={`${insightsBalanceTitles[balance]} (${names[balance]})`}
      summary={`${balanceSummaries[balance]}: ${scope.range}, ${scope.where}.`}
      data={data}
      query={query}
      scope={scope}
      headline={
        held !== undefined && (
          <p className={styles.headline}>
            {balance === 'redeemable' ? "Outstanding (the programme's liability): " : 'Held now: '}
            <strong>{points(held)}</strong> {names[balance]}
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
        title="Outstanding points and their age"
        summary={`What members of ${scope.where} hold now and could spend (the programme's liability), by how long they have held it.`}
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
        title="Balance adjustments by administrator"
        summary={`Points administrators credited to members' balances and took away: ${scope.range}, ${scope.where}.`}
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
  const pending = shop?.pendingLines ?? 0;
  return (
    <>
      <ChartPanel
        name="shop-months"
        title="Redemptions per month"
        summary={`Orders and the points they took (refunds given back): ${scope.range}, ${scope.where}.`}
        data={months}
        query={query}
        scope={scope}
        headline={
          shop && (
            <p className={styles.headline}>
              Waiting for voucher codes: <strong>{points(pending)}</strong>{' '}
              {pending === 1 ? 'line' : 'lines'}
              {shop.oldestPending &&
                `, the oldest since ${formatDate(shop.oldestPending, Intl.DateTimeFormat().resolvedOptions().timeZone)}`}
            </p>
          )
        }
      />
      <ChartPanel
        name="shop-categories"
        title="Redemptions by category"
        summary={`What each shop category sold: ${scope.range}, ${scope.where}.`}
        data={categories}
        query={query}
        scope={scope}
        horizontal
      />
    </>
  );
});
