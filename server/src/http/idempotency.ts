import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { idempotentRequests } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/** (our wording) */
export const idempotencyMessages = {
  badKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  keyReused:
    'This request repeats an earlier one with the same Idempotency-Key but a different body.',
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
 * Runs a change at most once per key (Stripe's idempotency, DESIGN.md): inside the caller's transaction the
 * key is claimed first; a request that finds its key claimed by a committed request gets that request's
 * answer (or a 422 when its body differs), and one that finds it claimed by a request still under way
 * waits for it (the database's unique key). A refusal rolls the claim back with everything else, so a
 * refused request may be sent again. Without a key the change simply runs.
 */
export async function onceForKey<T>(
  tx: Tx,
  claim: { memberId: number; call: string; key: string | undefined; body: unknown; now: Date },
  run: () => Promise<T>,
): Promise<T> {
  const { key } = claim;
  if (key === undefined) return run();
  const requestHash = hashOf(claim.body);
  const where = and(
    eq(idempotentRequests.memberId, claim.memberId),
    eq(idempotentRequests.call, claim.call),
    eq(idempotentRequests.key, key),
  );
  const claimed = await tx
    .insert(idempotentRequests)
    .values({
      memberId: claim.memberId,
      call: claim.call,
      key,
      requestHash,
      statusCode: 0,
      response: '',
      createdAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length === 0) {
    const [first] = await tx.select().from(idempotentRequests).where(where).limit(1);
    if (!first || first.requestHash !== requestHash)
      throw new HttpError(422, idempotencyMessages.keyReused);
    return JSON.parse(first.response) as T;
  }
  const answer = await run();
  await tx
    .update(idempotentRequests)
    .set({ statusCode: 200, response: JSON.stringify(answer) })
    .where(where);
  return answer;
}
