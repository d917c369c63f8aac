import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, transfers } from '../src/db/schema.ts';
import { runJobs } from '../src/jobs/jobs.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import type { PlauditApp } from '../src/app.ts';
import {
  demo,
  latestPin,
  memberIdOf,
  post,
  testDatabases,
  useTestServer,
  type TestServer,
} from './harness.ts';

const sipho = '+27820000099';

/** Issue 39: a member who registers mid-month is given a first allowance, once. */
describe.each(testDatabases)('a new member’s first allowance on %s', (kind) => {
  const server = useTestServer(kind);

  const startRegistration = async (app: PlauditApp) => {
    const response = await post(app, '/api/member/sendcell2factorsms', {
      cellNum: demo.notRegistered,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { auth } = response.json() as { auth: string };
    return { auth, otp: await latestPin(app, sipho) };
  };
  const register = (app: PlauditApp, challenge: { auth: string; otp: string }) =>
    post(app, '/api/member/cell2factorverify', {
      firstname: 'Sipho',
      surname: 'Dlamini',
      email: 'sipho@example.com',
      cellNum: demo.notRegistered,
      password: 'Kennels42x',
      acceptTerms: true,
      ...challenge,
    });

  const allowanceOf = async (s: TestServer, memberId: number) => {
    const [row] = await s.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.memberId, memberId), eq(accounts.kind, 'payItForward')));
    return row?.balance ?? 0;
  };
  const allowanceTransfers = (memberId: number) =>
    server.db
      .select({ reference: transfers.reference, createdAt: transfers.createdAt })
      .from(transfers)
      .where(and(eq(transfers.kind, 'allowance'), like(transfers.reference, `%:${memberId}`)));

  it('gives the days left of the month on registration (22 November: 9 of 30 days, 30 points), through the ledger', async () => {
    const id = await memberIdOf(server, demo.notRegistered);
    expect(await allowanceOf(server, id)).toBe(0);
    const done = await register(server.app, await startRegistration(server.app));
    expect(done.statusCode, done.body).toBe(200);
    expect(await allowanceOf(server, id)).toBe(30);
    expect(await allowanceTransfers(id)).toEqual([
      { reference: `allowance:2026-11:${id}`, createdAt: server.clock.now() },
    ]);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('gives it once when step 2 is sent again, or twice at once', async () => {
    const id = await memberIdOf(server, demo.notRegistered);
    const challenge = await startRegistration(server.app);
    const answers = await Promise.all([
      register(server.app, challenge),
      register(server.app, challenge),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const again = await register(server.app, challenge);
    expect(again.statusCode).toBe(400);
    expect(await allowanceOf(server, id)).toBe(30);
    expect(await allowanceTransfers(id)).toHaveLength(1);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it.each([
    ['whole', 100],
    ['none', 0],
  ] as const)('follows the programme’s setting (%s: %i points)', async (rule, points) => {
    const app = await server.rebuild({ firstAllowance: rule });
    const id = await memberIdOf(server, demo.notRegistered);
    expect((await register(app, await startRegistration(app))).statusCode).toBe(200);
    expect(await allowanceOf(server, id)).toBe(points);
    expect(await allowanceTransfers(id)).toHaveLength(points > 0 ? 1 : 0);
  });

  it('registered on the 1st before the monthly jobs ran: December’s allowance once, not expired with November’s', async () => {
    // 00:10 on 1 December in Johannesburg; the jobs run at 00:30.
    server.clock.set(new Date('2026-11-30T22:10:00Z'));
    const id = await memberIdOf(server, demo.notRegistered);
    const lerato = await memberIdOf(server, demo.member);
    expect((await register(server.app, await startRegistration(server.app))).statusCode).toBe(200);
    expect(await allowanceOf(server, id)).toBe(100);
    const reports = await runJobs(
      server.db,
      { ...server.app.settings, birthdayPoints: 0 },
      new Date('2026-11-30T22:30:00Z'),
    );
    expect(reports.map((r) => [r.job, r.ran])).toEqual([
      ['expiry', true],
      ['allowance', true],
      ['birthdays', true],
      ['anniversaries', true],
    ]);
    expect(await allowanceOf(server, id)).toBe(100);
    expect(await allowanceOf(server, lerato)).toBe(100);
    expect(await allowanceTransfers(id)).toEqual([
      { reference: `allowance:2026-12:${id}`, createdAt: new Date('2026-11-30T22:10:00Z') },
    ]);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('registered mid-month: the rest expires at the month’s end and the next month brings the whole allowance', async () => {
    const id = await memberIdOf(server, demo.notRegistered);
    expect((await register(server.app, await startRegistration(server.app))).statusCode).toBe(200);
    await runJobs(
      server.db,
      { ...server.app.settings, birthdayPoints: 0 },
      new Date('2026-11-30T22:30:00Z'),
    );
    expect(await allowanceOf(server, id)).toBe(100);
    expect((await allowanceTransfers(id)).map((t) => t.reference)).toEqual([
      `allowance:2026-11:${id}`,
      `allowance:2026-12:${id}`,
    ]);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });
});
