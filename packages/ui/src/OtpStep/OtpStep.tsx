import { fieldLabels, type FormIssues } from '@plaudit/domain';
import { useId } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import form from '../forms/form.module.scss';
import { useForm } from '../forms/index.ts';
import { OtpField } from '../OtpField/index.ts';
import { useBrandContent, useMessages } from '../theme/index.ts';

export interface OtpStepValues {
  otp: string;
}

export interface OtpStepProps {
  /** Called with the pin once it is filled in. */
  onSubmit: (values: OtpStepValues) => void;
  /** The number the pin was sent to, named in the instruction. */
  cellNum?: string;
  /** The step's heading. @default the brand's `otp.title` ('One-time pin') */
  title?: string;
  /** The server's per-field errors of the last attempt (`otp`). */
  formErrors?: FormIssues;
  /** Submit shows the call under way. @default false */
  isSubmitting?: boolean;
  /** Asks for another pin; without it the step offers none. */
  onResend?: () => void;
  /** Goes back to change the number; without it the step offers no way back. */
  onBack?: () => void;
}

// The field caps the pin at its limit (OtpField), so the only client rule left is that it is there.
// `required` is the brand's message of an empty field.
const validateOtp = (values: OtpStepValues, required: (label: string) => string): FormIssues =>
  values.otp.trim() === '' ? { otp: required(fieldLabels.otp) } : {};

/**
 * The OTP step on its own (the one-time pin of SPEC §2's registration, forgotten password and change
 * password): the pin sent by SMS, Continue, and, where the screen offers them, a new pin or a way back.
 */
export function OtpStep({
  onSubmit,
  cellNum,
  title,
  formErrors,
  isSubmitting = false,
  onResend,
  onBack,
}: OtpStepProps) {
  const labels = useBrandContent().otp;
  const { messages } = useMessages();
  const headingId = useId();
  const f = useForm<OtpStepValues>(
    { otp: '' },
    (values) => validateOtp(values, messages.required),
    formErrors,
    (values) => onSubmit({ otp: values.otp.trim() }),
    isSubmitting,
  );
  return (
    <Form {...f.formProps} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {title ?? labels.title}
      </h1>
      <OtpField cellNum={cellNum} {...f.field('otp')} />
      <div className={form.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {labels.submit}
        </Button>
        {onResend && (
          <Button variant="secondary" onPress={onResend} isDisabled={isSubmitting}>
            {labels.resend}
          </Button>
        )}
        {onBack && (
          <Button variant="secondary" onPress={onBack} isDisabled={isSubmitting}>
            {labels.back}
          </Button>
        )}
      </div>
    </Form>
  );
}
