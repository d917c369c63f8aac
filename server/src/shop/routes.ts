import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { encoded, registerCall, signedIn } from '../http/calls.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { shopDevRoutes } from './devRoutes.ts';
import { productImageRoutes } from './images.ts';
import {
  addOne,
  basketOf,
  categoryList,
  changeQty,
  ordersPage,
  placeOrder,
  productList,
  summaryOf,
  voucherCodes,
} from './services.ts';

/** Every /api/shop/* call of SPEC §7, and the product images. */
export function shopRoutes(app: FastifyInstance, context: ServerContext): void {
  productImageRoutes(app, context);
  if (context.settings.devOutbox)
    shopDevRoutes(app, context, () => context.changes.committed(['catalogue']));
  const memberOf = (session: Parameters<typeof signedIn>[0]) => signedIn(session).memberId;

  registerCall(app, context, 'categoryList', async ({ session }) => {
    const answer = await categoryList(context, memberOf(session));
    return encoded(answer.json, answer.copies);
  });
  registerCall(app, context, 'productList', async ({ body, session }) => {
    const answer = await productList(context, memberOf(session), body.prodCat3Id);
    return encoded(answer.json, answer.copies);
  });
  registerCall(app, context, 'addToBasket', async ({ body, session }) =>
    addOne(context, memberOf(session), body.productId),
  );
  registerCall(app, context, 'getBasket', async ({ session }) =>
    basketOf(context, memberOf(session)),
  );
  registerCall(app, context, 'changeBasketQty', async ({ body, session }) =>
    changeQty(context, memberOf(session), body),
  );
  registerCall(app, context, 'getCheckoutOrderSummary', async ({ body, session }) =>
    summaryOf(context, memberOf(session), body.promoCode),
  );
  registerCall(app, context, 'placeOrder', async ({ body, session, request, budget }) =>
    placeOrder(context, memberOf(session), body, idempotencyKeyOf(request), budget),
  );
  registerCall(app, context, 'orders', async ({ session }) =>
    ordersPage(context, memberOf(session)),
  );
  registerCall(app, context, 'getVoucherCodeMessage', async ({ body, session }) =>
    voucherCodes(context, memberOf(session), body.memberOrderItemId),
  );
}
