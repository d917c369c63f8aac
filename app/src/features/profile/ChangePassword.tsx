import {
  usePasswordCell2FactorVerifyMutation,
  usePasswordSendCell2FactorSmsMutation,
} from '@plaudit/api';
import { ChangePasswordModal, type ChangePasswordStep } from '@plaudit/ui';
import { useState } from 'react';
import { useApiErrorDialog } from '@plaudit/portal';
import {
  forgetPinStep,
  keepPinStep,
  pinStepLifetimeMs,
  readPinStep,
  resendAllowedAtOf,
  usePinResend,
  usePinStepStorage,
} from '../../shared/pinStep';

/**
 * Where the modal's pin step is kept for a reload: only the challenge's auth, never the new password,
 * which the resumed pin step asks for again.
 */
export const changePasswordStepKey = 'plaudit.changepassword.step2';

/** Whether a change-password pin step was kept for this page (a reload reopens the modal on it). */
export const hasKeptChangePasswordStep = (storage: Storage | undefined) =>
  readPinStep<Record<string, never>>(storage, changePasswordStepKey) !== undefined;

export interface ChangePasswordProps {
  /** The member's cell number: the OTP goes there. */
  cellNum: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The profile's Change Password modal: new password → OTP (cellverify) → done. Back returns to the new
 * password; Next from there goes back to the pin step without a new pin while the one sent still lives.
 */
export function ChangePassword({ cellNum, isOpen, onClose }: ChangePasswordProps) {
  const storage = usePinStepStorage();
  const [kept] = useState(() => readPinStep<Record<string, never>>(storage, changePasswordStepKey));
  const [step, setStep] = useState<ChangePasswordStep>(kept ? 'cellverify' : 'view');
  const [auth, setAuth] = useState(kept?.auth ?? '');
  // When the pin sent (or kept over a reload) stops working: until then Next returns to its step.
  const [pinValidUntil, setPinValidUntil] = useState(kept?.keptUntil ?? 0);
  // After a reload the new password is typed again on the pin step; until then there is none to resend.
  const [asksPasswordAgain, setAsksPasswordAgain] = useState(kept !== undefined);
  const [sendSms, sending] = usePasswordSendCell2FactorSmsMutation();
  const [verify, verifying] = usePasswordCell2FactorVerifyMutation();
  const [password, setPassword] = useState('');
  const errors = useApiErrorDialog();
  const pinSent = (sent: { auth: string; resendAllowedAt: number | undefined }) => {
    setAuth(sent.auth);
    setPinValidUntil(Date.now() + pinStepLifetimeMs);
    keepPinStep(storage, changePasswordStepKey, {}, sent);
  };
  const { resend, countFrom } = usePinResend(
    cellNum,
    () => sendSms({ cellNum, password }),
    pinSent,
    errors.report,
    kept?.resendAllowedAt,
  );
  const leavePinStep = (next: ChangePasswordStep) => {
    forgetPinStep(storage, changePasswordStepKey);
    setAuth('');
    setPinValidUntil(0);
    setAsksPasswordAgain(false);
    setStep(next);
  };

  const requestOtp = async (values: { password: string }) => {
    errors.clear();
    // Back from a pin that still works: its step again, with the password as now typed (the server
    // checks it when the pin is verified), and no second SMS.
    if (auth !== '' && Date.now() < pinValidUntil) {
      setPassword(values.password);
      setAsksPasswordAgain(false);
      setStep('cellverify');
      return;
    }
    const result = await sendSms({ cellNum, password: values.password });
    if (result.error) {
      errors.report(result.error);
      return;
    }
    setPassword(values.password);
    const resendAllowedAt = resendAllowedAtOf(result.data);
    pinSent({ auth: result.data.auth, resendAllowedAt });
    countFrom(resendAllowedAt);
    setStep('cellverify');
  };

  const change = async ({ password, otp }: { password: string; otp: string }) => {
    errors.clear();
    const result = await verify({ cellNum, password, otp, auth });
    if (result.error) errors.report(result.error);
    else leavePinStep('done');
  };

  const close = () => {
    errors.clear();
    leavePinStep('view');
    onClose();
  };

  return (
    <>
      {isOpen && (
        <ChangePasswordModal
          isOpen
          step={step}
          cellNum={cellNum}
          onRequestOtp={(values) => void requestOtp(values)}
          onVerify={(values) => void change(values)}
          onBack={() => {
            errors.clear();
            setStep('view');
          }}
          onClose={close}
          formErrors={errors.formErrors}
          isSubmitting={sending.isLoading || verifying.isLoading}
          resend={asksPasswordAgain ? undefined : resend}
          asksPasswordAgain={asksPasswordAgain}
        />
      )}
      {errors.dialog}
    </>
  );
}
