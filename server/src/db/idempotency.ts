import { createHash } from 'node:crypto';
import { messages } from '@plaudit/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { Refusal } from '../refusals.ts';
import type { Change, Store } from './changes.ts';
import type { Db, Tx } from './client.ts';
import { rowsOf } from './rows.ts';
import { idempotentRequests } from './schema.ts';
import { inTransaction } from './transaction.ts';

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

/** An operator's request for a change: who asks, by which call, with its Idempotency-Key if it sent one. */
export interface ChangeRequest {
  readonly memberId: number;
  readonly call: string;
  readonly key: string | undefined;
  readonly body: unknown;
}

export interface OnceOptions<T> {
  /** The clock, read inside the transaction (a transaction run again takes its own time). */
  readonly now: () => Date;
  /** The console's request (the command line sends none: its changes have no key to claim). */
  readonly request?: ChangeRequest;
  /** Turns a stored answer (JSON: dates as strings) back into an answer, where it holds what changes. */
  readonly revive?: (stored: T, tx: Tx, now: Date) => Promise<T>;
}

/**
 * An operator's change (the console's and the command line's services) in one transaction, run once per
 * Idempotency-Key: the key is claimed with a placeholder first and given the change's answer once it is
 * known, in the same transaction, so a committed key always holds the real answer and a retry gets it
 * without changing anything twice. A refusal rolls the claim back with the change, so a refused request
 * may be sent again. Without a key (or a request) the change simply runs in its transaction.
 */
export function withIdempotency<T>(
  store: Store | Db,
  changes: readonly Change[],
  { now, request, revive = async (stored) => stored }: OnceOptions<T>,
  change: (tx: Tx, now: Date) => Promise<T>,
): Promise<T> {
  return inTransaction(store, changes, async (tx) => {
    const at = now();
    const key = request?.key;
    if (request === undefined || key === undefined) return change(tx, at);
    const claim: IdempotencyClaim = { ...request, key, now: at };
    const claimed = await rowsOf<object>(tx, claimStatement<T | null>(claim, null));
    if (claimed.length === 0) return revive(await storedAnswer<T>(tx, claim), tx, at);
    const answer = await change(tx, at);
    await tx
      .update(idempotentRequests)
      .set({ response: JSON.stringify(answer) })
      .where(
        and(
          eq(idempotentRequests.memberId, claim.memberId),
          eq(idempotentRequests.call, claim.call),
          eq(idempotentRequests.key, claim.key),
        ),
      );
    return answer;
  });
}
