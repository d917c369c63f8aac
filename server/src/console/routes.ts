import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { auditPage } from './audit.ts';
import { contentBlocksPage, saveContentBlock } from './contentEditor.ts';
import { ImportJobs } from './importJobs.ts';
import {
  discardUnclaimedUpload,
  importFromConsole,
  importJobPage,
  importersPage,
  readImportBody,
} from './imports.ts';
import { adjustFromConsole, memberPage, searchMembers } from './memberConsole.ts';
import { memberStatement } from './memberStatement.ts';
import { setActive, setFlags } from './memberStatus.ts';
import { listNominations, reviewNomination } from './nominationReview.ts';
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

/**
 * The operator console's calls (administrators only, by apiAccess): members, budgets, orders, promo codes,
 * CSV imports, nominations, content and the audit log. Each is the command line's service with the
 * console's answer around it (the files beside this one).
 */
export function consoleRoutes(app: FastifyInstance, context: ServerContext): void {
  const adminOf = (session: Parameters<typeof signedIn>[0]) => signedIn(session).memberId;

  registerCall(app, context, 'adminMemberSearch', async ({ body }) =>
    searchMembers(context.db, body.query),
  );
  registerCall(app, context, 'adminMember', async ({ body }) => memberPage(context, body.memberId));
  registerCall(app, context, 'adminAdjustBalance', async ({ body, session, request }) =>
    adjustFromConsole(context, adminOf(session), body, idempotencyKeyOf(request)),
  );
  registerCall(app, context, 'adminSetFlags', async ({ body, session }) =>
    setFlags(context, adminOf(session), body),
  );
  registerCall(app, context, 'adminSetActive', async ({ body, session }) =>
    setActive(context, adminOf(session), body),
  );

  registerCall(app, context, 'adminBudgets', async () => budgetsPage(context));
  registerCall(app, context, 'adminGrantBudget', async ({ body, session, request }) =>
    grantFromConsole(context, adminOf(session), body, idempotencyKeyOf(request)),
  );
  registerCall(app, context, 'adminOrders', async () => ordersPage(context));
  registerCall(app, context, 'adminRefundLine', async ({ body, session, request, budget }) =>
    refundFromConsole(context, adminOf(session), body, idempotencyKeyOf(request), budget),
  );
  registerCall(app, context, 'adminOrderHistory', async ({ body }) =>
    orderHistoryPage(context, body),
  );
  registerCall(app, context, 'adminPromos', async () => promosPage(context));
  registerCall(app, context, 'adminCreatePromo', async ({ body, session, request }) =>
    createPromoFromConsole(context, adminOf(session), body, idempotencyKeyOf(request)),
  );
  registerCall(app, context, 'adminEndPromo', async ({ body, session, request }) =>
    endPromoFromConsole(context, adminOf(session), body, idempotencyKeyOf(request)),
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
    async ({ body, session, request }) => importFromConsole(jobs, request, adminOf(session), body),
    { readBody: readImportBody, preHandler: [discardUnclaimedUpload] },
  );
  registerCall(app, context, 'adminImportJob', async ({ body, session }) =>
    importJobPage(jobs, adminOf(session), body),
  );

  registerCall(app, context, 'adminNominations', async ({ body }) =>
    listNominations(context.db, body),
  );
  registerCall(app, context, 'adminReviewNomination', async ({ body, session, budget }) =>
    reviewNomination(context, adminOf(session), body, budget),
  );
  registerCall(app, context, 'adminContent', async () => contentBlocksPage(context.db));
  registerCall(app, context, 'adminSaveContent', async ({ body, session }) =>
    saveContentBlock(context, adminOf(session), body),
  );
  registerCall(app, context, 'adminAudit', async ({ body }) => auditPage(context, body));
  registerCall(app, context, 'adminMemberStatement', async ({ body }) =>
    memberStatement(context, body),
  );
}
