import {
  fieldLimits,
  validateForgotPasswordStep1,
  validateForgotPasswordStep2,
  type FormIssues,
} from '@plaudit/domain';
import { PinResend, StepDone, StepForm, useForm, type PinResendProps } from '../forms/index.ts';
import { OtpField } from '../OtpField/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { TextField } from '../TextField/index.ts';
import { useMessages, useWords } from '../theme/index.ts';

interface StepProps<T> {
  /** Called with the step's values once the client rules pass. */
  onSubmit: (values: T) => void;
  /** The server's per-field errors. */
  formErrors?: FormIssues | undefined;
  /** The button shows the call under way (and ignores presses). @default false */
  isSubmitting?: boolean;
}

export interface ForgotPasswordStep1Values {
  cellNum: string;
}

export interface ForgotPasswordStep1Props extends StepProps<ForgotPasswordStep1Values> {
  /** The number typed before ('Change number' returns with it). */
  defaultCellNum?: string | undefined;
}

/** Forgot password step 1: the cell number the OTP goes to. */
export function ForgotPasswordStep1({
  onSubmit,
  formErrors,
  isSubmitting = false,
  defaultCellNum = '',
}: ForgotPasswordStep1Props) {
  const word = useWords();
  const f = useForm<ForgotPasswordStep1Values>(
    { cellNum: defaultCellNum },
    validateForgotPasswordStep1,
    formErrors,
    onSubmit,
    isSubmitting,
  );
  return (
    <StepForm
      title={word('Forgot password')}
      intro={word('Enter your mobile number and we will send you a one-time pin by SMS.')}
      submitLabel={word('Send one-time pin')}
      isSubmitting={isSubmitting}
      onSubmit={f.handleSubmit}
      validationErrors={f.validationErrors}
    >
      <TextField
        label={word('Mobile number')}
        name="cellNum"
        type="tel"
        autoComplete="tel"
        {...f.field('cellNum')}
        maxLength={fieldLimits.cellNum}
        isRequired
      />
    </StepForm>
  );
}

export interface ForgotPasswordStep2Values {
  otp: string;
  password: string;
}

export interface ForgotPasswordStep2Props extends StepProps<ForgotPasswordStep2Values> {
  /** The number the OTP went to. */
  cellNum: string;
  /** 'Resend pin' under the pin field, with the server's wait counted down. */
  resend?: PinResendProps | undefined;
  /** 'Change number': back to step 1 with the number typed. */
  onBack?: (() => void) | undefined;
}

/** Forgot password step 2: the OTP and the new password. */
export function ForgotPasswordStep2({
  cellNum,
  onSubmit,
  formErrors,
  isSubmitting = false,
  resend,
  onBack,
}: ForgotPasswordStep2Props) {
  const word = useWords();
  const { flowMessages } = useMessages();
  const f = useForm<ForgotPasswordStep2Values>(
    { otp: '', password: '' },
    validateForgotPasswordStep2,
    formErrors,
    onSubmit,
    isSubmitting,
  );
  return (
    <StepForm
      title={word('Forgot password')}
      submitLabel={word('Change password')}
      isSubmitting={isSubmitting}
      onSubmit={f.handleSubmit}
      validationErrors={f.validationErrors}
      onBack={onBack}
      backLabel={flowMessages.changeNumber}
    >
      <OtpField cellNum={cellNum} {...f.field('otp')} />
      {resend && <PinResend {...resend} />}
      <PasswordField
        label={word('New password')}
        name="password"
        autoComplete="new-password"
        {...f.field('password')}
        isRequired
      />
    </StepForm>
  );
}

/** Forgot password done: the password is changed; links to login. */
export function ForgotPasswordDone() {
  const word = useWords();
  return (
    <StepDone title={word('Password changed')}>
      {word('Your password has been changed. Log in with your new password.')}
    </StepDone>
  );
}
