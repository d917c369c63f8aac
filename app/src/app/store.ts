import type { ApiExtra, plauditApi } from '@plaudit/api';
import { configureStore, createDynamicMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { lazyClient } from './lazyClient';
import { registerApiHost } from '../shared/api';
import { readStoredToken, sessionLost, tokenStorageKey } from '../shared/session';

import { rootReducer, type RootState } from '../shared/state';

export type { RootState };

/** Where the RTK Query api keeps its cache (injected on first need, see shared/api.ts). */
const apiReducerPath = 'plauditApi' satisfies typeof plauditApi.reducerPath;

export interface StoreOptions {
  /** State to start from (tests and stories). @default the token found in `storage` */
  readonly preloadedState?: Partial<RootState>;
  /** Where the token is kept. @default globalThis.sessionStorage */
  readonly storage?: Storage;
  /** The origin the `/api/…` calls go to. @default '' (the page's own) */
  readonly baseUrl?: string;
  /** The fetch the client uses (tests). @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /**
   * For a stored session, sends the member data request at once, before the api's code has arrived
   * (the page start: Home then waits for one round trip less). @default false
   */
  readonly memberDataEarly?: boolean;
}

/** getmemberdata as the api sends it for the shell (RTK Query's getMemberData without arguments). */
export const memberDataRequest = { path: '/api/member/getmemberdata', body: '{}' } as const;

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
  // The api's middleware joins on first need, with its reducer (shared/api.ts).
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState ?? {
      session: { token: readStoredToken(storage), lost: false },
    },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // Decoded answers hold Date values, and the picture upload's argument holds a Blob.
        serializableCheck: {
          ignoredPaths: [apiReducerPath],
          ignoredActionPaths: ['payload', 'error', 'meta.arg', 'meta.baseQueryMeta'],
        },
      }).concat(dynamic.middleware),
  });
  live.store = store;
  if (options.memberDataEarly && store.getState().session.token)
    apiClient.sendEarly(memberDataRequest.path, memberDataRequest.body);
  registerApiHost(store, { addMiddleware: (middleware) => dynamic.addMiddleware(middleware) });

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
