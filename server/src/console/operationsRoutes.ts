import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { importFromConsole, importersPage, readImportBody } from './imports.ts';
import {
  budgetsPage,
  createPromoFromConsole,
  endPromoFromConsole,
  grantFromConsole,
  orderHistoryPage,
  ordersPage,
  promosPage,
  refundFromConsole,
} from './operationsConsole.ts';

/** The operator console's budgets, orders, promo codes and CSV imports (administrators only, by apiAccess). */
export function operationsRoutes(app: FastifyInstance, context: ServerContext): void {
  registerCall(app, context, 'adminBudgets', async () => budgetsPage(context));
  registerCall(app, context, 'adminGrantBudget', async ({ body, session, request }) =>
    grantFromConsole(context, signedIn(session).memberId, body, idempotencyKeyOf(request)),
  );
  registerCall(app, context, 'adminOrders', async () => ordersPage(context));
  registerCall(app, context, 'adminRefundLine', async ({ body, session, request }) =>
    refundFromConsole(context, signedIn(session).memberId, body, idempotencyKeyOf(request)),
  );
  registerCall(app, context, 'adminOrderHistory', async ({ body }) =>
    orderHistoryPage(context, body),
  );
  registerCall(app, context, 'adminPromos', async () => promosPage(context));
  registerCall(app, context, 'adminCreatePromo', async ({ body, session, request }) =>
    createPromoFromConsole(context, signedIn(session).memberId, body, idempotencyKeyOf(request)),
  );
  registerCall(app, context, 'adminEndPromo', async ({ body, session, request }) =>
    endPromoFromConsole(context, signedIn(session).memberId, body, idempotencyKeyOf(request)),
  );
  // The CSV imports: the command line's importers on an uploaded file (multipart).
  registerCall(app, context, 'adminImporters', async () => importersPage(context));
  registerCall(
    app,
    context,
    'adminImport',
    async ({ body, session }) => importFromConsole(context, signedIn(session).memberId, body),
    { readBody: readImportBody },
  );
}
