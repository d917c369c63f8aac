import { ConsoleFrame } from './ConsoleFrame';
import { useGetDivisionListQuery } from '@plaudit/api';
import {
  defaultProgrammeTimeZone,
  reportMonths,
  validateInsightsMonths,
  type ReportMonth,
} from '@plaudit/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { InsightsFilters, useTranslator } from '@plaudit/ui';
import { memo, useCallback, useMemo } from 'react';
import {
  ParticipationPanel,
  PointsPanels,
  RecognitionPanel,
  ShopPanels,
  ValuesPanel,
  WallPanels,
  DeliveriesPanel,
  type PanelScope,
} from './insightsPanels';
import { useInsightsFilter } from './insightsFilter';
import { insightsScreenMessages as say } from './insightsMessages';
import styles from './insights.module.scss';
import { useFirstPaintDone } from './useFirstPaintDone';

/** The filter, drawn again only when it changes (its four selects are the screen's costliest part). */
const Filters = memo(InsightsFilters);

/**
 * /admin/insights: the programme's charts, filtered by a month range, a country and a division, the filter
 * kept in the address (insightsFilter.ts).
 */
export default function InsightsScreen() {
  const { language } = useTranslator();
  const months: ReportMonth[] = useMemo(
    () => reportMonths(new Date(), defaultProgrammeTimeZone, language),
    [language],
  );
  const { filter, change } = useInsightsFilter(months);
  const { monthFrom: from, monthTo: to, clusterCode: country, divisionCode: division } = filter;
  const painted = useFirstPaintDone();
  const places = useGetDivisionListQuery(painted ? undefined : skipToken);
  const countries = useMemo(
    () =>
      (places.data?.countryList ?? []).map((c) => ({
        code: c.countryCode,
        name: c.country,
      })),
    [places.data],
  );
  const divisions = useMemo(
    () =>
      (places.data?.divisionList ?? [])
        .filter((d) => country === '' || d.countryCode === country)
        .map((d) => ({ code: d.divisionCode, name: d.division })),
    [places.data, country],
  );
  const onFromChange = useCallback((month: string) => change({ monthFrom: month }), [change]);
  const onToChange = useCallback((month: string) => change({ monthTo: month }), [change]);
  const onCountryChange = useCallback(
    (code: string) => change({ clusterCode: code, divisionCode: '' }),
    [change],
  );
  const onDivisionChange = useCallback((code: string) => change({ divisionCode: code }), [change]);

  const monthsError = Object.values(validateInsightsMonths(filter))[0];
  const labelOf = (month: string) => months.find((m) => m.value === month)?.label ?? month;
  const range = from === to ? labelOf(from) : say.range(labelOf(from), labelOf(to));
  const where =
    division !== ''
      ? (divisions.find((d) => d.code === division)?.name ?? division)
      : country !== ''
        ? (countries.find((c) => c.code === country)?.name ?? country)
        : say.wholeProgramme;
  const toLabel = labelOf(to);
  const skip = monthsError !== undefined;
  const waiting = !painted;
  const scope: PanelScope = useMemo(
    () => ({ filter, skip, waiting, months, range, where, toLabel }),
    [filter, skip, waiting, months, range, where, toLabel],
  );

  return (
    <ConsoleFrame>
      <section aria-labelledby="insights-heading" className={styles.root}>
        <h1 id="insights-heading" className={styles.heading}>
          {say.heading}
        </h1>
        <Filters
          months={months}
          from={from}
          to={to}
          onFromChange={onFromChange}
          onToChange={onToChange}
          countries={countries}
          country={country}
          onCountryChange={onCountryChange}
          divisions={divisions}
          division={division}
          onDivisionChange={onDivisionChange}
          {...(monthsError ? { monthsError } : {})}
        />
        <div className={styles.panels}>
          <RecognitionPanel scope={scope} />
          <ParticipationPanel scope={scope} />
          <ValuesPanel scope={scope} />
          <WallPanels scope={scope} />
          <PointsPanels scope={scope} />
          <ShopPanels scope={scope} />
          <DeliveriesPanel scope={scope} />
        </div>
      </section>
    </ConsoleFrame>
  );
}
