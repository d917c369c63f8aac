import { useMessages } from '../theme/index.ts';
import styles from './Loading.module.scss';

/** The spec's 'Loading...' indicator, announced politely to screen readers. */
export function Loading() {
  const { messages } = useMessages();
  return (
    <div role="status" className={styles.root}>
      <span className={styles.spinner} aria-hidden="true" />
      {messages.loading}
    </div>
  );
}
