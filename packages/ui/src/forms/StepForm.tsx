import { fieldLimits, type FormIssues } from '@plaudit/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { OtpField } from '../OtpField/index.ts';
import { TextField } from '../TextField/index.ts';
import { useMessages, useWords } from '../theme/index.ts';
import form from './form.module.scss';
import { useForm, type FormController } from './useForm.ts';

/** What every step of an account flow takes from its screen. */
export interface StepProps<T> {
  /** Called with the step's values once the client rules pass. */
  onSubmit: (values: T) => void;
  /** The server's per-field errors. */
  formErrors?: FormIssues | undefined;
  /** The button shows the call under way (and ignores presses). @default false */
  isSubmitting?: boolean;
  /**
   * The step's heading takes the focus when it shows, so a screen reader says the step has changed (a
   * step reached from another step; not a screen's first step as the page opens). @default false
   */
  focusOnMount?: boolean | undefined;
}

/**
 * A heading that takes the focus as it shows when `focusOnMount` (the next step of a flow): spread on the
 * heading element.
 */
export function useFocusedHeading(focusOnMount: boolean) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return { ref, tabIndex: focusOnMount ? -1 : undefined };
}

type FieldOf<T> = ReturnType<FormController<T>['field']>;
type StepWiring = Pick<
  StepFormProps,
  'isSubmitting' | 'onSubmit' | 'validationErrors' | 'focusOnMount'
>;

/**
 * A step's form: its values under the domain's rules (useForm), and what StepForm takes from it (the
 * submit, the busy button, the server's messages under their fields), to spread on it.
 */
export function useStepForm<T extends object>(
  initial: T,
  validate: (values: T) => FormIssues,
  { onSubmit, formErrors, isSubmitting = false, focusOnMount = false }: StepProps<T>,
): { f: FormController<T>; step: StepWiring } {
  const f = useForm<T>(initial, validate, formErrors, onSubmit, isSubmitting);
  return {
    f,
    step: {
      isSubmitting,
      onSubmit: f.handleSubmit,
      validationErrors: f.validationErrors,
      focusOnMount,
    },
  };
}

export interface StepFormProps {
  /** The flow's heading, the same on every step ('Register', 'Forgot password'). */
  title: string;
  /** A sentence under the heading saying what this step asks for. */
  intro?: ReactNode;
  /** The submit button's label. */
  submitLabel: string;
  /** The button shows the call under way (and ignores presses). @default false */
  isSubmitting?: boolean;
  /** The form's submit handler (a `useForm`'s `handleSubmit`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The server's messages by field name, shown under those fields (a `useForm`'s `validationErrors`). */
  validationErrors?: FormIssues;
  /** A way back to the previous step ('Change number'), shown before the submit button. */
  onBack?: (() => void) | undefined;
  /** The back button's label. @default 'Back' */
  backLabel?: string;
  /** The heading takes the focus as the step shows (a step reached from another). @default false */
  focusOnMount?: boolean | undefined;
  children: ReactNode;
}

/**
 * One step of an account flow (registration, forgot password): its heading, what it asks, the fields,
 * and the actions (an optional way back, then submit). Every step of every flow has this one shape.
 */
export function StepForm({
  title,
  intro,
  submitLabel,
  isSubmitting = false,
  onSubmit,
  validationErrors,
  onBack,
  backLabel,
  focusOnMount = false,
  children,
}: StepFormProps) {
  const { flowMessages } = useMessages();
  const headingId = useId();
  const heading = useFocusedHeading(focusOnMount);
  return (
    <Form
      validationBehavior="aria"
      validationErrors={validationErrors}
      onSubmit={onSubmit}
      className={form.form}
      aria-labelledby={headingId}
    >
      <h1 id={headingId} className={form.heading} {...heading}>
        {title}
      </h1>
      {intro && <p className={form.intro}>{intro}</p>}
      {children}
      <div className={form.actions}>
        {onBack && (
          <Button variant="secondary" onPress={onBack}>
            {backLabel ?? flowMessages.back}
          </Button>
        )}
        <Button type="submit" isPending={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

export interface StepDoneProps {
  /** The flow's closing heading. */
  title: string;
  /** What happened and what to do next. */
  children: ReactNode;
  /** The way on, to the login. @default 'Log in' to /hello */
  link?: { href: string; label: string };
}

/**
 * The last step of an account flow: what happened, and the way to log in. Its heading takes the focus
 * (it is always reached from a step), so a screen reader says what happened.
 */
export function StepDone({ title, children, link }: StepDoneProps) {
  const word = useWords();
  const headingId = useId();
  const heading = useFocusedHeading(true);
  return (
    <section className={form.form} aria-labelledby={headingId}>
      <h1 id={headingId} className={form.heading} {...heading}>
        {title}
      </h1>
      <p className={form.intro}>{children}</p>
      <Link href={link?.href ?? '/hello'}>{link?.label ?? word('Log in')}</Link>
    </section>
  );
}

export interface PinResendProps {
  /** Asks for another pin. */
  onResend: () => void;
  /** When the server allows the next pin (epoch ms); until then the button counts down. */
  resendAllowedAt?: number | undefined;
  /** A line saying what the last resend did ('A new pin is on its way…'), or why it waits. */
  note?: string | undefined;
  /** The resend request is under way. @default false */
  isResending?: boolean;
}

/** Seconds left until `at`, rounded up; 0 once it has passed. */
const secondsUntil = (at: number | undefined, now: number) =>
  at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / 1000));

/**
 * 'Resend pin' under a pin field: while the server's wait runs it is disabled and says how long is left,
 * so a member never meets a throttle as an error.
 */
export function PinResend(props: PinResendProps) {
  // A new wait starts a new count, from now rather than from when the button first showed.
  return <PinResendCountdown key={props.resendAllowedAt ?? 'none'} {...props} />;
}

function PinResendCountdown({
  onResend,
  resendAllowedAt,
  note,
  isResending = false,
}: PinResendProps) {
  const { flowMessages } = useMessages();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(resendAllowedAt, now);
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return (
    <div className={form.pinResend}>
      <Button variant="link" onPress={onResend} isDisabled={left > 0} isPending={isResending}>
        {left > 0 ? flowMessages.resendPinIn(left) : flowMessages.resendPin}
      </Button>
      <p role="status" className={form.pinNote}>
        {note}
      </p>
    </div>
  );
}

/**
 * A flow's first step: the mobile number its one-time pin goes to (a field named cellNum), what else the
 * flow asks first (children), and 'Send one-time pin'.
 */
export function SendPinStep({
  title,
  step,
  cellNum,
  children,
}: {
  title: string;
  /** What StepForm takes from the step's form (useStepForm's `step`). */
  step: StepWiring;
  /** The number's field from the step's form: `f.field('cellNum')`. */
  cellNum: FieldOf<{ cellNum: string }>;
  children?: ReactNode;
}) {
  const word = useWords();
  return (
    <StepForm
      title={title}
      intro={word('Enter your mobile number and we will send you a one-time pin by SMS.')}
      submitLabel={word('Send one-time pin')}
      {...step}
    >
      <TextField
        label={word('Mobile number')}
        name="cellNum"
        type="tel"
        autoComplete="tel"
        {...cellNum}
        maxLength={fieldLimits.cellNum}
        isRequired
      />
      {children}
    </StepForm>
  );
}

/**
 * A flow's pin step: the one-time pin sent to the number (by WhatsApp when `byWhatsApp`), and 'Resend pin'
 * under it where offered.
 */
export function PinFields({
  cellNum,
  byWhatsApp,
  resend,
  ...otp
}: FieldOf<{ otp: string }> & {
  cellNum: string;
  byWhatsApp?: boolean | undefined;
  resend?: PinResendProps | undefined;
}) {
  return (
    <>
      <OtpField cellNum={cellNum} byWhatsApp={byWhatsApp} {...otp} />
      {resend && <PinResend {...resend} />}
    </>
  );
}
