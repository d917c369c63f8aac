import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { messages } from '@plaudit/domain';
// Types only from the client: the app loads the client (and the contract's schemas) after the first screen.
import type { ApiError } from '../client';
import type { CallName, RequestOf } from '../contract';
import { apiReducerPath, isApiExtra } from './storeOptions';

export {
  apiMiddlewareOptions,
  apiReducerPath,
  isApiExtra,
  type ApiExtra,
  type KeyValueStorage,
} from './storeOptions';

/** What a query passes to the base query: the call's name and its request body. */
export interface CallArgs<N extends CallName = CallName> {
  readonly name: N;
  readonly body: RequestOf<N>;
  /** Sent as the `Idempotency-Key` header (see CallOptions). */
  readonly idempotencyKey?: string;
  /** A multipart call's upload progress (see CallOptions). */
  readonly onUploadProgress?: (loaded: number, total: number) => void;
}

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
  /** The recognition wall's cards and comments. */
  'Feed',
] as const;
export type TagType = (typeof tagTypes)[number];

/** The one RTK Query api of the portal; each area injects its endpoints (see rtk/*.ts). */
export const plauditApi = createApi({
  reducerPath: apiReducerPath,
  baseQuery: clientBaseQuery,
  tagTypes,
  endpoints: () => ({}),
});
