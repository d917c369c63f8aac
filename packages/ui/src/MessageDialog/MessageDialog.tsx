import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { useWords } from '../theme/index.ts';

export interface MessageDialogProps {
  /** The title, e.g. 'Please note:', 'Data Response Error: Not Found (404)' or 'Voucher Details:'. */
  title: string;
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when the person closes it. */
  onClose: () => void;
  /** Text of the closing button. @default 'OK' */
  closeLabel?: string;
  children: ReactNode;
}

/** A message with a title and one button: server messages, error reports and voucher details. */
export function MessageDialog({
  title,
  isOpen,
  onClose,
  closeLabel,
  children,
}: MessageDialogProps) {
  const word = useWords();
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      actions={<Button onPress={onClose}>{closeLabel ?? word('OK')}</Button>}
    >
      {children}
    </Modal>
  );
}
