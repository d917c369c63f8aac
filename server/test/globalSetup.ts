import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { postgresAdmin, postgresUrlOf, seedOnce } from './seededDemo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder (tarball) with the migrated, seeded demo and its kept copy. */
    seededPglite: string;
    /** The PostgreSQL database every test file's database is made from (when TEST_DATABASE_URL is set). */
    seededPostgres: string | undefined;
  }
}

/**
 * Migrates and seeds the demo once per run, for PGlite and PostgreSQL: each test file then starts from a
 * copy (PGlite's data folder, PostgreSQL's `create database … template`) instead of migrating and seeding
 * its own, and each test puts the seed back from the kept copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'plaudit-seed-'));
  const tarball = join(folder, 'seeded.tar');
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    await seedOnce(pglite);
    const dump = await pglite.dumpDataDir?.();
    if (!dump) throw new Error('PGlite gave no data folder');
    writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('seededPglite', tarball);

  let template: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const name = `plaudit_test_seed_${randomBytes(6).toString('hex')}`;
    await postgresAdmin((admin) => admin.query(`create database ${name}`));
    template = name;
    const postgres = await openDatabase({
      kind: 'postgres',
      url: postgresUrlOf(name),
      poolSize: 2,
    });
    try {
      await seedOnce(postgres);
    } finally {
      // A template must have no connections while a copy of it is made.
      await postgres.close();
    }
  }
  project.provide('seededPostgres', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (template)
      await postgresAdmin((admin) =>
        admin.query(`drop database if exists ${template} with (force)`),
      );
  };
}
