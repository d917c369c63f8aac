import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { pushKey, pushSubscribe, pushUnsubscribe } from './subscriptions.ts';

/** Web Push (issue 37): the public key, and a member's browsers subscribed and unsubscribed. */
export function pushRoutes(app: FastifyInstance, context: ServerContext): void {
  registerCall(app, context, 'pushKey', () => pushKey(context));
  registerCall(app, context, 'pushSubscribe', ({ body, session }) =>
    pushSubscribe(context, signedIn(session).memberId, body),
  );
  registerCall(app, context, 'pushUnsubscribe', ({ body, session }) =>
    pushUnsubscribe(context, signedIn(session).memberId, body),
  );
}
