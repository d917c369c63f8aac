import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { encoded, encodeResponse, registerCall, signedIn } from '../http/calls.ts';
import { claimIdempotencyKey, idempotencyKeyOf } from '../http/idempotency.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { addToBasket, changeBasketQty, readBasket } from '../shop/basket.ts';
import { cached, ShopCaches } from '../shop/cache.ts';
import {
  basketAndBalance,
  categoryRows,
  currencyInfoOf,
  productsOfCategory,
  shopInfoOf,
  shopMemberOf,
} from '../shop/catalogue.ts';
import { checkoutSummary, orderNumberOf, orderToPlace, placeOrder } from '../shop/checkout.ts';
import { shopDevRoutes } from '../shop/devRoutes.ts';
import { productImagePath, productImageRoutes } from '../shop/images.ts';
import { ordersOf, voucherCodeMessage } from '../shop/orders.ts';

/** Every /api/shop/* call of SPEC §7, and the product images. */
export function shopRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db } = context;
  const imageBase = context.settings.productImageBase ?? productImagePath;
  productImageRoutes(app, context);

  const caches = new ShopCaches(context.settings.memberDataCacheMs);
  // Every write that changes a balance or a member calls the context's membersChanged: the shop's answers
  // that show them are forgotten with the member bundles.
  const membersChanged = context.membersChanged;
  context.membersChanged = () => {
    membersChanged();
    caches.membersChanged();
  };
  if (context.settings.devOutbox) shopDevRoutes(app, context, () => caches.catalogueChanged());
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
    try {
      const { product, ...totals } = await addToBasket(
        db,
        member,
        body.productId,
        context.now(),
        imageBase,
      );
      return { ...totals, product };
    } finally {
      caches.basketChanged(member.id);
    }
  });

  registerCall(app, context, 'getBasket', async ({ session }) => {
    const memberId = signedIn(session).memberId;
    try {
      return await inTransaction(db, async (tx) =>
        readBasket(tx, await shopMemberOf(tx, memberId), imageBase),
      );
    } finally {
      caches.basketChanged(memberId);
    }
  });

  registerCall(app, context, 'changeBasketQty', async ({ body, session }) => {
    const memberId = signedIn(session).memberId;
    try {
      return await inTransaction(db, async (tx) => {
        const member = await shopMemberOf(tx, memberId);
        await changeBasketQty(tx, member, body.action, body.shopBasketId);
        return readBasket(tx, member, imageBase);
      });
    } finally {
      caches.basketChanged(memberId);
    }
  });

  registerCall(app, context, 'getCheckoutOrderSummary', async ({ body, session }) => {
    const memberId = signedIn(session).memberId;
    return inTransaction(db, async (tx) =>
      checkoutSummary(tx, await shopMemberOf(tx, memberId), body.promoCode, context.now()),
    );
  });

  registerCall(app, context, 'placeOrder', async ({ body, session, request }) => {
    const memberId = signedIn(session).memberId;
    const key = idempotencyKeyOf(request);
    // Read before the transaction, so a transaction never waits for a second pool connection.
    const member = await memberOf(memberId);
    const answer = await inTransaction(db, async (tx) => {
      const now = context.now();
      const order = await orderToPlace(tx, member);
      const replay = await claimIdempotencyKey(
        tx,
        { memberId, call: 'placeOrder', key, body, now },
        { orderNum: orderNumberOf(order.orderId) },
      );
      if (replay) return replay;
      return placeOrder(tx, member, body, order, now);
    });
    context.membersChanged();
    context.dispatcher.kick();
    return answer;
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
