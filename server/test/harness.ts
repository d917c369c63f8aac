import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type PlauditApp } from '../src/app.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed.ts';
import type { PasswordCost } from '../src/security/passwords.ts';
import type { SettingsOverrides } from '../src/settings.ts';

/** Cheap scrypt for tests; the format and the code path are the production ones. */
export const testPasswordCost: PasswordCost = { logN: 10, r: 8, p: 1 };

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names one. */
export const testDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

const tables = [
  // the shop (issue 14)
  'voucher_codes',
  'order_lines',
  'orders',
  'promo_codes',
  'basket_lines',
  'products',
  'shop_categories',
  'job_runs',
  'outbox',
  'adverts',
  'contact_messages',
  'content_blocks',
  'otp_challenges',
  'sessions',
  'ledger_entries',
  'accounts',
  'profile_pictures',
  'members',
  'divisions',
  'clusters',
];

/** A fresh database: PGlite in memory, or a new PostgreSQL database that is dropped afterwards. */
export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `plaudit_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export async function resetDatabase(db: Db, now: Date): Promise<void> {
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  await seedDemo(db, { now, passwordCost: testPasswordCost });
}

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export const startOfTests = new Date('2026-11-22T08:00:00Z');

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
 * One database per test file (booting PGlite costs seconds), reset and re-seeded before each test,
 * and a fresh app with a fresh clock per test.
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
    opened = await openTestDatabase(kind);
    server.db = opened.database.db;
    server.kind = kind;
  }, 60_000);
  beforeEach(async () => {
    server.clock = testClock();
    await resetDatabase(server.db, server.clock.now());
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
