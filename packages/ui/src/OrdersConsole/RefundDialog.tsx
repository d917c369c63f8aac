import { ReasonDialog } from '../Modal/ReasonDialog.tsx';
import { useBalanceNames, useBrandFormat, useWords } from '../theme/index.ts';
import type { OrderLineRefund, PendingOrderLine } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

export interface RefundDialogProps {
  /** The line to refund; null: the dialog is closed. */
  line: PendingOrderLine | null;
  onClose: () => void;
  onRefund: (refund: OrderLineRefund) => void;
}

/** A refund's question: who gets how many points back for what, told by SMS, with the reason. */
export function RefundDialog({ line, onClose, onRefund }: RefundDialogProps) {
  const word = useWords();
  const format = useBrandFormat();
  const pointsName = useBalanceNames().redeemable;
  return (
    <ReasonDialog
      subject={line}
      title={word('Refund this line?')}
      confirm={consoleText.refundPoints(format.number(line?.points ?? 0), pointsName)}
      onClose={onClose}
      onConfirm={(refunded, reason) => onRefund({ orderLineId: refunded.orderLineId, reason })}
    >
      {line && (
        <p>
          {consoleText.refundWhat({
            member: line.member,
            points: consoleText.pointsOf({ points: format.number(line.points), name: pointsName }),
            qty: format.number(line.qty),
            product: line.description,
            order: line.orderNum,
          })}
        </p>
      )}
    </ReasonDialog>
  );
}
