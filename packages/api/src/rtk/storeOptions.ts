// Types only from the client: a store made before the api's code arrives (the app's) imports this module
// alone, without RTK Query.
import type { ApiClient } from '../client';

/** Where the api's cache lives in the store's state. */
export const apiReducerPath = 'plauditApi';

/** The storage the advert cache uses (sessionStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The store's thunk extra argument the api reads: the client to call through, and for the advert cache the
 * session storage and a clock (tests pass their own). Configure it with `apiMiddlewareOptions`.
 */
export interface ApiExtra {
  readonly apiClient: ApiClient;
  /** @default globalThis.sessionStorage when it exists */
  readonly storage?: KeyValueStorage;
  /** @default Date.now */
  readonly now?: () => number;
}

export const isApiExtra = (extra: unknown): extra is ApiExtra =>
  typeof extra === 'object' && extra !== null && 'apiClient' in extra;

/**
 * getDefaultMiddleware options for a store holding the api: passes the client as the thunk extra argument
 * and exempts the api's cache and actions from the serializability check (decoded answers hold Date
 * values, and the picture upload's argument holds a Blob).
 */
export const apiMiddlewareOptions = (extra: ApiExtra) => ({
  thunk: { extraArgument: extra },
  serializableCheck: {
    ignoredPaths: [apiReducerPath],
    ignoredActionPaths: ['payload', 'error', 'meta.arg', 'meta.baseQueryMeta'],
  },
});
