import { useState } from 'react';
import { Alert } from '../Alert/index.ts';
import styles from '../BudgetsConsole/consolePage.module.scss';
import { useSubmit, type SubmitHandler, type SubmitOutcome } from '../forms/index.ts';
import { Loading } from '../Loading/index.ts';
import { useWords } from '../theme/index.ts';
import { CodeStockSection } from './CodeStockSection.tsx';
import { OrderHistoryForm } from './OrderHistoryForm.tsx';
import { PendingLines } from './PendingLines.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import type { CodeStock, OrderHistoryView, OrderLineRefund, PendingOrderLine } from './types.ts';

export type { CodeStock, OrderHistoryView, OrderLineRefund, PendingOrderLine } from './types.ts';

export interface OrdersConsoleProps {
  /** Pending lines, oldest first; undefined while loading. */
  pending: readonly PendingOrderLine[] | undefined;
  /** How many lines are pending in all, when the server cut `pending` at its limit (else its length). */
  pendingTotal?: number | undefined;
  stock: readonly CodeStock[] | undefined;
  loadError?: string | undefined;
  /** The IANA time zone dates are shown in. */
  timeZone: string;
  /** Sends a confirmed refund; resolves with its outcome. The line's Refund waits meanwhile. */
  onRefund: SubmitHandler<OrderLineRefund>;
  /** The outcome shown before any refund (stories). */
  defaultOutcome?: SubmitOutcome | undefined;
  /** Called to show an order's history. */
  onShowHistory: (orderNum: string) => void;
  history?: OrderHistoryView | undefined;
  historyError?: string | undefined;
  isHistoryLoading?: boolean;
}

/**
 * /admin/orders: pending order lines oldest first, each refundable with a reason once confirmed; each
 * product's stock of codes with a low-stock warning; and one order's history.
 */
export function OrdersConsole({
  pending,
  pendingTotal,
  stock,
  loadError,
  timeZone,
  onRefund,
  defaultOutcome,
  onShowHistory,
  history,
  historyError,
  isHistoryLoading = false,
}: OrdersConsoleProps) {
  const [refunding, setRefunding] = useState<PendingOrderLine | null>(null);
  const [sentLineId, setSentLineId] = useState<number>();
  const refund = useSubmit(onRefund, defaultOutcome);
  const { outcome } = refund;
  const word = useWords();
  return (
    <section className={styles.root} aria-labelledby="orders-heading">
      <h1 id="orders-heading" className={styles.heading}>
        {word('Orders and voucher stock')}
      </h1>
      {loadError && <Alert>{loadError}</Alert>}
      {pending === undefined && !loadError && <Loading />}
      {outcome?.ok && outcome.message && <Alert variant="success">{outcome.message}</Alert>}
      {!outcome?.ok && outcome?.message && <Alert>{outcome.message}</Alert>}
      {pending !== undefined && (
        <PendingLines
          pending={pending}
          total={pendingTotal ?? pending.length}
          timeZone={timeZone}
          onRefund={setRefunding}
          refundingLineId={refund.pending ? sentLineId : undefined}
          onShowHistory={onShowHistory}
        />
      )}
      {stock !== undefined && <CodeStockSection stock={stock} />}
      <OrderHistoryForm
        timeZone={timeZone}
        onShowHistory={onShowHistory}
        history={history}
        historyError={historyError}
        isHistoryLoading={isHistoryLoading}
      />
      <RefundDialog
        line={refunding}
        onClose={() => setRefunding(null)}
        onRefund={(request) => {
          setSentLineId(request.orderLineId);
          void refund.submit(request);
        }}
      />
    </section>
  );
}
