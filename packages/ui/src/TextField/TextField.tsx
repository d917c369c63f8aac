import { clsx } from 'clsx';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import field from '../forms/field.module.scss';
import styles from './TextField.module.scss';
import { fieldPhrases } from '../theme/fieldPhrases.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  /** The visible label. */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** The message shown under the field; setting it marks the field invalid. */
  errorMessage?: string;
  /** Render a multi-line textarea. @default false */
  multiline?: boolean;
  /** Rows of the textarea. @default 4 */
  rows?: number;
  /** Show a live count of the characters left under `maxLength`; a function words it. @default false */
  counter?: boolean | ((remaining: number) => string);
  placeholder?: string;
  className?: string;
}

/** A labelled text input or textarea with its error message and an optional character counter. */
export function TextField({
  label,
  description,
  errorMessage,
  multiline = false,
  rows = 4,
  counter = false,
  placeholder,
  className,
  isInvalid,
  ...props
}: TextFieldProps) {
  const length = (props.value ?? '').length;
  const wording = typeof counter === 'function' ? counter : fieldPhrases.charactersRemaining;
  const showCounter = counter !== false && props.maxLength !== undefined;
  return (
    <AriaTextField
      {...props}
      validationBehavior="aria"
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      className={clsx(field.field, className)}
    >
      <Label className={field.label}>{label}</Label>
      {multiline ? (
        <TextArea
          className={clsx(field.input, styles.textarea)}
          rows={rows}
          placeholder={placeholder}
        />
      ) : (
        <Input className={field.input} placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      {showCounter && (
        <span className={styles.counter} aria-live="polite">
          {wording((props.maxLength ?? 0) - length)}
        </span>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
