import { ReasonDialog } from '../Modal/ReasonDialog.tsx';
import { useWords } from '../theme/index.ts';
import type { PromoCodeEnd, PromoCodeRow } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

export interface EndPromoDialogProps {
  /** The code to end; null: the dialog is closed. */
  promo: PromoCodeRow | null;
  onClose: () => void;
  onEnd: (end: PromoCodeEnd) => void;
}

/** Ending a code early: checkout stops taking it at once, with the reason for the audit log. */
export function EndPromoDialog({ promo, onClose, onEnd }: EndPromoDialogProps) {
  const word = useWords();
  return (
    <ReasonDialog
      subject={promo}
      title={consoleText.endPromoNow(promo?.code ?? '')}
      confirm={word('End it now')}
      onClose={onClose}
      onConfirm={(ended, reason) => onEnd({ promoId: ended.promoId, reason })}
    >
      <p>{word('Checkout stops taking it at once; orders placed with it stand.')}</p>
    </ReasonDialog>
  );
}
