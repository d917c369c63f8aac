import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmsGateway, type SmsGateway } from '../scripts/soak/gateway.ts';
import { serverProcess, type ServerProcess } from '../scripts/soak/servers.ts';
import { checkInvariants, checkOutbox } from '../scripts/soak/invariants.ts';
import { startLoad } from '../scripts/soak/load.ts';
import { createDatabase, prepareSoak } from '../scripts/soak/setup.ts';
import type { PlauditApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { members, outbox } from '../src/db/schema.ts';
import { dispatchPending } from '../src/outbox/dispatcher.ts';
import { enqueue } from '../src/outbox/queue.ts';
import type { Delivery } from '../src/outbox/transports.ts';
import {
  demo,
  latestPin,
  login,
  post,
  testDatabases,
  useTestServer,
  type TestServer,
} from './harness.ts';

/**
 * Several servers on one database: what one process changes, the others honour within 5 s
 * (sessions, member data, member lists); the dispatchers of every process together send each message once.
 * Two apps built on one database are two processes as far as their memories go (sessions, caches); on
 * PostgreSQL, real processes besides.
 */

const recheck = 5_000;

// Stopping three server processes (each drains for up to 10 s) and dropping a database take their time.
vi.setConfig({ hookTimeout: 60_000 });

async function memberList(app: PlauditApp, token: string, search: string) {
  const response = await post(
    app,
    '/api/site/getmemberlist',
    { divisionCode: '', search, includeSelf: true },
    { token },
  );
  expect(response.statusCode, response.body).toBe(200);
  const { fields, records } = response.json().memberList as {
    fields: string[];
    records: unknown[][];
  };
  const at = fields.indexOf('firstname');
  return records.map((r) => String(r[at]));
}

const firstnameIn = async (app: PlauditApp, token: string) => {
  const response = await post(app, '/api/member/getmemberdata', {}, { token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().memberData as { firstname: string }).firstname;
};

const status = async (app: PlauditApp, token: string) =>
  (await post(app, '/api/member/getmemberdata', {}, { token })).statusCode;

/** Two apps in one process on PGlite; PostgreSQL gets real processes below. */
describe('two servers on one database (pglite)', () => {
  const server: TestServer = useTestServer('pglite');
  /** The second process: its own session store and caches, the same database and clock. */
  const other = () => server.rebuild({});

  it('honours a logout on one server on the other within 5 s', async () => {
    const b = await other();
    const token = await login(server.app, demo.member);
    expect(await status(b, token)).toBe(200);
    server.clock.advance(1_000);
    expect((await post(server.app, '/api/member/logout', {}, { token })).statusCode).toBe(200);
    expect(await status(server.app, token)).toBe(401);
    // b confirmed the session 1 s before the logout: 5 s after that it asks the database again.
    server.clock.advance(recheck - 1_000);
    expect(await status(b, token)).toBe(401);
  });

  it('honours a password change on one server on the other within 5 s', async () => {
    const b = await other();
    const token = await login(server.app, demo.member);
    expect(await status(b, token)).toBe(200);
    const step1 = await post(server.app, '/api/member/passwordsendcell2factorsms', {
      cellNum: '+27820000003',
    });
    expect(step1.statusCode, step1.body).toBe(200);
    const step2 = await post(server.app, '/api/member/passwordcell2factorverify', {
      cellNum: demo.member,
      password: 'NewKennel77',
      otp: await latestPin(server.app, '+27820000003'),
      auth: step1.json().auth,
    });
    expect(step2.statusCode, step2.body).toBe(200);
    server.clock.advance(recheck);
    expect(await status(b, token)).toBe(401);
    expect(await login(b, demo.member, 'NewKennel77')).toMatch(/\S/);
  });

  it("shows another server's change of a member in member data and member lists within 5 s", async () => {
    const b = await other();
    const token = await login(b, demo.member);
    expect(await firstnameIn(b, token)).toBe('Lerato');
    expect(await memberList(b, token, 'mokoena')).toContain('Lerato');
    // Another process renames her (b hears nothing of it).
    await server.db
      .update(members)
      .set({ firstname: 'Lebo' })
      .where(eq(members.cellNational, demo.member));
    server.clock.advance(recheck - 1);
    // Still within 5 s of b's read: b may show either; at 5 s it shows the change.
    server.clock.advance(1);
    expect(await firstnameIn(b, token)).toBe('Lebo');
    expect(await memberList(b, token, 'mokoena')).toContain('Lebo');
  });

  it('marks a message sent as soon as the transport takes it, not when its whole batch is done', async () => {
    // A process killed in the middle of a batch sends again, after the claim runs out, only what it had
    // not marked: the fewer the better.
    await enqueue(
      server.db,
      { now: server.clock.now() },
      ...Array.from({ length: 20 }, (_, i) => ({
        kind: 'other' as const,
        channel: 'sms' as const,
        to: '+27820000003',
        body: `message ${i}`,
      })),
    );
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    let taken = 0;
    const transport = async () => {
      taken += 1;
      // The sixth send never ends (until released): as if the process died there.
      if (taken > 5) await stuck;
    };
    const pass = dispatchPending(
      server.db,
      { sms: transport, email: transport },
      server.clock.now,
      {
        batch: 20,
        concurrency: 1,
      },
    );
    await vi.waitFor(() => expect(taken).toBe(6));
    await vi.waitFor(async () => {
      const marked = await server.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(sql`${outbox.sentAt} is not null`);
      expect(marked).toHaveLength(5);
    });
    release();
    expect(await pass).toBe(20);
  });

  it("answers the load balancer's health check", async () => {
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('sends each outbox message once when every process dispatches at once', async () => {
    const messages = Array.from({ length: 120 }, (_, i) => ({
      kind: 'other' as const,
      channel: 'sms' as const,
      to: '+27820000003',
      body: `message ${i}`,
    }));
    await enqueue(server.db, { now: server.clock.now() }, ...messages);
    const sent: Delivery[] = [];
    const transport = async (d: Delivery) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(d);
    };
    const counts = await Promise.all(
      [1, 2, 3].map(() =>
        dispatchPending(server.db, { sms: transport, email: transport }, server.clock.now, {
          batch: 10,
          concurrency: 4,
        }),
      ),
    );
    const pending = await server.db
      .select()
      .from(outbox)
      .where(sql`${outbox.sentAt} is null`);
    expect(pending).toEqual([]);
    const ids = sent.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(120);
  });
});

if (testDatabases.includes('postgres')) {
  describe('three server processes on one PostgreSQL', { timeout: 120_000 }, () => {
    let drop: (() => Promise<void>) | undefined;
    let url = '';
    let gateway: SmsGateway;
    const lines: string[][] = [[], [], []];
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      const created = await createDatabase(process.env.TEST_DATABASE_URL ?? '', 'plaudit_test');
      drop = created.drop;
      url = created.url;
      gateway = await startSmsGateway();
    });
    afterAll(async () => {
      const stops = await Promise.all(servers.map((s) => s.stop()));
      // SIGTERM ends each within 10 s, cleanly.
      expect(stops.map((s) => s.code)).toEqual([0, 0, 0]);
      for (const s of stops) expect(s.ms).toBeLessThan(10_000);
      await gateway.close();
      await drop?.();
    });

    it('start at once on a new database: one migrates and seeds, all three serve', async () => {
      for (const i of [0, 1, 2])
        servers.push(
          serverProcess(`server ${i + 1}`, {
            databaseUrl: url,
            smsWebhookUrl: gateway.url,
            // The demo seed (as a first deploy has it), the periodic jobs, their log lines.
            env: { LOG_LEVEL: 'info', OUTBOX_CLAIM_SECONDS: '300' },
            onLine: (line) => lines[i]?.push(line),
          }),
        );
      const started = await Promise.allSettled(servers.map((s) => s.start()));
      expect(
        started.map((s) => s.status),
        lines.flat().join('\n').slice(0, 2000),
      ).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const seeded = lines.filter((l) => l.some((line) => line.includes('seeded the demo')));
      expect(seeded).toHaveLength(1);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ n: number; cells: number }>(
        'select count(*)::int as n, count(distinct cell_e164)::int as cells from members',
      );
      await client.end();
      expect(rows[0]?.n).toBe(rows[0]?.cells);
      // Each answers the load balancer's health check.
      for (const s of servers) {
        const health = await fetch(`${s.url()}/healthz`);
        expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
      }
    });

    /** A logout on the first server; how long until each other server refuses the token. */
    const logoutHonoured = async () => {
      const [first, ...others] = servers.map((s) => s.url() ?? '');
      const call = async (base: string | undefined, path: string, token?: string) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(
            path.endsWith('login') ? { memberNumber: demo.member, password: demo.password } : {},
          ),
        });
      const answer = await call(first, '/api/member/login');
      const { token } = (await answer.json()) as { token: string };
      for (const base of others)
        expect((await call(base, '/api/member/getmemberdata', token)).status).toBe(200);
      expect((await call(first, '/api/member/logout', token)).status).toBe(200);
      const loggedOutAt = Date.now();
      expect((await call(first, '/api/member/getmemberdata', token)).status).toBe(401);
      for (const base of others) {
        let refused = false;
        let lastAcceptedSentAt = 0;
        while (!refused && Date.now() - loggedOutAt < 8_000) {
          const sentAt = Date.now();
          if ((await call(base, '/api/member/getmemberdata', token)).status === 401) refused = true;
          else {
            lastAcceptedSentAt = sentAt;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        // No request sent 5 s after the logout or later was answered.
        expect(refused).toBe(true);
        expect(lastAcceptedSentAt - loggedOutAt).toBeLessThan(recheck);
      }
    };

    it('take a load spread over all three: the invariants hold, each SMS is sent once, and a logout on one is honoured by the others within 5 s', async () => {
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      try {
        const world = await prepareSoak(database);
        const loading = startLoad({
          world,
          targets: () => servers.flatMap((s) => s.url() ?? []),
          clients: 15,
          durationMs: 6_000,
        }).done;
        await logoutHonoured();
        const load = await loading;
        expect(load.awards.length).toBeGreaterThan(5);
        expect(load.orders.length).toBeGreaterThan(0);
        expect(load.deliberateRetries).toBeGreaterThan(0);
        expect(Object.fromEntries(load.serverErrors)).toEqual({});
        expect(load.unexpectedSuccesses).toEqual([]);
        expect(load.divergentReplays).toEqual([]);
        expect((await checkInvariants(database.db, load)).violations).toEqual([]);
        const sent = await checkOutbox(database.db, gateway, {
          waitMs: 20_000,
          allowResends: false,
        });
        expect(sent.violations).toEqual([]);
        expect(sent.sms).toBeGreaterThan(10);
        expect(sent.deliveredTwice).toBe(0);
      } finally {
        await database.close();
      }
    });

    it('run each periodic job once between them', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // The seed did this month's allowance; each process runs the jobs 5 s after its start, and today's
      // birthdays are due.
      const jobRuns = async () =>
        (
          await client.query<{ n: number }>(
            `select count(*)::int as n from job_runs where job = 'birthdays'`,
          )
        ).rows[0]?.n;
      const until = Date.now() + 15_000;
      while ((await jobRuns()) === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 200));
      // The other processes' runs come within moments (and find the periods done).
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await client.end();
      const periods = lines
        .flat()
        .flatMap(
          (line) => /Job (expiry|allowance|birthdays) ([\d-]+)/.exec(line)?.slice(1, 3) ?? [],
        )
        .join(' ')
        .match(/\w+ [\d-]+/g);
      expect(periods?.filter((p) => p.startsWith('birthdays'))).toHaveLength(1);
      expect(new Set(periods).size).toBe(periods?.length);
    });
  });
}
