import { Button } from '@plaudit/ui';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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

export type RouteErrorProps =
  { readonly notFound: true } | { readonly error: unknown; readonly onRetry: () => void };

/** What a route shows instead of its screen: a missing page, a screen whose code did not load (with Retry), or a crash. */
export function RouteError(props: RouteErrorProps) {
  const notFound = 'notFound' in props;
  const text = notFound
    ? routeErrorTexts.notFound
    : isLoadFailure(props.error)
      ? routeErrorTexts.loadFailed
      : routeErrorTexts.failed;
  return (
    <div role="alert" className={styles.routeError}>
      <p>{text}</p>
      {!notFound && <Button onPress={props.onRetry}>{routeErrorTexts.retry}</Button>}
    </div>
  );
}

interface BoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
}

class Boundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Retry renders the screen again; a lazy screen has forgotten its failed load and fetches it anew.
    return (
      <RouteError
        error={this.state.error}
        onRetry={() => this.setState({ failed: false, error: undefined })}
      />
    );
  }
}

/** Each route's error boundary; it starts afresh at every address. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
