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
  Text,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import field from '../forms/field.module.scss';
import { uiMessages, useBrandOverlayProps, useWords } from '../theme/index.ts';
import styles from './Select.module.scss';

export interface SelectOption {
  value: string;
  label: string;
  /** Offered but not choosable; `description` says why. @default false */
  isDisabled?: boolean;
  /** A second line under the label, e.g. why the option is disabled. */
  description?: string;
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
  placeholder,
  className,
  ...props
}: SelectProps) {
  const brand = useBrandOverlayProps();
  const word = useWords();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? word('Choose one')}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.value)}
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      validationBehavior="aria"
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={clsx(field.field, styles.root, className)}
    >
      <Label className={field.label}>{label}</Label>
      <AriaButton className={clsx(field.input, styles.trigger)}>
        <SelectValue />
        <span aria-hidden="true">{uiMessages.symbols.opens}</span>
      </AriaButton>
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover {...brand} className={styles.popover}>
        <ListBox className={styles.list} items={options.map((o) => ({ ...o, id: o.value }))}>
          {(item) => (
            <ListBoxItem id={item.value} textValue={item.label} className={styles.item}>
              {item.description ? (
                <>
                  <Text slot="label">{item.label}</Text>
                  <Text slot="description" className={styles.description}>
                    {item.description}
                  </Text>
                </>
              ) : (
                item.label
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
