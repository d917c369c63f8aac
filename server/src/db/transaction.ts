import type { Change, Store } from './changes.ts';
import type { Db, Tx } from './client.ts';

const retryable = new Set(['40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null);) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return undefined;
}

export interface TransactionOptions {
  /**
   * How often the transaction is run before a serialization failure or a deadlock is thrown (1: never
   * again, for an import whose callback reports progress as it goes). @default 5
   */
  readonly attempts?: number;
}

type Run<T> = (tx: Tx) => Promise<T>;

const isStore = (on: Store | Db): on is Store => 'changes' in on;

/**
 * The one way the server opens a transaction. The callback runs in it, and again from the start when
 * PostgreSQL ends it with a serialization failure or a deadlock (a few times, after a short random pause).
 * Once it has committed, the store's feed hears what it changed (the caches forget, the outbox's
 * dispatcher wakes); a transaction that throws changed nothing, and nobody hears of it. Given a bare
 * database (the command line, the periodic jobs, the insights' rollups), nobody in this process needs to
 * hear of the change.
 */
export function inTransaction<T>(db: Db, run: Run<T>): Promise<T>;
export function inTransaction<T>(
  on: Store | Db,
  changes: readonly Change[],
  run: Run<T>,
  options?: TransactionOptions,
): Promise<T>;
export async function inTransaction<T>(
  on: Store | Db,
  changesOrRun: readonly Change[] | Run<T>,
  maybeRun?: Run<T>,
  { attempts = 5 }: TransactionOptions = {},
): Promise<T> {
  const changes = typeof changesOrRun === 'function' ? [] : changesOrRun;
  const run = typeof changesOrRun === 'function' ? changesOrRun : maybeRun;
  if (!run) throw new Error('inTransaction needs a callback.');
  const db = isStore(on) ? on.db : on;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await db.transaction(run);
      if (isStore(on)) on.changes.committed(changes);
      return result;
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || state === undefined || !retryable.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
