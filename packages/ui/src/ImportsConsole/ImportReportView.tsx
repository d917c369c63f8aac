import { useId, useState } from 'react';
import { importJobMessages } from '@plaudit/domain';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { useWords, type UiWord } from '../theme/index.ts';
import type { ImportMode, ImportReport, ImportReportRow, ImportRowStatus } from './types.ts';
import styles from './ImportsConsole.module.scss';
import { importsConsoleMessages as m } from './messages.ts';

export const statusWords: Readonly<Record<ImportRowStatus, UiWord>> = {
  added: 'Added',
  updated: 'Updated',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

/** The most report rows shown at once; a larger report shows its refused rows first. */
const rowsShown = 1000;

export interface ImportReportViewProps {
  report: ImportReport;
  /** How the console names the report's importer. */
  importerName: string;
  /** The columns the importer's key is made of, named in the Key column's heading. */
  keyColumns?: readonly string[] | undefined;
  /** Whether the file is chosen (to apply after a dry run); without it the report is a last import's. */
  hasFile: boolean;
  /** Whether an upload or a job is under way. */
  busy: boolean;
  /** Sends the file again, applied. */
  onApply: (mode: ImportMode) => void;
  /** Forgets the file and the report. */
  onAnother: () => void;
}

/** A job's report: its message, counts, what to do next and every row. */
export function ImportReportView(props: ImportReportViewProps) {
  const { report, importerName, onAnother } = props;
  const word = useWords();
  const headingId = useId();
  const refused = report.counts.refused;
  const isDryRun = report.mode === 'dryRun';
  return (
    <section className={styles.report} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.reportHeading(isDryRun, report.fileName, importerName)}
      </h2>
      <Alert variant={report.committed || refused === 0 ? 'success' : undefined}>
        {report.message}
      </Alert>
      <dl className={styles.counts}>
        {(Object.keys(statusWords) as ImportRowStatus[]).map((s) => (
          <div key={s}>
            <dt>{word(statusWords[s])}</dt>
            <dd>{report.counts[s]}</dd>
          </div>
        ))}
      </dl>
      {isDryRun && <DryRunActions {...props} />}
      <ReportRows report={report} keyColumns={props.keyColumns} />
      {!isDryRun && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onAnother}>
            {word('Import another file')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** After a dry run: Apply when no row is refused, else why not and, if some rows pass, those alone. */
function DryRunActions({ report, hasFile, busy, onApply }: ImportReportViewProps) {
  const word = useWords();
  const refused = report.counts.refused;
  return (
    <div className={styles.actions}>
      {!hasFile && <p className={styles.hint}>{importJobMessages.chooseAgain}</p>}
      {refused === 0 ? (
        <Button isDisabled={busy || !hasFile} onPress={() => onApply('apply')}>
          {word('Apply')}
        </Button>
      ) : (
        <>
          <p className={styles.hint}>
            {refused < report.total
              ? word(
                  'Apply writes nothing while a row is refused: fix the file and check it again, or import the accepted rows only.',
                )
              : word('Every row is refused: fix the file and check it again.')}
          </p>
          {refused < report.total && (
            <Button isDisabled={busy || !hasFile} onPress={() => onApply('applyAccepted')}>
              {word('Import the accepted rows only')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/** What a row's detail says: why it was refused or what changed, and the order line its code went to. */
const detailOf = (row: ImportReportRow, dryRun: boolean): string =>
  [row.detail, row.orderLine && importJobMessages.orderLineReached(row.orderLine, dryRun)]
    .filter(Boolean)
    .join('; ') || '—';

/** Every row of the report (the refused ones alone at a press), at most rowsShown of them. */
function ReportRows({
  report,
  keyColumns = [],
}: {
  report: ImportReport;
  keyColumns?: readonly string[] | undefined;
}) {
  const word = useWords();
  const [refusedOnly, setRefusedOnly] = useState(false);
  const listed = refusedOnly ? report.rows.filter((r) => r.status === 'refused') : report.rows;
  const columns: TableColumn<ImportReportRow>[] = [
    { key: 'row', header: word('Line'), align: 'end', render: (r) => r.row },
    {
      key: 'status',
      header: word('Result'),
      nowrap: true,
      render: (r) => (
        <span className={r.status === 'refused' ? styles.refused : undefined}>
          {word(statusWords[r.status])}
        </span>
      ),
    },
    {
      key: 'key',
      header: keyColumns.length > 0 ? m.keyHeading(keyColumns.join('/')) : word('Key'),
      render: (r) => r.key || '—',
    },
    {
      key: 'detail',
      header: word('Detail'),
      render: (r) => detailOf(r, report.mode === 'dryRun'),
    },
  ];
  return (
    <>
      {report.counts.refused > 0 && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setRefusedOnly((v) => !v)}>
            {refusedOnly ? word('Show every row') : word('Show the refused rows only')}
          </Button>
        </div>
      )}
      <div
        className={styles.scroll}
        role="group"
        aria-label={word('Report rows, scrollable')}
        // A scrollable box is reachable by keyboard (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <Table
          label={word('Every row of the file')}
          columns={columns}
          rows={listed.slice(0, rowsShown)}
          rowKey={(r) => String(r.row)}
          emptyText={word('No rows to show.')}
        />
      </div>
      {listed.length > rowsShown && (
        <p className={styles.hint}>
          {word('The first 1,000 rows are shown; refused rows are always listed first.')}
        </p>
      )}
    </>
  );
}
