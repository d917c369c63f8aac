import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import field from '../forms/field.module.scss';
import styles from './Checkbox.module.scss';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  /** The label next to the box. */
  children: ReactNode;
  /** The message shown under the checkbox; setting it marks it invalid. */
  errorMessage?: string;
  className?: string;
}

/** A themed checkbox with its own error message (e.g. the terms acceptance). */
export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  const errorId = `${useId()}-error`;
  // The error joins what the caller describes the box with (a hint), rather than replacing it.
  const describedBy =
    [props['aria-describedby'], errorMessage ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={clsx(styles.wrapper, className)}>
      <AriaCheckbox
        {...props}
        isInvalid={props.isInvalid ?? Boolean(errorMessage)}
        aria-describedby={describedBy}
        className={styles.root}
      >
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected && (
                <svg viewBox="0 0 18 18" className={styles.check}>
                  <polyline points="2 9 7 14 16 4" />
                </svg>
              )}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {errorMessage && (
        <div id={errorId} className={field.error}>
          {errorMessage}
        </div>
      )}
    </div>
  );
}
