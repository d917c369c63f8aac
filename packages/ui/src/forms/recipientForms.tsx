import {
  isMessageEnabled,
  messageLimit,
  messagePlaceholder,
  remainingText,
  selectRecipient,
  checkRecipientsRequired,
  type FormIssues,
  type SelectedMember,
  type SendBy,
} from '@plaudit/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { MessageDialog } from '../MessageDialog/index.ts';
import { RecipientList } from '../RecipientList/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBrandContent, useMessages } from '../theme/index.ts';
import form from './form.module.scss';
import type { FormController } from './useForm.ts';

/**
 * The parts the forms that send to chosen colleagues share (the awards, Nominate, Send To All): the chosen
 * recipients with their picker, the send-by choice, the message box, Submit with the 'Recipients required'
 * dialog, and the panel shown once something is sent.
 */

/** What such a form hands its member picker. */
export interface RecipientPickerSlot {
  /** Whether the picker is open. */
  isOpen: boolean;
  /** Closes the picker (its Done button, Escape). */
  onClose: () => void;
  /** The form's recipients. */
  selected: readonly SelectedMember[];
  /** Replaces the form's recipients. */
  onSelectedChange: (selected: SelectedMember[]) => void;
}

/** Removing a row needs no rule of the picker's, only the same reducer. */
const removalRules = { allowWholeDivision: true, singleSelect: false };

export interface RecipientsFieldProps {
  /** The list's label. @default the brand content's `form.recipients`, 'Recipients' */
  label?: string;
  selected: SelectedMember[];
  onChange: (selected: SelectedMember[]) => void;
  errorMessage?: string | undefined;
  /** Renders the member picker (the app passes a connected MemberPicker). */
  renderPicker: (slot: RecipientPickerSlot) => ReactNode;
}

/** The chosen recipients, each removable, and the member picker that chooses them. */
export function RecipientsField({
  label,
  selected,
  onChange,
  errorMessage,
  renderPicker,
}: RecipientsFieldProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <RecipientList
        {...(label === undefined ? {} : { label })}
        selected={selected}
        onRemove={(key) =>
          onChange(selectRecipient(selected, { type: 'remove', key }, removalRules).selected)
        }
        onChoose={() => setOpen(true)}
        errorMessage={errorMessage}
      />
      {renderPicker({
        isOpen,
        onClose: () => setOpen(false),
        selected,
        onSelectedChange: onChange,
      })}
    </>
  );
}

/** The send-by choices, Email first (SPEC §2). */
const sendByValues = ['email', 'sms'] as const satisfies readonly SendBy[];

/** The send-by choices with the brand's labels, for a radio group. */
export function useSendByChoices(): { value: SendBy; label: string }[] {
  const labels = useBrandContent().form;
  return sendByValues.map((value) => ({ value, label: labels[value] }));
}

/** The chosen send-by of a radio group's value. */
export const toSendBy = (value: string): SendBy | undefined =>
  sendByValues.find((choice) => choice === value);

export interface MessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The message box opens once a send method is chosen; SMS allows fewer characters. */
  sendBy: SendBy | undefined;
  errorMessage?: string | undefined;
}

/**
 * The personal message: closed until a send method is chosen, with the characters left under it. A
 * message longer than the chosen method allows (an email's text switched to SMS) is marked at once.
 */
export function MessageField({ value, onChange, sendBy, errorMessage }: MessageFieldProps) {
  const label = useBrandContent().form.message;
  const { messages } = useMessages();
  const limit = messageLimit(sendBy);
  const overLimit =
    limit !== undefined && value.length > limit ? messages.tooLong(label, limit) : undefined;
  return (
    <TextField
      label={label}
      name="message"
      data-field="message"
      multiline
      rows={3}
      value={value}
      onChange={onChange}
      isDisabled={!isMessageEnabled(sendBy)}
      maxLength={limit}
      counter={() => remainingText(value, sendBy)}
      placeholder={messagePlaceholder(sendBy)}
      errorMessage={errorMessage ?? overLimit}
      isRequired
      className={form.message}
    />
  );
}

export interface SendByFieldProps {
  /** Email or SMS, undefined while none is chosen. */
  value: SendBy | undefined;
  onChange: (value: SendBy | undefined) => void;
  errorMessage?: string | undefined;
  /** Shown under the choice, between it and the message (Send To All's SMS notice). */
  notice?: ReactNode;
  /** The id of what describes the choice (the notice, while it is shown). */
  describedBy?: string | undefined;
}

/** The text of a form's message box, its rules coming from the send-by choice. */
export interface MessageValue {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

/** A message box with rules of its own, for a form without a send-by choice (Nominate's reason). */
export interface PlainMessage extends MessageValue {
  label: string;
  name: string;
  /** The characters allowed, counted down under the box. */
  maxLength: number;
  placeholder: string;
  /** The box's rows before it grows. */
  rows: number;
  className?: string;
}

/** The 'Recipients required' dialog under Submit. */
export interface RecipientsRequiredDialog {
  /** The dialog's content while it is open. */
  recipientsRequired: ReturnType<typeof checkRecipientsRequired>;
  onDialogClose: () => void;
}

export interface SendingSubmitOptions<T> {
  /** A submit is under way: another one sends nothing and moves nothing. */
  isSubmitting: boolean;
  /** The form's field rules, as useForm has them. */
  validate: (values: T) => FormIssues;
  /** The fields in the order they are shown (each marked `data-field` with its name). */
  fieldOrder: readonly (keyof T & string)[];
  /** The chosen recipients. */
  recipients: readonly SelectedMember[];
  /** Every store is chosen (Send To All's Yes): no recipients are needed. @default false */
  allStores?: boolean;
}

/**
 * Focuses what a person uses to change a field: a Select's button, the chosen (or first) radio, the box.
 * useForm's focus goes to the first field marked aria-invalid, which a Select's button and a radio group's
 * radios do not carry.
 */
function focusField(formElement: HTMLFormElement, name: string) {
  const fieldElement = formElement.querySelector(`[data-field="${name}"]`);
  const target =
    fieldElement?.querySelector<HTMLElement>('input:checked') ??
    fieldElement?.querySelector<HTMLElement>('button, input, textarea');
  target?.focus();
}

/**
 * The submit of a form that sends to chosen colleagues: useForm's rules, with the focus on the first field
 * to fix, then the 'Recipients required' dialog over them when no one is chosen (it gives the focus back
 * there when it closes). Spread `formProps` on the form and `dialog` on MessageAndSubmit.
 */
export function useSendingSubmit<T extends object>(
  f: FormController<T>,
  { isSubmitting, validate, fieldOrder, recipients, allStores = false }: SendingSubmitOptions<T>,
): { formProps: FormController<T>['formProps']; dialog: RecipientsRequiredDialog } {
  const [required, setRequired] = useState<ReturnType<typeof checkRecipientsRequired>>(undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    f.handleSubmit(event);
    if (isSubmitting) return;
    const issues = validate(f.values);
    const first = fieldOrder.find((name) => name in issues);
    if (first) focusField(formElement, first);
    setRequired(checkRecipientsRequired(recipients, { allStores }));
  };
  return {
    formProps: { ...f.formProps, onSubmit },
    dialog: { recipientsRequired: required, onDialogClose: () => setRequired(undefined) },
  };
}

interface SubmitTail extends RecipientsRequiredDialog {
  isSubmitting: boolean;
}

export type MessageAndSubmitProps = SubmitTail &
  (
    | {
        /** Email or SMS (the awards, Send To All); the message box opens once one is chosen. */
        sendBy: SendByFieldProps;
        message: MessageValue;
      }
    | {
        sendBy?: undefined;
        message: PlainMessage;
      }
  );

/**
 * The end of every form that sends to chosen colleagues: the send-by choice where there is one, the message
 * with the characters left under it, then Submit with the 'Recipients required' dialog.
 */
export function MessageAndSubmit(props: MessageAndSubmitProps) {
  const { isSubmitting, recipientsRequired, onDialogClose } = props;
  return (
    <>
      {props.sendBy === undefined ? (
        <PlainMessageField {...props.message} />
      ) : (
        <>
          <SendByField {...props.sendBy} />
          {props.sendBy.notice}
          <MessageField {...props.message} sendBy={props.sendBy.value} />
        </>
      )}
      <SubmitWithRecipients
        isSubmitting={isSubmitting}
        recipientsRequired={recipientsRequired}
        onDialogClose={onDialogClose}
      />
    </>
  );
}

/** Email or SMS, Email first. */
function SendByField({ value, onChange, errorMessage, describedBy }: SendByFieldProps) {
  const labels = useBrandContent().form;
  const sendByChoices = useSendByChoices();
  return (
    <RadioGroup
      label={labels.sendBy}
      name="sendBy"
      data-field="sendBy"
      options={sendByChoices}
      value={value ?? null}
      onChange={(next) => onChange(toSendBy(next))}
      errorMessage={errorMessage}
      aria-describedby={describedBy}
      isRequired
    />
  );
}

/** A message box open from the start, with its own limit counted down under it. */
function PlainMessageField(props: PlainMessage) {
  return <TextField {...props} data-field={props.name} multiline counter isRequired />;
}

export type SubmitWithRecipientsProps = SubmitTail;

/** Submit, and the 'Recipients required' dialog a submit without recipients opens. */
export function SubmitWithRecipients({
  isSubmitting,
  recipientsRequired,
  onDialogClose,
}: SubmitWithRecipientsProps) {
  const labels = useBrandContent().form;
  const { messages } = useMessages();
  return (
    <>
      <div className={form.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {labels.submit}
        </Button>
      </div>
      <MessageDialog
        title={recipientsRequired?.title ?? messages.recipientsRequiredTitle}
        isOpen={recipientsRequired !== undefined}
        onClose={onDialogClose}
      >
        {recipientsRequired?.message}
      </MessageDialog>
    </>
  );
}

export interface SentPanelProps {
  /** What was sent, e.g. 'Successfully submitted Recognise'. */
  heading: string;
  /** Returns to an empty form. */
  onSendAnother: () => void;
  /** What happened, in words, under the heading. */
  children?: ReactNode;
}

/** After sending: the outcome as a heading that takes the focus (to announce it), and 'Send Another'. */
export function SentPanel({ heading, onSendAnother, children }: SentPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const labels = useBrandContent().form;
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby={headingId} className={form.form}>
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className={form.sentHeading}>
        {heading}
      </h1>
      {children}
      <div className={form.actions}>
        <Button onPress={onSendAnother}>{labels.sendAnother}</Button>
      </div>
    </section>
  );
}
