import { useState } from 'react';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { TextField } from '../TextField/index.ts';
import { useWords } from '../theme/index.ts';
import type { PromoCodeEnd, PromoCodeRow } from './types.ts';

export interface EndPromoDialogProps {
  /** The code to end; null: the dialog is closed. */
  promo: PromoCodeRow | null;
  onClose: () => void;
  onEnd: (end: PromoCodeEnd) => void;
}

/** Ending a code early: checkout stops taking it at once, with the reason for the audit log. */
export function EndPromoDialog({ promo, onClose, onEnd }: EndPromoDialogProps) {
  const [reason, setReason] = useState('');
  // Each opening starts with an empty reason (state that follows a prop, set while rendering).
  const [shownFor, setShownFor] = useState(promo);
  if (promo !== shownFor) {
    setShownFor(promo);
    if (promo) setReason('');
  }
  const word = useWords();
  return (
    <Modal
      title={`${word('End')} ${promo?.code ?? ''} ${word('now')}?`}
      isOpen={promo !== null}
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
              if (promo) onEnd({ promoId: promo.promoId, reason });
              onClose();
            }}
          >
            {word('End it now')}
          </Button>
        </>
      }
    >
      <p>{word('Checkout stops taking it at once; orders placed with it stand.')}</p>
      <TextField label={word('Reason')} value={reason} onChange={setReason} maxLength={200} />
    </Modal>
  );
}
