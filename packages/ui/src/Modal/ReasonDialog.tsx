import { useState, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { useWords } from '../theme/index.ts';
import { Modal } from './Modal.tsx';

export interface ReasonDialogProps<T> {
  /** What the question is about; null: the dialog is closed. */
  subject: T | null;
  title: string;
  /** The confirming button's words. */
  confirm: ReactNode;
  /** What confirming does, above the reason. */
  children: ReactNode;
  onClose: () => void;
  onConfirm: (subject: T, reason: string) => void;
}

/**
 * A console question that needs a reason for the audit log: confirming stays disabled until one is typed,
 * and each opening starts with an empty reason.
 */
export function ReasonDialog<T>({
  subject,
  title,
  confirm,
  children,
  onClose,
  onConfirm,
}: ReasonDialogProps<T>) {
  const [reason, setReason] = useState('');
  // Each opening starts with an empty reason (state that follows a prop, set while rendering).
  const [shownFor, setShownFor] = useState(subject);
  if (subject !== shownFor) {
    setShownFor(subject);
    if (subject !== null) setReason('');
  }
  const word = useWords();
  return (
    <Modal
      title={title}
      isOpen={subject !== null}
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
              if (subject !== null) onConfirm(subject, reason);
              onClose();
            }}
          >
            {confirm}
          </Button>
        </>
      }
    >
      {children}
      <TextField label={word('Reason')} value={reason} onChange={setReason} maxLength={200} />
    </Modal>
  );
}
