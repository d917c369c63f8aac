import type { ReactNode } from 'react';
import styles from './Console.module.scss';

/**
 * A table's own sideways-scrolling box (a phone's width): a named group in the tab order (not a landmark: its section is that), so a keyboard
 * can scroll it too.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableScroll} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
