import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { messages } from '@plaudit/domain';
// Types only from the client: the app loads the client (and the contract's schemas) after the first screen.
import type { ApiClient, ApiError } from '../client';
import type { CallName, RequestOf } from '../contract';

/** What a query passes to the base query: the call's name and its request body. */
export interface CallArgs<N extends CallName = CallName> {
  readonly name: N;
  readonly body: RequestOf<N>;
  /** Sent as the `Idempotency-Key` header (see CallOptions). */
  readonly idempotencyKey?: string;
  /** A multipart call's upload progress (see CallOptions). */
  readonly onUploadProgress?: (loaded: number, total: number) => void;
}

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

/** RTK Query base query: every endpoint goes through the typed client, so errors are the ApiError union. */
export const clientBaseQuery: BaseQueryFn<CallArgs, unknown, ApiError> = async (
  args,
  { extra, signal },
) => {
  if (!isApiExtra(extra)) {
    const cause = new Error(
      'The store has no apiClient: configure it with apiMiddlewareOptions({ apiClient })',
    );
    return {
      error: {
        kind: 'unexpected',
        title: messages.dataUnexpectedError,
        message: cause.message,
        cause,
      },
    };
  }
  const result = await extra.apiClient.call(args.name, args.body, {
    signal,
    ...(args.idempotencyKey ? { idempotencyKey: args.idempotencyKey } : {}),
    ...(args.onUploadProgress ? { onUploadProgress: args.onUploadProgress } : {}),
  });
  return result.ok ? { data: result.data } : { error: result.error };
};

/** Cache tags. An award, an order or a profile update invalidates the ones holding what it changes. */
export const tagTypes = [
  'MemberData',
  'Balance',
  'Statement',
  'Report',
  'RecentRecognition',
  'Nomination',
  'MemberList',
  'Division',
  'Content',
  'Advert',
  'Category',
  'Product',
  'Basket',
  'Orders',
  /** The operator console's member search and member pages. */
  'Console',
] as const;
export type TagType = (typeof tagTypes)[number];

/** The one RTK Query api of the portal; each area injects its endpoints (see rtk/*.ts). */
export const plauditApi = createApi({
  reducerPath: 'plauditApi',
  baseQuery: clientBaseQuery,
  tagTypes,
  endpoints: () => ({}),
});

/**
 * getDefaultMiddleware options for a store holding the api: passes the client as the thunk extra argument
 * and exempts the api's cache and actions from the serializability check (decoded answers hold Date
 * values, and the picture upload's argument holds a Blob).
 */
export const apiMiddlewareOptions = (extra: ApiExtra) => ({
  thunk: { extraArgument: extra },
  serializableCheck: {
    ignoredPaths: [plauditApi.reducerPath],
    ignoredActionPaths: ['payload', 'error', 'meta.arg', 'meta.baseQueryMeta'],
  },
});
