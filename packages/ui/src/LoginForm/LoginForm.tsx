import { useId } from 'react';
import { Form } from 'react-aria-components';
import { fieldLimits, validateLogin, type FormIssues } from '@plaudit/domain';
import { Button } from '../Button/index.ts';
import form from '../forms/form.module.scss';
import { useForm } from '../forms/index.ts';
import { Link } from '../Link/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { TextField } from '../TextField/index.ts';
import { useWords } from '../theme/index.ts';

export interface LoginValues {
  memberNumber: string;
  password: string;
}

export interface LoginFormProps {
  /** Called with the credentials once the client rules pass. */
  onSubmit: (values: LoginValues) => void;
  /** The server's per-field errors. */
  formErrors?: FormIssues;
  /** The button shows the login call under way (and ignores presses). @default false */
  isSubmitting?: boolean;
}

/** The Hello screen's login: mobile number and password, with the links of SPEC §2. */
export function LoginForm({ onSubmit, formErrors, isSubmitting = false }: LoginFormProps) {
  const headingId = useId();
  const word = useWords();
  const f = useForm<LoginValues>(
    { memberNumber: '', password: '' },
    validateLogin,
    formErrors,
    onSubmit,
    isSubmitting,
  );
  return (
    <Form {...f.formProps} className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading}>
        {word('Log in')}
      </h1>
      <TextField
        label={word('Mobile number')}
        name="memberNumber"
        type="tel"
        autoComplete="username"
        {...f.field('memberNumber')}
        maxLength={fieldLimits.loginMemberNumber}
        isRequired
      />
      <PasswordField
        label={word('Password')}
        name="password"
        showHint={false}
        {...f.field('password')}
        isRequired
      />
      <div className={form.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {word('Log in')}
        </Button>
      </div>
      <ul className={form.links}>
        <li>
          <Link href="/forgotpassword">{word('Forgot password?')}</Link>
        </li>
        <li>
          <Link href="/register">{word('Register')}</Link>
        </li>
        <li>
          <Link href="/about">{word('About')}</Link>
        </li>
        <li>
          <Link href="/terms">{word('Terms')}</Link>
        </li>
        <li>
          <Link href="/disclaimer">{word('Disclaimer')}</Link>
        </li>
      </ul>
    </Form>
  );
}
