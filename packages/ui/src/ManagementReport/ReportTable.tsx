import { Table, type TableProps } from '../Table/index.ts';
import styles from './report.module.scss';

/**
 * A report's table: wider than a phone, it scrolls sideways in a region named as the table, which the
 * keyboard can reach and scroll; on paper it is the table alone. Its caption is for assistive technology
 * only (the report's own title says what it is of).
 */
export function ReportTable<T>(props: Omit<TableProps<T>, 'showCaption'>) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={props.label} tabIndex={0}>
      <Table {...props} showCaption={false} />
    </div>
  );
}
