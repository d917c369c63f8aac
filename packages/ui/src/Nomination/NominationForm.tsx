import {
  awardValueLabel,
  fieldLimits,
  toWireRecipients,
  validateNomination,
  type FormIssues,
  type SelectedMember,
} from '@plaudit/domain';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import {
  MessageAndSubmit,
  RecipientsField,
  useSendingSubmit,
  type RecipientPickerSlot,
} from '../forms/recipientForms.tsx';
import { Alert } from '../Alert/index.ts';
import form from '../forms/form.module.scss';
import { useForm } from '../forms/index.ts';
import { Select } from '../Select/index.ts';
import styles from './Nomination.module.scss';
import { useBrandContent, useBrandFormat, useWords } from '../theme/index.ts';

/** What the nomination form holds while it is filled in. */
export interface NominationFormValues {
  /** The chosen value (nomCat), '' while none. */
  nomCat: string;
  /** Why the colleagues are nominated. */
  reason: string;
  /** The nominees (the wire's `members`): individuals and whole divisions. */
  members: SelectedMember[];
}

/** What the nomination form sends (the body of /api/nom/newnom). */
export interface NominationSubmission {
  /** The value the colleagues are nominated for. */
  nomCat: string;
  /** Why. */
  reason: string;
  /** Wire nominees: member ids and 'div:{code}'. */
  members: string[];
}

export interface NominationFormProps {
  /** Renders the member picker for the nominees (whole divisions allowed where allowsWholeStores). */
  renderPicker: (slot: RecipientPickerSlot) => ReactNode;
  /** Called once the client rules pass. */
  onSubmit: (nomination: NominationSubmission) => void;
  /** The server's per-field errors (nomCat, reason, members). */
  formErrors?: FormIssues;
  /** Submit shows the call under way. @default false */
  isSubmitting?: boolean;
  /** The success message of the last nomination, shown above the empty form. */
  successMessage?: string;
  /** The form's heading. @default 'Nominate' */
  title?: string;
  /**
   * Whether the nominator may name whole stores (a manager may; the picker refuses them otherwise): the
   * intro says so only then. @default true
   */
  allowsWholeStores?: boolean;
}

function fieldIssues(values: NominationFormValues): FormIssues {
  const { members: _inDialog, ...issues } = validateNomination({
    nomCat: values.nomCat,
    reason: values.reason,
    members: toWireRecipients(values.members),
  });
  return issues;
}

/**
 * Nominate (SPEC §2): nominees through the member picker (individuals and whole divisions), a value of
 * SPEC §9's nomination values and a reason with a live counter (1,500 characters). No nominee: the
 * 'Recipients required' dialog and nothing is sent. The screen remounts it empty after a nomination and
 * passes the success message, which is announced and takes the focus.
 */
export function NominationForm({
  renderPicker,
  onSubmit,
  formErrors,
  isSubmitting = false,
  successMessage,
  title,
  allowsWholeStores = true,
}: NominationFormProps) {
  const format = useBrandFormat();
  const word = useWords();
  const content = useBrandContent();
  const headingId = useId();
  const success = useRef<HTMLDivElement>(null);
  const f = useForm<NominationFormValues>(
    { nomCat: '', reason: '', members: [] },
    fieldIssues,
    formErrors,
    (values) => {
      if (values.members.length === 0) return;
      onSubmit({
        nomCat: values.nomCat,
        reason: values.reason.trim(),
        members: toWireRecipients(values.members),
      });
    },
    isSubmitting,
  );
  const nominees = f.values.members;
  useEffect(() => {
    if (successMessage) success.current?.focus();
  }, [successMessage]);

  const sending = useSendingSubmit(f, {
    isSubmitting,
    validate: fieldIssues,
    fieldOrder: ['nomCat', 'reason'],
    recipients: nominees,
  });

  return (
    <Form {...sending.formProps} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {title ?? word('Nominate')}
      </h1>
      {successMessage && (
        <div ref={success} tabIndex={-1} className={styles.success}>
          <Alert variant="success">{successMessage}</Alert>
        </div>
      )}
      <p className={form.intro}>
        {allowsWholeStores
          ? word('Nominate colleagues, or a whole store, for living one of our values.')
          : word('Nominate colleagues for living one of our values.')}
      </p>
      <RecipientsField
        label={word('Nominees')}
        selected={nominees}
        onChange={(next) => f.set('members', next)}
        errorMessage={f.errorOf('members')}
        renderPicker={renderPicker}
      />
      <Select
        label={content.form.value}
        name="nomCat"
        data-field="nomCat"
        options={content.nominationValues.map((value) => ({
          value,
          label: awardValueLabel(value),
        }))}
        value={f.values.nomCat === '' ? null : f.values.nomCat}
        onChange={(value) => f.set('nomCat', value)}
        errorMessage={f.issueOf('nomCat')}
        isRequired
      />
      <MessageAndSubmit
        message={{
          ...f.field('reason'),
          label: word('Reason'),
          name: 'reason',
          rows: 5,
          maxLength: fieldLimits.nominationReason,
          placeholder: content.phrases.nominationReasonPlaceholder(
            format.number(fieldLimits.nominationReason),
          ),
          className: styles.reason,
        }}
        isSubmitting={isSubmitting}
        {...sending.dialog}
      />
    </Form>
  );
}
