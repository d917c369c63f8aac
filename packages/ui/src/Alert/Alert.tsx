import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { uiMessages, useWords } from '../theme/index.ts';
import styles from './Alert.module.scss';

export interface AlertProps {
  /** The kind of message. @default 'warning' */
  variant?: 'warning' | 'success';
  /** When given, a close button is shown and calls it. */
  onDismiss?: () => void;
  children: ReactNode;
}

/** An inline message; warnings are announced as alerts and can be dismissed. */
export function Alert({ variant = 'warning', onDismiss, children }: AlertProps) {
  const word = useWords();
  return (
    <div
      role={variant === 'warning' ? 'alert' : 'status'}
      data-variant={variant}
      className={styles.root}
    >
      <div>{children}</div>
      {onDismiss && (
        <AriaButton aria-label={word('Dismiss')} className={styles.dismiss} onPress={onDismiss}>
          {uiMessages.symbols.dismiss}
        </AriaButton>
      )}
    </div>
  );
}
