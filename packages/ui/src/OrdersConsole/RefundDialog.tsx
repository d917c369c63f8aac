import { useState } from 'react';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBalanceNames, useBrandFormat, useWords } from '../theme/index.ts';
import type { OrderLineRefund, PendingOrderLine } from './types.ts';

export interface RefundDialogProps {
  /** The line to refund; null: the dialog is closed. */
  line: PendingOrderLine | null;
  onClose: () => void;
  onRefund: (refund: OrderLineRefund) => void;
}

/** A refund's question: who gets how many points back for what, told by SMS, with the reason. */
export function RefundDialog({ line, onClose, onRefund }: RefundDialogProps) {
  const [reason, setReason] = useState('');
  // Each opening starts with an empty reason (state that follows a prop, set while rendering).
  const [shownFor, setShownFor] = useState(line);
  if (line !== shownFor) {
    setShownFor(line);
    if (line) setReason('');
  }
  const word = useWords();
  const format = useBrandFormat();
  const pointsName = useBalanceNames().redeemable;
  return (
    <Modal
      title={word('Refund this line?')}
      isOpen={line !== null}
      onClose={onClose}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {word('Cancel')}
          </Button>
          <Button
            isDisabled={reason.trim() === ''}
            onPress={() => {
              if (line) onRefund({ orderLineId: line.orderLineId, reason });
              onClose();
            }}
          >
            {word('Refund')} {format.number(line?.points ?? 0)} {pointsName}
          </Button>
        </>
      }
    >
      {line && (
        <>
          <p>
            {line.member} gets {format.number(line.points)} {pointsName} back for {line.qty} ×{' '}
            {line.description} (order {line.orderNum}) and is told by SMS. This cannot be undone.
          </p>
          <TextField label={word('Reason')} value={reason} onChange={setReason} maxLength={200} />
        </>
      )}
    </Modal>
  );
}
