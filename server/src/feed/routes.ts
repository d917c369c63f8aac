import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { addPoints } from './addPoints.ts';
import { addComment, deleteComment, listComments } from './comments.ts';
import { listFeed, listReactors } from './list.ts';
import { hideComment, listCommentsForModeration } from './moderation.ts';
import { react } from './reactions.ts';

/** The recognition wall (issue 38): its page, reactions, comments, added points and moderation. */
export function feedRoutes(app: FastifyInstance, context: ServerContext): void {
  const me = (session: Parameters<typeof signedIn>[0]) => signedIn(session).memberId;
  registerCall(app, context, 'feedList', ({ body, session }) =>
    listFeed(context.db, me(session), body, context.settings),
  );
  registerCall(app, context, 'feedReact', ({ body, session }) =>
    react(context, me(session), body, context.now()),
  );
  registerCall(app, context, 'feedReactors', ({ body, session }) =>
    listReactors(context.db, me(session), body.id),
  );
  registerCall(app, context, 'feedComments', ({ body, session }) =>
    listComments(context.db, me(session), body.id),
  );
  registerCall(app, context, 'feedComment', ({ body, session, budget }) =>
    addComment(context, me(session), body, { now: context.now(), budget }, context.settings),
  );
  registerCall(app, context, 'feedDeleteComment', ({ body, session }) =>
    deleteComment(context, me(session), body.id, context.now()),
  );
  registerCall(app, context, 'feedAddPoints', ({ body, session, request }) =>
    addPoints(
      context,
      me(session),
      body,
      context.now(),
      context.settings,
      idempotencyKeyOf(request),
    ),
  );
  registerCall(app, context, 'adminHideComment', ({ body, session, budget }) =>
    hideComment(context, me(session), body, { now: context.now(), budget }, context.settings),
  );
  registerCall(app, context, 'adminComments', ({ body }) =>
    listCommentsForModeration(context.db, body),
  );
}
