import {
  usePasswordCell2FactorVerifyMutation,
  usePasswordSendCell2FactorSmsMutation,
} from '@plaudit/api';
import { ChangePasswordModal, type ChangePasswordStep } from '@plaudit/ui';
import { useState } from 'react';
import { useApiErrorDialog } from '../../shared/ApiErrorDialog';

export interface ChangePasswordProps {
  /** The member's cell number: the OTP goes there. */
  cellNum: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The profile's Change Password modal: new password → OTP (cellverify) → done; Back returns. */
export function ChangePassword({ cellNum, isOpen, onClose }: ChangePasswordProps) {
  const [step, setStep] = useState<ChangePasswordStep>('view');
  const [auth, setAuth] = useState('');
  const [sendSms, sending] = usePasswordSendCell2FactorSmsMutation();
  const [verify, verifying] = usePasswordCell2FactorVerifyMutation();
  const errors = useApiErrorDialog();

  const requestOtp = async ({ password }: { password: string }) => {
    errors.clear();
    const result = await sendSms({ cellNum, password });
    if (result.error) {
      errors.report(result.error);
      return;
    }
    setAuth(result.data.auth);
    setStep('cellverify');
  };

  const change = async ({ password, otp }: { password: string; otp: string }) => {
    errors.clear();
    const result = await verify({ cellNum, password, otp, auth });
    if (result.error) errors.report(result.error);
    else setStep('done');
  };

  const close = () => {
    errors.clear();
    setStep('view');
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
        />
      )}
      {errors.dialog}
    </>
  );
}
