import { resolve } from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { defaultProgrammeName } from '../settings.ts';

/**
 * The database the server uses: DATABASE_URL (PostgreSQL), else the embedded PGlite in DATA_DIR (./data).
 * An embedded database is one process's at a time: stop the server before running a command on it.
 * The committed migrations are applied; SEED=true also seeds an empty database with the demo programme.
 */
export async function openAdminDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(env.DATA_DIR ?? './data') },
  );
  // Production never gets the demo programme, whatever SEED says.
  await prepareDatabase(database, {
    seed: env.SEED === 'true' && env.NODE_ENV !== 'production',
    programmeName: env.PROGRAMME_NAME || defaultProgrammeName,
  });
  return database;
}
