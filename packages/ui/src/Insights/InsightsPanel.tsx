import { csvFileName, toCsv } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Loading } from '../Loading/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { useBrandFormat, useWords } from '../theme/index.ts';
import styles from './Insights.module.scss';
import { insightsChartMessages } from './messages.ts';
import { useNearScreen } from './useNearScreen.ts';

/** A column of a panel's figures: its header, and whether it holds numbers (right-aligned). */
export interface FiguresColumn {
  key: string;
  header: string;
  /** @default 'start' */
  align?: 'start' | 'end';
}

/** A row of a panel's figures, by column key: text or a number. */
export type FiguresRow = Readonly<Record<string, string | number>>;

export interface InsightsPanelProps {
  /** The panel's heading (the chart's name). */
  title: string;
  /** One line under the heading: what is counted, and for when. */
  summary?: string;
  /** The figures are on their way. @default false */
  isLoading?: boolean;
  /** Why the figures could not be loaded; with onRetry a Try again button is shown. */
  errorMessage?: string;
  onRetry?: () => void;
  /** Shown in place of the chart and its table when there are no rows. @default 'Nothing to show for these months.' */
  emptyText?: string;
  /** The chart (a BarChart of the same rows). */
  chart: ReactNode;
  /** A headline figure above the chart (the outstanding balance). */
  headline?: ReactNode;
  columns: readonly FiguresColumn[];
  rows: readonly FiguresRow[];
  /** The download's file name. @default 'report.csv' */
  fileName?: string;
  /**
   * Download CSV pressed: the figures as CSV text (the table's columns and rows: the headers in the language
   * shown, the numbers as plain digits a spreadsheet reads in any language) and the file name.
   */
  onDownload: (csv: string, fileName: string) => void;
  /**
   * Draw the chart and its table when the panel comes near the screen, something in it is focused, the
   * browser has a pause to spare (one panel per pause) or the page is printed, keeping their room
   * meanwhile (a page of many panels, most of them below the fold).
   * @default false
   */
  deferUntilNear?: boolean;
  className?: string;
}

/**
 * One chart of the insights with its figures: the heading, the chart, the same figures as a table (the
 * chart's accessible equivalent, under it) and a Download CSV of that table; or loading, an error with
 * Try again, or an empty state.
 */
export function InsightsPanel({
  title,
  summary,
  isLoading = false,
  errorMessage,
  onRetry,
  emptyText,
  chart,
  headline,
  columns,
  rows,
  fileName = csvFileName,
  onDownload,
  deferUntilNear = false,
  className,
}: InsightsPanelProps) {
  const headingId = useId();
  const ready = !isLoading && errorMessage === undefined;
  const [ref, near, show] = useNearScreen<HTMLElement>(deferUntilNear, ready && rows.length > 0);
  const word = useWords();
  const { figure } = useBrandFormat();
  const tableColumns: TableColumn<FiguresRow>[] = columns.map((c) => ({
    key: c.key,
    header: c.header,
    align: c.align,
    nowrap: c.align === 'end',
    render: (row) => {
      const v = row[c.key];
      return typeof v === 'number' ? figure(v) : (v ?? '');
    },
  }));
  const download = () =>
    onDownload(
      toCsv([columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => r[c.key] ?? ''))]),
      fileName,
    );
  const figuresLabel = insightsChartMessages.figures(title);
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={clsx(styles.panel, className)}
      onFocus={near ? undefined : show}
    >
      <div className={styles.panelHead}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {summary && <p className={styles.summary}>{summary}</p>}
        </div>
        <Button variant="secondary" isDisabled={!ready || rows.length === 0} onPress={download}>
          {word('Download CSV')}
        </Button>
      </div>
      {isLoading ? (
        deferUntilNear ? (
          <div className={styles.reserved}>
            <Loading />
          </div>
        ) : (
          <Loading />
        )
      ) : errorMessage !== undefined ? (
        <div className={styles.error}>
          <Alert>{errorMessage}</Alert>
          {onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              {word('Try again')}
            </Button>
          )}
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{emptyText ?? word('Nothing to show for these months.')}</p>
      ) : !near ? (
        <>
          {headline}
          <div
            className={styles.reserved}
            style={{ '--figures-rows': rows.length } as CSSProperties}
          />
        </>
      ) : (
        <>
          {headline}
          {chart}
          <div className={styles.figures} role="region" aria-label={figuresLabel} tabIndex={0}>
            <Table
              label={figuresLabel}
              showCaption={false}
              columns={tableColumns}
              rows={rows}
              rowKey={(r) => columns.map((c) => String(r[c.key] ?? '')).join('|')}
            />
          </div>
        </>
      )}
    </section>
  );
}
