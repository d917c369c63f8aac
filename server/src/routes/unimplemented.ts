import { callNames, contract } from '@plaudit/api/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { sessionHook } from '../http/calls.ts';

/** (our wording) */
export const notYetAvailableMessage = 'This part of the portal is not available yet.';

/**
 * Every call of the contract the server does not answer yet is still registered, behind the same
 * session check as the real thing, and answers 501: no path of the contract is ever unguarded.
 */
export function unimplementedRoutes(app: FastifyInstance, context: ServerContext): string[] {
  const missing = callNames.filter(
    (name) => !app.hasRoute({ method: 'POST', url: contract[name].path }),
  );
  for (const name of missing) {
    const endpoint = contract[name];
    app.post(
      endpoint.path,
      { preHandler: [sessionHook(context, endpoint.access)] },
      async (_request, reply) => reply.status(501).send({ message: notYetAvailableMessage }),
    );
  }
  return missing.map((name) => contract[name].path);
}
