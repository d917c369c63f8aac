import { clsx } from 'clsx';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import field from '../forms/field.module.scss';
import styles from './Select.module.scss';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption>,
  'className' | 'children' | 'value' | 'onChange' | 'items'
> {
  /** The visible label. */
  label: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen value, or null for none. */
  value: string | null;
  /** Called with the newly chosen value. */
  onChange: (value: string) => void;
  /** The message shown under the field; setting it marks it invalid. */
  errorMessage?: string;
  /** Shown while nothing is chosen. @default 'Choose one' */
  placeholder?: string;
  className?: string;
}

/** A dropdown of options (months, values, points). */
export function Select({
  label,
  options,
  value,
  onChange,
  errorMessage,
  placeholder = 'Choose one',
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      validationBehavior="aria"
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={clsx(field.field, styles.root, className)}
    >
      <Label className={field.label}>{label}</Label>
      <AriaButton className={clsx(field.input, styles.trigger)}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.list} items={options.map((o) => ({ ...o, id: o.value }))}>
          {(item) => (
            <ListBoxItem id={item.value} className={styles.item}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
