import { createHash } from 'node:crypto';
import { messages } from '@plaudit/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { idempotentRequests } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/** (our wording) */
export const idempotencyMessages = {
  badKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
} as const;

/** The request's Idempotency-Key header, if any; a malformed one is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header))
    throw new HttpError(400, idempotencyMessages.badKey);
  return header;
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Claims a request's Idempotency-Key inside the transaction of the change it guards (Stripe's idempotency,
 * DESIGN.md), storing the answer the change will give if it commits. Returns the stored answer when a
 * committed request already holds the key (the change must then not run again), and undefined when the key
 * is now this request's (or there is none). A request that finds the key held by one still under way waits
 * for it (the database's unique key); a different body under the same key is a 422. A refusal rolls the
 * claim back with everything else, so a refused request may be sent again.
 */
export async function claimIdempotencyKey<T>(
  tx: Tx,
  claim: { memberId: number; call: string; key: string | undefined; body: unknown; now: Date },
  answer: T,
): Promise<T | undefined> {
  const { key } = claim;
  if (key === undefined) return undefined;
  const requestHash = hashOf(claim.body);
  const claimed = await tx
    .insert(idempotentRequests)
    .values({
      memberId: claim.memberId,
      call: claim.call,
      key,
      requestHash,
      statusCode: 200,
      response: JSON.stringify(answer),
      createdAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length > 0) return undefined;
  const [first] = await tx
    .select()
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.memberId, claim.memberId),
        eq(idempotentRequests.call, claim.call),
        eq(idempotentRequests.key, key),
      ),
    )
    .limit(1);
  if (!first || first.requestHash !== requestHash)
    throw new HttpError(422, messages.idempotencyKeyReused);
  return JSON.parse(first.response) as T;
}
