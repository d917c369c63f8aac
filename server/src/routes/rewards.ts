import type { FastifyInstance } from 'fastify';
import { giveAward } from '../awards/give.ts';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';

export function rewardRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, settings } = context;

  registerCall(app, context, 'doReward', async ({ body, session, request }) => {
    const memberId = signedIn(session).memberId;
    const answer = await giveAward(
      db,
      memberId,
      body,
      context.now(),
      settings,
      idempotencyKeyOf(request),
    );
    context.membersChanged();
    context.dispatcher.kick();
    return answer;
  });
}
