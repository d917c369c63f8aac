import { contract } from '@plaudit/api/contract';
import { outboxMessages } from '@plaudit/domain';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, awardRecipients, awards, jobRuns, members, outbox } from '../src/db/schema.ts';
import { birthdayShoutOuts, runJobs, type JobSettings } from '../src/jobs/jobs.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import {
  demo,
  login,
  post,
  startOfTests,
  testDatabases,
  useTestServer,
  type TestServer,
} from './harness.ts';

const settings: JobSettings = {
  timeZone: 'Africa/Johannesburg',
  payItForwardAllowance: 100,
  birthdayPoints: 0,
  // A brand's programme: the birthday Shout Out comes from it.
  programmeName: 'VetCare Stars',
};

async function idOf(server: TestServer, cell: string) {
  const [row] = await server.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.cellNational, cell));
  if (!row) throw new Error(`no member ${cell}`);
  return row.id;
}

const allowanceOf = async (server: TestServer, memberId: number) => {
  const [row] = await server.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.kind, 'payItForward')));
  return row?.balance ?? 0;
};

const totals = async (server: TestServer) => {
  const rows = await server.db.execute(
    sql`select (select count(*) from transfers)::int as transfers, (select count(*) from awards)::int as awards,
               (select count(*) from outbox)::int as messages`,
  );
  return (rows as unknown as { rows: unknown[] }).rows[0];
};

for (const kind of testDatabases) {
  describe(`periodic jobs on ${kind}`, () => {
    const server = useTestServer(kind, { programmeName: settings.programmeName });

    it('leaves the allowance the demo seed granted this month as it is', async () => {
      const lerato = await idOf(server, demo.member);
      const before = await allowanceOf(server, lerato);
      const reports = await runJobs(server.db, settings, server.clock.now());
      expect(reports.filter((r) => r.job === 'expiry' || r.job === 'allowance')).toMatchObject([
        { job: 'expiry', period: '2026-10', ran: false },
        { job: 'allowance', period: '2026-11', ran: false },
      ]);
      expect(await allowanceOf(server, lerato)).toBe(before);
    });

    it('expires last month’s allowance and grants the new month’s, once, with clear statement lines', async () => {
      const lerato = await idOf(server, demo.member);
      expect(await allowanceOf(server, lerato)).toBeGreaterThan(0);
      const december = new Date('2026-11-30T22:30:00Z'); // 00:30 on 1 December in Johannesburg
      const reports = await runJobs(server.db, settings, december);
      expect(reports.map((r) => [r.job, r.period, r.ran])).toEqual([
        ['expiry', '2026-11', true],
        ['allowance', '2026-12', true],
        ['birthdays', '2026-12-01', true],
        ['anniversaries', '2026-12-01', true],
      ]);
      expect(await allowanceOf(server, lerato)).toBe(100);
      const before = await totals(server);
      const again = await runJobs(server.db, settings, new Date('2026-12-01T15:00:00Z'));
      expect(again.every((r) => !r.ran)).toBe(true);
      expect(await totals(server)).toEqual(before);
      expect(await allowanceOf(server, lerato)).toBe(100);

      server.clock.set(new Date('2026-12-01T08:00:00Z'));
      const token = await login(server.app, demo.member);
      const response = await post(server.app, '/api/report/payitforwardstatement', {}, { token });
      const { report } = contract.payItForwardStatement.response.parse(response.json());
      expect(report.slice(0, 2).map((r) => [r.transDescription, r.pointsValue > 0])).toEqual([
        ['Pay It Forward allowance for December 2026', true],
        ['Allowance expired', false],
      ]);
      expect(report.reduce((s, r) => s + r.pointsValue, 0)).toBe(100);
      expect((await checkLedger(server.db)).ok).toBe(true);
    });

    it('takes one advisory-locked run per period when two processes run together', async () => {
      const at = new Date('2027-01-01T06:00:00Z');
      const [a, b] = await Promise.all([
        runJobs(server.db, settings, at),
        runJobs(server.db, settings, at),
      ]);
      const ran = [...(a ?? []), ...(b ?? [])].filter((r) => r.ran).map((r) => r.job);
      expect(ran.sort()).toEqual(['allowance', 'anniversaries', 'birthdays', 'expiry']);
      const runs = await server.db.select().from(jobRuns).where(eq(jobRuns.ranAt, at));
      expect(runs.map((r) => `${r.job} ${r.period}`).sort()).toEqual([
        'allowance 2027-01',
        'anniversaries 2027-01-01',
        'birthdays 2027-01-01',
        'expiry 2026-12',
      ]);
      expect((await checkLedger(server.db)).ok).toBe(true);
    });

    it('sends a birthday Shout Out from the programme, 29 February on 28 February in other years', async () => {
      const lerato = await idOf(server, demo.member);
      const pieter = await idOf(server, demo.manager);
      await server.db
        .update(members)
        .set({ dobDd: '29', dobMm: '02' })
        .where(eq(members.id, lerato));
      await server.db
        .update(members)
        .set({ dobDd: '31', dobMm: '2' })
        .where(eq(members.id, pieter));
      const programmeAwards = () =>
        server.db
          .select({ memberId: awardRecipients.memberId, points: awards.points })
          .from(awards)
          .innerJoin(awardRecipients, eq(awardRecipients.awardId, awards.id))
          .where(and(isNull(awards.giverMemberId), gte(awards.createdAt, startOfTests)));

      const ordinary = await birthdayShoutOuts(
        server.db,
        settings,
        new Date('2027-02-28T10:00:00Z'),
      );
      expect(ordinary).toMatchObject({ ran: true, summary: '1 birthday Shout Out' });
      expect(await programmeAwards()).toEqual([{ memberId: lerato, points: 0 }]);
      const [message] = await server.db
        .select({ body: outbox.body })
        .from(outbox)
        .orderBy(sql`${outbox.id} desc`)
        .limit(1);
      expect(message?.body).toContain(outboxMessages.birthdayMessage(settings.programmeName));
      expect(message?.body).toContain('VetCare Stars sent you a Shout Out');

      const leap28 = await birthdayShoutOuts(server.db, settings, new Date('2028-02-28T10:00:00Z'));
      expect(leap28.summary).toBe('no birthdays');
      const leap29 = await birthdayShoutOuts(
        server.db,
        { ...settings, birthdayPoints: 25 },
        new Date('2028-02-29T10:00:00Z'),
      );
      expect(leap29.summary).toBe('1 birthday Shout Out and 25 points');
      expect(await programmeAwards()).toHaveLength(2);
      expect((await checkLedger(server.db)).ok).toBe(true);

      // The Shout Out is on the member's home (recent recognition) and in the management report.
      server.clock.set(new Date('2028-02-29T12:00:00Z'));
      const token = await login(server.app, demo.admin);
      const home = await post(server.app, '/api/member/getmemberdata', {}, { token });
      const names = (
        home.json() as { homeRecentRecognition: { records: unknown[][] } }
      ).homeRecentRecognition.records.flat();
      expect(names).toContain('Lerato Mokoena');
      const report = contract.reportManagement.response.parse(
        (
          await post(
            server.app,
            '/api/report/reportmanagement',
            { selMonth: '2028-02', isAll: true },
            { token },
          )
        ).json(),
      ).report;
      expect(report[0]).toMatchObject({
        type: 'Shout Out',
        from: settings.programmeName,
        fromMemberNo: '',
        to: 'Lerato Mokoena',
        points: 25,
        value: 'Congratulations!',
      });
    });
  });
}
