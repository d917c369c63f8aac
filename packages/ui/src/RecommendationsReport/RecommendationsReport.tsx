import {
  csvVariantName,
  recommendationsCsvVariants,
  recommendationsReportColumns,
  type ReportMonth,
} from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  type Key,
} from 'react-aria-components';
import buttonStyles from '../Button/Button.module.scss';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { Loading } from '../Loading/index.ts';
import { ReportTable } from '../ManagementReport/ReportTable.tsx';
import styles from '../ManagementReport/report.module.scss';
import { MessageDialog } from '../MessageDialog/index.ts';
import { Select } from '../Select/index.ts';
import selectStyles from '../Select/Select.module.scss';
import ownStyles from './RecommendationsReport.module.scss';
import {
  uiMessages,
  useBrandContent,
  useBrandOverlayProps,
  useMessages,
  useWords,
} from '../theme/index.ts';
import type { TableColumn } from '../Table/index.ts';

/** One recommendation transaction, as the report lists it. */
export interface RecommendationsEntry {
  transId: number;
  date: Date;
  clinicId: string;
  memberNumber: string;
  member: string;
  cellNo: string;
  transDescription: string;
  points: number;
}

export interface RecommendationsReportProps {
  /** The month list (SPEC §9), newest first. */
  months: readonly ReportMonth[];
  /** The From and To months ('yyyy-MM'), inclusive. */
  from: string;
  to: string;
  onFromChange: (month: string) => void;
  onToChange: (month: string) => void;
  /** Load Report pressed: load the From–To range. */
  onLoad: () => void;
  /** The loaded rows; undefined before the first Load Report. */
  rows: readonly RecommendationsEntry[] | undefined;
  /**
   * The From and To months the rows are of (those of the last Load Report), which the table's name and
   * the printed title give: From and To may have been changed since without loading. @default from, to
   */
  loadedRange?: { from: string; to: string };
  /** The rows are on their way. @default false */
  isLoading?: boolean;
  /** The viewer's IANA time zone, for the dates. */
  timeZone: string;
  onPrint: () => void;
  /** Called with the chosen CSV variant's key (see @plaudit/domain recommendationsCsvVariants). */
  onExport: (variant: string) => void;
  /** The server's message when the report could not be loaded (shown in a 'Please note:' dialog). */
  errorMessage?: string;
  onErrorClose?: () => void;
  className?: string;
}

const [transId, date, clinicId, memberNumber, member, cellNo, description, points] =
  recommendationsReportColumns;

const columns = (timeZone: string): TableColumn<RecommendationsEntry>[] => [
  { key: 'transId', header: transId, nowrap: true, render: (r) => r.transId },
  {
    key: 'date',
    header: date,
    nowrap: true,
    render: (r) => <DateText date={r.date} timeZone={timeZone} />,
  },
  { key: 'clinicId', header: clinicId, nowrap: true, render: (r) => r.clinicId },
  { key: 'memberNumber', header: memberNumber, nowrap: true, render: (r) => r.memberNumber },
  { key: 'member', header: member, render: (r) => r.member },
  { key: 'cellNo', header: cellNo, nowrap: true, render: (r) => r.cellNo },
  { key: 'transDescription', header: description, render: (r) => r.transDescription },
  { key: 'points', header: points, align: 'end', render: (r) => r.points },
];

/**
 * The Recommendations Report (SPEC §2): From and To months, Load Report, the transactions, Print, and a
 * CSV export dropdown with the six variants of SPEC §9, each named with what it does (both disabled while
 * the table is empty).
 */
export function RecommendationsReport({
  months,
  from,
  to,
  onFromChange,
  onToChange,
  onLoad,
  rows,
  loadedRange = { from, to },
  isLoading = false,
  timeZone,
  onPrint,
  onExport,
  errorMessage,
  onErrorClose,
  className,
}: RecommendationsReportProps) {
  const headingId = useId();
  const brand = useBrandOverlayProps();
  const word = useWords();
  const phrases = useBrandContent().phrases;
  const { messages } = useMessages();
  const empty = !rows || rows.length === 0;
  const labelOf = (value: string) => months.find((m) => m.value === value)?.label ?? value;
  const range = phrases.monthRange(labelOf(loadedRange.from), labelOf(loadedRange.to));
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <h1 id={headingId} className={styles.heading}>
        {word('Recommendations Report')}
      </h1>
      <div className={styles.controls}>
        <Select label={word('From')} options={months} value={from} onChange={onFromChange} />
        <Select label={word('To')} options={months} value={to} onChange={onToChange} />
        <Button onPress={onLoad} isPending={isLoading}>
          {word('Load Report')}
        </Button>
        <div className={styles.actions}>
          <Button variant="secondary" isDisabled={empty || isLoading} onPress={onPrint}>
            {word('Print')}
          </Button>
          <MenuTrigger>
            <AriaButton
              className={buttonStyles.root}
              data-variant="secondary"
              isDisabled={empty || isLoading}
            >
              {word('Export to CSV')} <span aria-hidden="true">{uiMessages.symbols.opens}</span>
            </AriaButton>
            <Popover
              {...brand}
              className={clsx(selectStyles.popover, ownStyles.variants)}
              placement="bottom end"
            >
              <Menu
                className={selectStyles.list}
                onAction={(key: Key) => onExport(String(key))}
                items={recommendationsCsvVariants.map((v) => ({
                  id: v.key,
                  label: csvVariantName(v),
                }))}
              >
                {(item) => (
                  <MenuItem id={item.id} className={selectStyles.item}>
                    {item.label}
                  </MenuItem>
                )}
              </Menu>
            </Popover>
          </MenuTrigger>
        </div>
      </div>
      <p className={styles.printTitle}>{phrases.recommendationsPrintTitle(range)}</p>
      {isLoading ? (
        <Loading />
      ) : (
        rows && (
          <ReportTable
            label={phrases.recommendationsFrom(range)}
            columns={columns(timeZone)}
            rows={rows}
            rowKey={(r) => String(r.transId)}
          />
        )
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
