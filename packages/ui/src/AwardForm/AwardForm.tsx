import {
  awardPaidFrom,
  awardValueLabel,
  defaultSendBy,
  toWireRecipients,
  validateAward,
  whatsAppMessages,
  type AwardType,
  type FormIssues,
  type SelectedMember,
  type SendBy,
} from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import field from '../forms/field.module.scss';
import form from '../forms/form.module.scss';
import { useForm, type FormController } from '../forms/index.ts';
import {
  MessageAndSubmit,
  RecipientsField,
  SentPanel,
  useSendingSubmit,
  type RecipientPickerSlot,
} from '../forms/recipientForms.tsx';
import { Select } from '../Select/index.ts';
import {
  useBalanceNames,
  useBrandContent,
  useBrandFormat,
  useMessages,
  type UiMessages,
} from '../theme/index.ts';
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
  /** The recipients as the member chose them, for the success panel to name. */
  chosen: SelectedMember[];
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
  /** When the next allowance arrives ('1 Dec 2026'): said instead when nothing is left to give. */
  nextAllowanceDay?: string;
  /** Called once the client rules pass. */
  onSubmit: (award: AwardSubmission) => void;
  /** The server's per-field errors (reason, points, sendBy, message, recipients). */
  formErrors?: FormIssues;
  /** Submit shows the call under way. @default false */
  isSubmitting?: boolean;
}

/**
 * The field rules of validateAward, with the brand's value and point lists in place of the spec's (the
 * same message for a choice outside them); recipients have their own dialog ('Recipients required').
 */
function fieldIssues(
  type: AwardType,
  values: AwardFormValues,
  choices: { values: readonly string[]; points: readonly number[] },
): FormIssues {
  const wire = {
    what: type,
    reason: values.reason,
    points: values.points,
    message: values.message,
    sendBy: values.sendBy,
    recipients: toWireRecipients(values.recipients),
  };
  const {
    recipients: _inDialog,
    reason: _reason,
    points: _points,
    ...issues
  } = validateAward(wire);
  const refused = validateAward({ ...wire, reason: '', points: -1 });
  const reasonOk = choices.values.includes(values.reason);
  const pointsOk =
    choices.points.length > 0 ? choices.points.includes(values.points) : values.points === 0;
  if (!reasonOk && refused['reason']) issues['reason'] = refused['reason'];
  if (!pointsOk && refused['points']) issues['points'] = refused['points'];
  return issues;
}

/** The fields in the order they are shown, to focus the first with a message. */
const fieldOrder = ['reason', 'points', 'sendBy', 'message'] as const;

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
  nextAllowanceDay,
  onSubmit,
  formErrors,
  isSubmitting = false,
}: AwardFormProps) {
  const headingId = useId();
  // The points are counted in the name of the balance that pays: the allowance or the budget.
  const paidFrom = awardPaidFrom(type);
  const balanceNames = useBalanceNames();
  const pointsName = paidFrom ? balanceNames[paidFrom] : '';
  const content = useBrandContent();
  const labels = content.form;
  const valueChoices = content.awardValues[type];
  const pointChoices = content.awardPoints[type];
  const validate = (values: AwardFormValues) =>
    fieldIssues(type, values, { values: valueChoices, points: pointChoices });
  const f = useForm<AwardFormValues>(
    {
      reason: '',
      points: 0,
      sendBy: defaultSendBy(type),
      message: '',
      recipients: [...initialRecipients],
    },
    validate,
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
        chosen: values.recipients,
      });
    },
    isSubmitting,
  );
  const whatsAppHintId = useId();
  const bySms = f.values.sendBy === 'sms';
  const sending = useSendingSubmit(f, {
    isSubmitting,
    validate,
    fieldOrder,
    recipients: f.values.recipients,
  });

  return (
    <Form {...sending.formProps} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {title}
      </h1>
      <RecipientsField
        selected={f.values.recipients}
        onChange={(next) => f.set('recipients', next)}
        errorMessage={f.errorOf('recipients')}
        renderPicker={renderPicker}
      />
      <Select
        label={labels.value}
        name="reason"
        data-field="reason"
        options={valueChoices.map((value) => ({ value, label: awardValueLabel(value) }))}
        value={f.values.reason === '' ? null : f.values.reason}
        onChange={(value) => f.set('reason', value)}
        errorMessage={f.issueOf('reason')}
        isRequired
      />
      {pointChoices.length > 0 && (
        <PointsField
          type={type}
          choices={pointChoices}
          pointsAvailable={pointsAvailable}
          nextAllowanceDay={nextAllowanceDay}
          form={f}
          label={labels.pointsValue(pointsName)}
          pointsName={pointsName}
        />
      )}
      <MessageAndSubmit
        sendBy={{
          ...f.field('sendBy'),
          // SMS goes on WhatsApp to a recipient who chose it (issue 37): the form says so, its labels stay.
          describedBy: bySms ? whatsAppHintId : undefined,
          notice: bySms && (
            <p id={whatsAppHintId} className={clsx(field.description, styles.whatsAppHint)}>
              {whatsAppMessages.smsHint}
            </p>
          ),
        }}
        message={f.field('message')}
        isSubmitting={isSubmitting}
        {...sending.dialog}
      />
    </Form>
  );
}

/** The points of the award, in the name of the balance that pays them, with what is left to give. */
function PointsField({
  type,
  choices,
  pointsAvailable,
  nextAllowanceDay,
  form: f,
  label,
  pointsName,
}: {
  type: AwardType;
  choices: readonly number[];
  pointsAvailable: number | undefined;
  nextAllowanceDay: string | undefined;
  form: FormController<AwardFormValues>;
  label: string;
  pointsName: string;
}) {
  const format = useBrandFormat();
  const pointsNoteId = useId();
  const { flowMessages } = useMessages();
  return (
    <div className={styles.pointsField}>
      <Select
        label={label}
        name="points"
        data-field="points"
        options={choices.map((p) => ({
          value: String(p),
          label: format.number(p),
          // Pay It Forward gives from one allowance: an amount above what is left is shown, with why,
          // but cannot be chosen.
          ...(type === 'payitforward' && pointsAvailable !== undefined && p > pointsAvailable
            ? { isDisabled: true, description: flowMessages.aboveAllowance(pointsAvailable) }
            : {}),
        }))}
        value={f.values.points === 0 ? null : String(f.values.points)}
        onChange={(value) => f.set('points', Number(value))}
        errorMessage={f.issueOf('points')}
        aria-describedby={pointsAvailable === undefined ? undefined : pointsNoteId}
        isRequired
        className={styles.points}
      />
      {pointsAvailable !== undefined && (
        <span id={pointsNoteId} className={field.description}>
          {pointsAvailable === 0 && nextAllowanceDay !== undefined
            ? flowMessages.noneLeftToGive(pointsName, nextAllowanceDay)
            : flowMessages.leftToGive(format.number(pointsAvailable), pointsName)}
        </span>
      )}
    </div>
  );
}

export interface AwardSuccessProps {
  /** The award type whose success panel to show. */
  type: AwardType;
  /** Returns to an empty form. */
  onSendAnother: () => void;
  /** Who it went to, as chosen; named under the heading. */
  sentTo?: readonly SelectedMember[] | undefined;
  /** The points each recipient was given (0 or omitted for Shout Out). */
  points?: number | undefined;
  /** What is left of the balance it came from, once the member data is fresh. */
  balanceLeft?: number | undefined;
}

/** A chosen recipient as a sentence names them (a whole division in the brand's `entireDivision`). */
const nameOf = (row: SelectedMember, messages: UiMessages['messages']) =>
  row.isEntireDivision ? messages.entireDivision(row.division) : `${row.firstname} ${row.surname}`;

/**
 * After an award is sent: the spec's 'Successfully submitted {form}' (the heading takes the focus), then
 * what happened in words (who it went to, the points in the name of the balance they came from), and
 * 'Send Another'.
 */
export function AwardSuccess({
  type,
  onSendAnother,
  sentTo = [],
  points = 0,
  balanceLeft,
}: AwardSuccessProps) {
  const balanceNames = useBalanceNames();
  const { messages, flowMessages } = useMessages();
  const paidFrom = awardPaidFrom(type);
  const balance = paidFrom && balanceNames[paidFrom];
  const each = sentTo.length > 1 || sentTo.some((row) => row.isEntireDivision);
  return (
    <SentPanel heading={messages.awardSubmitted(type)} onSendAnother={onSendAnother}>
      {sentTo.length > 0 && (
        <p>
          {flowMessages.awardSentTo(
            flowMessages.awardNames[type],
            sentTo.map((row) => nameOf(row, messages)),
          )}
        </p>
      )}
      {balance && points > 0 && (
        <p>
          {flowMessages.awardPointsGiven(points, balance, each)}
          {balanceLeft !== undefined && <> {flowMessages.balanceLeft(balanceLeft, balance)}</>}
        </p>
      )}
    </SentPanel>
  );
}
