import type { RequestOf, ResponseOf } from '../contract';
import { newIdempotencyKey } from '../idempotency';
import { plauditApi } from './baseApi';

/** An order to place, and the key that makes sending it again safe. */
export interface PlaceOrderArgs {
  readonly body: RequestOf<'placeOrder'>;
  /** The `Idempotency-Key` of this submit; a retry passes the same key. @default a fresh key */
  readonly idempotencyKey?: string;
}

/** Shop area: categories, products, basket, checkout and orders. */
export const shopApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    /** Carries the basket totals and the points available, so it is refreshed with them. */
    categoryList: build.query<ResponseOf<'categoryList'>, undefined>({
      query: () => ({ name: 'categoryList', body: {} }),
      providesTags: ['Category', 'Basket', 'Balance'],
    }),
    productList: build.query<ResponseOf<'productList'>, RequestOf<'productList'>>({
      query: (body) => ({ name: 'productList', body }),
      providesTags: (_r, _e, arg) => [{ type: 'Product', id: arg.prodCat3Id }],
    }),
    addToBasket: build.mutation<ResponseOf<'addToBasket'>, RequestOf<'addToBasket'>>({
      query: (body) => ({ name: 'addToBasket', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Basket']),
    }),
    getBasket: build.query<ResponseOf<'getBasket'>, RequestOf<'getBasket'>>({
      query: (body) => ({ name: 'getBasket', body }),
      providesTags: ['Basket'],
    }),
    changeBasketQty: build.mutation<ResponseOf<'changeBasketQty'>, RequestOf<'changeBasketQty'>>({
      query: (body) => ({ name: 'changeBasketQty', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Basket']),
    }),
    getCheckoutOrderSummary: build.query<
      ResponseOf<'getCheckoutOrderSummary'>,
      RequestOf<'getCheckoutOrderSummary'>
    >({
      query: (body) => ({ name: 'getCheckoutOrderSummary', body }),
      providesTags: ['Basket'],
    }),
    /** An order empties the basket and spends points: basket, orders, balances, statements, member data. */
    placeOrder: build.mutation<ResponseOf<'placeOrder'>, PlaceOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        name: 'placeOrder',
        body,
        idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
      }),
      invalidatesTags: (_r, error) =>
        error ? [] : ['Basket', 'Category', 'Orders', 'MemberData', 'Balance', 'Statement'],
    }),
    orders: build.query<ResponseOf<'orders'>, undefined>({
      query: () => ({ name: 'orders', body: {} }),
      providesTags: ['Orders'],
    }),
    getVoucherCodeMessage: build.query<
      ResponseOf<'getVoucherCodeMessage'>,
      RequestOf<'getVoucherCodeMessage'>
    >({
      query: (body) => ({ name: 'getVoucherCodeMessage', body }),
      providesTags: ['Orders'],
    }),
  }),
});

export const {
  useCategoryListQuery,
  useProductListQuery,
  useAddToBasketMutation,
  useGetBasketQuery,
  useChangeBasketQtyMutation,
  useGetCheckoutOrderSummaryQuery,
  usePlaceOrderMutation,
  useOrdersQuery,
  useGetVoucherCodeMessageQuery,
  useLazyGetVoucherCodeMessageQuery,
} = shopApi;
