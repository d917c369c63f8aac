import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { encoded, encodeResponse, registerCall, signedIn } from '../http/calls.ts';
import { write, writeInTransaction } from '../db/changes.ts';
import { inTransaction } from '../db/transaction.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { addToBasket, changeBasketQty, readBasket } from './basket.ts';
import { cached } from './cache.ts';
import {
  basketAndBalance,
  categoryRows,
  currencyInfoOf,
  productsOfCategory,
  shopInfoOf,
  shopMemberOf,
} from './catalogue.ts';
import { checkoutSummary, orderBasket } from './checkout.ts';
import { shopDevRoutes } from './devRoutes.ts';
import { productImagePath, productImageRoutes } from './images.ts';
import { ordersOf, voucherCodeMessage } from './orders.ts';

/** Every /api/shop/* call of SPEC §7, and the product images. */
export function shopRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db } = context;
  const imageBase = context.settings.productImageBase ?? productImagePath;
  productImageRoutes(app, context);

  const caches = context.shopCaches;
  if (context.settings.devOutbox)
    shopDevRoutes(app, context, () => context.changes.committed(['catalogue']));
  const memberOf = (memberId: number) =>
    cached(caches.members, memberId, context.now().getTime(), () => shopMemberOf(db, memberId));

  // The whole answer per member, encoded once (the tree is the bulk of it): see ShopCaches.
  registerCall(app, context, 'categoryList', async ({ session }) => {
    const member = await memberOf(signedIn(session).memberId);
    const now = context.now().getTime();
    const answer = await cached(caches.categoryAnswers, member.id, now, async () => {
      const [cats, { pointsAvailable, ...totals }] = await Promise.all([
        cached(caches.categories, member.clusterId, now, () => categoryRows(db, member.clusterId)),
        basketAndBalance(db, member.id, member.clusterId),
      ]);
      const value = { cats, ...totals, inf: shopInfoOf(member.cluster, pointsAvailable) };
      return { json: JSON.stringify(encodeResponse('categoryList', value)), copies: {} };
    });
    return encoded(answer.json, answer.copies);
  });

  registerCall(app, context, 'productList', async ({ body, session }) => {
    const member = await memberOf(signedIn(session).memberId);
    const answer = await cached(
      caches.productLists,
      `${member.clusterId}:${body.prodCat3Id}`,
      context.now().getTime(),
      async () => {
        const list = await productsOfCategory(db, member.clusterId, body.prodCat3Id, imageBase);
        return { json: JSON.stringify(encodeResponse('productList', list)), copies: {} };
      },
    );
    return encoded(answer.json, answer.copies);
  });

  // One statement (see addToBasket): a refusal writes nothing, so no transaction is needed around it.
  registerCall(app, context, 'addToBasket', async ({ body, session }) => {
    const member = await memberOf(signedIn(session).memberId);
    const { product, ...totals } = await write(context, [{ basketOf: member.id }], (db) =>
      addToBasket(db, member, body.productId, context.now(), imageBase),
    );
    return { ...totals, product };
  });

  registerCall(app, context, 'getBasket', async ({ session }) => {
    const memberId = signedIn(session).memberId;
    // Reading the basket brings its lines to today's prices (and drops withdrawn ones): a write too.
    return writeInTransaction(context, [{ basketOf: memberId }], async (tx) =>
      readBasket(tx, await shopMemberOf(tx, memberId), imageBase),
    );
  });

  registerCall(app, context, 'changeBasketQty', async ({ body, session }) => {
    const memberId = signedIn(session).memberId;
    return writeInTransaction(context, [{ basketOf: memberId }], async (tx) => {
      const member = await shopMemberOf(tx, memberId);
      await changeBasketQty(tx, member, body.action, body.shopBasketId);
      return readBasket(tx, member, imageBase);
    });
  });

  registerCall(app, context, 'getCheckoutOrderSummary', async ({ body, session }) => {
    const memberId = signedIn(session).memberId;
    return inTransaction(db, async (tx) =>
      checkoutSummary(tx, await shopMemberOf(tx, memberId), body.promoCode, context.now()),
    );
  });

  registerCall(app, context, 'placeOrder', async ({ body, session, request }) => {
    // The member is read before the order's transaction, so it never waits for a second pool connection.
    const member = await memberOf(signedIn(session).memberId);
    return orderBasket(
      context,
      member,
      body,
      idempotencyKeyOf(request),
      context.now,
      context.settings.programmeName,
    );
  });

  registerCall(app, context, 'orders', async ({ session }) => {
    const member = await shopMemberOf(db, signedIn(session).memberId);
    return { ...(await ordersOf(db, member.id)), inf: currencyInfoOf(member.cluster) };
  });

  registerCall(app, context, 'getVoucherCodeMessage', async ({ body, session }) => {
    const memberId = signedIn(session).memberId;
    return { message: await voucherCodeMessage(db, memberId, body.memberOrderItemId) };
  });
}
