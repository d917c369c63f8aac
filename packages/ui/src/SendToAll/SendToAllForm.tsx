import {
  toWireRecipients,
  validateSendToAll,
  type FormIssues,
  type SelectedMember,
  type SendBy,
} from '@plaudit/domain';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { AwardPickerSlot } from '../AwardForm/index.ts';
import form from '../forms/form.module.scss';
import { useForm } from '../forms/index.ts';
import {
  MessageAndSubmit,
  RecipientsField,
  SentPanel,
  useSendingSubmit,
} from '../forms/recipientForms.tsx';
import { RadioGroup } from '../RadioGroup/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import { useMessages, useWords, type UiWord } from '../theme/index.ts';
import styles from './SendToAll.module.scss';

/** What the Send To All form holds while it is filled in. */
export interface SendToAllFormValues {
  /** The 'all stores' choice: true for Yes. */
  isAllShops: boolean;
  /** Email or SMS, undefined while none is chosen. */
  sendBy: SendBy | undefined;
  /** The message. */
  message: string;
  /** The picked recipients (with No): individuals and whole divisions. */
  recipients: SelectedMember[];
}

/** What the Send To All form sends (the body of /api/reward/sendtoall). */
export interface SendToAllSubmission {
  /** Every store (Yes), or the picked recipients (No). */
  isAllShops: boolean;
  /** The message. */
  message: string;
  /** How it is sent. */
  sendBy: SendBy;
  /** Wire recipients: member ids and 'div:{code}', or ['all_shops:'] for every store. */
  recipients: string[];
}

export interface SendToAllFormProps {
  /** Renders the member picker for the recipients (whole divisions allowed). */
  renderPicker: (slot: AwardPickerSlot) => ReactNode;
  /** The SMS notice (HTML of content key topmsgsendtoall), shown while SMS is chosen; undefined while it loads. */
  smsNotice?: string;
  /** Called once the client rules pass. */
  onSubmit: (message: SendToAllSubmission) => void;
  /** The server's per-field errors (recipients, sendBy, message). */
  formErrors?: FormIssues;
  /** Submit shows the call under way. @default false */
  isSubmitting?: boolean;
  /** The heading takes the focus when the form appears (after 'Send Another'). @default false */
  focusOnMount?: boolean;
}

const allStoresChoices: readonly { value: 'no' | 'yes'; label: UiWord }[] = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

function fieldIssues(values: SendToAllFormValues): FormIssues {
  const { recipients: _inDialog, ...issues } = validateSendToAll({
    isAllShops: values.isAllShops,
    message: values.message,
    sendBy: values.sendBy,
    recipients: toWireRecipients(values.recipients),
  });
  return issues;
}

/**
 * Send To All (SPEC §2), for administrators: the 'all stores' choice (No/Yes); with No, recipients from the
 * member picker, whole divisions allowed; Email or SMS, with the SMS notice of content key topmsgsendtoall;
 * the message, whose box opens once a send method is chosen, with its counter; Submit. No recipients with
 * No: the 'Recipients required' dialog and nothing is sent.
 */
export function SendToAllForm({
  renderPicker,
  smsNotice,
  onSubmit,
  formErrors,
  isSubmitting = false,
  focusOnMount = false,
}: SendToAllFormProps) {
  const headingId = useId();
  const word = useWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const noticeId = useId();
  const f = useForm<SendToAllFormValues>(
    { isAllShops: false, sendBy: undefined, message: '', recipients: [] },
    fieldIssues,
    formErrors,
    (values) => {
      if (values.sendBy === undefined) return;
      if (!values.isAllShops && values.recipients.length === 0) return;
      onSubmit({
        isAllShops: values.isAllShops,
        message: values.message.trim(),
        sendBy: values.sendBy,
        recipients: toWireRecipients(values.recipients, { allStores: values.isAllShops }),
      });
    },
    isSubmitting,
  );
  const { isAllShops, recipients, sendBy } = f.values;

  const sending = useSendingSubmit(f, {
    isSubmitting,
    validate: fieldIssues,
    fieldOrder: ['sendBy', 'message'],
    recipients,
    allStores: isAllShops,
  });

  return (
    <Form {...sending.formProps} className={form.form} aria-labelledby={headingId}>
      <h1
        id={headingId}
        ref={heading}
        tabIndex={focusOnMount ? -1 : undefined}
        className={clsx(form.heading, styles.heading)}
      >
        {word('Send To All')}
      </h1>
      <RadioGroup
        label={word('Send to all stores')}
        name="isAllShops"
        options={allStoresChoices.map((c) => ({ value: c.value, label: word(c.label) }))}
        value={isAllShops ? 'yes' : 'no'}
        onChange={(value) => f.set('isAllShops', value === 'yes')}
        orientation="horizontal"
      />
      {isAllShops ? (
        <p className={styles.everyone}>
          {word('The message goes to every registered member of the programme.')}
        </p>
      ) : (
        <RecipientsField
          selected={recipients}
          onChange={(next) => f.set('recipients', next)}
          errorMessage={f.errorOf('recipients')}
          renderPicker={renderPicker}
        />
      )}
      <MessageAndSubmit
        sendBy={{
          ...f.field('sendBy'),
          describedBy: sendBy === 'sms' && smsNotice ? noticeId : undefined,
          notice: sendBy === 'sms' && smsNotice !== undefined && (
            <div id={noticeId} className={styles.notice}>
              <SafeHtml html={smsNotice} />
            </div>
          ),
        }}
        message={f.field('message')}
        isSubmitting={isSubmitting}
        {...sending.dialog}
      />
    </Form>
  );
}

export interface SendToAllSuccessProps {
  /** How many messages were queued (the answer's sentCount). */
  sentCount: number;
  /** Returns to an empty form. */
  onSendAnother: () => void;
}

/** After a Send To All: 'Successfully sent {n} messages.' and 'Send Another'; the heading takes the focus. */
export function SendToAllSuccess({ sentCount, onSendAnother }: SendToAllSuccessProps) {
  const { messages } = useMessages();
  return <SentPanel heading={messages.sentMessages(sentCount)} onSendAnother={onSendAnother} />;
}
