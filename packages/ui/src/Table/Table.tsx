import type { ReactNode } from 'react';
import { useMessages } from '../theme/index.ts';
import styles from './Table.module.scss';

export interface TableColumn<T> {
  /** A stable key for the column. */
  key: string;
  /** The header text. */
  header: string;
  /** What a row shows in this column. */
  render: (row: T) => ReactNode;
  /** Right-align numbers and money. @default 'start' */
  align?: 'start' | 'end';
  /**
   * Keep the column's text on one line (a date and time, a code like 'CL-0042', a number): the other
   * columns wrap instead, and a table wider than its screen scrolls in its container. @default false
   */
  nowrap?: boolean;
}

export interface TableProps<T> {
  /** The table's accessible name, shown as its caption. */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** A unique key per row. */
  rowKey: (row: T) => string;
  /** Shown in place of rows when there are none. @default 'No Results' */
  emptyText?: string;
  /** Rows of a `<tfoot>` (a statement's balance); shown with rows only. */
  footer?: ReactNode;
  /** Show the caption to sighted readers too, or keep it for assistive technology only. @default true */
  showCaption?: boolean;
}

/**
 * A read-only data table (reports, statements) with the spec's empty state. A plain semantic table:
 * nothing in it is interactive, so a grid's arrow-key navigation would only add tab stops.
 */
export function Table<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  footer,
  showCaption = true,
}: TableProps<T>) {
  const { messages } = useMessages();
  return (
    <table className={styles.root}>
      <caption className={showCaption ? styles.caption : styles.hiddenCaption}>{label}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={styles.column} data-align={c.align}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className={styles.empty}>
              {emptyText ?? messages.noResults}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} className={styles.row}>
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={styles.cell}
                  data-align={c.align}
                  data-nowrap={c.nowrap || undefined}
                >
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
      {footer && rows.length > 0 && <tfoot className={styles.footer}>{footer}</tfoot>}
    </table>
  );
}
