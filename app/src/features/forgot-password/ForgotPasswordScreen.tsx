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
import { useApiErrorDialog } from '@plaudit/portal';
import {
  forgetPinStep,
  keepPinStep,
  type KeptPinStep,
  noPinStep,
  readPinStep,
  resendAllowedAtOf,
  usePinResend,
  usePinStepStorage,
} from '../../shared/pinStep';
import { VisitorLanguageMenu } from '../../shared/language';
import { usePinChannel } from '../../shared/pinChannel';
import type { MessageChannel } from '@plaudit/domain';

/** Where step 2 is kept across a reload (session storage, for the life of the pin). */
export const forgotPasswordStepKey = 'plaudit.forgotpassword.step2';

type Mode =
  | { step: 'step1' }
  | { step: 'step2'; cellNum: string; auth: string; channel?: MessageChannel | undefined }
  | { step: 'done' };

function initialMode(kept: KeptPinStep<ForgotPasswordStep1Values> | undefined): Mode {
  return kept
    ? { step: 'step2', cellNum: kept.values.cellNum, auth: kept.auth, channel: kept.values.channel }
    : { step: 'step1' };
}

/** The send call's body: the channel only when it is WhatsApp (SMS is the call's default). */
const pinRequest = (cellNum: string, channel?: MessageChannel) => ({
  cellNum,
  ...(channel === 'whatsapp' ? { channel } : {}),
});

/**
 * /forgotpassword: step1 sends the OTP, step2 sets the new password with it, done links to login. Step 2
 * survives a reload, resends its pin, and 'Change number' returns to step 1 with the number typed.
 */
export default function ForgotPasswordScreen() {
  const storage = usePinStepStorage();
  const [kept] = useState(() =>
    readPinStep<ForgotPasswordStep1Values>(storage, forgotPasswordStepKey),
  );
  const [mode, setMode] = useState<Mode>(() => initialMode(kept));
  const [typedCell, setTypedCell] = useState('');
  const [typedChannel, setTypedChannel] = useState<MessageChannel>('sms');
  const [sendSms, sending] = usePasswordSendCell2FactorSmsMutation();
  const [verify, verifying] = usePasswordCell2FactorVerifyMutation();
  const errors = useApiErrorDialog();

  const { resend, countFrom } = usePinResend(
    mode.step === 'step2' ? mode.cellNum : '',
    () => (mode.step === 'step2' ? sendSms(pinRequest(mode.cellNum, mode.channel)) : noPinStep()),
    (sent) => {
      if (mode.step !== 'step2') return;
      keepPinStep(
        storage,
        forgotPasswordStepKey,
        { cellNum: mode.cellNum, ...(mode.channel ? { channel: mode.channel } : {}) },
        sent,
      );
      setMode({ ...mode, auth: sent.auth });
    },
    errors.report,
    kept?.resendAllowedAt,
  );

  const requestOtp = async ({ cellNum, channel }: ForgotPasswordStep1Values) => {
    errors.clear();
    const result = await sendSms(pinRequest(cellNum, channel));
    if (result.error) {
      errors.report(result.error);
      return;
    }
    const resendAllowedAt = resendAllowedAtOf(result.data);
    // The channel the pin went by (a server before issue 37 answers none: SMS).
    const went = result.data.channel ?? 'sms';
    keepPinStep(
      storage,
      forgotPasswordStepKey,
      { cellNum, channel: went },
      { ...result.data, resendAllowedAt },
    );
    countFrom(resendAllowedAt);
    setMode({ step: 'step2', cellNum, auth: result.data.auth, channel: went });
  };
  const pinChannel = usePinChannel(
    mode.step === 'step2' ? mode.auth : undefined,
    mode.step === 'step2' ? mode.channel : undefined,
    errors.report,
  );

  const reset = async ({ otp, password }: ForgotPasswordStep2Values) => {
    if (mode.step !== 'step2') return;
    errors.clear();
    const result = await verify({ cellNum: mode.cellNum, auth: mode.auth, otp, password });
    if (result.error) {
      errors.report(result.error);
      return;
    }
    forgetPinStep(storage, forgotPasswordStepKey);
    setMode({ step: 'done' });
  };

  const changeNumber = () => {
    if (mode.step !== 'step2') return;
    errors.clear();
    forgetPinStep(storage, forgotPasswordStepKey);
    setTypedCell(mode.cellNum);
    setTypedChannel(mode.channel ?? 'sms');
    setMode({ step: 'step1' });
  };

  return (
    <>
      {mode.step !== 'done' && <VisitorLanguageMenu />}
      {mode.step === 'step1' && (
        <ForgotPasswordStep1
          onSubmit={(values) => void requestOtp(values)}
          formErrors={errors.formErrors}
          isSubmitting={sending.isLoading}
          defaultCellNum={typedCell}
          defaultChannel={typedChannel}
          focusOnMount={typedCell !== ''}
        />
      )}
      {mode.step === 'step2' && (
        <ForgotPasswordStep2
          cellNum={mode.cellNum}
          onSubmit={(values) => void reset(values)}
          formErrors={errors.formErrors}
          isSubmitting={verifying.isLoading}
          resend={resend}
          pinChannel={pinChannel}
          onBack={changeNumber}
        />
      )}
      {mode.step === 'done' && <ForgotPasswordDone />}
      {errors.dialog}
    </>
  );
}
