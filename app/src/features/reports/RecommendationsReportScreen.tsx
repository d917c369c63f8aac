import { downloadCsv } from '@plaudit/portal';
import { useLazyReportRecommendationsQuery, type RecommendationsRow } from '@plaudit/api';
import {
  csvFileName,
  formatDateTime,
  recommendationsCsvVariants,
  recommendationsReportColumns,
  toCsv,
} from '@plaudit/domain';
import { RecommendationsReport } from '@plaudit/ui';
import { useMemo, useState } from 'react';
import { reportErrorText, reportMonthChoices, viewerTimeZone } from './reportFiles';

/** The report's rows as CSV in one of the six variants (SPEC §9). */
export function recommendationsCsv(
  rows: readonly RecommendationsRow[],
  variant: string,
  timeZone: string,
): string {
  const options = recommendationsCsvVariants.find((v) => v.key === variant)?.options ?? {};
  return toCsv(
    [
      recommendationsReportColumns,
      ...rows.map((r) => [
        r.transId,
        formatDateTime(r.date, timeZone),
        r.clinicId,
        r.memberNumber,
        r.member,
        r.cellNo,
        r.transDescription,
        r.points,
      ]),
    ],
    options,
  );
}

/** /reportrecommendations: recommendation transactions of a From–To month range. */
export default function RecommendationsReportScreen() {
  const timeZone = viewerTimeZone();
  const months = useMemo(() => reportMonthChoices(new Date()), []);
  const [from, setFrom] = useState(months[0]?.value ?? '');
  const [to, setTo] = useState(months[0]?.value ?? '');
  const [load, { data, error, isFetching, originalArgs }] = useLazyReportRecommendationsQuery();
  const [dismissed, setDismissed] = useState<unknown>(null);
  const rows = error ? undefined : data?.report;
  return (
    <RecommendationsReport
      months={months}
      from={from}
      to={to}
      onFromChange={setFrom}
      onToChange={setTo}
      onLoad={() => void load({ selMonthFrom: from, selMonthTo: to })}
      rows={rows}
      {...(originalArgs
        ? { loadedRange: { from: originalArgs.selMonthFrom, to: originalArgs.selMonthTo } }
        : {})}
      isLoading={isFetching}
      timeZone={timeZone}
      onPrint={() => window.print()}
      onExport={(variant) =>
        downloadCsv(recommendationsCsv(rows ?? [], variant, timeZone), csvFileName)
      }
      {...(error && error !== dismissed ? { errorMessage: reportErrorText(error) } : {})}
      onErrorClose={() => setDismissed(error)}
    />
  );
}
