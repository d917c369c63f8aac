import type { RequestOf, ResponseOf } from '../contract';
import { newIdempotencyKey } from '../idempotency';
import { plauditApi, type TagType } from './baseApi';

/** A balance adjustment to make, and the key that makes sending it again safe. */
export interface AdminAdjustBalanceArgs {
  readonly body: RequestOf<'adminAdjustBalance'>;
  /**
   * The `Idempotency-Key` of this submit: a retry of the same submit passes the same key, so the server
   * adjusts once however often it arrives. @default a fresh key for every call
   */
  readonly idempotencyKey?: string;
}

/**
 * What an adjustment changes: the console's pages and searches, and, when operators adjust their own
 * balance, their member data, header balance, statements and the shop's points available.
 */
export const adjustmentInvalidates: readonly TagType[] = [
  'Console',
  'MemberData',
  'Balance',
  'Statement',
  'Category',
];

/**
 * What a change of roles or of being active changes: the console's pages, searches and audit log, and,
 * for the member themselves, their member data (their menus).
 */
export const memberStatusInvalidates: readonly TagType[] = ['Console', 'MemberData'];

/**
 * The operator console (administrators only): member search, a member's page, balance adjustments, roles,
 * deactivation and the audit log.
 */
export const consoleApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    adminMemberSearch: build.query<ResponseOf<'adminMemberSearch'>, RequestOf<'adminMemberSearch'>>(
      {
        query: (body) => ({ name: 'adminMemberSearch', body }),
        providesTags: ['Console'],
      },
    ),
    adminMember: build.query<ResponseOf<'adminMember'>, RequestOf<'adminMember'>>({
      query: (body) => ({ name: 'adminMember', body }),
      providesTags: (_r, _e, arg) => [{ type: 'Console', id: arg.memberId }],
    }),
    adminAdjustBalance: build.mutation<ResponseOf<'adminAdjustBalance'>, AdminAdjustBalanceArgs>({
      query: ({ body, idempotencyKey }) => ({
        name: 'adminAdjustBalance',
        body,
        idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
      }),
      invalidatesTags: (_r, error) => (error ? [] : [...adjustmentInvalidates]),
    }),
    adminSetFlags: build.mutation<ResponseOf<'adminSetFlags'>, RequestOf<'adminSetFlags'>>({
      query: (body) => ({ name: 'adminSetFlags', body }),
      invalidatesTags: (_r, error) => (error ? [] : [...memberStatusInvalidates]),
    }),
    adminSetActive: build.mutation<ResponseOf<'adminSetActive'>, RequestOf<'adminSetActive'>>({
      query: (body) => ({ name: 'adminSetActive', body }),
      invalidatesTags: (_r, error) => (error ? [] : [...memberStatusInvalidates]),
    }),
    adminAudit: build.query<ResponseOf<'adminAudit'>, RequestOf<'adminAudit'>>({
      query: (body) => ({ name: 'adminAudit', body }),
      providesTags: ['Console'],
    }),
    adminMemberStatement: build.query<
      ResponseOf<'adminMemberStatement'>,
      RequestOf<'adminMemberStatement'>
    >({
      query: (body) => ({ name: 'adminMemberStatement', body }),
      providesTags: (_r, _e, arg) => [{ type: 'Console', id: arg.memberId }, 'Statement'],
    }),
  }),
});

export const {
  useAdminMemberSearchQuery,
  useLazyAdminMemberSearchQuery,
  useAdminMemberQuery,
  useAdminAdjustBalanceMutation,
  useAdminSetFlagsMutation,
  useAdminSetActiveMutation,
  useAdminAuditQuery,
  useAdminMemberStatementQuery,
} = consoleApi;
