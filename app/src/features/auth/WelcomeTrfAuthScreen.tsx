import { Link, pageNotFoundTexts, useMessages } from '@plaudit/ui';
import { useId } from 'react';
import { selectToken } from '@plaudit/portal/session';
import { useAppSelector } from '../../shared/state';

/**
 * /welcometrfauth: the landing of a sign-in transferred from another site. The spec does not show its
 * content; it is exempt from the empty-email redirect. Rather than a notice that spins forever, it says
 * what it is for and offers the way on: Home for a member, the login for a visitor.
 */
export default function WelcomeTrfAuthScreen() {
  const headingId = useId();
  const { flowMessages } = useMessages();
  const signedIn = Boolean(useAppSelector(selectToken));
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{flowMessages.welcomeTrfAuthTitle}</h1>
      <p>{signedIn ? flowMessages.welcomeTrfAuthSignedIn : flowMessages.welcomeTrfAuthText}</p>
      {signedIn ? (
        <Link href="/">{pageNotFoundTexts.home}</Link>
      ) : (
        <Link href="/hello">{flowMessages.logIn}</Link>
      )}
    </section>
  );
}
