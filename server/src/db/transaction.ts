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

/**
 * Runs a transaction, again when PostgreSQL ends it with a serialization failure or a deadlock (a few
 * times, after a short random pause): the whole callback runs again from the start.
 */
export async function inTransaction<T>(
  db: Db,
  run: (tx: Tx) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(run);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || state === undefined || !retryable.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
