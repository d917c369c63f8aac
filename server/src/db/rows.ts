import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/**
 * The rows of a raw statement, typed by the caller (who writes its select list). Drizzle types `execute`
 * by driver, and the server's `Db` spans two (PGlite and node-postgres), both of which answer `{ rows }`;
 * this is the one place that says so.
 */
export async function rowsOf<T extends object>(db: Db | Tx, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  if (typeof result !== 'object' || result === null || !('rows' in result))
    throw new Error('The database driver answered without rows.');
  const { rows } = result;
  if (!Array.isArray(rows)) throw new Error('The database driver answered without rows.');
  // The select list is the caller's: its columns are the type's fields (the tests decode every answer).
  return rows as T[];
}

/** The first row of a raw statement, if any. */
export async function firstRowOf<T extends object>(
  db: Db | Tx,
  statement: SQL,
): Promise<T | undefined> {
  const [row] = await rowsOf<T>(db, statement);
  return row;
}
