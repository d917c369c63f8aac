import { WhatsAppOptIn } from '../Profile/MessageChannel.tsx';
import styles from './WhatsAppOffer.module.scss';

export interface WhatsAppOfferProps {
  /** Whether the new member ticked the opt-in sentence. */
  agreed: boolean;
  onChange: (agreed: boolean) => void;
}

/**
 * The end of registration's offer of WhatsApp (issue 37): My Profile's opt-in sentence, naming the
 * programme and WhatsApp, as a box to tick (not ticked at first). Ticked, the registration asks for
 * messages on WhatsApp; the member can take it back in My Profile or by answering STOP.
 */
export function WhatsAppOffer({ agreed, onChange }: WhatsAppOfferProps) {
  return (
    <div className={styles.offer}>
      <WhatsAppOptIn agreed={agreed} onChange={onChange} />
    </div>
  );
}
