import { ConsoleFrame } from '../../shared/ConsoleFrame';
import {
  useAdminInsightsParticipationQuery,
  useAdminInsightsPointsQuery,
  useAdminInsightsRecognitionQuery,
  useAdminInsightsShopQuery,
  useAdminInsightsValuesQuery,
  useGetDivisionListQuery,
} from '@plaudit/api';
import {
  defaultProgrammeTimeZone,
  reportMonths,
  shiftMonth,
  validateInsightsMonths,
  type InsightsFilter,
  type ReportMonth,
} from '@plaudit/domain';
import { loadErrorTextOf } from '@plaudit/portal';
import { BarChart, InsightsFilters, InsightsPanel } from '@plaudit/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { downloadCsv } from './download';
import {
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

/** The panel's loading and error props from a query. */
const stateOf = (query: QueryState, skipped: boolean) => ({
  isLoading: !skipped && query.isFetching,
  ...(query.error && !skipped ? { errorMessage: loadErrorTextOf(query.error, loadFailed) } : {}),
  onRetry: () => void query.refetch(),
});

/** /admin/insights: the programme's charts, filtered by a month range, a country and a division. */
export default function InsightsScreen() {
  const months: ReportMonth[] = useMemo(
    () => reportMonths(new Date(), defaultProgrammeTimeZone),
    [],
  );
  const latest = months[0]?.value ?? '';
  const [from, setFrom] = useState(() => shiftMonth(latest, -5));
  const [to, setTo] = useState(latest);
  const [country, setCountry] = useState('');
  const [division, setDivision] = useState('');
  const places = useGetDivisionListQuery(undefined);
  const countries = (places.data?.countryList ?? []).map((c) => ({
    code: c.countryCode,
    name: c.country,
  }));
  const divisions = (places.data?.divisionList ?? [])
    .filter((d) => country === '' || d.countryCode === country)
    .map((d) => ({ code: d.divisionCode, name: d.division }));

  const filter: InsightsFilter = {
    monthFrom: from,
    monthTo: to,
    clusterCode: country,
    divisionCode: division,
  };
  const monthsError = Object.values(validateInsightsMonths(filter))[0];
  const skip = monthsError !== undefined;
  const recognition = useAdminInsightsRecognitionQuery(filter, { skip });
  const participation = useAdminInsightsParticipationQuery(filter, { skip });
  const values = useAdminInsightsValuesQuery(filter, { skip });
  const pointsQuery = useAdminInsightsPointsQuery(filter, { skip });
  const shop = useAdminInsightsShopQuery(filter, { skip });

  const labelOf = (month: string) => months.find((m) => m.value === month)?.label ?? month;
  const range = from === to ? labelOf(from) : `${labelOf(from)} to ${labelOf(to)}`;
  const where =
    division !== ''
      ? (divisions.find((d) => d.code === division)?.name ?? division)
      : country !== ''
        ? (countries.find((c) => c.code === country)?.name ?? country)
        : 'the whole programme';

  const recognitionData = recognitionChart(recognition.data?.months ?? [], from, to, months);
  const participationData = participationChart(participation.data?.divisions ?? []);
  const valuesData = valuesChart(values.data?.values ?? []);
  const pointsData = pointsChart(pointsQuery.data?.months ?? [], from, to, months);
  const ageData = ageChart(pointsQuery.data?.age ?? []);
  const shopMonths = shopMonthsChart(shop.data?.months ?? [], from, to, months);
  const shopCategories = shopCategoriesChart(shop.data?.categories ?? []);

  const panel = (
    key: string,
    title: string,
    summary: string,
    data: ChartData,
    state: ReturnType<typeof stateOf>,
    chart: { stacked?: boolean; horizontal?: boolean },
    headline?: ReactNode,
  ) => (
    <InsightsPanel
      key={key}
      title={title}
      summary={summary}
      {...state}
      fileName={`${key}-${from}-${to}.csv`}
      columns={data.columns}
      rows={data.rows}
      headline={headline}
      onDownload={downloadCsv}
      chart={
        <BarChart
          title={title}
          description={describe(`${title}, ${range}, ${where}`, data)}
          series={data.series}
          groups={data.groups}
          {...chart}
        />
      }
    />
  );

  const outstanding = pointsQuery.data?.outstanding ?? 0;
  const pending = shop.data?.pendingLines ?? 0;
  return (
    <ConsoleFrame>
      <section aria-labelledby="insights-heading" className={styles.root}>
        <h1 id="insights-heading" className={styles.heading}>
          Insights
        </h1>
        <InsightsFilters
          months={months}
          from={from}
          to={to}
          onFromChange={setFrom}
          onToChange={setTo}
          countries={countries}
          country={country}
          onCountryChange={(code) => {
            setCountry(code);
            setDivision('');
          }}
          divisions={divisions}
          division={division}
          onDivisionChange={setDivision}
          {...(monthsError ? { monthsError } : {})}
        />
        <div className={styles.panels}>
          {panel(
            'recognition',
            'Recognition per month',
            `Awards by type, birthdays and nominations: ${range}, ${where}.`,
            recognitionData,
            stateOf(recognition, skip),
            { stacked: true },
          )}
          {panel(
            'participation',
            `Participation in ${labelOf(to)}`,
            `The share of registered members of each division who gave and who received recognition in ${labelOf(to)}; members registered against pre-loaded.`,
            participationData,
            stateOf(participation, skip),
            { horizontal: true },
          )}
          {panel(
            'values',
            'Values recognised',
            `The company values colleagues recognised most: ${range}, ${where}.`,
            valuesData,
            stateOf(values, skip),
            { horizontal: true, stacked: true },
          )}
          {panel(
            'points',
            'Points issued, redeemed and expired',
            `Per month: ${range}, ${where}.`,
            pointsData,
            stateOf(pointsQuery, skip),
            {},
          )}
          {panel(
            'outstanding',
            'Outstanding points and their age',
            `What members of ${where} hold now and could spend (the programme's liability), by how long they have held it.`,
            ageData,
            stateOf(pointsQuery, skip),
            { horizontal: true },
            <p className={styles.headline}>
              Outstanding balance: <strong>{points(outstanding)}</strong> points
            </p>,
          )}
          {panel(
            'shop-months',
            'Redemptions per month',
            `Orders and the points they took (refunds given back): ${range}, ${where}.`,
            shopMonths,
            stateOf(shop, skip),
            {},
            shop.data && (
              <p className={styles.headline}>
                Waiting for voucher codes: <strong>{points(pending)}</strong>{' '}
                {pending === 1 ? 'line' : 'lines'}
                {shop.data.oldestPending &&
                  `, the oldest since ${shop.data.oldestPending.toLocaleDateString('en-ZA', { day: 'numeric', month: 'short', year: 'numeric' })}`}
              </p>
            ),
          )}
          {panel(
            'shop-categories',
            'Redemptions by category',
            `What each shop category sold: ${range}, ${where}.`,
            shopCategories,
            stateOf(shop, skip),
            { horizontal: true },
          )}
        </div>
      </section>
    </ConsoleFrame>
  );
}
