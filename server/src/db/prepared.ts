import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client.ts';
import { rowsOf } from './rows.ts';

const dialect = new PgDialect();

/**
 * Runs a statement on PostgreSQL's pool as a named prepared statement: each connection parses and plans
 * it once, then only binds and executes (the award path's statements are long; bench:server measures
 * it). Its name is a digest of its text, so every parameter must be a parameter, never text spliced in.
 * In a transaction, and on PGlite, it is an ordinary execute.
 */
export async function executePrepared<T extends object>(
  db: Db | Tx,
  statement: SQL,
): Promise<{ rows: T[] }> {
  const client = '$client' in db ? db.$client : undefined;
  if (!(client instanceof pg.Pool)) return { rows: await rowsOf<T>(db, statement) };
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = `plaudit_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return client.query<T & pg.QueryResultRow>({ name, text, values: params });
}
