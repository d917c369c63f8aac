import { messages } from '@plaudit/domain';
import type { FastifyInstance } from 'fastify';
import { giveAward } from '../awards/give.ts';
import type { ServerContext } from '../context.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { messageLimiter } from '../http/messageLimits.ts';
import { claimIdempotencyKey, idempotencyKeyOf } from '../http/idempotency.ts';
import { inTransaction } from '../ledger/ledger.ts';

export function rewardRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, settings } = context;

  registerCall(
    app,
    context,
    'doReward',
    async ({ body, session, request }) => {
      const memberId = signedIn(session).memberId;
      const key = idempotencyKeyOf(request);
      const answer = await inTransaction(db, async (tx) => {
        const now = context.now();
        const replay = await claimIdempotencyKey(
          tx,
          { memberId, call: 'doReward', key, body, now },
          { message: messages.awardSubmitted(body.what) },
        );
        if (replay) return replay;
        return giveAward(tx, memberId, body, now, settings);
      });
      context.membersChanged();
      context.dispatcher.kick();
      return answer;
    },
    { preHandler: [messageLimiter(app, context)] },
  );
}
