import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { auditPage } from './audit.ts';
import { contentBlocksPage, saveContentBlock } from './contentEditor.ts';
import { adjustFromConsole, memberPage, searchMembers } from './memberConsole.ts';
import { setActive, setFlags } from './memberStatus.ts';
import { listNominations, reviewNomination } from './nominationReview.ts';

/** The operator console's calls (administrators only, by apiAccess). */
export function consoleRoutes(app: FastifyInstance, context: ServerContext): void {
  registerCall(app, context, 'adminMemberSearch', async ({ body }) => ({
    members: await searchMembers(context.db, body.query),
  }));

  registerCall(app, context, 'adminMember', async ({ body }) => memberPage(context, body.memberId));

  registerCall(app, context, 'adminAdjustBalance', async ({ body, session, request }) =>
    adjustFromConsole(context, signedIn(session).memberId, body, idempotencyKeyOf(request)),
  );

  registerCall(app, context, 'adminSetFlags', async ({ body, session }) =>
    setFlags(context, signedIn(session).memberId, body),
  );

  registerCall(app, context, 'adminSetActive', async ({ body, session }) =>
    setActive(context, signedIn(session).memberId, body),
  );

  registerCall(app, context, 'adminAudit', async ({ body }) => auditPage(context.db, body));
  registerCall(app, context, 'adminNominations', async ({ body }) =>
    listNominations(context.db, body),
  );

  registerCall(app, context, 'adminReviewNomination', async ({ body, session }) =>
    reviewNomination(context, signedIn(session).memberId, body),
  );

  registerCall(app, context, 'adminContent', async () => contentBlocksPage(context.db));
  registerCall(app, context, 'adminSaveContent', async ({ body, session }) =>
    saveContentBlock(context, signedIn(session).memberId, body),
  );
}
