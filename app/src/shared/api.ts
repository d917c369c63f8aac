import type { Middleware } from 'redux';
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';

/** What the api's injection needs of a store: made by makeStore (app/store.ts). */
export interface ApiHost {
  /** Adds a middleware to the running store. */
  readonly addMiddleware: (middleware: Middleware) => void;
}

type Tracked = Promise<void> & { done?: boolean };

const hosts = new WeakMap<object, ApiHost>();
const loads = new WeakMap<object, Tracked>();

/** makeStore registers each store, so its api can be injected later. */
export function registerApiHost(store: object, host: ApiHost): void {
  hosts.set(store, host);
}

/**
 * Injects the RTK Query api (reducer and middleware) into the store on first need, loading its code;
 * resolves at once for a store that has it already.
 */
export function loadApi(store: { dispatch: (action: { type: string }) => unknown }): Promise<void> {
  const known = loads.get(store);
  if (known) return known;
  const host = hosts.get(store);
  if (!host) return Promise.reject(new Error('This store was not made by makeStore'));
  const loading: Tracked = import('./apiInjection').then(({ injectApi }) => {
    injectApi(store, host);
    loading.done = true;
  });
  loads.set(store, loading);
  // A failed load is forgotten, so the next need tries again.
  loading.catch(() => loads.delete(store));
  return loading;
}

/** True once the store holds the api. */
export function hasApi(store: object): boolean {
  return loads.get(store)?.done === true;
}

export interface ApiGateProps {
  readonly children: ReactNode;
  /** Shown while the api loads. @default nothing */
  readonly fallback?: ReactNode;
}

/**
 * Shows its children once the store holds the api, loading it first if needed; a failed load goes to
 * the nearest error boundary (a route's offers Retry, which mounts the gate again).
 */
export function ApiGate({ children, fallback = null }: ApiGateProps) {
  const store = useStore();
  const [state, setState] = useState<{ ready: boolean; error?: Error }>(() => ({
    ready: hasApi(store),
  }));
  useEffect(() => {
    if (state.ready || state.error) return;
    let live = true;
    loadApi(store).then(
      () => live && setState({ ready: true }),
      (error: unknown) =>
        live &&
        setState({
          ready: false,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      live = false;
    };
  }, [store, state]);
  if (state.error) throw state.error;
  return state.ready ? children : fallback;
}
