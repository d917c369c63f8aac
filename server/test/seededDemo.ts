import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed.ts';
import type { PasswordCost } from '../src/security/passwords.ts';

/** Cheap scrypt for tests; the format and the code path are the production ones. */
export const testPasswordCost: PasswordCost = { logN: 10, r: 8, p: 1 };

/** When every test starts (its clock, and the seed's "now"). */
export const startOfTests = new Date('2026-11-22T08:00:00Z');

/** Migrates and seeds the demo as every test starts from it, and keeps a copy of it (below). */
export async function seedOnce(database: Database): Promise<void> {
  await database.migrate();
  await seedDemo(database.db, { now: startOfTests, passwordCost: testPasswordCost });
  await keepSeed(database.db);
}

/** Runs work on a connection to TEST_DATABASE_URL (making and dropping databases). */
export async function postgresAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? '' });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** TEST_DATABASE_URL with another database's name. */
export const postgresUrlOf = (name: string): string => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The seeded demo kept aside in the database itself (schema `plaudit_seed`), with a function that puts
 * every table back as it was: seeding the demo takes about half a second, putting it back a few
 * milliseconds. The tables are read from the catalogue, so a table a later migration adds is kept too.
 */
export const restoreSeed = sql`select plaudit_seed.restore()`;

interface TableRow {
  name: string;
  /** The columns a row can be written with: a generated column is the database's to compute. */
  columns: string[];
  rows: number;
}

interface SequenceRow {
  name: string;
  last_value: string | null;
  start_value: string;
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies every table of `public` into `plaudit_seed` and writes `plaudit_seed.restore()`. */
async function keepSeed(db: Db): Promise<void> {
  const tables = await rowsOf<TableRow>(
    db,
    sql`select c.relname as name,
          array(select a.attname::text from pg_attribute a
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                order by a.attnum) as columns,
          0 as rows
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const sequences = await rowsOf<SequenceRow>(
    db,
    sql`select sequencename as name, last_value::text, start_value::text
        from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  await db.execute(sql`create schema plaudit_seed`);
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `create table plaudit_seed.${quote(table.name)} as table public.${quote(table.name)}`,
      ),
    );
    const [counted] = await rowsOf<{ n: number }>(
      db,
      sql.raw(`select count(*)::integer as n from plaudit_seed.${quote(table.name)}`),
    );
    table.rows = counted?.n ?? 0;
  }
  // Triggers (the search keys' copy, the foreign keys' checks) are off while the rows go back: the copy
  // already holds what they made, and every table is written in one go, in no particular order. Delete, not
  // truncate: a truncate makes new files for every table and index (about 1 s on a busy machine's
  // PostgreSQL, 0.3 s on PGlite), deleting a test's few thousand rows takes milliseconds.
  const body = [
    `perform set_config('session_replication_role', 'replica', true);`,
    ...tables.map((t) => `delete from public.${quote(t.name)};`),
    ...tables
      .filter((t) => t.rows > 0)
      .map((t) => {
        const columns = t.columns.map(quote).join(', ');
        return `insert into public.${quote(t.name)} (${columns}) overriding system value select ${columns} from plaudit_seed.${quote(t.name)};`;
      }),
    ...sequences.map(
      (s) =>
        `perform setval('public.${quote(s.name)}', ${s.last_value ?? s.start_value}, ${s.last_value !== null});`,
    ),
    `perform set_config('session_replication_role', 'origin', true);`,
  ].join('\n    ');
  await db.execute(
    sql.raw(`create function plaudit_seed.restore() returns void language plpgsql as $restore$
  begin
    ${body}
  end
$restore$`),
  );
}
