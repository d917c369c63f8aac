import { apiMiddlewareOptions } from '@plaudit/api';
import { currentTranslator } from '@plaudit/domain';
import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import {
  readStoredToken,
  sessionLost,
  sessionReducer,
  tokenStorageKey,
} from '@plaudit/portal/session';
import { lazyClient } from './lazyClient';
import type { AppExtra, LazyLoadedSlices, RootState, StoreState } from '../shared/state';

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

/**
 * A fresh store: every test, story and page load gets its own. It starts with the session alone (all
 * Hello needs); the api's slice and middleware join it when their code arrives (shared/api.ts), through
 * this store's own reducer and middleware slot, which its thunks find in their extra argument.
 */
export function makeStore(options: StoreOptions = {}) {
  const storage = options.storage ?? globalThis.sessionStorage;
  const reducer = combineSlices({
    session: sessionReducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();
  const lateMiddleware = createDynamicMiddleware();
  // The client reads the token from the store it serves, which is made just after it.
  const live: {
    store?: { getState: () => StoreState; dispatch: (action: { type: string }) => unknown };
  } = {};
  const apiClient = lazyClient({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getToken: () => live.store?.getState().session.token,
    // The language shown (the Brand's): the server answers in it.
    getLanguage: () => currentTranslator().language,
    onUnauthorized: () => {
      if (live.store && live.store.getState().session.token !== null) {
        live.store.dispatch(sessionLost());
      }
    },
  });
  const extra: AppExtra = {
    apiClient,
    storage,
    host: {
      inject: (slice) => void reducer.inject(slice),
      addMiddleware: lateMiddleware.addMiddleware,
    },
  };
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState ?? {
      session: { token: readStoredToken(storage), lost: false },
    },
    middleware: (getDefault) =>
      getDefault(apiMiddlewareOptions(extra)).concat(lateMiddleware.middleware),
    // Subscribers hear of every action as it happens, as they did before the toolkit's store: its
    // auto-batching would hold RTK Query's notifications to the next animation frame, and a screen would
    // then show its heading a frame before the data it shows with it.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: false }),
    devTools: import.meta.env.DEV,
  });
  live.store = store;

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
export { useAppDispatch, useAppSelector, type AppDispatch } from '../shared/state';
