import { Loading } from '@plaudit/ui';
import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/** A lazily loaded screen that has not arrived within this time is reported as failed (SPEC §9). */
export const lazyLoadTimeoutMs = 120_000;

/** Why a screen could not be shown: its code did not arrive in time. */
export class ScreenLoadTimeout extends Error {
  constructor(ms: number) {
    super(`The screen did not load within ${String(ms / 1000)} seconds`);
    this.name = 'ScreenLoadTimeout';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeout(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type ScreenModule = { default: ComponentType };

export interface LazyScreenOptions {
  /** @default lazyLoadTimeoutMs */
  readonly timeoutMs?: number;
  /** Shown around the screen; it may suspend (the api's injection) while the screen's code loads. */
  readonly gate?: ComponentType<{ children: ReactNode }>;
}

/**
 * A screen whose code loads on first render, with 'Loading...' meanwhile. A load that fails or takes
 * longer than the timeout throws to the route's error boundary; the failed load is then forgotten, so
 * the boundary's Retry loads the code again (React.lazy alone would remember the failure).
 */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  { timeoutMs = lazyLoadTimeoutMs, gate: Gate }: LazyScreenOptions = {},
) {
  // Started on first render, before the gate may suspend, so the code and the gate's wait overlap.
  let pending: Promise<ScreenModule> | undefined;
  const start = () =>
    (pending ??= withTimeout(load(), timeoutMs).catch((error: unknown) => {
      pending = undefined;
      current = attempt();
      throw error;
    }));
  const attempt = (): LazyExoticComponent<ComponentType> => lazy(start);
  let current = attempt();

  function LazyScreen() {
    if (Gate) void start().catch(() => undefined);
    const Screen = current;
    return (
      <Suspense fallback={<Loading />}>
        {Gate ? (
          <Gate>
            <Screen />
          </Gate>
        ) : (
          <Screen />
        )}
      </Suspense>
    );
  }
  return LazyScreen;
}
