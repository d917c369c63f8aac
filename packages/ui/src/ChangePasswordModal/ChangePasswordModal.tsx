import { validateChangePassword, type FormIssues } from '@plaudit/domain';
import { useState } from 'react';
import { Button } from '../Button/index.ts';
import form from '../forms/form.module.scss';
import { PinResend, useForm, type PinResendProps } from '../forms/index.ts';
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
  return (
    <Modal title={word('Change password')} isOpen={isOpen} onClose={onClose} isDismissable={false}>
      {step === 'view' && (
        <form noValidate onSubmit={first.handleSubmit}>
          <PasswordField
            label={word('New password')}
            name="password"
            autoComplete="new-password"
            value={first.values.password}
            onChange={(v) => first.set('password', v)}
            isRequired
            errorMessage={first.errorOf('password')}
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
      )}
      {step === 'cellverify' && (
        <form noValidate onSubmit={second.handleSubmit}>
          {asksPasswordAgain && (
            <>
              <p className={form.intro}>{flowMessages.passwordAgainAfterReload}</p>
              <PasswordField
                label={word('New password')}
                name="password"
                autoComplete="new-password"
                value={second.values.password}
                onChange={(v) => second.set('password', v)}
                isRequired
                errorMessage={second.errorOf('password')}
              />
            </>
          )}
          <OtpField
            cellNum={cellNum}
            value={second.values.otp}
            onChange={(v) => second.set('otp', v)}
            errorMessage={
              second.errorOf('otp') ?? (asksPasswordAgain ? undefined : formErrors?.password)
            }
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
      )}
      {step === 'done' && (
        <>
          <p role="status">{flowMessages.passwordChangedHere}</p>
          <div className={form.actions}>
            <Button onPress={onClose}>{word('Close')}</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
