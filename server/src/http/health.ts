import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

/**
 * GET /healthz for a load balancer or an orchestrator: 200 while this process serves and reaches the
 * database, 503 when the database does not answer. A process that is stopping answers 503 by itself
 * (Fastify's close), so the balancer stops sending it new requests while it drains.
 */
export function healthRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await context.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
