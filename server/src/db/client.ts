import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { serverDir } from '../paths.ts';

export type Schema = typeof schema;
/** The one database type the server code sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself where one statement is atomic anyway. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same lock on this database (PostgreSQL: a
   * session advisory lock held on a connection of its own; PGlite has one process). Several servers
   * starting at once on a new database migrate and seed it one after the other.
   */
  exclusively<T>(lock: bigint, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (a test run seeds once and loads the copy per file). */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseLocation =
  | { kind: 'pglite'; dataDir?: string /* absent: in memory */; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

const migrationsFolder = join(serverDir, 'drizzle');

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'pglite') {
    if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
    const client = await PGlite.create(location.dataDir ?? 'memory://', {
      extensions: { pg_trgm },
      ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
    });
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      exclusively: (_lock, work) => work(),
      close: () => client.close(),
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  }
  const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10 });
  // An idle connection that PostgreSQL ends (a restart, an administrator) is replaced at the next query;
  // unheard, its error would end the process.
  pool.on('error', (error) =>
    process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`),
  );
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    exclusively: async (lock, work) => {
      // Its own connection (not the pool's): the lock belongs to a session, and the work uses the pool.
      const holder = new pg.Client({ connectionString: location.url });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1::bigint)', [lock.toString()]);
        return await work();
      } finally {
        // Ending the session releases the lock too, also when the unlock itself fails.
        await holder
          .query('select pg_advisory_unlock($1::bigint)', [lock.toString()])
          .catch(() => undefined);
        await holder.end();
      }
    },
    close: () => pool.end(),
  };
}
