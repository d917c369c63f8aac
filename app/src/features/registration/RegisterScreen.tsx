import { useCell2FactorVerifyMutation, useSendCell2FactorSmsMutation } from '@plaudit/api';
import {
  RegistrationDone,
  RegistrationStep1,
  RegistrationStep2,
  type RegistrationStep1Values,
  type RegistrationStep2Values,
} from '@plaudit/ui';
import { lazy, Suspense, useState } from 'react';
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
import { useLanguage, VisitorLanguageMenu } from '../../shared/language';
import { usePinChannel } from '../../shared/pinChannel';
import type { MessageChannel } from '@plaudit/domain';

const DocumentModal = lazy(() =>
  import('../../shared/DocumentModal').then((m) => ({ default: m.DocumentModal })),
);

/** Where step 2 is kept across a reload (session storage, for the life of the pin). */
export const registrationStepKey = 'plaudit.register.step2';

/** Step 2's typed details kept for a return from 'Change number' (never the pin or the password). */
type Step2Draft = Partial<Pick<RegistrationStep2Values, 'firstname' | 'surname' | 'email'>>;

type Mode =
  | { step: 'step1' }
  | {
      step: 'step2';
      cellNum: string;
      postAddr2: string;
      auth: string;
      /** How the pin was asked for (issue 37). */
      channel?: MessageChannel | undefined;
    }
  | { step: 'done' };

function initialMode(kept: KeptPinStep<RegistrationStep1Values> | undefined): Mode {
  return kept ? { step: 'step2', ...kept.values, auth: kept.auth } : { step: 'step1' };
}

/** The Terms and Conditions over step 2, their code loaded when first opened. */
function TermsModal({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <DocumentModal document="terms" onClose={onClose} />
    </Suspense>
  );
}

/**
 * /register: step1 sends the OTP, step2 verifies it with the auth token from step 1, then done. Step 2
 * survives a reload, resends its pin, and 'Change number' returns to step 1 with what was typed.
 */
export default function RegisterScreen() {
  const storage = usePinStepStorage();
  const [kept] = useState(() => readPinStep<RegistrationStep1Values>(storage, registrationStepKey));
  const [mode, setMode] = useState<Mode>(() => initialMode(kept));
  const [step1, setStep1] = useState<RegistrationStep1Values | undefined>(undefined);
  const [draft, setDraft] = useState<Step2Draft>({});
  const [termsOpen, setTermsOpen] = useState(false);
  const [sendSms, sending] = useSendCell2FactorSmsMutation();
  const [verify, verifying] = useCell2FactorVerifyMutation();
  const errors = useApiErrorDialog();
  const { language } = useLanguage();

  const smsFor = (cellNum: string, postAddr2: string, channel?: MessageChannel) =>
    sendSms({
      cellNum,
      ...(postAddr2 ? { postAddr2 } : {}),
      ...(channel === 'whatsapp' ? { channel } : {}),
    });
  const keep = (values: RegistrationStep1Values, sent: Parameters<typeof keepPinStep>[3]) =>
    keepPinStep(storage, registrationStepKey, values, sent);

  const { resend, countFrom } = usePinResend(
    mode.step === 'step2' ? mode.cellNum : '',
    () =>
      mode.step === 'step2' ? smsFor(mode.cellNum, mode.postAddr2, mode.channel) : noPinStep(),
    (sent) => {
      if (mode.step !== 'step2') return;
      keep(
        {
          cellNum: mode.cellNum,
          postAddr2: mode.postAddr2,
          ...(mode.channel ? { channel: mode.channel } : {}),
        },
        sent,
      );
      setMode({ ...mode, auth: sent.auth });
    },
    errors.report,
    kept?.resendAllowedAt,
  );

  const requestOtp = async ({ cellNum, postAddr2, channel }: RegistrationStep1Values) => {
    errors.clear();
    const trimmedId = postAddr2.trim();
    const result = await smsFor(cellNum, trimmedId, channel);
    if (result.error) {
      errors.report(result.error);
      return;
    }
    const resendAllowedAt = resendAllowedAtOf(result.data);
    // The channel the pin went by (a server before issue 37 answers none: SMS).
    const went = result.data.channel ?? 'sms';
    keep({ cellNum, postAddr2: trimmedId, channel: went }, { ...result.data, resendAllowedAt });
    countFrom(resendAllowedAt);
    setMode({
      step: 'step2',
      cellNum,
      postAddr2: trimmedId,
      auth: result.data.auth,
      channel: went,
    });
  };
  const pinChannel = usePinChannel(
    mode.step === 'step2' ? mode.auth : undefined,
    mode.step === 'step2' ? mode.channel : undefined,
    errors.report,
  );

  const register = async ({ whatsApp, ...values }: RegistrationStep2Values) => {
    if (mode.step !== 'step2') return;
    errors.clear();
    const result = await verify({
      ...values,
      // The WhatsApp opt-in sentence ticked (issue 37): the server keeps it with its time.
      ...(whatsApp ? { messageChannel: 'whatsapp' as const } : {}),
      cellNum: mode.cellNum,
      auth: mode.auth,
      // The new member starts in the language they chose here or on Hello.
      language,
      ...(mode.postAddr2 ? { postAddr2: mode.postAddr2 } : {}),
    });
    if (result.error) {
      errors.report(result.error);
      return;
    }
    forgetPinStep(storage, registrationStepKey);
    setMode({ step: 'done' });
  };

  const changeNumber = ({ firstname, surname, email }: RegistrationStep2Values) => {
    if (mode.step !== 'step2') return;
    errors.clear();
    forgetPinStep(storage, registrationStepKey);
    setStep1({
      cellNum: mode.cellNum,
      postAddr2: mode.postAddr2,
      ...(mode.channel ? { channel: mode.channel } : {}),
    });
    setDraft({ firstname, surname, email });
    setMode({ step: 'step1' });
  };

  return (
    <>
      {mode.step !== 'done' && <VisitorLanguageMenu />}
      {mode.step === 'step1' && (
        <RegistrationStep1
          onSubmit={(values) => void requestOtp(values)}
          formErrors={errors.formErrors}
          isSubmitting={sending.isLoading}
          defaultValues={step1}
          focusOnMount={step1 !== undefined}
        />
      )}
      {mode.step === 'step2' && (
        <RegistrationStep2
          cellNum={mode.cellNum}
          onSubmit={(values) => void register(values)}
          formErrors={errors.formErrors}
          isSubmitting={verifying.isLoading}
          defaultValues={draft}
          resend={resend}
          pinChannel={pinChannel}
          onBack={changeNumber}
          onShowTerms={() => setTermsOpen(true)}
        />
      )}
      {mode.step === 'done' && <RegistrationDone />}
      {termsOpen && <TermsModal onClose={() => setTermsOpen(false)} />}
      {errors.dialog}
    </>
  );
}
