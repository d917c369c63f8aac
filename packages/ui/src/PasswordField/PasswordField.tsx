import { fieldLimits, firstMessages } from '@plaudit/domain';
import { useContext } from 'react';
import { FormValidationContext } from 'react-aria-components';
import { TextField, type TextFieldProps } from '../TextField/index.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'multiline' | 'counter'> {
  /** Show the spec's password hint under the field. @default true */
  showHint?: boolean;
}

/**
 * A password input limited to the spec's length, with the password rule as its hint. The rule is shown
 * once: when the error is the rule itself, it stands in the hint's place.
 */
export function PasswordField({ showHint = true, ...props }: PasswordFieldProps) {
  // The server's message comes by the field's name through the form (React Aria's validationErrors).
  const serverErrors = useContext(FormValidationContext);
  const serverError = props.name === undefined ? undefined : serverErrors[props.name];
  const error =
    props.errorMessage ?? (Array.isArray(serverError) ? serverError.join(' ') : serverError);
  // The domain's validators word the rule as the spec does, in the language shown (a brand's own wording
  // of it included: its catalogue changes the same message).
  const ruleIsTheError = error === firstMessages.passwordHint;
  return (
    <TextField
      maxLength={fieldLimits.password}
      autoComplete="current-password"
      description={showHint && !ruleIsTheError ? firstMessages.passwordHint : undefined}
      {...props}
      type="password"
    />
  );
}
