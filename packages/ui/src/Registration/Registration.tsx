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
  /** Disables the button while the call runs. @default false */
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
        value={f.values.cellNum}
        onChange={(v) => f.set('cellNum', v)}
        maxLength={fieldLimits.cellNum}
        isRequired
        errorMessage={f.errorOf('cellNum')}
      />
      <TextField
        label="ID (optional)"
        name="postAddr2"
        description="Your identity-provider ID, if you have one."
        value={f.values.postAddr2}
        onChange={(v) => f.set('postAddr2', v)}
        maxLength={fieldLimits.postAddr2Registration}
        errorMessage={f.errorOf('postAddr2')}
      />
      <div className={form.actions}>
        <Button type="submit" isDisabled={isSubmitting}>
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
      <OtpField
        cellNum={cellNum}
        value={f.values.otp}
        onChange={(v) => f.set('otp', v)}
        errorMessage={f.errorOf('otp')}
      />
      <TextField
        label="First name"
        name="firstname"
        autoComplete="given-name"
        value={f.values.firstname}
        onChange={(v) => f.set('firstname', v)}
        maxLength={fieldLimits.firstname}
        isRequired
        errorMessage={f.errorOf('firstname')}
      />
      <TextField
        label="Surname"
        name="surname"
        autoComplete="family-name"
        value={f.values.surname}
        onChange={(v) => f.set('surname', v)}
        maxLength={fieldLimits.surname}
        isRequired
        errorMessage={f.errorOf('surname')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={f.values.email}
        onChange={(v) => f.set('email', v)}
        maxLength={fieldLimits.email}
        isRequired
        errorMessage={f.errorOf('email')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={f.values.password}
        onChange={(v) => f.set('password', v)}
        isRequired
        errorMessage={f.errorOf('password')}
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
        <Button type="submit" isDisabled={isSubmitting}>
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
