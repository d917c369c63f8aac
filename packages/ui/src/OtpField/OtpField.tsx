import { fieldLimits } from '@plaudit/domain';
import { TextField } from '../TextField/index.ts';

export interface OtpFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The number the one-time pin was sent to, named in the instruction. */
  cellNum?: string;
  errorMessage?: string;
}

/** The OTP step: the one-time pin sent by SMS, limited to the spec's 20 characters. */
export function OtpField({ value, onChange, cellNum, errorMessage }: OtpFieldProps) {
  return (
    <TextField
      label="One-time pin (OTP)"
      name="otp"
      description={
        cellNum
          ? `Enter the one-time pin we sent by SMS to ${cellNum}.`
          : 'Enter the one-time pin we sent by SMS.'
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
