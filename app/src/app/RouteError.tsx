import { Button } from '@plaudit/ui';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import styles from './app.module.scss';
import { ScreenLoadTimeout } from './lazy';

/** (our wording) The texts of the route error boundary. */
export const routeErrorTexts = {
  notFound: 'This page does not exist.',
  loadFailed: 'This page could not be loaded. Check your connection and try again.',
  failed: 'Something went wrong while showing this page.',
  retry: 'Retry',
} as const;

const isLoadFailure = (error: unknown) =>
  error instanceof ScreenLoadTimeout ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    ));

/** Each route's error boundary: a missing page, a screen whose code did not load (with Retry), or a crash. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = notFound
    ? routeErrorTexts.notFound
    : isLoadFailure(error)
      ? routeErrorTexts.loadFailed
      : routeErrorTexts.failed;
  return (
    <div role="alert" className={styles.routeError}>
      <p>{text}</p>
      {!notFound && (
        <Button
          onPress={() => void navigate(`${location.pathname}${location.search}`, { replace: true })}
        >
          {routeErrorTexts.retry}
        </Button>
      )}
    </div>
  );
}
