import { z } from 'zod/mini';
import type { ApiError } from '../client';
import { advertDataResponse, type RequestOf, type ResponseOf } from '../contract';
import { isApiExtra, plauditApi, type KeyValueStorage } from './baseApi';

/** Adverts are kept in the session for 5 minutes (SPEC §4, §9). */
export const advertCacheMs = 5 * 60 * 1000;
/** The session storage key of the advert cache. */
export const advertStorageKey = 'plaudit.adverts';
/** Content pages are cached for an hour; the division list for the life of the page. */
export const contentCacheSeconds = 60 * 60;
/** Member lists stay cached per store for 10 minutes after the last picker closes. */
export const memberListCacheSeconds = 10 * 60;

const storedAdverts = z.object({ savedAt: z.number(), answer: z.unknown() });

const defaultStorage = (): KeyValueStorage | undefined =>
  typeof globalThis.sessionStorage === 'undefined' ? undefined : globalThis.sessionStorage;

const readAdverts = (
  storage: KeyValueStorage | undefined,
  now: number,
): ResponseOf<'advertData'> | undefined => {
  const text = storage?.getItem(advertStorageKey);
  if (!text) return undefined;
  try {
    const stored = storedAdverts.safeParse(JSON.parse(text));
    if (!stored.success || now - stored.data.savedAt >= advertCacheMs || now < stored.data.savedAt)
      return undefined;
    const answer = advertDataResponse.safeParse(stored.data.answer);
    return answer.success ? answer.data : undefined;
  } catch {
    return undefined;
  }
};

const writeAdverts = (
  storage: KeyValueStorage | undefined,
  now: number,
  answer: ResponseOf<'advertData'>,
) => {
  try {
    storage?.setItem(
      advertStorageKey,
      JSON.stringify({ savedAt: now, answer: z.encode(advertDataResponse, answer) }),
    );
  } catch {
    // A full or disabled storage only costs a refetch.
  }
};

/** Site area: content, contact, recipients (division and member lists), adverts, recent recognition. */
export const siteApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    getContent: build.query<ResponseOf<'getContent'>, RequestOf<'getContent'>>({
      query: (body) => ({ name: 'getContent', body }),
      providesTags: (_r, _e, arg) => [{ type: 'Content', id: arg.contentKey }],
      keepUnusedDataFor: contentCacheSeconds,
    }),
    contactUsSend: build.mutation<ResponseOf<'contactUsSend'>, RequestOf<'contactUsSend'>>({
      query: (body) => ({ name: 'contactUsSend', body }),
    }),
    /** Loaded once: kept for the life of the store, and no tag ever invalidates it. */
    getDivisionList: build.query<ResponseOf<'getDivisionList'>, undefined>({
      query: () => ({ name: 'getDivisionList', body: {} }),
      providesTags: ['Division'],
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
    /** Cached per store (and search): reopening the picker on a store already seen asks nothing. */
    getMemberList: build.query<ResponseOf<'getMemberList'>, RequestOf<'getMemberList'>>({
      query: (body) => ({ name: 'getMemberList', body }),
      providesTags: (_r, _e, arg) => [{ type: 'MemberList', id: arg.divisionCode }],
      keepUnusedDataFor: memberListCacheSeconds,
    }),
    /** Read from session storage when saved less than 5 minutes ago. */
    advertData: build.query<ResponseOf<'advertData'>, undefined>({
      async queryFn(_arg, api, _options, baseQuery) {
        const extra = isApiExtra(api.extra) ? api.extra : undefined;
        const storage = extra?.storage ?? defaultStorage();
        const now = extra?.now ?? Date.now;
        const cached = readAdverts(storage, now());
        if (cached) return { data: cached };
        const result = await baseQuery({ name: 'advertData', body: {} });
        if (result.error) return { error: result.error as ApiError };
        const data = result.data as ResponseOf<'advertData'>;
        writeAdverts(storage, now(), data);
        return { data };
      },
      providesTags: ['Advert'],
      keepUnusedDataFor: advertCacheMs / 1000,
    }),
    getRecentRecognition: build.query<ResponseOf<'getRecentRecognition'>, undefined>({
      query: () => ({ name: 'getRecentRecognition', body: {} }),
      providesTags: ['RecentRecognition'],
    }),
    /** A colleague's get-to-know card ('' asks for one of Home's); refreshed with member data. */
    getToKnow: build.query<ResponseOf<'getToKnow'>, RequestOf<'getToKnow'>>({
      query: (body) => ({ name: 'getToKnow', body }),
      providesTags: ['MemberData'],
    }),
  }),
});

export const {
  useGetContentQuery,
  useContactUsSendMutation,
  useGetDivisionListQuery,
  useGetMemberListQuery,
  useAdvertDataQuery,
  useGetRecentRecognitionQuery,
  useGetToKnowQuery,
} = siteApi;
