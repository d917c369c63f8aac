import { useGetContentQuery, useGetMemberDataQuery, useSendToAllMutation } from '@plaudit/api';
import {
  Loading,
  SendToAllConfirm,
  SendToAllForm,
  SendToAllSuccess,
  type SendToAllSubmission,
} from '@plaudit/ui';
import { useState } from 'react';
import { useApiErrorDialog } from '@plaudit/portal';
import { ConnectedMemberPicker } from '@plaudit/portal';

/** The content key of the notice shown while SMS is chosen (SPEC §2). */
export const smsNoticeKey = 'topmsgsendtoall';

/**
 * Send To All (/sendtoall, SPEC §2), administrators only (the shell turns others away): the form, then
 * the question with the count ("Send this SMS to 53 members?", the server's dry run), then
 * 'Successfully sent {n} messages.' with 'Send Another'.
 */
export default function SendToAllScreen() {
  const { data } = useGetMemberDataQuery(undefined);
  const notice = useGetContentQuery({ contentKey: smsNoticeKey, isCache: true });
  const [sendToAll, sending] = useSendToAllMutation();
  const errors = useApiErrorDialog();
  const [sentCount, setSentCount] = useState<number | undefined>(undefined);
  const [pending, setPending] = useState<{ message: SendToAllSubmission; count: number } | null>(
    null,
  );
  const [round, setRound] = useState(0);
  if (!data) return <Loading />;
  const member = data.memberData;

  const ask = async (message: SendToAllSubmission) => {
    errors.clear();
    const result = await sendToAll({ ...message, isDryRun: true });
    if (result.error) {
      errors.report(result.error);
      return;
    }
    setPending({ message, count: result.data.sentCount });
  };

  const send = async (message: SendToAllSubmission) => {
    const result = await sendToAll(message);
    setPending(null);
    if (result.error) {
      errors.report(result.error);
      return;
    }
    setSentCount(result.data.sentCount);
  };

  if (sentCount !== undefined)
    return (
      <SendToAllSuccess
        sentCount={sentCount}
        onSendAnother={() => {
          setSentCount(undefined);
          setRound((n) => n + 1);
        }}
      />
    );
  return (
    <>
      <SendToAllForm
        key={round}
        renderPicker={(slot) => (
          <ConnectedMemberPicker slot={slot} member={member} allowWholeDivision />
        )}
        // A notice that could not be loaded is left out: it explains SMS, it does not stop a message.
        smsNotice={notice.data?.content ?? (notice.isError ? '' : undefined)}
        onSubmit={(message) => void ask(message)}
        formErrors={errors.formErrors}
        isSubmitting={sending.isLoading}
        focusOnMount={round > 0}
      />
      {pending && (
        <SendToAllConfirm
          isOpen
          count={pending.count}
          sendBy={pending.message.sendBy}
          onConfirm={() => void send(pending.message)}
          onCancel={() => setPending(null)}
          isSending={sending.isLoading}
        />
      )}
      {errors.dialog}
    </>
  );
}
