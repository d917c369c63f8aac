import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp, type PlauditApp } from '../src/app.ts';
import { buildProgram } from '../src/cli/admin.ts';
import type { CommandContext } from '../src/cli/context.ts';
import { breachedPasswords } from '../src/accounts/passwordPolicy.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { auditLog, members } from '../src/db/schema.ts';
import type { SettingsOverrides } from '../src/settings.ts';
import {
  postgresAdmin,
  postgresUrlOf,
  restoreSeed,
  startOfTests,
  testPasswordCost,
} from './seededDemo.ts';

export { startOfTests, testPasswordCost };

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names one. */
export const testDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh, empty database: PGlite in memory, or a new PostgreSQL database that is dropped afterwards. */
export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const opened = await openCopy(kind, undefined);
  await opened.database.migrate();
  return opened;
}

/**
 * A database holding the seeded demo and its kept copy, copied from the one the run's global setup made
 * (globalSetup.ts): migrating and seeding per file would cost seconds.
 */
export async function openSeededDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const seeded = kind === 'pglite' ? inject('seededPglite') : inject('seededPostgres');
  if (!seeded)
    throw new Error(`The global setup (test/globalSetup.ts) seeded no ${kind} database.`);
  return openCopy(kind, seeded);
}

/** PGlite in memory, or a new PostgreSQL database, empty or copied from `from`. */
async function openCopy(
  kind: DatabaseKind,
  from: string | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({
      kind: 'pglite',
      ...(from ? { loadDataDir: new Blob([readFileSync(from)]) } : {}),
    });
    return { database, drop: () => database.close() };
  }
  const name = `plaudit_test_${randomBytes(6).toString('hex')}`;
  await postgresAdmin((admin) =>
    admin.query(`create database ${name}${from ? ` template ${from}` : ''}`),
  );
  const database = await openDatabase({ kind: 'postgres', url: postgresUrlOf(name), poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await postgresAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * Empties the audit log for a test that counts what it writes there. The log is append-only (migration
 * 0029's trigger refuses the application's UPDATE, DELETE and TRUNCATE): a test clears it as a restore does,
 * with the session's triggers off for the one transaction.
 */
export async function emptyAuditLog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.delete(auditLog);
  });
}

/** Every table back as the seed left it (and the sequences), in one statement of a few milliseconds. */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(restoreSeed);
}

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start = startOfTests): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export interface TestServer {
  app: PlauditApp;
  db: Db;
  clock: TestClock;
  kind: DatabaseKind;
  /** Rebuilds the app with other settings (same database, same clock). */
  rebuild(settings: SettingsOverrides, production?: boolean): Promise<PlauditApp>;
}

/**
 * One database per test file (booting PGlite costs seconds), put back to the seeded demo before each
 * test, and a fresh app with a fresh clock per test.
 */
export function useTestServer(kind: DatabaseKind, settings: SettingsOverrides = {}): TestServer {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  const apps: PlauditApp[] = [];
  const server = {} as TestServer;
  const make = async (overrides: SettingsOverrides, production = false) => {
    const app = await buildApp({
      db: server.db,
      now: () => server.clock.now(),
      production,
      settings: { passwordCost: testPasswordCost, ...settings, ...overrides },
    });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    // The breached-password list loads on a process's first new password: here, outside any test's time.
    await breachedPasswords();
    opened = await openSeededDatabase(kind);
    server.db = opened.database.db;
    server.kind = kind;
  }, 60_000);
  beforeEach(async () => {
    server.clock = testClock();
    await resetDatabase(server.db);
    server.app = await make({});
    server.rebuild = make;
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  // Dropping a PostgreSQL database waits for its connections to end, which takes a while on a busy machine.
  afterAll(async () => {
    await opened?.drop();
  }, 60_000);
  return server;
}

export interface CallOptions {
  token?: string;
  ip?: string;
}

export async function post(
  app: PlauditApp,
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: path,
    payload: body as Record<string, unknown>,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export const demo = {
  admin: '0820000001',
  manager: '0820000002',
  member: '0820000003',
  noEmail: '0820000004',
  notRegistered: '0820000099',
  password: 'Plaudit123',
} as const;

export async function login(
  app: PlauditApp,
  memberNumber: string,
  password: string = demo.password,
): Promise<string> {
  const response = await post(app, '/api/member/login', { memberNumber, password });
  if (response.statusCode !== 200)
    throw new Error(`login ${memberNumber}: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** The pin of the newest SMS to a number, read from the dev outbox as a person would. */
export async function latestPin(app: PlauditApp, e164: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
  const entries = response.json() as { channel: string; to: string; body: string }[];
  const sms = entries.find((e) => e.channel === 'sms' && e.to === e164 && /\b\d{6}\b/.test(e.body));
  const pin = sms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no pin was sent to ${e164}`);
  return pin;
}

/**
 * Runs one command line of `npm run admin` on the test server's database and clock, with `input` as its
 * standard input; returns what it printed and its exit code.
 */
export async function runCli(
  server: TestServer,
  args: readonly string[],
  input = '',
): Promise<{ text: string; code: number }> {
  const lines: string[] = [];
  const context: CommandContext = {
    withDatabase: (run) => run(server.db),
    now: () => server.clock.now(),
    out: (line) => lines.push(line),
    readInput: () => Promise.resolve(input),
    passwordCost: server.app.settings.passwordCost,
    exitCode: 0,
  };
  const program = buildProgram(context, {
    writeOut: (t) => lines.push(t),
    writeErr: (t) => lines.push(t),
  });
  let code = 0;
  try {
    await program.parseAsync(['node', 'admin', ...args]);
    code = context.exitCode;
  } catch (error) {
    code = (error as { exitCode?: number }).exitCode ?? 1;
    if (code !== 0 && !(error as { code?: string }).code?.startsWith('commander.'))
      lines.push(String(error));
  }
  return { text: lines.join('\n'), code };
}

/** An answer's JSON object. */
export type Json = Record<string, unknown>;
/** A dataset as the wire carries it (fields and records). */
export type Dataset = { fields: string[]; records: unknown[][] };
/** A dataset's records as objects by field name. */
export const rows = (d: Dataset) =>
  d.records.map((r) => Object.fromEntries(d.fields.map((f, i) => [f, r[i]])) as Json);

/** The id of the member with this (national) cell number. */
export async function memberIdOf(server: Pick<TestServer, 'db'>, cell: string): Promise<number> {
  const [row] = await server.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.cellNational, cell));
  if (!row) throw new Error(`no member ${cell}`);
  return row.id;
}
