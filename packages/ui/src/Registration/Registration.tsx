import {
  fieldLimits,
  milestoneMessages,
  validateRegistrationStep1,
  validateRegistrationStep2,
  type MessageChannel,
} from '@plaudit/domain';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import form from '../forms/form.module.scss';
import {
  PinFields,
  SendPinStep,
  StepDone,
  StepForm,
  useStepForm,
  type PinResendProps,
  type StepProps as FlowStepProps,
} from '../forms/index.ts';
import {
  PinChannelChoice,
  PinChannelStatus,
  type PinChannelStatusProps,
} from '../OtpStep/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBrandContent, useMessages, useWords } from '../theme/index.ts';
import { WhatsAppOffer } from './WhatsAppOffer.tsx';

interface StepProps<T> extends FlowStepProps<T> {
  /** What the member typed before (after 'Change number', or a reload): the form starts from it. */
  defaultValues?: Partial<T> | undefined;
}

export interface RegistrationStep1Values {
  cellNum: string;
  postAddr2: string;
  /** How the pin goes (issue 37). @default 'sms' */
  channel?: MessageChannel;
}

export type RegistrationStep1Props = StepProps<RegistrationStep1Values>;

/** Registration step 1: the cell number and an optional identity-provider ID; sends the OTP. */
export function RegistrationStep1({ defaultValues, ...props }: RegistrationStep1Props) {
  const word = useWords();
  const { f, step } = useStepForm<RegistrationStep1Values>(
    { cellNum: '', postAddr2: '', channel: 'sms', ...defaultValues },
    validateRegistrationStep1,
    props,
  );
  return (
    <SendPinStep title={word('Register')} step={step} cellNum={f.field('cellNum')}>
      <TextField
        label={word('ID (optional)')}
        name="postAddr2"
        description={word('Your identity-provider ID, if you have one.')}
        {...f.field('postAddr2')}
        maxLength={fieldLimits.postAddr2Registration}
      />
      <PinChannelChoice
        value={f.values.channel ?? 'sms'}
        onChange={(channel) => f.set('channel', channel)}
      />
    </SendPinStep>
  );
}

export interface RegistrationStep2Values {
  otp: string;
  firstname: string;
  surname: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  /** Whether a welcome card for the new member goes on the recognition wall. @default true */
  welcomeCard: boolean;
  /** Whether the new member ticked the WhatsApp opt-in sentence (issue 37). @default false */
  whatsApp: boolean;
}

/** Step 2's heading takes the focus as it shows (`focusOnMount`, default true): it follows step 1. */
export interface RegistrationStep2Props extends StepProps<RegistrationStep2Values> {
  /** The number the OTP went to. */
  cellNum: string;
  /** 'Resend pin' under the pin field, with the server's wait counted down. */
  resend?: PinResendProps | undefined;
  /** Where a pin asked for by WhatsApp is, with "Send it by SMS instead" (issue 37). */
  pinChannel?: PinChannelStatusProps | undefined;
  /** 'Change number': back to step 1, with what was typed here (the step keeps it for the return). */
  onBack?: ((values: RegistrationStep2Values) => void) | undefined;
  /** Opens the Terms and Conditions (the portal's own modal) from beside the checkbox. */
  onShowTerms?: (() => void) | undefined;
}

/**
 * Registration step 2: the OTP, the member's details, a password, the terms checkbox and whether the wall
 * welcomes the new member (ticked at first).
 */
export function RegistrationStep2({
  cellNum,
  defaultValues,
  resend,
  pinChannel,
  onBack,
  onShowTerms,
  focusOnMount = true,
  ...props
}: RegistrationStep2Props) {
  const word = useWords();
  const { flowMessages } = useMessages();
  const phrases = useBrandContent().phrases;
  const { f, step } = useStepForm<RegistrationStep2Values>(
    {
      otp: '',
      firstname: '',
      surname: '',
      email: '',
      password: '',
      acceptTerms: false,
      welcomeCard: true,
      whatsApp: false,
      ...defaultValues,
    },
    validateRegistrationStep2,
    { ...props, focusOnMount },
  );
  return (
    <StepForm
      title={word('Register')}
      submitLabel={word('Register')}
      {...step}
      onBack={onBack && (() => onBack(f.values))}
      backLabel={flowMessages.changeNumber}
    >
      <PinFields
        cellNum={cellNum}
        byWhatsApp={pinChannel?.channel === 'whatsapp' && !pinChannel.fellBack}
        resend={resend}
        {...f.field('otp')}
      />
      {pinChannel && <PinChannelStatus {...pinChannel} />}
      <TextField
        label={word('First name')}
        name="firstname"
        autoComplete="given-name"
        {...f.field('firstname')}
        maxLength={fieldLimits.firstname}
        isRequired
      />
      <TextField
        label={word('Surname')}
        name="surname"
        autoComplete="family-name"
        {...f.field('surname')}
        maxLength={fieldLimits.surname}
        isRequired
      />
      <TextField
        label={word('Email')}
        name="email"
        type="email"
        autoComplete="email"
        {...f.field('email')}
        maxLength={fieldLimits.email}
        isRequired
      />
      <PasswordField
        label={word('Password')}
        name="password"
        autoComplete="new-password"
        {...f.field('password')}
        isRequired
      />
      <Checkbox
        name="acceptTerms"
        isSelected={f.values.acceptTerms}
        onChange={(v) => f.set('acceptTerms', v)}
        errorMessage={f.errorOf('acceptTerms')}
      >
        {word('I accept the Terms and Conditions')}
      </Checkbox>
      {onShowTerms && (
        <div className={form.termsLink}>
          <Button variant="link" onPress={onShowTerms}>
            {phrases.readThe(flowMessages.termsLinkText)}
          </Button>
        </div>
      )}
      <Checkbox
        name="welcomeCard"
        isSelected={f.values.welcomeCard}
        onChange={(v) => f.set('welcomeCard', v)}
      >
        {milestoneMessages.welcomeCardOptIn}
      </Checkbox>
      <WhatsAppOffer agreed={f.values.whatsApp} onChange={(v) => f.set('whatsApp', v)} />
    </StepForm>
  );
}

/** Registration done: confirmation with the way to log in. */
export function RegistrationDone() {
  const word = useWords();
  return (
    <StepDone title={word('Registration complete')}>
      {word('You are registered. Log in with your mobile number and password.')}
    </StepDone>
  );
}
