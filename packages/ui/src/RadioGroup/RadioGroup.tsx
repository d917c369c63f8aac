import { clsx } from 'clsx';
import {
  FieldError,
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import field from '../forms/field.module.scss';
import styles from './RadioGroup.module.scss';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'> {
  /** The visible group label. */
  label: string;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The message shown under the group; setting it marks it invalid. */
  errorMessage?: string;
  className?: string;
}

/** A labelled set of radio buttons, laid out in a row. */
export function RadioGroup({ label, options, errorMessage, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      orientation="horizontal"
      {...props}
      validationBehavior="aria"
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={clsx(field.field, className)}
    >
      <Label className={field.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} className={styles.radio}>
            {o.label}
          </Radio>
        ))}
      </div>
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
