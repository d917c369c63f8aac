import { useCell2FactorVerifyMutation, useSendCell2FactorSmsMutation } from '@plaudit/api';
import {
  RegistrationDone,
  RegistrationStep1,
  RegistrationStep2,
  type RegistrationStep1Values,
  type RegistrationStep2Values,
} from '@plaudit/ui';
import { useState } from 'react';
import { useApiErrorDialog } from '../../shared/ApiErrorDialog';

type Mode =
  | { step: 'step1' }
  | { step: 'step2'; cellNum: string; postAddr2: string; auth: string }
  | { step: 'done' };

/** /register: step1 sends the OTP, step2 verifies it with the auth token from step 1, then done. */
export default function RegisterScreen() {
  const [mode, setMode] = useState<Mode>({ step: 'step1' });
  const [sendSms, sending] = useSendCell2FactorSmsMutation();
  const [verify, verifying] = useCell2FactorVerifyMutation();
  const errors = useApiErrorDialog();

  const requestOtp = async ({ cellNum, postAddr2 }: RegistrationStep1Values) => {
    errors.clear();
    const trimmedId = postAddr2.trim();
    const result = await sendSms({ cellNum, ...(trimmedId ? { postAddr2: trimmedId } : {}) });
    if (result.error) errors.report(result.error);
    else setMode({ step: 'step2', cellNum, postAddr2: trimmedId, auth: result.data.auth });
  };

  const register = async (values: RegistrationStep2Values) => {
    if (mode.step !== 'step2') return;
    errors.clear();
    const result = await verify({
      ...values,
      cellNum: mode.cellNum,
      auth: mode.auth,
      ...(mode.postAddr2 ? { postAddr2: mode.postAddr2 } : {}),
    });
    if (result.error) errors.report(result.error);
    else setMode({ step: 'done' });
  };

  return (
    <>
      {mode.step === 'step1' && (
        <RegistrationStep1
          onSubmit={(values) => void requestOtp(values)}
          formErrors={errors.formErrors}
          isSubmitting={sending.isLoading}
        />
      )}
      {mode.step === 'step2' && (
        <RegistrationStep2
          cellNum={mode.cellNum}
          onSubmit={(values) => void register(values)}
          formErrors={errors.formErrors}
          isSubmitting={verifying.isLoading}
        />
      )}
      {mode.step === 'done' && <RegistrationDone />}
      {errors.dialog}
    </>
  );
}
