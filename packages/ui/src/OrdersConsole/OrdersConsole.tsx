import { useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { lineStatusWords } from './lineStatus.ts';
import styles from '../BudgetsConsole/consolePage.module.scss';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { Loading } from '../Loading/index.ts';
import { Modal } from '../Modal/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  useBalanceNames,
  useBrandContent,
  useBrandFormat,
  useWords,
  type UiWord,
} from '../theme/index.ts';

/** An order line waiting for voucher codes. */
export interface PendingOrderLine {
  orderLineId: number;
  orderNum: string;
  orderDate: Date;
  member: string;
  cellNum: string;
  productCode: string;
  description: string;
  qty: number;
  points: number;
}

/** A product's stock of voucher codes. */
export interface CodeStock {
  productId: number;
  productCode: string;
  description: string;
  cluster: string;
  free: number;
  waiting: number;
  isLow: boolean;
}

/** One order's lines and what happened to it. */
export interface OrderHistoryView {
  order: { orderNum: string; member: string; orderStatusId: string; points: number };
  lines: readonly {
    orderLineId: number;
    description: string;
    qty: number;
    points: number;
    dispatchStatus: number;
  }[];
  events: readonly { date: Date; event: string }[];
}

export interface OrdersConsoleProps {
  /** Pending lines, oldest first; undefined while loading. */
  pending: readonly PendingOrderLine[] | undefined;
  stock: readonly CodeStock[] | undefined;
  loadError?: string | undefined;
  /** The IANA time zone dates are shown in. */
  timeZone: string;
  /** Called with a confirmed refund. */
  onRefund: (refund: { orderLineId: number; reason: string }) => void;
  /** The line whose refund is on its way. */
  refundingLineId?: number | undefined;
  /** What the last refund did, or why it was refused. */
  refundMessage?: string | undefined;
  refundError?: string | undefined;
  /** Called to show an order's history. */
  onShowHistory: (orderNum: string) => void;
  history?: OrderHistoryView | undefined;
  historyError?: string | undefined;
  isHistoryLoading?: boolean;
}

const stockColumnsFor = (word: (w: UiWord) => string): TableColumn<CodeStock>[] => [
  {
    key: 'product',
    header: word('Product'),
    render: (r) => (
      <>
        <strong>
          {r.cluster} {r.productCode}
        </strong>{' '}
        {r.description}
      </>
    ),
  },
  { key: 'free', header: word('Free'), align: 'end', render: (r) => r.free },
  { key: 'waiting', header: word('Waiting'), align: 'end', render: (r) => r.waiting },
  {
    key: 'low',
    header: word('Stock'),
    render: (r) =>
      r.isLow ? <strong className={styles.low}>{word('Low')}</strong> : word('Enough'),
  },
];

/**
 * /admin/orders: pending order lines oldest first, each refundable with a reason once confirmed; each
 * product's stock of codes with a low-stock warning; and one order's history.
 */
export function OrdersConsole({
  pending,
  stock,
  loadError,
  timeZone,
  onRefund,
  refundingLineId,
  refundMessage,
  refundError,
  onShowHistory,
  history,
  historyError,
  isHistoryLoading = false,
}: OrdersConsoleProps) {
  const [refunding, setRefunding] = useState<PendingOrderLine | null>(null);
  const [reason, setReason] = useState('');
  const [orderNum, setOrderNum] = useState('');
  const low = (stock ?? []).filter((s) => s.isLow);
  const word = useWords();
  const { phrases } = useBrandContent();
  const format = useBrandFormat();
  const pointsName = useBalanceNames().redeemable;
  const statusName = (status: number) => {
    const known = lineStatusWords[status];
    return known ? word(known) : String(status);
  };
  return (
    <section className={styles.root} aria-labelledby="orders-heading">
      <h1 id="orders-heading" className={styles.heading}>
        {word('Orders and voucher stock')}
      </h1>
      {loadError && <Alert>{loadError}</Alert>}
      {pending === undefined && !loadError && <Loading />}
      {refundMessage && <Alert variant="success">{refundMessage}</Alert>}
      {refundError && <Alert>{refundError}</Alert>}
      {pending !== undefined && (
        <section aria-labelledby="pending-heading" className={styles.root}>
          <h2 id="pending-heading" className={styles.heading}>
            {word('Waiting for voucher codes')} ({pending.length})
          </h2>
          {pending.length === 0 ? (
            <p>{word('No order lines are waiting for codes.')}</p>
          ) : (
            <ul className={styles.cards}>
              {pending.map((line) => (
                <li key={line.orderLineId} className={styles.card}>
                  <strong>
                    {line.qty} × {line.description}
                  </strong>
                  <span>
                    {word('Order')} {line.orderNum},{' '}
                    <DateText date={line.orderDate} timeZone={timeZone} />
                  </span>
                  <span>
                    {line.member} ({line.cellNum}), {format.number(line.points)} {pointsName}
                  </span>
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      isDisabled={refundingLineId === line.orderLineId}
                      onPress={() => {
                        setReason('');
                        setRefunding(line);
                      }}
                    >
                      {word('Refund')}
                    </Button>
                    <Button variant="link" onPress={() => onShowHistory(line.orderNum)}>
                      History of {line.orderNum}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {stock !== undefined && (
        <section aria-labelledby="stock-heading" className={styles.root}>
          <h2 id="stock-heading" className={styles.heading}>
            {word('Voucher code stock')}
          </h2>
          {low.length > 0 && (
            <Alert>
              {phrases.lowOnCodes(low.length, low.map((s) => s.productCode).join(', '))}
            </Alert>
          )}
          <div
            className={styles.scroll}
            tabIndex={0}
            role="region"
            aria-label={word('Voucher code stock, scrollable')}
          >
            <Table
              label={word('Free voucher codes per product')}
              columns={stockColumnsFor(word)}
              rows={stock}
              rowKey={(r) => String(r.productId)}
            />
          </div>
        </section>
      )}
      <form
        className={styles.form}
        aria-labelledby="history-heading"
        onSubmit={(e) => {
          e.preventDefault();
          if (orderNum.trim()) onShowHistory(orderNum.trim());
        }}
      >
        <h2 id="history-heading" className={styles.heading}>
          {word("An order's history")}
        </h2>
        <TextField
          label={word('Order number')}
          value={orderNum}
          onChange={setOrderNum}
          maxLength={30}
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={orderNum.trim() === '' || isHistoryLoading}>
            {word('Show history')}
          </Button>
        </div>
        {historyError && <Alert>{historyError}</Alert>}
        {history && (
          <div aria-live="polite">
            <p>
              <strong>{history.order.orderNum}</strong>: {history.order.member},{' '}
              {format.number(history.order.points)} {pointsName}, status{' '}
              {history.order.orderStatusId}
            </p>
            <ul>
              {history.lines.map((l) => (
                <li key={l.orderLineId}>
                  {l.qty} × {l.description}: {statusName(l.dispatchStatus)}
                </li>
              ))}
            </ul>
            <ol>
              {history.events.map((e, i) => (
                <li key={i}>
                  <DateText date={e.date} timeZone={timeZone} />: {e.event}
                </li>
              ))}
            </ol>
          </div>
        )}
      </form>
      <Modal
        title={word('Refund this line?')}
        isOpen={refunding !== null}
        onClose={() => setRefunding(null)}
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onPress={() => setRefunding(null)}>
              {word('Cancel')}
            </Button>
            <Button
              isDisabled={reason.trim() === ''}
              onPress={() => {
                if (refunding) onRefund({ orderLineId: refunding.orderLineId, reason });
                setRefunding(null);
              }}
            >
              {word('Refund')} {format.number(refunding?.points ?? 0)} {pointsName}
            </Button>
          </>
        }
      >
        {refunding && (
          <>
            <p>
              {refunding.member} gets {format.number(refunding.points)} {pointsName} back for{' '}
              {refunding.qty} × {refunding.description} (order {refunding.orderNum}) and is told by
              SMS. This cannot be undone.
            </p>
            <TextField label={word('Reason')} value={reason} onChange={setReason} maxLength={200} />
          </>
        )}
      </Modal>
    </section>
  );
}
