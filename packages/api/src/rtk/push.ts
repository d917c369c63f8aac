import type { RequestOf, ResponseOf } from '../contract';
import { plauditApi } from './baseApi';

/**
 * Web Push (issue 37): the server's public key, and this browser's subscription kept or forgotten. The key
 * is asked when the member turns notifications on (a lazy query), never on every page.
 */
export const pushApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    pushKey: build.query<ResponseOf<'pushKey'>, undefined>({
      query: () => ({ name: 'pushKey', body: {} }),
    }),
    pushSubscribe: build.mutation<ResponseOf<'pushSubscribe'>, RequestOf<'pushSubscribe'>>({
      query: (body) => ({ name: 'pushSubscribe', body }),
    }),
    pushUnsubscribe: build.mutation<ResponseOf<'pushUnsubscribe'>, RequestOf<'pushUnsubscribe'>>({
      query: (body) => ({ name: 'pushUnsubscribe', body }),
    }),
  }),
});

export const { useLazyPushKeyQuery, usePushSubscribeMutation, usePushUnsubscribeMutation } =
  pushApi;
