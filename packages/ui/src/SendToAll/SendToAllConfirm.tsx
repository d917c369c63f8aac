import type { SendBy } from '@plaudit/domain';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { useMessages } from '../theme/index.ts';

export interface SendToAllConfirmProps {
  /** How many members the message would reach (the server's dry run). */
  count: number;
  /** The channel chosen. */
  sendBy: SendBy;
  /** Whether the question is shown. */
  isOpen: boolean;
  /** Send it. */
  onConfirm: () => void;
  /** Back to the form, nothing sent (Cancel, Escape). */
  onCancel: () => void;
  /** The send is under way. @default false */
  isSending?: boolean;
}

/** Send To All's question before anything goes out: "Send this SMS to 53 members?". */
export function SendToAllConfirm({
  count,
  sendBy,
  isOpen,
  onConfirm,
  onCancel,
  isSending = false,
}: SendToAllConfirmProps) {
  const { flowMessages } = useMessages();
  return (
    <Modal
      title={flowMessages.sendToAllConfirmTitle}
      isOpen={isOpen}
      onClose={onCancel}
      isDismissable={false}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {flowMessages.cancel}
          </Button>
          <Button onPress={onConfirm} isPending={isSending}>
            {flowMessages.send}
          </Button>
        </>
      }
    >
      <p>{flowMessages.sendToAllConfirm(count, sendBy)}</p>
    </Modal>
  );
}
