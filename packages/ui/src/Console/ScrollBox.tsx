import type { ReactNode } from 'react';
import styles from './Console.module.scss';

/**
 * A table's own sideways-scrolling box (a phone's width): a named group in the tab order (not a landmark: its section is that), so a keyboard
 * can scroll it too.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable box must be reachable by keyboard (axe scrollable-region-focusable); a region role
    // would repeat its section's landmark name, so it is a named group with a tab stop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
