import {
  awardPoints,
  awardValues,
  checkRecipientsRequired,
  defaultSendBy,
  formatPoints,
  messages,
  toWireRecipients,
  validateAward,
  type AwardType,
  type FormIssues,
  type SelectedMember,
  type SendBy,
} from '@plaudit/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import field from '../forms/field.module.scss';
import form from '../forms/form.module.scss';
import { useForm } from '../forms/index.ts';
import {
  MessageField,
  RecipientsField,
  SentPanel,
  SubmitWithRecipients,
  sendByChoices,
  toSendBy,
  type RecipientPickerSlot,
} from '../forms/recipientForms.tsx';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Select } from '../Select/index.ts';
import { useSiteConfig } from '../theme/index.ts';
import styles from './AwardForm.module.scss';

/** What the award form holds while it is filled in. */
export interface AwardFormValues {
  /** The chosen value (the award's reason), '' while none. */
  reason: string;
  /** The chosen points, 0 while none (and always for Shout Out). */
  points: number;
  /** Email or SMS, undefined while none is chosen. */
  sendBy: SendBy | undefined;
  /** The personal message. */
  message: string;
  /** The chosen recipients. */
  recipients: SelectedMember[];
}

/** What an award form sends (the body of /api/reward/doreward). */
export interface AwardSubmission {
  /** The award type. */
  what: AwardType;
  /** The chosen value. */
  reason: string;
  /** The points per recipient; 0 for Shout Out. */
  points: number;
  /** The personal message. */
  message: string;
  /** How the message is sent. */
  sendBy: SendBy;
  /** Wire recipients: member ids and 'div:{code}' (domain toWireRecipients). */
  recipients: string[];
}

/** What the award form hands its member picker. */
export type AwardPickerSlot = RecipientPickerSlot;

export interface AwardFormProps {
  /** The award type: drives the value list, the points choices, the default send-by. */
  type: AwardType;
  /** The form's heading, e.g. 'Shout Out', 'Recognise', 'Adhoc Recognition', 'Pay It Forward'. */
  title: string;
  /** Recipients the form starts with (a preselected colleague from /reward/{id}). @default [] */
  initialRecipients?: readonly SelectedMember[];
  /** Renders the member picker for the form's recipients (the app passes a connected MemberPicker). */
  renderPicker: (slot: AwardPickerSlot) => ReactNode;
  /** Points the giver has left to give (budget or allowance), shown near the points choice; omitted for Shout Out. */
  pointsAvailable?: number;
  /** Called once the client rules pass. */
  onSubmit: (award: AwardSubmission) => void;
  /** The server's per-field errors (reason, points, sendBy, message, recipients). */
  formErrors?: FormIssues;
  /** Submit shows the call under way. @default false */
  isSubmitting?: boolean;
}

/** The field rules of validateAward; recipients have their own dialog ('Recipients required'). */
function fieldIssues(type: AwardType, values: AwardFormValues): FormIssues {
  const { recipients: _inDialog, ...issues } = validateAward({
    what: type,
    reason: values.reason,
    points: values.points,
    message: values.message,
    sendBy: values.sendBy,
    recipients: toWireRecipients(values.recipients),
  });
  return issues;
}

/** The fields in the order they are shown, to focus the first with a message. */
const fieldOrder = ['reason', 'points', 'sendBy', 'message'] as const;

/** Focuses what a person uses to change a field: a Select's button, the chosen (or first) radio, the box. */
function focusField(formElement: HTMLFormElement, name: (typeof fieldOrder)[number]) {
  const fieldElement = formElement.querySelector(`[data-field="${name}"]`);
  const target =
    fieldElement?.querySelector<HTMLElement>('input:checked') ??
    fieldElement?.querySelector<HTMLElement>('button, input, textarea');
  target?.focus();
}

/**
 * The award form of Shout Out, Recognise, Adhoc Recognition and Pay It Forward (SPEC §2): recipients
 * through the member picker, the type's value and points, Email or SMS, and a message whose box opens once
 * a send method is chosen. No recipients: the 'Recipients required' dialog and nothing is sent.
 */
export function AwardForm({
  type,
  title,
  initialRecipients = [],
  renderPicker,
  pointsAvailable,
  onSubmit,
  formErrors,
  isSubmitting = false,
}: AwardFormProps) {
  const headingId = useId();
  const pointsNoteId = useId();
  const { awardPointsName } = useSiteConfig();
  const [recipientsRequired, setRecipientsRequired] =
    useState<ReturnType<typeof checkRecipientsRequired>>(undefined);
  const f = useForm<AwardFormValues>(
    {
      reason: '',
      points: 0,
      sendBy: defaultSendBy(type),
      message: '',
      recipients: [...initialRecipients],
    },
    (values) => fieldIssues(type, values),
    formErrors,
    (values) => {
      if (values.recipients.length === 0 || values.sendBy === undefined) return;
      onSubmit({
        what: type,
        reason: values.reason,
        points: values.points,
        message: values.message,
        sendBy: values.sendBy,
        recipients: toWireRecipients(values.recipients),
      });
    },
  );
  const { recipients, sendBy, message } = f.values;
  const pointChoices = awardPoints(type);

  // The field messages first, with the focus on the first field to fix (useForm looks for aria-invalid,
  // which a Select's button and a radio group's radios do not carry), then the dialog over them, which
  // gives the focus back there when it closes.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    f.handleSubmit(event);
    if (isSubmitting) return;
    const issues = fieldIssues(type, f.values);
    const first = fieldOrder.find((name) => name in issues);
    if (first) focusField(formElement, first);
    setRecipientsRequired(checkRecipientsRequired(recipients));
  };

  return (
    <form noValidate onSubmit={submit} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {title}
      </h1>
      <RecipientsField
        selected={recipients}
        onChange={(next) => f.set('recipients', next)}
        errorMessage={f.errorOf('recipients')}
        renderPicker={renderPicker}
      />
      <Select
        label="Value"
        name="reason"
        data-field="reason"
        options={awardValues(type).map((value) => ({ value, label: value }))}
        value={f.values.reason === '' ? null : f.values.reason}
        onChange={(value) => f.set('reason', value)}
        errorMessage={f.errorOf('reason')}
        isRequired
      />
      {pointChoices.length > 0 && (
        <div className={styles.pointsField}>
          <Select
            label={`Points value (${awardPointsName})`}
            name="points"
            data-field="points"
            options={pointChoices.map((p) => ({ value: String(p), label: formatPoints(p) }))}
            value={f.values.points === 0 ? null : String(f.values.points)}
            onChange={(value) => f.set('points', Number(value))}
            errorMessage={f.errorOf('points')}
            aria-describedby={pointsAvailable === undefined ? undefined : pointsNoteId}
            isRequired
            className={styles.points}
          />
          {pointsAvailable !== undefined && (
            <span id={pointsNoteId} className={field.description}>
              You have {formatPoints(pointsAvailable)} {awardPointsName} left to give.
            </span>
          )}
        </div>
      )}
      <RadioGroup
        label="Send by"
        name="sendBy"
        data-field="sendBy"
        options={sendByChoices}
        value={sendBy ?? null}
        onChange={(value) => f.set('sendBy', toSendBy(value))}
        errorMessage={f.errorOf('sendBy')}
        isRequired
      />
      <MessageField
        value={message}
        onChange={(value) => f.set('message', value)}
        sendBy={sendBy}
        errorMessage={f.errorOf('message')}
      />
      <SubmitWithRecipients
        isSubmitting={isSubmitting}
        recipientsRequired={recipientsRequired}
        onDialogClose={() => setRecipientsRequired(undefined)}
      />
    </form>
  );
}

export interface AwardSuccessProps {
  /** The award type whose success panel to show. */
  type: AwardType;
  /** Returns to an empty form. */
  onSendAnother: () => void;
}

/** After an award is sent: 'Successfully submitted {form}' and 'Send Another'; the heading takes the focus. */
export function AwardSuccess({ type, onSendAnother }: AwardSuccessProps) {
  return <SentPanel heading={messages.awardSubmitted(type)} onSendAnother={onSendAnother} />;
}
