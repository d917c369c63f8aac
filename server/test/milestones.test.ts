import { contract, type ResponseOf } from '@plaudit/api/contract';
import { milestoneMessages } from '@plaudit/domain';
import { and, eq, sql } from 'drizzle-orm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { rowsOf } from '../src/db/rows.ts';
import { accounts, awards, divisions, jobRuns, members, outbox } from '../src/db/schema.ts';
import { anniversaryCards, birthdayShoutOuts, type JobSettings } from '../src/jobs/jobs.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import {
  demo,
  latestPin,
  login,
  memberIdOf,
  post,
  rows,
  runCli,
  testDatabases,
  useTestServer,
  type Dataset,
  type TestServer,
} from './harness.ts';

type Feed = ResponseOf<'feedList'>;
const decodeList = (body: unknown): Feed => z.decode(contract.feedList.response, body as never);

const settings: JobSettings = {
  timeZone: 'Africa/Johannesburg',
  payItForwardAllowance: 100,
  birthdayPoints: 0,
  anniversaryPoints: { 1: 0, 5: 500 },
  programmeName: 'VetCare Stars',
};

/** 1 December 2026, 08:00 in Johannesburg. */
const december1 = new Date('2026-12-01T06:00:00Z');

async function balance(server: TestServer, memberId: number): Promise<number> {
  const [row] = await server.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.kind, 'redeemable')));
  return row?.balance ?? 0;
}

/** The counts the jobs change: a run that does nothing leaves them all as they were. */
const totals = async (server: TestServer) =>
  (
    await rowsOf<{ transfers: number; awards: number; messages: number }>(
      server.db,
      sql`select (select count(*) from transfers)::int as transfers,
        (select count(*) from awards)::int as awards, (select count(*) from outbox)::int as messages`,
    )
  )[0];

/** A members file for the command line's import-members, in a fresh folder. */
function membersFile(lines: readonly string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'plaudit-milestones-')), 'members.csv');
  writeFileSync(path, [`cellNum,firstname,surname,divisionCode,hireDate`, ...lines].join('\n'));
  return path;
}

async function divisionCodeOf(server: TestServer, memberId: number): Promise<string> {
  const [row] = await server.db
    .select({ code: divisions.code })
    .from(members)
    .innerJoin(divisions, eq(divisions.id, members.divisionId))
    .where(eq(members.id, memberId));
  return row?.code ?? '';
}

const hireDateOf = async (server: TestServer, memberId: number) =>
  (
    await server.db
      .select({ hireDate: members.hireDate })
      .from(members)
      .where(eq(members.id, memberId))
  )[0]?.hireDate ?? null;

for (const kind of testDatabases) {
  describe(`milestones on the wall (${kind})`, () => {
    const server = useTestServer(kind, { programmeName: settings.programmeName });

    const call = (path: string, body: unknown, token: string) =>
      server.app.inject({
        method: 'POST',
        url: path,
        payload: body as Record<string, unknown>,
        headers: { authorization: `Bearer ${token}` },
      });
    const wall = async (token: string): Promise<Feed> => {
      const response = await call('/api/feed/list', { filter: 'everyone' }, token);
      expect(response.statusCode, response.body).toBe(200);
      return decodeList(response.json());
    };

    /** Lerato's hire date set through the command line's import. */
    const hire = async (memberNumber: string, surname: string, date: string) => {
      const id = await memberIdOf(server, memberNumber);
      const code = await divisionCodeOf(server, id);
      const [row] = await server.db
        .select({ firstname: members.firstname })
        .from(members)
        .where(eq(members.id, id));
      const file = membersFile([
        `${memberNumber},${row?.firstname ?? ''},${surname},${code},${date}`,
      ]);
      const cli = await runCli(server, ['import-members', file]);
      expect(cli.code, cli.text).toBe(0);
      return id;
    };

    it('imports a hire date, and refuses a day that is not one with a clear row error, changing nothing', async () => {
      const lerato = await memberIdOf(server, demo.member);
      const pieter = await memberIdOf(server, demo.manager);
      const file = membersFile([
        `${demo.member},Lerato,Mokoena,${await divisionCodeOf(server, lerato)},2021-12-01`,
        `${demo.manager},Pieter,van der Merwe,${await divisionCodeOf(server, pieter)},2021-02-30`,
      ]);
      const refused = await runCli(server, ['import-members', file]);
      expect(refused.text).toContain('hireDate 2021-02-30 is not a day such as 2019-03-14');
      expect(await hireDateOf(server, lerato)).toBeNull();
      expect(await hireDateOf(server, pieter)).toBeNull();

      const partial = await runCli(server, ['import-members', file, '--partial']);
      expect(partial.code, partial.text).toBe(0);
      expect(await hireDateOf(server, lerato)).toBe('2021-12-01');
      expect(await hireDateOf(server, pieter)).toBeNull();
    });

    it('posts "5 years at" on the wall on the anniversary, with the table’s points through the ledger, and tells the member', async () => {
      const lerato = await hire(demo.member, 'Mokoena', '2021-12-01');
      const before = await balance(server, lerato);
      const report = await anniversaryCards(server.db, settings, december1);
      expect(report).toMatchObject({ ran: true, summary: '1 work anniversary and 500 points' });
      expect(await balance(server, lerato)).toBe(before + 500);
      expect((await checkLedger(server.db)).ok).toBe(true);

      server.clock.set(new Date('2026-12-01T07:00:00Z'));
      const manager = await login(server.app, demo.manager);
      const [card] = (await wall(manager)).items;
      expect(card).toMatchObject({
        type: 'anniversary',
        giver: null,
        recipients: [{ name: 'Lerato Mokoena' }],
        message: '5 years at VetCare Stars',
        points: 500,
        mayAddPoints: false,
      });

      const [told] = await rowsOf<{ subject: string; body: string }>(
        server.db,
        sql`select subject, body from ${outbox} order by id desc limit 1`,
      );
      expect(told).toEqual({
        subject: 'Happy work anniversary, Lerato!',
        body: 'VetCare Stars celebrates 5 years with you and sends you 500 points. Your colleagues can see it on the wall.',
      });

      const token = await login(server.app, demo.member);
      const statement = await post(server.app, '/api/report/statement', {}, { token });
      expect(rows((statement.json() as { report: Dataset }).report)[0]).toMatchObject({
        transDescription: 'Work anniversary: 5 years at VetCare Stars',
        pointsValue: 500,
      });

      // The management report lists the anniversary's points from the programme, as it does a birthday's.
      const admin = await login(server.app, demo.admin);
      const management = await post(
        server.app,
        '/api/report/reportmanagement',
        { selMonth: '2026-12', isAll: true },
        { token: admin },
      );
      expect(management.statusCode, management.body).toBe(200);
      const listed = z
        .decode(contract.reportManagement.response, management.json() as never)
        .report.filter((r) => r.to === 'Lerato Mokoena');
      expect(listed).toMatchObject([{ from: 'VetCare Stars', points: 500 }]);
    });

    it('posts each anniversary once: a second run, two runs at once, a run on the day again', async () => {
      const lerato = await hire(demo.member, 'Mokoena', '2021-12-01');
      const before = await balance(server, lerato);
      const [a, b] = await Promise.all([
        anniversaryCards(server.db, settings, december1),
        anniversaryCards(server.db, settings, december1),
      ]);
      expect([a?.ran, b?.ran].sort()).toEqual([false, true]);
      const after = await totals(server);
      // The day's run forgotten (as if its record were lost): the card's key still holds.
      await server.db.delete(jobRuns).where(eq(jobRuns.job, 'anniversaries'));
      const again = await anniversaryCards(server.db, settings, december1);
      expect(again).toMatchObject({ ran: true, summary: 'no work anniversaries' });
      expect(await totals(server)).toEqual(after);
      expect(await balance(server, lerato)).toBe(before + 500);
      // One card for her this year (the demo's history holds other members' anniversaries).
      const cards = await server.db
        .select({ key: awards.milestoneKey })
        .from(awards)
        .where(eq(awards.milestoneKey, `anniversary:2026:${String(lerato)}`));
      expect(cards).toHaveLength(1);
    });

    it('leaves nothing behind when a run fails part way, and does it all on the next run', async () => {
      const lerato = await hire(demo.member, 'Mokoena', '2021-12-01');
      const before = await totals(server);
      const points = await balance(server, lerato);
      // The member's message cannot be queued: the points and the card were written before it.
      await server.db.execute(sql`create function test_refuse_outbox() returns trigger
        language plpgsql as $$ begin raise exception 'outbox down'; end $$`);
      await server.db.execute(sql`create trigger test_refuse_outbox before insert on ${outbox}
        for each row execute function test_refuse_outbox()`);
      await expect(anniversaryCards(server.db, settings, december1)).rejects.toThrow();
      await server.db.execute(sql`drop trigger test_refuse_outbox on ${outbox}`);
      await server.db.execute(sql`drop function test_refuse_outbox()`);
      expect(await totals(server)).toEqual(before);
      expect(await balance(server, lerato)).toBe(points);

      const next = await anniversaryCards(server.db, settings, december1);
      expect(next).toMatchObject({ ran: true, summary: '1 work anniversary and 500 points' });
      expect(await balance(server, lerato)).toBe(points + 500);
    });

    it('gives a card without points for years the table does not name', async () => {
      const lerato = await hire(demo.member, 'Mokoena', '2023-12-01');
      const before = await balance(server, lerato);
      const transfers = (await totals(server))?.transfers;
      const report = await anniversaryCards(server.db, settings, december1);
      expect(report.summary).toBe('1 work anniversary');
      expect(await balance(server, lerato)).toBe(before);
      expect((await totals(server))?.transfers).toBe(transfers);
      server.clock.set(new Date('2026-12-01T07:00:00Z'));
      const [card] = (await wall(await login(server.app, demo.admin))).items;
      expect(card).toMatchObject({
        type: 'anniversary',
        message: '3 years at VetCare Stars',
        points: null,
      });
    });

    it('lets colleagues react and comment on a milestone card, and refuses added points, changing nothing', async () => {
      await hire(demo.member, 'Mokoena', '2021-12-01');
      await anniversaryCards(server.db, settings, december1);
      server.clock.set(new Date('2026-12-01T07:00:00Z'));
      const manager = await login(server.app, demo.manager);
      const id = (await wall(manager)).items[0]?.id ?? 0;
      const reacted = await call('/api/feed/react', { id, emoji: '🎉' }, manager);
      expect(reacted.statusCode, reacted.body).toBe(200);
      const commented = await call('/api/feed/comment', { id, text: 'Congratulations!' }, manager);
      expect(commented.statusCode, commented.body).toBe(200);
      expect((await wall(manager)).items[0]).toMatchObject({
        id,
        reactions: [{ emoji: '🎉', count: 1, mine: true }],
        commentCount: 1,
      });
      const before = await totals(server);
      const pieter = await memberIdOf(server, demo.manager);
      const budget = await server.db
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(eq(accounts.memberId, pieter));
      const refused = await call('/api/feed/addpoints', { id, points: 50 }, manager);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: milestoneMessages.nobodyGave });
      expect(await totals(server)).toEqual(before);
      expect(
        await server.db
          .select({ balance: accounts.balance })
          .from(accounts)
          .where(eq(accounts.memberId, pieter)),
      ).toEqual(budget);
    });

    it('shows a birthday as a birthday card, once a year', async () => {
      const lerato = await memberIdOf(server, demo.member);
      await server.db
        .update(members)
        .set({ dobDd: '1', dobMm: '12' })
        .where(eq(members.id, lerato));
      await birthdayShoutOuts(server.db, settings, december1);
      await server.db.delete(jobRuns).where(eq(jobRuns.job, 'birthdays'));
      const again = await birthdayShoutOuts(server.db, settings, december1);
      expect(again.summary).toBe('no birthdays');
      server.clock.set(new Date('2026-12-01T07:00:00Z'));
      const items = (await wall(await login(server.app, demo.manager))).items.filter(
        (i) => i.type === 'birthday',
      );
      expect(items[0]).toMatchObject({
        type: 'birthday',
        giver: null,
        recipients: [{ name: 'Lerato Mokoena' }],
        message: 'Happy birthday, Lerato!',
      });
      expect(items.filter((i) => i.recipients[0]?.name === 'Lerato Mokoena')).toHaveLength(1);
    });

    it('runs the daily jobs for a day from /dev/jobs/run outside production, refusing a bad day', async () => {
      const lerato = await hire(demo.member, 'Mokoena', '2021-12-01');
      const before = await totals(server);
      const bad = await server.app.inject({
        method: 'POST',
        url: '/dev/jobs/run',
        payload: { date: '1 December' },
      });
      expect(bad.statusCode).toBe(400);
      expect(await totals(server)).toEqual(before);
      const ran = await server.app.inject({
        method: 'POST',
        url: '/dev/jobs/run',
        payload: { date: '2026-12-01' },
      });
      expect(ran.statusCode, ran.body).toBe(200);
      expect((ran.json() as { reports: unknown[] }).reports).toContainEqual(
        expect.objectContaining({ job: 'anniversaries', period: '2026-12-01', ran: true }),
      );
      const cards = await server.db
        .select({ key: awards.milestoneKey })
        .from(awards)
        .where(eq(awards.milestoneKey, `anniversary:2026:${String(lerato)}`));
      expect(cards).toHaveLength(1);
    });

    describe('a welcome card at registration', () => {
      const registerSipho = async (welcomeCard: boolean | undefined) => {
        const started = await post(server.app, '/api/member/sendcell2factorsms', {
          cellNum: demo.notRegistered,
        });
        expect(started.statusCode, started.body).toBe(200);
        const { auth } = started.json() as { auth: string };
        const otp = await latestPin(server.app, '+27820000099');
        const response = await post(server.app, '/api/member/cell2factorverify', {
          firstname: 'Sipho',
          surname: 'Dlamini',
          email: 'sipho@example.com',
          cellNum: demo.notRegistered,
          password: 'Kennels42x',
          otp,
          auth,
          acceptTerms: true,
          ...(welcomeCard === undefined ? {} : { welcomeCard }),
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      const welcomes = async () =>
        (await wall(await login(server.app, demo.manager))).items.filter(
          (i) => i.type === 'welcome',
        );

      it('posts "Welcome <name>" on the wall by default', async () => {
        await registerSipho(undefined);
        expect(await welcomes()).toMatchObject([
          {
            giver: null,
            recipients: [{ name: 'Sipho Dlamini' }],
            message: 'Welcome Sipho Dlamini',
            points: null,
          },
        ]);
      });

      it('leaves the welcome card out of the management report: it is no award', async () => {
        await registerSipho(undefined);
        const token = await login(server.app, demo.admin);
        const month = server.clock.now().toISOString().slice(0, 7);
        const response = await post(
          server.app,
          '/api/report/reportmanagement',
          { selMonth: month, isAll: true },
          { token },
        );
        expect(response.statusCode, response.body).toBe(200);
        const report = z.decode(
          contract.reportManagement.response,
          response.json() as never,
        ).report;
        expect(report.filter((r) => r.to === 'Sipho Dlamini')).toEqual([]);
      });

      it('posts none when the member turned it off', async () => {
        await registerSipho(false);
        expect(await welcomes()).toEqual([]);
      });
    });
  });
}
