import styles from '../BudgetsConsole/consolePage.module.scss';
import { Button } from '../Button/index.ts';
import { useBalanceNames, useBrandContent, useBrandFormat, useWords } from '../theme/index.ts';
import type { PendingOrderLine } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

export interface PendingLinesProps {
  /** Pending lines, oldest first. */
  pending: readonly PendingOrderLine[];
  /** How many lines wait in all: more than `pending` holds when the list was cut at its limit. */
  total: number;
  timeZone: string;
  /** Asks to refund a line (a dialog confirms it). */
  onRefund: (line: PendingOrderLine) => void;
  /** The line whose refund is on its way: its Refund waits. */
  refundingLineId: number | undefined;
  onShowHistory: (orderNum: string) => void;
}

/** The order lines waiting for voucher codes, oldest first, each refundable and with its order's history. */
export function PendingLines({
  pending,
  total,
  timeZone,
  onRefund,
  refundingLineId,
  onShowHistory,
}: PendingLinesProps) {
  const word = useWords();
  const format = useBrandFormat();
  const { phrases } = useBrandContent();
  const pointsName = useBalanceNames().redeemable;
  return (
    <section aria-labelledby="pending-heading" className={styles.root}>
      <h2 id="pending-heading" className={styles.heading}>
        {consoleText.withCode(word('Waiting for voucher codes'), format.number(total))}
      </h2>
      {total > pending.length && (
        <p className={styles.note}>
          {phrases.linesShownOf(format.number(pending.length), format.number(total))}
        </p>
      )}
      {pending.length === 0 ? (
        <p>{word('No order lines are waiting for codes.')}</p>
      ) : (
        <ul className={styles.cards}>
          {pending.map((line) => (
            <li key={line.orderLineId} className={styles.card}>
              <strong>
                {consoleText.lineOf({ qty: format.number(line.qty), product: line.description })}
              </strong>
              <span>
                {consoleText.pendingOrder(line.orderNum, format.dateTime(line.orderDate, timeZone))}
              </span>
              <span>
                {consoleText.pendingMember({
                  member: line.member,
                  cellNum: line.cellNum,
                  points: consoleText.pointsOf({
                    points: format.number(line.points),
                    name: pointsName,
                  }),
                })}
              </span>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  isDisabled={refundingLineId === line.orderLineId}
                  onPress={() => onRefund(line)}
                >
                  {word('Refund')}
                </Button>
                <Button variant="link" onPress={() => onShowHistory(line.orderNum)}>
                  {consoleText.historyOf(line.orderNum)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
