import {
  fieldLimits,
  validateForgotPasswordStep1,
  validateForgotPasswordStep2,
  type FormIssues,
} from '@plaudit/domain';
import { useId } from 'react';
import { Button } from '../Button/index.ts';
import form from '../forms/form.module.scss';
import { useForm } from '../forms/index.ts';
import { Link } from '../Link/index.ts';
import { OtpField } from '../OtpField/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { TextField } from '../TextField/index.ts';

interface StepProps<T> {
  /** Called with the step's values once the client rules pass. */
  onSubmit: (values: T) => void;
  /** The server's per-field errors. */
  formErrors?: FormIssues;
  /** The button shows the call under way (and ignores presses). @default false */
  isSubmitting?: boolean;
}

export interface ForgotPasswordStep1Values {
  cellNum: string;
}

export type ForgotPasswordStep1Props = StepProps<ForgotPasswordStep1Values>;

/** Forgot password step 1: the cell number the OTP goes to. */
export function ForgotPasswordStep1({
  onSubmit,
  formErrors,
  isSubmitting = false,
}: ForgotPasswordStep1Props) {
  const headingId = useId();
  const f = useForm<ForgotPasswordStep1Values>(
    { cellNum: '' },
    validateForgotPasswordStep1,
    formErrors,
    onSubmit,
  );
  return (
    <form noValidate onSubmit={f.handleSubmit} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        Forgot password
      </h1>
      <p className={form.intro}>
        Enter your mobile number and we will send you a one-time pin by SMS.
      </p>
      <TextField
        label="Mobile number"
        name="cellNum"
        type="tel"
        autoComplete="tel"
        {...f.field('cellNum')}
        maxLength={fieldLimits.cellNum}
        isRequired
      />
      <div className={form.actions}>
        <Button type="submit" isPending={isSubmitting}>
          Send one-time pin
        </Button>
      </div>
    </form>
  );
}

export interface ForgotPasswordStep2Values {
  otp: string;
  password: string;
}

export interface ForgotPasswordStep2Props extends StepProps<ForgotPasswordStep2Values> {
  /** The number the OTP went to. */
  cellNum: string;
}

/** Forgot password step 2: the OTP and the new password. */
export function ForgotPasswordStep2({
  cellNum,
  onSubmit,
  formErrors,
  isSubmitting = false,
}: ForgotPasswordStep2Props) {
  const headingId = useId();
  const f = useForm<ForgotPasswordStep2Values>(
    { otp: '', password: '' },
    validateForgotPasswordStep2,
    formErrors,
    onSubmit,
  );
  return (
    <form noValidate onSubmit={f.handleSubmit} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        Forgot password
      </h1>
      <OtpField cellNum={cellNum} {...f.field('otp')} />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        {...f.field('password')}
        isRequired
      />
      <div className={form.actions}>
        <Button type="submit" isPending={isSubmitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}

/** Forgot password done: the password is changed; links to login. */
export function ForgotPasswordDone() {
  const headingId = useId();
  return (
    <section className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        Password changed
      </h1>
      <p className={form.intro}>Your password has been changed. Log in with your new password.</p>
      <Link href="/hello">Log in</Link>
    </section>
  );
}
