import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { PlauditApp } from '../src/app.ts';
import { rateLimits } from '../src/db/schema.ts';
import { demo, login, post, testDatabases, useTestServer } from './harness.ts';

// Each test makes many calls; a busy machine (several suites at once) must not time them out.
vi.setConfig({ testTimeout: 60_000 });
/**
 * Several servers: the login, pin and message limits were counted in each process's memory,
 * so three servers allowed three times each limit. They are counted in the database; three apps on one
 * database (three processes as far as their memories go) share one limit.
 */

describe.each(testDatabases)('limits shared by three servers on %s', (kind) => {
  const server = useTestServer(kind, { messageRateLimit: { perMember: 5, perAddress: 5 } });
  const three = async (): Promise<PlauditApp[]> => [
    server.app,
    await server.rebuild({}),
    await server.rebuild({}),
  ];
  const wrongLogin = (app: PlauditApp, n: number) =>
    post(
      app,
      '/api/member/login',
      { memberNumber: demo.member, password: `Wrong${n}pass` },
      { ip: '198.51.100.7' },
    );

  it('holds one login limit across them', async () => {
    const apps = await three();
    const { perNumberAndAddress } = server.app.settings.loginRateLimit;
    for (let n = 0; n < perNumberAndAddress; n += 1)
      expect((await wrongLogin(apps[n % 3] as PlauditApp, n)).statusCode).toBe(400);
    for (const app of apps) {
      const refused = await wrongLogin(app, 99);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('holds it when the attempts arrive at all three at once', async () => {
    const apps = await three();
    const { perNumberAndAddress } = server.app.settings.loginRateLimit;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => wrongLogin(apps[n % 3] as PlauditApp, n)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(perNumberAndAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - perNumberAndAddress);
  });

  it('holds one message budget and one pin cap across them', async () => {
    const apps = await three();
    const token = await login(server.app, demo.member);
    const contact = {
      ContactName: 'Lerato',
      EmailAddress: 'lerato@example.com',
      Message: 'Hello',
      AcceptTerms: true,
    };
    const sent = await Promise.all(
      Array.from({ length: 9 }, (_, n) =>
        post(apps[n % 3] as PlauditApp, '/api/site/contactussend', contact, { token }),
      ),
    );
    expect(sent.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429, 429,
    ]);

    // Pins: one a minute per number, whichever server is asked.
    const first = await post(apps[0] as PlauditApp, '/api/member/sendcell2factorsms', {
      cellNum: demo.notRegistered,
    });
    expect(first.statusCode).toBe(200);
    for (const app of apps.slice(1)) {
      const again = await post(
        app,
        '/api/member/sendcell2factorsms',
        { cellNum: demo.notRegistered },
        { ip: '10.7.7.7' },
      );
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBe('60');
    }
  });

  it('sweeps the counters whose window has ended', async () => {
    const rows = async () => (await server.db.select({ n: count() }).from(rateLimits))[0]?.n ?? 0;
    for (let n = 0; n < 3; n += 1) await wrongLogin(server.app, n);
    expect(await rows()).toBe(3);
    server.clock.advance(server.app.settings.loginRateLimit.perNumberWindowMs);
    await post(
      server.app,
      '/api/member/login',
      { memberNumber: demo.manager, password: 'Wrong1pass' },
      { ip: '10.8.8.8' },
    );
    // Only the new attempt's three counters are left.
    expect(await rows()).toBe(3);
  });
});
