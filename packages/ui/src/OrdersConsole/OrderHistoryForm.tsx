import { useState } from 'react';
import { Alert } from '../Alert/index.ts';
import styles from '../BudgetsConsole/consolePage.module.scss';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBalanceNames, useBrandFormat, useWords } from '../theme/index.ts';
import { lineStatusWords } from './lineStatus.ts';
import type { OrderHistoryView } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

export interface OrderHistoryFormProps {
  timeZone: string;
  onShowHistory: (orderNum: string) => void;
  history: OrderHistoryView | undefined;
  historyError: string | undefined;
  isHistoryLoading: boolean;
}

/** An order's history by its number: its lines with their status, and what happened to it. */
export function OrderHistoryForm({
  timeZone,
  onShowHistory,
  history,
  historyError,
  isHistoryLoading,
}: OrderHistoryFormProps) {
  const [orderNum, setOrderNum] = useState('');
  const word = useWords();
  return (
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
      {history && <OrderHistory history={history} timeZone={timeZone} />}
    </form>
  );
}

function OrderHistory({ history, timeZone }: { history: OrderHistoryView; timeZone: string }) {
  const word = useWords();
  const format = useBrandFormat();
  const pointsName = useBalanceNames().redeemable;
  const statusName = (status: number) => {
    const known = lineStatusWords[status];
    return known ? word(known) : String(status);
  };
  return (
    <div aria-live="polite">
      <p>
        <strong>{history.order.orderNum}</strong>
        {consoleText.orderSummary({
          member: history.order.member,
          points: consoleText.pointsOf({
            points: format.number(history.order.points),
            name: pointsName,
          }),
          status: history.order.orderStatusDesc,
        })}
      </p>
      <ul>
        {history.lines.map((l) => (
          <li key={l.orderLineId}>
            {consoleText.lineStatus({
              qty: format.number(l.qty),
              product: l.description,
              status: statusName(l.dispatchStatus),
            })}
          </li>
        ))}
      </ul>
      <ol>
        {history.events.map((e, i) => (
          <li key={i}>
            <DateText date={e.date} timeZone={timeZone} />
            {consoleText.eventText(e.event)}
          </li>
        ))}
      </ol>
    </div>
  );
}
