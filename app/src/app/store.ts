import type { ApiExtra } from '@plaudit/api';
import {
  applyMiddleware,
  legacy_createStore as createStore,
  type Middleware,
  type UnknownAction,
} from 'redux';
import { withExtraArgument } from 'redux-thunk';
import { lazyClient } from './lazyClient';
import { registerApiHost } from '../shared/api';
import { readStoredToken, sessionLost, tokenStorageKey } from '@plaudit/portal/session';

import { rootReducer, type RootState, type StoreState } from '../shared/state';

export type { RootState };

export interface StoreOptions {
  /** State to start from (tests and stories). @default the token found in `storage` */
  readonly preloadedState?: StoreState;
  /** Where the token is kept. @default globalThis.sessionStorage */
  readonly storage?: Storage;
  /** The origin the `/api/…` calls go to. @default '' (the page's own) */
  readonly baseUrl?: string;
  /** The fetch the client uses (tests). @default globalThis.fetch */
  readonly fetch?: typeof fetch;
}

/** A fresh store: every test, story and page load gets its own. */
export function makeStore(options: StoreOptions = {}) {
  const storage = options.storage ?? globalThis.sessionStorage;
  // The client reads the token from the store it serves, which is made just after it.
  const live: {
    store?: {
      getState: () => Pick<RootState, 'session'>;
      dispatch: (action: UnknownAction) => unknown;
    };
  } = {};
  const apiClient = lazyClient({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getToken: () => live.store?.getState().session.token,
    onUnauthorized: () => {
      if (live.store && live.store.getState().session.token !== null) {
        live.store.dispatch(sessionLost());
      }
    },
  });
  const extra: ApiExtra = { apiClient, storage };
  const late = lateMiddleware();
  const store = createStore(
    rootReducer,
    options.preloadedState ?? { session: { token: readStoredToken(storage), lost: false } },
    applyMiddleware(withExtraArgument<StoreState, UnknownAction, ApiExtra>(extra), late.middleware),
  );
  live.store = store;
  registerApiHost(store, { addMiddleware: late.add });

  let stored = store.getState().session.token;
  store.subscribe(() => {
    const token = store.getState().session.token;
    if (token === stored) return;
    stored = token;
    try {
      if (token) storage?.setItem(tokenStorageKey, token);
      else storage?.removeItem(tokenStorageKey);
    } catch {
      // Storage can be full or blocked (private mode); the session then lasts for this page only.
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

/**
 * A middleware slot that takes further middleware into a running store (the api's, on first need), each
 * set up once with the store and the rest of the chain after it.
 */
function lateMiddleware() {
  let add: (middleware: Middleware) => void = () => {
    throw new Error('The store is not made yet');
  };
  const middleware: Middleware = (api) => (next) => {
    let chain = next;
    add = (added) => {
      chain = added(api)(chain) as typeof next;
    };
    return (action) => chain(action);
  };
  return { middleware, add: (added: Middleware) => add(added) };
}
export { useAppDispatch, useAppSelector, type AppDispatch } from '../shared/state';
