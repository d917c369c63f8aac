import {
  usePasswordCell2FactorVerifyMutation,
  usePasswordSendCell2FactorSmsMutation,
} from '@plaudit/api';
import {
  ForgotPasswordDone,
  ForgotPasswordStep1,
  ForgotPasswordStep2,
  type ForgotPasswordStep1Values,
  type ForgotPasswordStep2Values,
} from '@plaudit/ui';
import { useState } from 'react';
import { useApiErrorDialog } from '../../shared/ApiErrorDialog';

type Mode = { step: 'step1' } | { step: 'step2'; cellNum: string; auth: string } | { step: 'done' };

/** /forgotpassword: step1 sends the OTP, step2 sets the new password with it, done links to login. */
export default function ForgotPasswordScreen() {
  const [mode, setMode] = useState<Mode>({ step: 'step1' });
  const [sendSms, sending] = usePasswordSendCell2FactorSmsMutation();
  const [verify, verifying] = usePasswordCell2FactorVerifyMutation();
  const errors = useApiErrorDialog();

  const requestOtp = async ({ cellNum }: ForgotPasswordStep1Values) => {
    errors.clear();
    const result = await sendSms({ cellNum });
    if (result.error) errors.report(result.error);
    else setMode({ step: 'step2', cellNum, auth: result.data.auth });
  };

  const reset = async ({ otp, password }: ForgotPasswordStep2Values) => {
    if (mode.step !== 'step2') return;
    errors.clear();
    const result = await verify({ cellNum: mode.cellNum, auth: mode.auth, otp, password });
    if (result.error) errors.report(result.error);
    else setMode({ step: 'done' });
  };

  return (
    <>
      {mode.step === 'step1' && (
        <ForgotPasswordStep1
          onSubmit={(values) => void requestOtp(values)}
          formErrors={errors.formErrors}
          isSubmitting={sending.isLoading}
        />
      )}
      {mode.step === 'step2' && (
        <ForgotPasswordStep2
          cellNum={mode.cellNum}
          onSubmit={(values) => void reset(values)}
          formErrors={errors.formErrors}
          isSubmitting={verifying.isLoading}
        />
      )}
      {mode.step === 'done' && <ForgotPasswordDone />}
      {errors.dialog}
    </>
  );
}
