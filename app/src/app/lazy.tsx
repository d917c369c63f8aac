import { loadCatalogueArea } from '@plaudit/domain';
import { followAriaStrings, Loading } from '@plaudit/ui';
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

type Loader<M> = () => Promise<M>;
const arrived = new WeakMap<Loader<unknown>, unknown>();
const inFlight = new WeakMap<Loader<unknown>, Promise<unknown>>();

/**
 * Runs a code loader once (a failure is forgotten, so the next call tries again) and remembers what
 * arrived, for `arrivedModule` to hand out synchronously. The code arrives with the screens' part of the
 * language's catalogue (the first screen's part alone loads before the first render), so nothing it
 * draws shows before its words.
 */
export function loadOnce<M>(load: Loader<M>): Promise<M> {
  if (arrived.has(load)) return Promise.resolve(arrived.get(load) as M);
  let loading = inFlight.get(load) as Promise<M> | undefined;
  if (!loading) {
    loading = Promise.all([load(), loadCatalogueArea('screens')]).then(
      ([module]) => {
        // React Aria's hidden texts (a popover's Dismiss, a date field's parts) in the language shown:
        // only screens loaded on demand show them, so the first screen's load carries none.
        followAriaStrings();
        arrived.set(load, module);
        inFlight.delete(load);
        return module;
      },
      (error: unknown) => {
        inFlight.delete(load);
        throw error;
      },
    );
    inFlight.set(load, loading);
  }
  return loading;
}

/** The module a loader has delivered through loadOnce, if it has. */
export function arrivedModule<M>(load: Loader<M>): M | undefined {
  return arrived.get(load) as M | undefined;
}

/**
 * React.lazy for a component of a module whose code may have arrived already (preloaded): then it renders
 * at once. React.lazy would suspend it once anyway, and React holds a revealed Suspense boundary's content
 * back for up to 300 ms after its fallback showed, once per boundary on the way down.
 */
export function lazyComponent<M, P extends object>(
  load: Loader<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => loadOnce(load).then((module) => ({ default: pick(module) })));
  function MaybeLazy(props: P) {
    const module = arrivedModule(load);
    const Ready = module === undefined ? Lazy : pick(module);
    return <Ready {...props} />;
  }
  return MaybeLazy;
}

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
    (pending ??= withTimeout(loadOnce(load), timeoutMs).catch((error: unknown) => {
      pending = undefined;
      current = attempt();
      throw error;
    }));
  const attempt = (): LazyExoticComponent<ComponentType> => lazy(start);
  let current = attempt();

  function LazyScreen() {
    if (Gate) void start().catch(() => undefined);
    // Code that has arrived (preloaded, or shown before) renders without suspending.
    const Screen = arrivedModule(load)?.default ?? current;
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
