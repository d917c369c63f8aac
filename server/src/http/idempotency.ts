import { createHash } from 'node:crypto';
import { idempotencyMessages, messages } from '@plaudit/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { idempotentRequests } from '../db/schema.ts';
import { Refusal } from '../refusals.ts';
import { HttpError } from './errors.ts';

/** The request's Idempotency-Key header, if any; a malformed one is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header))
    throw new HttpError(400, idempotencyMessages.badKey);
  return header;
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** A request's claim of its Idempotency-Key, and the answer it gives when its change commits. */
export interface IdempotencyClaim {
  memberId: number;
  call: string;
  key: string;
  body: unknown;
  now: Date;
}

/**
 * The claim as one statement to write with the change it guards (in the same transaction), when `when`
 * holds: it returns a row when the key is now this request's. A request that finds the key held by one
 * still under way waits for it (the database's unique key).
 */
export function claimStatement<T>(claim: IdempotencyClaim, answer: T, when: SQL = sql`true`): SQL {
  return sql`insert into ${idempotentRequests}
      (member_id, call, key, request_hash, status_code, response, created_at)
    select ${claim.memberId}::integer, ${claim.call}, ${claim.key}, ${hashOf(claim.body)}, 200,
      ${JSON.stringify(answer)}, ${claim.now}
    where ${when}
    on conflict do nothing returning 1`;
}

/**
 * The answer of the committed request that holds the claim's key (its change must not run again); a
 * different body under the same key is a 422.
 */
export async function storedAnswer<T>(db: Db | Tx, claim: IdempotencyClaim): Promise<T> {
  const [first] = await db
    .select()
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.memberId, claim.memberId),
        eq(idempotentRequests.call, claim.call),
        eq(idempotentRequests.key, claim.key),
      ),
    )
    .limit(1);
  if (!first || first.requestHash !== hashOf(claim.body))
    throw new Refusal('conflict', messages.idempotencyKeyReused);
  return JSON.parse(first.response) as T;
}

/**
 * Claims a request's Idempotency-Key inside the transaction of the change it guards (Stripe's idempotency,
 * DESIGN.md), storing the answer the change will give if it commits. Returns the stored answer when a
 * committed request already holds the key (the change must then not run again), and undefined when the key
 * is now this request's (or there is none). A refusal rolls the claim back with everything else, so a
 * refused request may be sent again.
 */
export async function claimIdempotencyKey<T>(
  tx: Tx,
  claim: Omit<IdempotencyClaim, 'key'> & { key: string | undefined },
  answer: T,
): Promise<T | undefined> {
  const { key } = claim;
  if (key === undefined) return undefined;
  const claimed = await rowsOf<object>(tx, claimStatement({ ...claim, key }, answer));
  if (claimed.length > 0) return undefined;
  return storedAnswer<T>(tx, { ...claim, key });
}
