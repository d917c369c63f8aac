import type { FastifyInstance } from 'fastify';
import { giveAward } from './give.ts';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';

export function rewardRoutes(app: FastifyInstance, context: ServerContext): void {
  registerCall(
    app,
    context,
    'doReward',
    async ({ body, session, request, budget }) =>
      giveAward(
        context,
        signedIn(session).memberId,
        body,
        { now: context.now(), budget },
        context.settings,
        idempotencyKeyOf(request),
      ),
    // The award reads the giver's flags with its recipients, and counts each message it queues in the
    // statement that writes it: neither needs a read of its own before the call.
    { checkedByCall: ['roles', 'messageBudget'] },
  );
}
