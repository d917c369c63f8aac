import { firstMessages } from '@plaudit/domain';
import styles from './Loading.module.scss';

/** The spec's 'Loading...' indicator, announced politely to screen readers. */
export function Loading() {
  return (
    <div role="status" className={styles.root}>
      <span className={styles.spinner} aria-hidden="true" />
      {firstMessages.loading}
    </div>
  );
}
