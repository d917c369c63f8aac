import { validateChangePassword, type FormIssues } from '@plaudit/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import form from '../forms/form.module.scss';
import { PinResend, useForm, type FormController, type PinResendProps } from '../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import { OtpField } from '../OtpField/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { useMessages, useWords } from '../theme/index.ts';

/** The modal's views (SPEC §4): new password, then the OTP, then done. */
export type ChangePasswordStep = 'view' | 'cellverify' | 'done';

export interface ChangePasswordModalProps {
  isOpen: boolean;
  /** The current view; the caller advances it when the server accepts a step. */
  step: ChangePasswordStep;
  /** The member's cell number, named in the OTP instruction. */
  cellNum: string;
  /** First view accepted by the client rules: send the OTP for this new password. */
  onRequestOtp: (values: { password: string }) => void;
  /** Second view: verify the OTP and set the password. */
  onVerify: (values: { password: string; otp: string }) => void;
  /** Back from the OTP view to the first view. */
  onBack: () => void;
  /** Close the modal (Cancel, Close, Escape); the backdrop does not close it. */
  onClose: () => void;
  /** The server's per-field errors. */
  formErrors?: FormIssues;
  /** The submit button shows a call under way (and ignores presses). @default false */
  isSubmitting?: boolean;
  /** 'Resend pin' under the pin field, with the server's wait counted down. */
  resend?: PinResendProps | undefined;
  /**
   * The pin step came back after a reload: the new password is not kept in the browser, so the pin step
   * asks for it again above the pin. @default false
   */
  asksPasswordAgain?: boolean;
}

/**
 * At each change of view the dialog's heading takes the focus (the pressed button has gone with its view),
 * so a screen reader starts the new view from the top. Spread the ref on an element inside the dialog.
 */
function useHeadingFocusOnStep(step: ChangePasswordStep) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const heading = ref.current?.closest('[role="dialog"]')?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [step]);
  return ref;
}

/** The profile's change-password modal: view → cellverify → done; Back returns; backdrop click ignored. */
export function ChangePasswordModal({
  isOpen,
  step,
  cellNum,
  onRequestOtp,
  onVerify,
  onBack,
  onClose,
  formErrors,
  isSubmitting = false,
  resend,
  asksPasswordAgain = false,
}: ChangePasswordModalProps) {
  const word = useWords();
  const { flowMessages } = useMessages();
  const [password, setPassword] = useState('');
  const first = useForm<{ password: string }>(
    { password: '' },
    validateChangePassword,
    step === 'view' ? formErrors : undefined,
    (values) => {
      setPassword(values.password);
      onRequestOtp(values);
    },
    isSubmitting,
  );
  const second = useForm<{ password: string; otp: string }>(
    { password: '', otp: '' },
    (values) =>
      validateChangePassword({
        password: asksPasswordAgain ? values.password : password,
        otp: values.otp,
      }),
    step === 'cellverify' ? formErrors : undefined,
    (values) =>
      onVerify({ password: asksPasswordAgain ? values.password : password, otp: values.otp }),
    isSubmitting,
  );
  const stepRef = useHeadingFocusOnStep(step);
  return (
    <Modal title={word('Change password')} isOpen={isOpen} onClose={onClose} isDismissable={false}>
      <div ref={stepRef}>
        {step === 'view' && (
          <NewPasswordView form={first} onClose={onClose} isSubmitting={isSubmitting} />
        )}
        {step === 'cellverify' && (
          <PinView
            form={second}
            cellNum={cellNum}
            asksPasswordAgain={asksPasswordAgain}
            passwordRefusal={asksPasswordAgain ? undefined : formErrors?.password}
            resend={resend}
            onBack={onBack}
            isSubmitting={isSubmitting}
          />
        )}
        {step === 'done' && (
          <>
            <p role="status">{flowMessages.passwordChangedHere}</p>
            <div className={form.actions}>
              <Button onPress={onClose}>{word('Close')}</Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

/** The first view: the new password, then Next (the pin is sent for it). */
function NewPasswordView({
  form: f,
  onClose,
  isSubmitting,
}: {
  form: FormController<{ password: string }>;
  onClose: () => void;
  isSubmitting: boolean;
}) {
  const word = useWords();
  return (
    <form noValidate onSubmit={f.handleSubmit}>
      <PasswordField
        label={word('New password')}
        name="password"
        autoComplete="new-password"
        value={f.values.password}
        onChange={(v) => f.set('password', v)}
        isRequired
        errorMessage={f.errorOf('password')}
      />
      <div className={form.actions}>
        <Button variant="secondary" onPress={onClose}>
          {word('Cancel')}
        </Button>
        <Button type="submit" isPending={isSubmitting}>
          {word('Next')}
        </Button>
      </div>
    </form>
  );
}

/** The pin step: the pin sent to the member's number (and the new password again after a reload). */
function PinView({
  form: f,
  cellNum,
  asksPasswordAgain,
  passwordRefusal,
  resend,
  onBack,
  isSubmitting,
}: {
  form: FormController<{ password: string; otp: string }>;
  cellNum: string;
  asksPasswordAgain: boolean;
  /** The server's refusal of the password kept from the first view, shown at the pin. */
  passwordRefusal: string | undefined;
  resend: PinResendProps | undefined;
  onBack: () => void;
  isSubmitting: boolean;
}) {
  const word = useWords();
  const { flowMessages } = useMessages();
  return (
    <form noValidate onSubmit={f.handleSubmit}>
      {asksPasswordAgain && (
        <>
          <p className={form.intro}>{flowMessages.passwordAgainAfterReload}</p>
          <PasswordField
            label={word('New password')}
            name="password"
            autoComplete="new-password"
            value={f.values.password}
            onChange={(v) => f.set('password', v)}
            isRequired
            errorMessage={f.errorOf('password')}
          />
        </>
      )}
      <OtpField
        cellNum={cellNum}
        value={f.values.otp}
        onChange={(v) => f.set('otp', v)}
        errorMessage={f.errorOf('otp') ?? passwordRefusal}
      />
      {resend && <PinResend {...resend} />}
      <div className={form.actions}>
        <Button variant="secondary" onPress={onBack}>
          {word('Back')}
        </Button>
        <Button type="submit" isPending={isSubmitting}>
          {word('Change password')}
        </Button>
      </div>
    </form>
  );
}
