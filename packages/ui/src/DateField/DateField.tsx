import { CalendarDate } from '@internationalized/date';
import { clsx } from 'clsx';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import field from '../forms/field.module.scss';
import styles from './DateField.module.scss';

export interface DateFieldProps {
  /** The visible label. */
  label: string;
  /** The day as 'yyyy-mm-dd', or '' for none. */
  value: string;
  /** Called with the day as 'yyyy-mm-dd', or '' once a segment is cleared. */
  onChange: (value: string) => void;
  /** Help text under the field. */
  description?: string;
  /** The message shown under the field; setting it marks the field invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-mm-dd' as a calendar day (null for '' or anything else). */
function dayOf(value: string): CalendarDate | null {
  const match = isoDay.exec(value);
  if (!match) return null;
  return new CalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * A day typed segment by segment in the order and digits of the language shown (React Aria's DateField,
 * following the Brand's locale: '2026/11/29' in en-ZA), unlike a native date input, which follows the
 * browser's own language. Its value is the day as 'yyyy-mm-dd'.
 */
export function DateField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  className,
  ...props
}: DateFieldProps) {
  return (
    <AriaDateField
      {...props}
      value={dayOf(value)}
      onChange={(day) => onChange(day ? day.toString() : '')}
      granularity="day"
      validationBehavior="aria"
      isInvalid={errorMessage ? true : undefined}
      className={clsx(field.field, className)}
    >
      <Label className={field.label}>{label}</Label>
      <DateInput className={clsx(field.input, styles.input)}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaDateField>
  );
}
