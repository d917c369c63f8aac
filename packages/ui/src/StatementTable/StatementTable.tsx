import { splitPoints } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { Loading } from '../Loading/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { useBrandContent, useBrandFormat, type BrandContent } from '../theme/index.ts';
import styles from './StatementTable.module.scss';

/** One statement line: negative points are a debit, zero or positive a credit. */
export interface StatementEntry {
  transDate: Date;
  transDescription: string;
  pointsValue: number;
}

export interface StatementTableProps {
  /** The statement's name, its table's caption ('Points Statement'). */
  label: string;
  /** Every entry, newest first. */
  rows: readonly StatementEntry[];
  /** The viewer's IANA time zone, for the dates. */
  timeZone: string;
  /** Entries per page: a long statement (10,000 entries) shows one page at a time. @default 50 */
  pageSize?: number;
  /** Show the label above the table (a screen whose heading says it already may not). @default true */
  showCaption?: boolean;
  /** The statement is on its way: the spec's 'Loading...' in place of the table. @default false */
  isLoading?: boolean;
  /** Why the statement could not be loaded, shown above the table. */
  errorMessage?: string;
  className?: string;
}

interface Line extends StatementEntry {
  key: string;
}

const columns = (
  timeZone: string,
  labels: BrandContent['statement'],
  points: (n: number | null) => string,
): TableColumn<Line>[] => [
  {
    key: 'date',
    header: labels.date,
    render: (r) => <DateText date={r.transDate} timeZone={timeZone} />,
  },
  { key: 'description', header: labels.description, render: (r) => r.transDescription },
  {
    key: 'debit',
    header: labels.debit,
    align: 'end',
    render: (r) => points(splitPoints(r.pointsValue).debit),
  },
  {
    key: 'credit',
    header: labels.credit,
    align: 'end',
    render: (r) => points(splitPoints(r.pointsValue).credit),
  },
];

/**
 * The column names as CSS strings, for the stacked rows of a narrow statement (each cell shows its
 * column's name before its value; the stylesheet reads them with `content: var(…)`).
 */
const cellLabels = (labels: BrandContent['statement']) =>
  ({
    '--statement-date': JSON.stringify(labels.date),
    '--statement-description': JSON.stringify(labels.description),
    '--statement-debit': JSON.stringify(labels.debit),
    '--statement-credit': JSON.stringify(labels.credit),
  }) as CSSProperties;

/**
 * A points statement (SPEC §2): date ('d MMM yyyy HH:mm' in the viewer's zone), description, debit
 * (negative) and credit (zero or positive), the balance at its foot, 'No Results' when empty. A long
 * statement is paged, so a phone renders one page of rows, not ten thousand. In a box narrower than
 * 30rem (a 390 px phone) each entry stacks as a compact card of labelled lines: no sideways scrolling.
 */
export function StatementTable({
  label,
  rows,
  timeZone,
  pageSize = 50,
  showCaption = true,
  isLoading = false,
  errorMessage,
  className,
}: StatementTableProps) {
  const labels = useBrandContent().statement;
  const format = useBrandFormat();
  const points = (n: number | null) => (n === null ? '' : format.number(n));
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages - 1);
  const balance = useMemo(() => rows.reduce((sum, r) => sum + r.pointsValue, 0), [rows]);
  const shown = useMemo(
    () =>
      rows
        .slice(current * pageSize, (current + 1) * pageSize)
        .map((r, i) => ({ ...r, key: String(current * pageSize + i) })),
    [rows, current, pageSize],
  );
  const statusId = useId();
  const first = current * pageSize + 1;
  const last = Math.min(rows.length, (current + 1) * pageSize);
  return (
    <div
      className={clsx(styles.root, className)}
      style={cellLabels(labels)}
      aria-busy={isLoading || undefined}
    >
      {errorMessage && <Alert>{errorMessage}</Alert>}
      {isLoading ? (
        <Loading />
      ) : (
        <Table
          label={label}
          showCaption={showCaption}
          columns={columns(timeZone, labels, points)}
          rows={shown}
          rowKey={(r) => r.key}
          footer={
            <tr>
              <th scope="row" colSpan={2} className={styles.balanceLabel}>
                {labels.balance}
              </th>
              <td colSpan={2} className={styles.balance}>
                {points(balance)}
              </td>
            </tr>
          }
        />
      )}
      {!isLoading && pages > 1 && (
        <nav className={styles.pager} aria-label={labels.pages(label)}>
          <Button
            variant="secondary"
            isDisabled={current === 0}
            onPress={() => setPage(current - 1)}
            aria-describedby={statusId}
          >
            {labels.newer}
          </Button>
          <span id={statusId} role="status" className={styles.status}>
            {labels.entries(format.number(first), format.number(last), format.number(rows.length))}
          </span>
          <Button
            variant="secondary"
            isDisabled={current >= pages - 1}
            onPress={() => setPage(current + 1)}
            aria-describedby={statusId}
          >
            {labels.older}
          </Button>
        </nav>
      )}
    </div>
  );
}
