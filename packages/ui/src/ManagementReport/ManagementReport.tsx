import { managementReportColumns, type ReportMonth } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { Loading } from '../Loading/index.ts';
import { MessageDialog } from '../MessageDialog/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Select } from '../Select/index.ts';
import type { TableColumn } from '../Table/index.ts';
import { ReportTable } from './ReportTable.tsx';
import styles from './report.module.scss';
import { useBrandContent, useMessages, useWords } from '../theme/index.ts';

/** One award to one recipient, as the management report lists it. */
export interface ManagementReportEntry {
  type: string;
  date: Date;
  from: string;
  fromMemberNo: string;
  fromDivision: string;
  to: string;
  toMemberNo: string;
  toDivision: string;
  points: number;
  value: string;
}

export type ReportScope = 'current' | 'all';

export interface ManagementReportProps {
  /** The month list (SPEC §9), newest first. */
  months: readonly ReportMonth[];
  /** The chosen month ('yyyy-MM'). */
  month: string;
  onMonthChange: (month: string) => void;
  /** Current (the caller's division) or All Divisions. */
  scope: ReportScope;
  onScopeChange: (scope: ReportScope) => void;
  /** The report's rows; undefined while none are loaded. */
  rows: readonly ManagementReportEntry[] | undefined;
  /** The rows are on their way. @default false */
  isLoading?: boolean;
  /** The viewer's IANA time zone, for the dates. */
  timeZone: string;
  onPrint: () => void;
  onExport: () => void;
  /** The server's message when the report could not be loaded (shown in a 'Please note:' dialog). */
  errorMessage?: string;
  onErrorClose?: () => void;
  className?: string;
}

const [
  typeHeader,
  dateHeader,
  fromHeader,
  divisionHeader,
  toHeader,
  toDivisionHeader,
  pointsHeader,
  valueHeader,
] = managementReportColumns;

const columns = (timeZone: string): TableColumn<ManagementReportEntry & { key: string }>[] => [
  { key: 'type', header: typeHeader, render: (r) => r.type },
  {
    key: 'date',
    header: dateHeader,
    nowrap: true,
    render: (r) => <DateText date={r.date} timeZone={timeZone} />,
  },
  {
    key: 'from',
    header: fromHeader,
    render: (r) => (
      <>
        {r.from}
        {r.fromMemberNo && <span className={styles.number}>{r.fromMemberNo}</span>}
      </>
    ),
  },
  { key: 'fromDivision', header: divisionHeader, render: (r) => r.fromDivision },
  {
    key: 'to',
    header: toHeader,
    render: (r) => (
      <>
        {r.to}
        <span className={styles.number}>{r.toMemberNo}</span>
      </>
    ),
  },
  { key: 'toDivision', header: toDivisionHeader, render: (r) => r.toDivision },
  { key: 'points', header: pointsHeader, align: 'end', render: (r) => r.points },
  { key: 'value', header: valueHeader, render: (r) => r.value },
];

/**
 * The Management Report (SPEC §2): a month, Current or All Divisions, and the month's awards. Print and
 * Export to CSV are disabled while the table is empty; an empty table says 'No Results'.
 */
export function ManagementReport({
  months,
  month,
  onMonthChange,
  scope,
  onScopeChange,
  rows,
  isLoading = false,
  timeZone,
  onPrint,
  onExport,
  errorMessage,
  onErrorClose,
  className,
}: ManagementReportProps) {
  const word = useWords();
  const phrases = useBrandContent().phrases;
  const { messages } = useMessages();
  const headingId = useId();
  const empty = !rows || rows.length === 0;
  const label = months.find((m) => m.value === month)?.label ?? month;
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <h1 id={headingId} className={styles.heading}>
        {word('Management Report')}
      </h1>
      <div className={styles.controls}>
        <Select
          label={word('Month')}
          options={months}
          value={month}
          onChange={onMonthChange}
          className={styles.month}
        />
        <RadioGroup
          label={word('Divisions')}
          options={[
            { value: 'current', label: word('Current') },
            { value: 'all', label: word('All Divisions') },
          ]}
          value={scope}
          onChange={(value) => onScopeChange(value === 'all' ? 'all' : 'current')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" isDisabled={empty || isLoading} onPress={onPrint}>
            {word('Print')}
          </Button>
          <Button variant="secondary" isDisabled={empty || isLoading} onPress={onExport}>
            {word('Export to CSV')}
          </Button>
        </div>
      </div>
      <p className={styles.printTitle}>
        {phrases.managementPrintTitle(
          label,
          scope === 'all' ? word('All Divisions') : word('Current division'),
        )}
      </p>
      {isLoading ? (
        <Loading />
      ) : (
        <ReportTable
          label={phrases.awardsIn(label)}
          columns={columns(timeZone)}
          rows={(rows ?? []).map((r, i) => ({ ...r, key: String(i) }))}
          rowKey={(r) => r.key}
        />
      )}
      <MessageDialog
        title={messages.pleaseNote}
        isOpen={errorMessage !== undefined}
        onClose={() => onErrorClose?.()}
      >
        <p>{errorMessage}</p>
      </MessageDialog>
    </section>
  );
}
