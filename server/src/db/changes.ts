import type { Db, Tx } from './client.ts';
import { inTransaction } from './transaction.ts';

/**
 * What a committed write changed, for whoever keeps a copy of it or waits for it: the caches of member
 * data and of the shop, and the outbox's dispatcher.
 */
export type Change =
  /** A member, a balance, a ledger entry or a picture. */
  | 'members'
  /** The outbox holds new messages. */
  | 'messages'
  /** The shop's categories, products or prices. */
  | 'catalogue'
  /** One member's basket. */
  | { readonly basketOf: number };

export type ChangeListener = (change: Change) => void;

/**
 * Tells every listener of the changes a write has committed. The listeners are wired once where the
 * server is built (app.ts); the services say what they changed (`write`, `writeInTransaction`).
 */
export class ChangeFeed {
  readonly #listeners: ChangeListener[] = [];

  listen(listener: ChangeListener): void {
    this.#listeners.push(listener);
  }

  committed(changes: readonly Change[]): void {
    for (const change of changes) for (const listener of this.#listeners) listener(change);
  }
}

/** The database and who hears of what is committed to it: what a service that writes is given. */
export interface Store {
  readonly db: Db;
  readonly changes: ChangeFeed;
}

/**
 * A service's write in one transaction (run again on a serialization failure or a deadlock); once it has
 * committed, the feed hears what it changed. A write that throws has changed nothing, so nobody hears.
 */
export async function writeInTransaction<T>(
  store: Store,
  changes: readonly Change[],
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await inTransaction(store.db, run);
  store.changes.committed(changes);
  return result;
}

/**
 * A write that is one statement (its own transaction) or opens its own transactions; once it has returned,
 * the feed hears what it changed.
 */
export async function write<T>(
  store: Store,
  changes: readonly Change[],
  run: (db: Db) => Promise<T>,
): Promise<T> {
  const result = await run(store.db);
  store.changes.committed(changes);
  return result;
}
