import { loadCatalogueArea } from '@plaudit/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppStore, type ApiHost, type StoreThunk } from './state';

type Tracked = Promise<void> & { done?: boolean };

/** A store that runs the portal's thunks: the api goes into the store whose host its extra argument holds. */
export interface ApiStore {
  readonly dispatch: <R>(thunk: StoreThunk<R>) => R;
}

const loads = new WeakMap<ApiHost, Tracked>();
const hostOf: StoreThunk<ApiHost> = (_dispatch, _getState, { host }) => host;

/**
 * Injects the RTK Query api (reducer and middleware) into the store on first need, loading its code;
 * resolves at once for a store that has it already. The screens' part of the catalogue comes with it, as
 * with a screen's code (app/lazy.tsx): the api's code and what it imports word what a member reads.
 */
export function loadApi(store: ApiStore): Promise<void> {
  const host = store.dispatch(hostOf);
  const known = loads.get(host);
  if (known) return known;
  const loading: Tracked = Promise.all([
    import('./apiInjection'),
    loadCatalogueArea('screens'),
  ]).then(([{ injectApi }]) => {
    store.dispatch(injectApi());
    loading.done = true;
  });
  loads.set(host, loading);
  // A failed load is forgotten, so the next need tries again.
  loading.catch(() => loads.delete(host));
  return loading;
}

/** True once the store holds the api. */
export function hasApi(store: ApiStore): boolean {
  return loads.get(store.dispatch(hostOf))?.done === true;
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
  const store = useAppStore();
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
