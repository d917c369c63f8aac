import { routeErrorTexts } from '@plaudit/domain';
import { Button } from '@plaudit/ui';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './app.module.scss';
import { ScreenLoadTimeout } from './lazy';

const isLoadFailure = (error: unknown) =>
  error instanceof ScreenLoadTimeout ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    ));

export interface RouteErrorProps {
  readonly error: unknown;
  readonly onRetry: () => void;
}

/** What a route shows instead of its screen: a screen whose code did not load, or a crash; with Retry. */
export function RouteError({ error, onRetry }: RouteErrorProps) {
  return (
    <div role="alert" className={styles.routeError}>
      <p>{isLoadFailure(error) ? routeErrorTexts.loadFailed : routeErrorTexts.failed}</p>
      <Button onPress={onRetry}>{routeErrorTexts.retry}</Button>
    </div>
  );
}

interface BoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  /** The address the failure happened at: another address starts afresh. */
  readonly address: string;
}

class Boundary extends Component<{ children: ReactNode; address: string }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, address: this.props.address };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: { address: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.address === state.address
      ? null
      : { failed: false, error: undefined, address: props.address };
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

/** A screen's error boundary; the screen starts afresh at every address. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} address={pathname}>
      {children}
    </Boundary>
  );
}

/**
 * The shell's error boundary: a failure is forgotten at the next address, but the shell (header, footer,
 * the member's data, the focus) stays in place from one screen to the next rather than starting again.
 */
export function ShellBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary address={pathname}>{children}</Boundary>;
}
