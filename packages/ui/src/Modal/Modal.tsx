import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useBrandOverlayProps } from '../theme/index.ts';
import styles from './Modal.module.scss';

export interface ModalProps {
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called when the modal asks to close (Escape, or a backdrop click when allowed). */
  onClose: () => void;
  /** Whether a click on the backdrop closes it (Escape always does). @default true */
  isDismissable?: boolean;
  /** Width of the panel. @default 'normal' */
  size?: 'normal' | 'large';
  /** Buttons at the bottom of the panel. */
  actions?: ReactNode;
  /** The dialog role: 'alertdialog' for messages that need an answer. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
}

/** A modal dialog in the brand's theme. */
export function Modal({
  title,
  isOpen,
  onClose,
  isDismissable = true,
  size = 'normal',
  actions,
  role = 'dialog',
  children,
}: ModalProps) {
  const brand = useBrandOverlayProps();
  return (
    <ModalOverlay
      {...brand}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal} data-size={size}>
        <Dialog className={styles.dialog} role={role}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
