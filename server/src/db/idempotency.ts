import { createHash } from 'node:crypto';
import { messages } from '@plaudit/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Refusal } from '../refusals.ts';
import type { Db, Tx } from './client.ts';
import { rowsOf } from './rows.ts';
import { idempotentRequests } from './schema.ts';

/**
 * Idempotency-Keys as stored (Stripe's idempotency, DESIGN.md): a request's claim of its key is written in
 * the transaction of the change it guards, with the answer the change gives; a request that repeats a
 * committed one gets that answer and changes nothing. A refusal rolls the claim back with everything else,
 * so a refused request may be sent again.
 */

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** A request's claim of its Idempotency-Key. */
export interface IdempotencyClaim {
  readonly memberId: number;
  readonly call: string;
  readonly key: string;
  readonly body: unknown;
  readonly now: Date;
}

/**
 * A change's Idempotency-Key, as awards and orders hand it to the ledger (`post`): the claim, written in
 * the transfer's statement, and the answer the change gives when it commits.
 */
export interface Idempotency<T> {
  readonly claim: IdempotencyClaim;
  readonly answer: T;
}

/** The claim of the request's key, if it sent one (undefined otherwise). */
export const idempotencyOf = <T>(
  claim: Omit<IdempotencyClaim, 'key'> & { readonly key: string | undefined },
  answer: T,
): Idempotency<T> | undefined =>
  claim.key === undefined ? undefined : { claim: { ...claim, key: claim.key }, answer };

/**
 * The claim as one statement, written when `when` holds: it returns a row when the key is now this
 * request's. A request that finds the key held by one still under way waits for it (the database's unique
 * key), then writes nothing.
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
 * The answer of the committed request that holds the claim's key, if one does (its change must not run
 * again); a different body under the same key is a 422.
 */
export async function answerOf<T>(db: Db | Tx, claim: IdempotencyClaim): Promise<T | undefined> {
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
  if (!first) return undefined;
  if (first.requestHash !== hashOf(claim.body))
    throw new Refusal('conflict', messages.idempotencyKeyReused);
  return JSON.parse(first.response) as T;
}

/** answerOf, for a claim the database has just refused: a committed request holds the key. */
export async function storedAnswer<T>(db: Db | Tx, claim: IdempotencyClaim): Promise<T> {
  const answer = await answerOf<T>(db, claim);
  if (answer === undefined) throw new Refusal('conflict', messages.idempotencyKeyReused);
  return answer;
}

/**
 * Claims a request's Idempotency-Key inside the transaction of the change it guards, storing `answer`
 * (the console's operations store a placeholder and write the real answer once it is known). Returns the
 * stored answer when a committed request already holds the key (the change must then not run again), and
 * undefined when the key is now this request's (or there is none).
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
