import type { Db, Tx } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';

/** What is being made in this process (roll-ups, snapshots), by database and key. */
const making = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * Runs `make` in a transaction unless the same key is being made in this process already, in which case
 * it waits for that one: ten charts asked at once make their roll-ups (or snapshot) once.
 */
export function makeOnce(db: Db, key: string, make: (tx: Tx) => Promise<void>): Promise<void> {
  const byDb = making.get(db) ?? new Map<string, Promise<void>>();
  making.set(db, byDb);
  let made = byDb.get(key);
  if (!made) {
    made = inTransaction(db, make).finally(() => byDb.delete(key));
    byDb.set(key, made);
  }
  return made;
}
