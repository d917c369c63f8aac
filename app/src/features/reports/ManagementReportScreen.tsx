import { downloadCsv } from '@plaudit/portal';
import { useReportManagementQuery, type ManagementReportRow } from '@plaudit/api';
import { csvFileName, formatDateTime, managementReportColumns, toCsv } from '@plaudit/domain';
import { ManagementReport, type ReportScope } from '@plaudit/ui';
import { useMemo, useState } from 'react';
import { reportErrorText, reportMonthChoices, viewerTimeZone } from './reportFiles';

const person = (name: string, number: string) => (number ? `${name} (${number})` : name);

/** The report's rows as the CSV has them: the table's columns, dates as shown. */
export function managementReportCsv(
  rows: readonly ManagementReportRow[],
  timeZone: string,
): string {
  return toCsv(
    [
      managementReportColumns,
      ...rows.map((r) => [
        r.type,
        formatDateTime(r.date, timeZone),
        person(r.from, r.fromMemberNo),
        r.fromDivision,
        person(r.to, r.toMemberNo),
        r.toDivision,
        r.points,
        r.value,
      ]),
    ],
    { bom: true },
  );
}

/** /reportmanagement: a month's awards, of the caller's division or of all (admins). */
export default function ManagementReportScreen() {
  const timeZone = viewerTimeZone();
  const months = useMemo(() => reportMonthChoices(new Date()), []);
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const [scope, setScope] = useState<ReportScope>('current');
  const { data, error, isFetching } = useReportManagementQuery({
    selMonth: month,
    isAll: scope === 'all',
  });
  const [dismissed, setDismissed] = useState<unknown>(null);
  const rows = error ? undefined : data?.report;
  return (
    <ManagementReport
      months={months}
      month={month}
      onMonthChange={setMonth}
      scope={scope}
      onScopeChange={setScope}
      rows={rows}
      isLoading={isFetching}
      timeZone={timeZone}
      onPrint={() => window.print()}
      onExport={() => downloadCsv(managementReportCsv(rows ?? [], timeZone), csvFileName)}
      {...(error && error !== dismissed ? { errorMessage: reportErrorText(error) } : {})}
      onErrorClose={() => setDismissed(error)}
    />
  );
}
