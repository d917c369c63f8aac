import { deniedMessage, type Feature } from '@plaudit/domain';
import { Alert, Link, PageNotFound, pageNotFoundTexts, useMessages } from '@plaudit/ui';
import { useId } from 'react';
import styles from './app.module.scss';

export interface AccessDeniedProps {
  /** The feature the member may not use. */
  readonly feature: Feature;
  /** The screen's heading. */
  readonly title?: string | undefined;
}

/**
 * What a logged-in member sees on a screen their role does not reach: under the screen's heading, why
 * ('Only a manager may access this module.' of SPEC §6, or 'This page is for administrators.') and the
 * way home, never 'Page not found' for a page that exists.
 */
export default function AccessDenied({ feature, title }: AccessDeniedProps) {
  const headingId = useId();
  const brandMessages = useMessages();
  const { flowMessages } = brandMessages;
  const message = deniedMessage(feature, brandMessages);
  if (!message) return <PageNotFound />;
  return (
    <section aria-labelledby={headingId} className={styles.denied}>
      <h1 id={headingId} className={styles.heading}>
        {title ?? message}
      </h1>
      <Alert>{message}</Alert>
      <p>{flowMessages.adminOnlyHint}</p>
      <Link href="/">{pageNotFoundTexts.home}</Link>
    </section>
  );
}
