import { Loading } from '@plaudit/ui';

/**
 * /welcometrfauth: the login-success screen of a transferred sign-in. The spec does not show its
 * content; it is exempt from the empty-email redirect and shows only the loading notice.
 */
export default function WelcomeTrfAuthScreen() {
  return <Loading />;
}
