import type { RequestOf, ResponseOf } from '../contract';
import { newIdempotencyKey } from '../idempotency';
import { plauditApi, type TagType } from './baseApi';

/** Points added to a recognition, and the key that makes pressing again safe. */
export interface FeedAddPointsArgs {
  readonly body: RequestOf<'feedAddPoints'>;
  /**
   * The `Idempotency-Key` of this press: a retry of the same press passes the same key, so the points are
   * added once however often it arrives. @default a fresh key for every call
   */
  readonly idempotencyKey?: string;
}

/** What added points change: the card, the giver's balance and both members' statements. */
export const feedAddPointsInvalidates: readonly TagType[] = [
  'Feed',
  'MemberData',
  'Balance',
  'Statement',
  'Report',
  'Category',
];

/**
 * The recognition wall (issue 38): its pages (an infinite query by filter, each page after the last one's
 * cursor), a card's comments, and the changes. A reaction, a comment or a deletion refreshes the wall.
 */
export const feedApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    feedList: build.infiniteQuery<
      ResponseOf<'feedList'>,
      RequestOf<'feedList'>['filter'],
      string | null
    >({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        name: 'feedList',
        body: { filter: queryArg, ...(pageParam === null ? {} : { cursor: pageParam }) },
      }),
      providesTags: ['Feed'],
    }),
    feedComments: build.query<ResponseOf<'feedComments'>, RequestOf<'feedComments'>>({
      query: (body) => ({ name: 'feedComments', body }),
      providesTags: ['Feed'],
    }),
    feedReactors: build.query<ResponseOf<'feedReactors'>, RequestOf<'feedReactors'>>({
      query: (body) => ({ name: 'feedReactors', body }),
      providesTags: ['Feed'],
    }),
    feedReact: build.mutation<ResponseOf<'feedReact'>, RequestOf<'feedReact'>>({
      query: (body) => ({ name: 'feedReact', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Feed']),
    }),
    feedComment: build.mutation<ResponseOf<'feedComment'>, RequestOf<'feedComment'>>({
      query: (body) => ({ name: 'feedComment', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Feed']),
    }),
    feedDeleteComment: build.mutation<
      ResponseOf<'feedDeleteComment'>,
      RequestOf<'feedDeleteComment'>
    >({
      query: (body) => ({ name: 'feedDeleteComment', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Feed']),
    }),
    feedAddPoints: build.mutation<ResponseOf<'feedAddPoints'>, FeedAddPointsArgs>({
      query: ({ body, idempotencyKey }) => ({
        name: 'feedAddPoints',
        body,
        idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
      }),
      invalidatesTags: (_r, error) => (error ? [] : [...feedAddPointsInvalidates]),
    }),
    adminHideComment: build.mutation<ResponseOf<'adminHideComment'>, RequestOf<'adminHideComment'>>(
      {
        query: (body) => ({ name: 'adminHideComment', body }),
        invalidatesTags: (_r, error) => (error ? [] : ['Feed']),
      },
    ),
    // A page of the console's moderation list; a hiding (or any change to the wall) reads it again.
    adminComments: build.query<ResponseOf<'adminComments'>, RequestOf<'adminComments'>>({
      query: (body) => ({ name: 'adminComments', body }),
      providesTags: ['Feed'],
    }),
    // The console's Comments page: the moderation list as pages, each after the last one's `nextBefore`.
    adminCommentPages: build.infiniteQuery<ResponseOf<'adminComments'>, undefined, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextBefore,
      },
      query: ({ pageParam }) => ({
        name: 'adminComments',
        body: pageParam === null ? {} : { before: pageParam },
      }),
      providesTags: ['Feed'],
    }),
  }),
});

export const {
  useFeedListInfiniteQuery,
  useFeedCommentsQuery,
  useFeedReactorsQuery,
  useFeedReactMutation,
  useFeedCommentMutation,
  useFeedDeleteCommentMutation,
  useFeedAddPointsMutation,
  useAdminHideCommentMutation,
  useAdminCommentsQuery,
  useAdminCommentPagesInfiniteQuery,
} = feedApi;
