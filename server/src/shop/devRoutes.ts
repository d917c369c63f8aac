import { errorMessages } from '@plaudit/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { products } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Outside production only (with the dev outbox): POST /dev/shop/price `{ code, price }` sets a product's
 * price in minor units, as a catalogue import would, so a journey can see a price change in the basket.
 */
export function shopDevRoutes(
  app: FastifyInstance,
  context: ServerContext,
  catalogueChanged: () => void,
): void {
  app.post<{ Body: { code?: unknown; price?: unknown } }>('/dev/shop/price', async (request) => {
    const { code, price } = request.body ?? {};
    if (
      typeof code !== 'string' ||
      typeof price !== 'number' ||
      !Number.isSafeInteger(price) ||
      price <= 0
    )
      throw new HttpError(400, errorMessages.unreadable);
    const updated = await context.db
      .update(products)
      .set({ price })
      .where(eq(products.code, code))
      .returning({ id: products.id });
    if (updated.length === 0) throw new HttpError(404, errorMessages.notFound);
    catalogueChanged();
    return { updated: updated.length };
  });
}
