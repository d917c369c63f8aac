import type { Db } from './client.ts';

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
 * server is built (app.ts); the services say what they changed (`inTransaction` in transaction.ts, `write`).
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
 * A write that is one statement, and so its own transaction (a write of more statements runs through
 * `inTransaction`); once it has returned, the feed hears what it changed.
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
