import { fieldLimits, pinChannelMessages } from '@plaudit/domain';
import { TextField } from '../TextField/index.ts';
import { useBrandContent, useWords } from '../theme/index.ts';

export interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The number the one-time pin was sent to, named in the instruction. */
  cellNum?: string;
  /** The pin went by WhatsApp (issue 37): the instruction says so instead of SMS. @default false */
  byWhatsApp?: boolean | undefined;
  errorMessage?: string;
}

/** The OTP step: the one-time pin sent by SMS (or WhatsApp), limited to the spec's 20 characters. */
export function OtpField({
  value,
  onChange,
  cellNum,
  byWhatsApp = false,
  errorMessage,
}: OtpFieldProps) {
  const word = useWords();
  const phrases = useBrandContent().phrases;
  return (
    <TextField
      label={word('One-time pin (OTP)')}
      name="otp"
      description={
        cellNum
          ? byWhatsApp
            ? pinChannelMessages.pinSentToByWhatsApp({ cellNum })
            : phrases.pinSentTo(cellNum)
          : word('Enter the one-time pin we sent by SMS.')
      }
      value={value}
      onChange={onChange}
      maxLength={fieldLimits.otp}
      autoComplete="one-time-code"
      inputMode="numeric"
      isRequired
      errorMessage={errorMessage}
    />
  );
}
