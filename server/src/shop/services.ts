import type { CallName } from '@plaudit/api/contract';
import type { ServerContext } from '../context.ts';
import type { Change } from '../db/changes.ts';
import { write } from '../db/changes.ts';
import type { Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { encodeResponse, type RequestBody, type ResponseValue } from '../http/calls.ts';
import { addToBasket, changeBasketQty, readBasket } from './basket.ts';
import type { EncodedAnswer } from './cache.ts';
import {
  basketAndBalance,
  categoryRows,
  currencyInfoOf,
  productsOfCategory,
  shopInfoOf,
  shopMemberOf,
  type ShopMember,
} from './catalogue.ts';
import { checkoutSummary, orderBasket } from './checkout.ts';
import { productImagePath } from './images.ts';
import { ordersOf, voucherCodeMessage } from './orders.ts';
import type { MessageBudget } from '../outbox/queue.ts';

/**
 * The shop's services (SPEC §7 /api/shop/*), one per call: the answers every page asks for again and
 * again come from the ShopCaches (a few seconds, emptied by the feed of this process's changes); a change
 * of the basket runs in one transaction and says which member's basket it changed.
 */

/** Where a product's image is: the setting's host, or the portal's own path. */
const imageBaseOf = (context: ServerContext) =>
  context.settings.productImageBase ?? productImagePath;

/** A member's cluster and shop settings, kept a few seconds. */
const memberOf = (context: ServerContext, memberId: number): Promise<ShopMember> =>
  context.shopCaches.members.get(memberId, () => shopMemberOf(context.db, memberId));

/** An answer encoded once with the contract's response schema, its compressed copies made on demand. */
const encodedAnswer = <N extends CallName>(name: N, value: ResponseValue<N>): EncodedAnswer => ({
  json: JSON.stringify(encodeResponse(name, value)),
  copies: {},
});

/** categorylist: the whole answer per member, encoded once (the category tree is the bulk of it). */
export async function categoryList(context: ServerContext, memberId: number) {
  const { db, shopCaches: caches } = context;
  const member = await memberOf(context, memberId);
  return caches.categoryAnswers.get(member.id, async () => {
    const [cats, { pointsAvailable, ...totals }] = await Promise.all([
      caches.categories.get(member.clusterId, () => categoryRows(db, member.clusterId)),
      basketAndBalance(db, member.id, member.clusterId),
    ]);
    const inf = shopInfoOf(member.cluster, pointsAvailable);
    return encodedAnswer('categoryList', { cats, ...totals, inf });
  });
}

/** productlist: a category's products in the member's cluster, encoded once per cluster and category. */
export async function productList(context: ServerContext, memberId: number, categoryId: number) {
  const member = await memberOf(context, memberId);
  return context.shopCaches.productLists.get(`${member.clusterId}:${categoryId}`, async () =>
    encodedAnswer(
      'productList',
      await productsOfCategory(context.db, member.clusterId, categoryId, imageBaseOf(context)),
    ),
  );
}

/** One more of a product in the basket: one statement (a refusal writes nothing), so no transaction. */
export async function addOne(context: ServerContext, memberId: number, productId: number) {
  const member = await memberOf(context, memberId);
  const { product, ...totals } = await write(context, [{ basketOf: member.id }], (db) =>
    addToBasket(db, member, productId, context.now(), imageBaseOf(context)),
  );
  return { ...totals, product };
}

/**
 * The member's basket in one transaction with its member row read afresh; a reading of the basket that
 * changes it (prices brought to today's, withdrawn lines removed) says so.
 */
function withBasket<T>(
  context: ServerContext,
  memberId: number,
  changes: readonly Change[],
  run: (tx: Tx, member: ShopMember) => Promise<T>,
): Promise<T> {
  return inTransaction(context, changes, async (tx) => run(tx, await shopMemberOf(tx, memberId)));
}

/** getbasket: reading the basket brings its lines to today's prices (and drops withdrawn ones). */
export const basketOf = (context: ServerContext, memberId: number) =>
  withBasket(context, memberId, [{ basketOf: memberId }], (tx, member) =>
    readBasket(tx, member, imageBaseOf(context)),
  );

/** changebasketqty: one line changed, then the basket as getbasket reads it. */
export const changeQty = (
  context: ServerContext,
  memberId: number,
  { action, shopBasketId }: RequestBody<'changeBasketQty'>,
) =>
  withBasket(context, memberId, [{ basketOf: memberId }], async (tx, member) => {
    await changeBasketQty(tx, member, action, shopBasketId);
    return readBasket(tx, member, imageBaseOf(context));
  });

/** getcheckoutordersummary: the basket's lines held while the total and the promo code are worked out. */
export const summaryOf = (context: ServerContext, memberId: number, promoCode: string) =>
  withBasket(context, memberId, [], (tx, member) =>
    checkoutSummary(tx, member, promoCode, context.now()),
  );

/** placeOrder: the member is read before the order's transaction, so it never waits for a second connection. */
export async function placeOrder(
  context: ServerContext,
  memberId: number,
  body: RequestBody<'placeOrder'>,
  key: string | undefined,
  budget: MessageBudget | undefined,
) {
  const member = await memberOf(context, memberId);
  return orderBasket(context, member, body, key, context.now, {
    programmeName: context.settings.programmeName,
    portalUrl: context.settings.portalUrl,
    budget,
  });
}

/** orders: every order of the member with its lines, in the cluster's currency. */
export async function ordersPage(context: ServerContext, memberId: number) {
  const member = await shopMemberOf(context.db, memberId);
  return {
    ...(await ordersOf(context.db, member.id)),
    inf: {
      ...currencyInfoOf(member.cluster),
      currencyRateMoney: Number(member.cluster.currencyRateMoney),
    },
  };
}

/** getvouchercodemessage: one line's codes, for its owner. */
export async function voucherCodes(context: ServerContext, memberId: number, lineId: number) {
  return { message: await voucherCodeMessage(context.db, memberId, lineId) };
}
