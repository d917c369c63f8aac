import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { ImportJobs } from './importJobs.ts';
import {
  discardUnclaimedUpload,
  importFromConsole,
  importJobPage,
  importersPage,
  readImportBody,
} from './imports.ts';
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
  // The CSV imports: the command line's importers on an uploaded file (multipart), run as jobs that
  // the console follows; a job this process runs rolls back when the server stops.
  const jobs = new ImportJobs(context, (error) => app.log.error(error));
  app.addHook('preClose', () => jobs.stop());
  registerCall(app, context, 'adminImporters', async () => importersPage(context));
  registerCall(
    app,
    context,
    'adminImport',
    async ({ body, session, request }) =>
      importFromConsole(jobs, request, signedIn(session).memberId, body),
    { readBody: readImportBody, preHandler: [discardUnclaimedUpload] },
  );
  registerCall(app, context, 'adminImportJob', async ({ body, session }) =>
    importJobPage(jobs, signedIn(session).memberId, body),
  );
}
