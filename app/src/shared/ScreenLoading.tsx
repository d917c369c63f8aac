import { Loading } from '@plaudit/ui';
import type { ReactNode } from 'react';
import styles from './screen.module.scss';

/**
 * 'Loading...' in a screen-tall box: the footer stays below the fold while a screen loads, so it does not
 * jump out of view (a layout shift) when the screen arrives.
 */
export function ScreenLoading() {
  return (
    <div className={styles.tall}>
      <Loading />
    </div>
  );
}

/**
 * A screen whose list arrives after its heading: at least a screen tall from the first paint, so the
 * footer never moves into view and out again as the rows come in.
 */
export function TallScreen({ children }: { children: ReactNode }) {
  return <div className={styles.tall}>{children}</div>;
}
