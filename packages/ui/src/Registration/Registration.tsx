import { useId } from 'react';
import {
  fieldLimits,
  validateRegistrationStep1,
  validateRegistrationStep2,
  type FormIssues,
} from '@plaudit/domain';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
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

export interface RegistrationStep1Values {
  cellNum: string;
  postAddr2: string;
}

export type RegistrationStep1Props = StepProps<RegistrationStep1Values>;

/** Registration step 1: the cell number and an optional identity-provider ID; sends the OTP. */
export function RegistrationStep1({
  onSubmit,
  formErrors,
  isSubmitting = false,
}: RegistrationStep1Props) {
  const headingId = useId();
  const f = useForm<RegistrationStep1Values>(
    { cellNum: '', postAddr2: '' },
    validateRegistrationStep1,
    formErrors,
    onSubmit,
  );
  return (
    <form noValidate onSubmit={f.handleSubmit} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        Register
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
      <TextField
        label="ID (optional)"
        name="postAddr2"
        description="Your identity-provider ID, if you have one."
        {...f.field('postAddr2')}
        maxLength={fieldLimits.postAddr2Registration}
      />
      <div className={form.actions}>
        <Button type="submit" isPending={isSubmitting}>
          Send one-time pin
        </Button>
      </div>
    </form>
  );
}

export interface RegistrationStep2Values {
  otp: string;
  firstname: string;
  surname: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

export interface RegistrationStep2Props extends StepProps<RegistrationStep2Values> {
  /** The number the OTP went to. */
  cellNum: string;
}

/** Registration step 2: the OTP, the member's details, a password and the terms checkbox. */
export function RegistrationStep2({
  cellNum,
  onSubmit,
  formErrors,
  isSubmitting = false,
}: RegistrationStep2Props) {
  const headingId = useId();
  const f = useForm<RegistrationStep2Values>(
    { otp: '', firstname: '', surname: '', email: '', password: '', acceptTerms: false },
    validateRegistrationStep2,
    formErrors,
    onSubmit,
  );
  return (
    <form noValidate onSubmit={f.handleSubmit} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        Register
      </h1>
      <OtpField cellNum={cellNum} {...f.field('otp')} />
      <TextField
        label="First name"
        name="firstname"
        autoComplete="given-name"
        {...f.field('firstname')}
        maxLength={fieldLimits.firstname}
        isRequired
      />
      <TextField
        label="Surname"
        name="surname"
        autoComplete="family-name"
        {...f.field('surname')}
        maxLength={fieldLimits.surname}
        isRequired
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        {...f.field('email')}
        maxLength={fieldLimits.email}
        isRequired
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        {...f.field('password')}
        isRequired
      />
      <Checkbox
        name="acceptTerms"
        isSelected={f.values.acceptTerms}
        onChange={(v) => f.set('acceptTerms', v)}
        errorMessage={f.errorOf('acceptTerms')}
      >
        I accept the Terms and Conditions
      </Checkbox>
      <div className={form.actions}>
        <Button type="submit" isPending={isSubmitting}>
          Register
        </Button>
      </div>
    </form>
  );
}

/** Registration done: confirmation with the way to log in. */
export function RegistrationDone() {
  const headingId = useId();
  return (
    <section className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        Registration complete
      </h1>
      <p className={form.intro}>You are registered. Log in with your mobile number and password.</p>
      <Link href="/hello">Log in</Link>
    </section>
  );
}
