import { contract } from '@plaudit/api/contract';
import { reportRefusals } from '@plaudit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runImport } from '../src/admin/framework.ts';
import { recommendationImporter } from '../src/admin/importers.ts';
import { accounts, divisions, members, type MemberAccountKind } from '../src/db/schema.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { checkLedger, postTransfers, type TransferInput } from '../src/ledger/ledger.ts';
import {
  demo,
  login,
  post,
  startOfTests,
  testDatabases,
  useTestServer,
  type TestServer,
} from './harness.ts';

const decoders = {
  statement: (body: unknown) => contract.statement.response.parse(body),
  reportManagement: (body: unknown) => contract.reportManagement.response.parse(body),
  reportRecommendations: (body: unknown) => contract.reportRecommendations.response.parse(body),
};
const decode = <N extends keyof typeof decoders>(name: N, body: unknown) =>
  decoders[name](body) as ReturnType<(typeof decoders)[N]>;

async function memberRow(server: TestServer, cell: string) {
  const [row] = await server.db
    .select({ id: members.id, divisionId: members.divisionId })
    .from(members)
    .where(eq(members.cellNational, cell));
  if (!row) throw new Error(`no member ${cell}`);
  return row;
}

async function balance(server: TestServer, memberId: number, kind: MemberAccountKind) {
  const rows = await server.db
    .select({ kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.memberId, memberId));
  return rows.find((r) => r.kind === kind)?.balance ?? 0;
}

const recognise = (recipient: number) => ({
  what: 'reward',
  reason: 'Drives Results',
  points: 50,
  message: 'The new display doubled our sales.',
  sendBy: 'email',
  recipients: [String(recipient)],
});

for (const kind of testDatabases) {
  describe(`statements and reports on ${kind}`, () => {
    const server = useTestServer(kind);

    it.each([
      ['/api/report/statement', 'redeemable'],
      ['/api/report/payitforwardstatement', 'payItForward'],
      ['/api/report/managementstatement', 'management'],
    ] as const)(
      '%s lists the account entries newest first, summing to the balance',
      async (path, account) => {
        const token = await login(server.app, demo.admin);
        const me = await memberRow(server, demo.admin);
        const response = await post(server.app, path, {}, { token });
        expect(response.statusCode, response.body).toBe(200);
        const { report } = decode('statement', response.json());
        expect(report.length).toBeGreaterThan(0);
        const sum = report.reduce((s, r) => s + r.pointsValue, 0);
        expect(sum).toBe(await balance(server, me.id, account));
        const times = report.map((r) => r.transDate.getTime());
        expect([...times].sort((a, b) => b - a)).toEqual(times);
        expect(report.every((r) => r.transDescription.length > 0)).toBe(true);
      },
    );

    it('shows a manager’s award on both statements with descriptions a member understands', async () => {
      const manager = await login(server.app, demo.manager);
      const lerato = await memberRow(server, demo.member);
      const given = await post(server.app, '/api/reward/doreward', recognise(lerato.id), {
        token: manager,
      });
      expect(given.statusCode, given.body).toBe(200);
      const member = await login(server.app, demo.member);
      const points = decode(
        'statement',
        (await post(server.app, '/api/report/statement', {}, { token: member })).json(),
      ).report;
      expect(points[0]).toMatchObject({
        transDescription: 'Recognition: Drives Results \u2014 from Pieter van der Merwe',
        pointsValue: 50,
      });
      const budget = decode(
        'statement',
        (await post(server.app, '/api/report/managementstatement', {}, { token: manager })).json(),
      ).report;
      expect(budget[0]).toMatchObject({
        transDescription: 'Recognition: Drives Results \u2014 to Lerato Mokoena',
        pointsValue: -50,
      });
    });

    it('answers an empty statement with no rows', async () => {
      const token = await login(server.app, demo.member);
      const response = await post(server.app, '/api/report/managementstatement', {}, { token });
      expect(decode('statement', response.json()).report).toEqual([]);
    });

    it('asks for a session before any statement or report', async () => {
      for (const path of ['/api/report/statement', '/api/report/reportmanagement']) {
        const response = await post(server.app, path, { selMonth: '2026-11', isAll: false });
        expect(response.statusCode).toBe(401);
      }
    });

    it('turns a member away from both reports', async () => {
      const token = await login(server.app, demo.member);
      const management = await post(
        server.app,
        '/api/report/reportmanagement',
        { selMonth: '2026-11', isAll: false },
        { token },
      );
      expect(management.statusCode).toBe(403);
      expect(management.json()).toMatchObject({ message: reportRefusals.managersOnly });
      const recommendations = await post(
        server.app,
        '/api/report/reportrecommendations',
        { selMonthFrom: '2026-11', selMonthTo: '2026-11' },
        { token },
      );
      expect(recommendations.statusCode).toBe(403);
    });

    it('keeps All Divisions for administrators', async () => {
      const token = await login(server.app, demo.manager);
      const response = await post(
        server.app,
        '/api/report/reportmanagement',
        { selMonth: '2026-11', isAll: true },
        { token },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: reportRefusals.allDivisionsAdminOnly });
    });

    it('refuses a month that is not one', async () => {
      const token = await login(server.app, demo.admin);
      const response = await post(
        server.app,
        '/api/report/reportmanagement',
        { selMonth: '2026-13', isAll: false },
        { token },
      );
      expect(response.statusCode).toBe(400);
    });

    it('lists the month’s awards of the caller’s division (Current) and of all (All Divisions)', async () => {
      const managerToken = await login(server.app, demo.manager);
      const lerato = await memberRow(server, demo.member);
      const manager = await memberRow(server, demo.manager);
      await post(server.app, '/api/reward/doreward', recognise(lerato.id), {
        token: managerToken,
      });
      const current = decode(
        'reportManagement',
        (
          await post(
            server.app,
            '/api/report/reportmanagement',
            { selMonth: '2026-11', isAll: false },
            { token: managerToken },
          )
        ).json(),
      ).report;
      const [division] = await server.db
        .select({ name: divisions.name })
        .from(divisions)
        .where(eq(divisions.id, manager.divisionId));
      expect(current[0]).toMatchObject({
        type: 'Recognise',
        from: 'Pieter van der Merwe',
        fromMemberNo: demo.manager,
        fromDivision: division?.name,
        to: 'Lerato Mokoena',
        toMemberNo: demo.member,
        points: 50,
        value: 'Drives Results',
      });
      expect(
        current.every((r) => r.fromDivision === division?.name || r.toDivision === division?.name),
      ).toBe(true);
      const adminToken = await login(server.app, demo.admin);
      const all = decode(
        'reportManagement',
        (
          await post(
            server.app,
            '/api/report/reportmanagement',
            { selMonth: '2026-11', isAll: true },
            { token: adminToken },
          )
        ).json(),
      ).report;
      expect(all.length).toBeGreaterThan(current.length);
      expect([...new Set(all.map((r) => r.type))]).toEqual(
        expect.arrayContaining(['Recognise', 'Pay It Forward', 'Shout Out']),
      );
      const times = all.map((r) => r.date.getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const future = await post(
        server.app,
        '/api/report/reportmanagement',
        { selMonth: '2026-12', isAll: true },
        { token: adminToken },
      );
      expect(decode('reportManagement', future.json()).report).toEqual([]);
    });

    it('answers a long statement again from memory only while the account is unchanged, and a report sees a new award at once', async () => {
      const lerato = await memberRow(server, demo.member);
      const token = await login(server.app, demo.member);
      const credits = Array.from({ length: 600 }, (_, i): TransferInput => {
        const description = `Bench credit ${i}`;
        return {
          kind: 'grant',
          memberId: null,
          createdAt: new Date(Date.UTC(2026, 9, 1) + i * 60_000),
          postings: [
            { account: { programme: 'funding' }, amount: -1, description },
            { account: { memberId: lerato.id, kind: 'redeemable' }, amount: 1, description },
          ],
        };
      });
      await inTransaction(server.db, (tx) => postTransfers(tx, credits).then(() => undefined));
      const statement = async () => {
        const response = await post(server.app, '/api/report/statement', {}, { token });
        expect(response.statusCode, response.body).toBe(200);
        return decode('statement', response.json()).report;
      };
      const first = await statement();
      expect((await statement()).length).toBe(first.length);
      const managerToken = await login(server.app, demo.manager);
      const given = await post(server.app, '/api/reward/doreward', recognise(lerato.id), {
        token: managerToken,
      });
      expect(given.statusCode, given.body).toBe(200);
      const after = await statement();
      expect(after.length).toBe(first.length + 1);
      expect(after[0]?.pointsValue).toBe(50);
      expect(after.reduce((sum, r) => sum + r.pointsValue, 0)).toBe(
        await balance(server, lerato.id, 'redeemable'),
      );

      const adminToken = await login(server.app, demo.admin);
      const report = async () =>
        decode(
          'reportManagement',
          (
            await post(
              server.app,
              '/api/report/reportmanagement',
              { selMonth: '2026-11', isAll: true },
              { token: adminToken },
            )
          ).json(),
        ).report;
      const before = await report();
      await post(server.app, '/api/reward/doreward', recognise(lerato.id), {
        token: managerToken,
      });
      expect((await report()).length).toBe(before.length + 1);
    });

    it('lists the month’s nominations as 0 points with their value, in Current for either division', async () => {
      const memberToken = await login(server.app, demo.member);
      const manager = await memberRow(server, demo.manager);
      const nominated = await post(
        server.app,
        '/api/nom/newnom',
        {
          nomCat: 'Teamwork',
          reason: 'Covered every late shift this month.',
          members: [String(manager.id)],
        },
        { token: memberToken },
      );
      expect(nominated.statusCode, nominated.body).toBe(200);
      const report = async (cell: string, isAll: boolean) =>
        decode(
          'reportManagement',
          (
            await post(
              server.app,
              '/api/report/reportmanagement',
              { selMonth: '2026-11', isAll },
              { token: await login(server.app, cell) },
            )
          ).json(),
        ).report.filter((r) => r.type === 'Nomination' && r.date >= startOfTests);
      const expected = {
        type: 'Nomination',
        from: 'Lerato Mokoena',
        fromMemberNo: demo.member,
        to: 'Pieter van der Merwe',
        toMemberNo: demo.manager,
        points: 0,
        value: 'Teamwork',
      };
      expect(await report(demo.manager, false)).toEqual([expect.objectContaining(expected)]);
      expect(await report(demo.admin, true)).toEqual([expect.objectContaining(expected)]);
    });

    it('lists imported recommendation transactions for a month range, inclusive, credited through the ledger', async () => {
      const lerato = await memberRow(server, demo.member);
      const before = await balance(server, lerato.id, 'redeemable');
      const rows = [
        [
          '1001',
          '2026-09-30 21:59',
          'CL-1',
          'Before the range (30 Sep 23:59 in Johannesburg)',
          '5',
        ],
        ['1002', '2026-09-30 22:00', 'CL-1', 'Recommended "Renal" diet, 2kg bag', '10'],
        ['1003', '2026-11-30 21:59', 'CL-2', 'Последний день', '20'],
        ['1004', '2026-11-30 22:00', 'CL-2', 'After the range', '40'],
      ].map(([transId, date, clinicId, description, points]) => ({
        transId: transId ?? '',
        date: date ?? '',
        clinicId: clinicId ?? '',
        cellNum: demo.member,
        description: description ?? '',
        points: points ?? '',
      }));
      const imported = await runImport(server.db, recommendationImporter, rows, {
        now: server.clock.now(),
      });
      expect(imported.counts).toMatchObject({ added: 4, refused: 0 });
      expect(await balance(server, lerato.id, 'redeemable')).toBe(before + 75);
      const again = await runImport(server.db, recommendationImporter, rows, {
        now: server.clock.now(),
      });
      expect(again.counts).toMatchObject({ added: 0, unchanged: 4 });
      expect(await balance(server, lerato.id, 'redeemable')).toBe(before + 75);

      const token = await login(server.app, demo.admin);
      const report = decode(
        'reportRecommendations',
        (
          await post(
            server.app,
            '/api/report/reportrecommendations',
            { selMonthFrom: '2026-10', selMonthTo: '2026-11' },
            { token },
          )
        ).json(),
      ).report;
      // The demo's history has its own transactions (ids from 7,300,100), in every month.
      expect(report.length).toBeGreaterThan(2);
      expect(report.map((r) => r.transId).filter((t) => t < 7_000_000)).toEqual([1003, 1002]);
      expect(report.find((r) => r.transId === 1002)).toMatchObject({
        clinicId: 'CL-1',
        memberNumber: demo.member,
        member: 'Lerato Mokoena',
        cellNo: demo.member,
        transDescription: 'Recommended "Renal" diet, 2kg bag',
        points: 10,
      });
      const reversed = await post(
        server.app,
        '/api/report/reportrecommendations',
        { selMonthFrom: '2026-11', selMonthTo: '2026-10' },
        { token },
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({ message: reportRefusals.monthsOutOfOrder });
      expect((await checkLedger(server.db)).ok).toBe(true);
    });
  });
}
