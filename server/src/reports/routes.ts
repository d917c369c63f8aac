import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { accountKind, type MemberAccountKind } from '../db/schema.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { Reports } from './services.ts';

/** /api/report/*: the three statements and the two reports (services.ts). */
export function reportRoutes(app: FastifyInstance, context: ServerContext): void {
  const reports = new Reports(context);
  const statements = [
    ['statement', accountKind.redeemable],
    ['payItForwardStatement', accountKind.payItForward],
    ['managementStatement', accountKind.management],
  ] as const satisfies readonly (readonly [string, MemberAccountKind])[];
  for (const [name, kind] of statements)
    registerCall(app, context, name, async ({ session, request }) =>
      reports.statement(signedIn(session).memberId, kind, request.headers['accept-encoding']),
    );
  registerCall(app, context, 'reportManagement', async ({ body, session, request }) =>
    reports.management(signedIn(session).memberId, body, request.headers['accept-encoding']),
  );
  registerCall(app, context, 'reportRecommendations', async ({ body, session }) =>
    reports.recommendations(signedIn(session).memberId, body),
  );
}
