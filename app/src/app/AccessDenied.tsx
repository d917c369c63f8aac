import { deniedMessage, type Feature } from '@plaudit/domain';
import { Alert, Link, PageNotFound, pageNotFoundTexts } from '@plaudit/ui';
import { useId } from 'react';
import styles from './app.module.scss';

export interface AccessDeniedProps {
  /** The feature the member may not use. */
  readonly feature: Feature;
  /** The screen's heading. */
  readonly title?: string | undefined;
}

/**
 * What a logged-in member sees on a screen their role does not reach: 'Only a manager may access this
 * module.' under the screen's heading (SPEC §6), with the way home; where the spec gives no such message
 * (admin screens), the address is treated as one with no page.
 */
export default function AccessDenied({ feature, title }: AccessDeniedProps) {
  const headingId = useId();
  const message = deniedMessage(feature);
  if (!message || !title) return <PageNotFound />;
  return (
    <section aria-labelledby={headingId} className={styles.denied}>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      <Alert>{message}</Alert>
      <Link href="/">{pageNotFoundTexts.home}</Link>
    </section>
  );
}
