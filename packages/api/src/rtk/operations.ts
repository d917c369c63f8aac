import type { RequestOf, ResponseOf } from '../contract';
import { newIdempotencyKey } from '../idempotency';
import { plauditApi, type TagType } from './baseApi';

/** A console change to make, and the key that makes sending it again safe. */
export interface ConsoleChangeArgs<B> {
  readonly body: B;
  /**
   * The `Idempotency-Key` of this submit: a retry of the same submit passes the same key, so the server
   * changes once however often it arrives. @default a fresh key for every call
   */
  readonly idempotencyKey?: string;
}

const budgets = { type: 'Console', id: 'budgets' } as const;
const orders = { type: 'Console', id: 'orders' } as const;
const promos = { type: 'Console', id: 'promos' } as const;

/**
 * What a grant or a refund changes besides the console's list: the members' pages and, when operators
 * grant or refund themselves, their member data, balances, statements and the shop's points.
 */
const balancesChanged: readonly TagType[] = ['MemberData', 'Balance', 'Statement', 'Category'];

/** The operator console's budgets, orders and promo codes (administrators only). */
export const operationsApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    adminBudgets: build.query<ResponseOf<'adminBudgets'>, undefined>({
      query: () => ({ name: 'adminBudgets', body: {} }),
      providesTags: [budgets],
    }),
    adminGrantBudget: build.mutation<
      ResponseOf<'adminGrantBudget'>,
      ConsoleChangeArgs<RequestOf<'adminGrantBudget'>>
    >({
      query: ({ body, idempotencyKey }) => ({
        name: 'adminGrantBudget',
        body,
        idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
      }),
      invalidatesTags: (_r, error) =>
        error ? [] : [budgets, { type: 'Console' }, ...balancesChanged],
    }),
    adminOrders: build.query<ResponseOf<'adminOrders'>, undefined>({
      query: () => ({ name: 'adminOrders', body: {} }),
      providesTags: [orders],
    }),
    adminRefundLine: build.mutation<
      ResponseOf<'adminRefundLine'>,
      ConsoleChangeArgs<RequestOf<'adminRefundLine'>>
    >({
      query: ({ body, idempotencyKey }) => ({
        name: 'adminRefundLine',
        body,
        idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
      }),
      invalidatesTags: (_r, error) =>
        error ? [] : [orders, { type: 'Console' }, 'Orders', ...balancesChanged],
    }),
    adminOrderHistory: build.query<ResponseOf<'adminOrderHistory'>, RequestOf<'adminOrderHistory'>>(
      {
        query: (body) => ({ name: 'adminOrderHistory', body }),
        providesTags: [orders],
      },
    ),
    adminPromos: build.query<ResponseOf<'adminPromos'>, undefined>({
      query: () => ({ name: 'adminPromos', body: {} }),
      providesTags: [promos],
    }),
    adminCreatePromo: build.mutation<
      ResponseOf<'adminCreatePromo'>,
      ConsoleChangeArgs<RequestOf<'adminCreatePromo'>>
    >({
      query: ({ body, idempotencyKey }) => ({
        name: 'adminCreatePromo',
        body,
        idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
      }),
      invalidatesTags: (_r, error) => (error ? [] : [promos]),
    }),
    adminEndPromo: build.mutation<
      ResponseOf<'adminEndPromo'>,
      ConsoleChangeArgs<RequestOf<'adminEndPromo'>>
    >({
      query: ({ body, idempotencyKey }) => ({
        name: 'adminEndPromo',
        body,
        idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
      }),
      invalidatesTags: (_r, error) => (error ? [] : [promos]),
    }),
  }),
});

export const {
  useAdminBudgetsQuery,
  useAdminGrantBudgetMutation,
  useAdminOrdersQuery,
  useAdminRefundLineMutation,
  useLazyAdminOrderHistoryQuery,
  useAdminPromosQuery,
  useAdminCreatePromoMutation,
  useAdminEndPromoMutation,
} = operationsApi;
