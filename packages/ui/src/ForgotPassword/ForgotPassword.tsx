import {
  validateForgotPasswordStep1,
  validateForgotPasswordStep2,
  type MessageChannel,
} from '@plaudit/domain';
import {
  PinFields,
  SendPinStep,
  StepDone,
  StepForm,
  useStepForm,
  type PinResendProps,
  type StepProps,
} from '../forms/index.ts';
import {
  PinChannelChoice,
  PinChannelStatus,
  type PinChannelStatusProps,
} from '../OtpStep/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { useMessages, useWords } from '../theme/index.ts';

export interface ForgotPasswordStep1Values {
  cellNum: string;
  /** How the pin goes (issue 37). @default 'sms' */
  channel?: MessageChannel;
}

export interface ForgotPasswordStep1Props extends StepProps<ForgotPasswordStep1Values> {
  /** The number typed before ('Change number' returns with it). */
  defaultCellNum?: string | undefined;
  /** The pin's channel chosen before ('Change number' returns with it). @default 'sms' */
  defaultChannel?: MessageChannel | undefined;
}

/** Forgot password step 1: the cell number the OTP goes to, and by SMS or WhatsApp. */
export function ForgotPasswordStep1({
  defaultCellNum = '',
  defaultChannel = 'sms',
  ...props
}: ForgotPasswordStep1Props) {
  const word = useWords();
  const { f, step } = useStepForm<ForgotPasswordStep1Values>(
    { cellNum: defaultCellNum, channel: defaultChannel },
    validateForgotPasswordStep1,
    props,
  );
  return (
    <SendPinStep title={word('Forgot password')} step={step} cellNum={f.field('cellNum')}>
      <PinChannelChoice
        value={f.values.channel ?? 'sms'}
        onChange={(channel) => f.set('channel', channel)}
      />
    </SendPinStep>
  );
}

export interface ForgotPasswordStep2Values {
  otp: string;
  password: string;
}

/** Step 2's heading takes the focus as it shows (`focusOnMount`, default true): it follows step 1. */
export interface ForgotPasswordStep2Props extends StepProps<ForgotPasswordStep2Values> {
  /** The number the OTP went to. */
  cellNum: string;
  /** 'Resend pin' under the pin field, with the server's wait counted down. */
  resend?: PinResendProps | undefined;
  /** Where a pin asked for by WhatsApp is, with "Send it by SMS instead" (issue 37). */
  pinChannel?: PinChannelStatusProps | undefined;
  /** 'Change number': back to step 1 with the number typed. */
  onBack?: (() => void) | undefined;
}

/** Forgot password step 2: the OTP and the new password. */
export function ForgotPasswordStep2({
  cellNum,
  resend,
  pinChannel,
  onBack,
  focusOnMount = true,
  ...props
}: ForgotPasswordStep2Props) {
  const word = useWords();
  const { flowMessages } = useMessages();
  const { f, step } = useStepForm<ForgotPasswordStep2Values>(
    { otp: '', password: '' },
    validateForgotPasswordStep2,
    { ...props, focusOnMount },
  );
  return (
    <StepForm
      title={word('Forgot password')}
      submitLabel={word('Change password')}
      {...step}
      onBack={onBack}
      backLabel={flowMessages.changeNumber}
    >
      <PinFields
        cellNum={cellNum}
        byWhatsApp={pinChannel?.channel === 'whatsapp' && !pinChannel.fellBack}
        resend={resend}
        {...f.field('otp')}
      />
      {pinChannel && <PinChannelStatus {...pinChannel} />}
      <PasswordField
        label={word('New password')}
        name="password"
        autoComplete="new-password"
        {...f.field('password')}
        isRequired
      />
    </StepForm>
  );
}

/** Forgot password done: the password is changed; links to login. */
export function ForgotPasswordDone() {
  const word = useWords();
  return (
    <StepDone title={word('Password changed')}>
      {word('Your password has been changed. Log in with your new password.')}
    </StepDone>
  );
}
