import { consoleMessages, errorMessages } from '@plaudit/domain';
import { createClient, type ConsoleBalances } from '@plaudit/api/contract';
import { demoCredentials, scenarios } from '@plaudit/api/testing';
import { asc, eq, gte, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog, clusters, members, transfers } from '../src/db/schema.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import { ownedFingerprint, tablesChecksum } from './checksums.ts';
import {
  demo,
  login,
  post,
  runCli,
  startOfTests,
  testDatabases,
  useTestServer,
  type TestServer,
  memberIdOf,
  rows,
  type Dataset,
  type Json,
} from './harness.ts';

/**
 * The operator console's first calls (adminMemberSearch, adminMember, adminAdjustBalance) on the seeded
 * demo: administrators only, the member data's own balances, and adjustments made through the command
 * line's service with an audit row in the same transaction, once per Idempotency-Key.
 */

/** The audit rows the test wrote (the demo's history has its own, dated before the tests' clock). */
const auditRows = (server: TestServer) =>
  server.db.select().from(auditLog).where(gte(auditLog.at, startOfTests)).orderBy(asc(auditLog.id));

const balancesOf = async (server: TestServer, token: string) => {
  const r = await post(server.app, '/api/member/getmemberdata', {}, { token });
  expect(r.statusCode, r.body).toBe(200);
  const { awardsPointsAvailable, awardsPointsAvailable1, awardsPointsAvailableMng } = (
    r.json() as { memberData: ConsoleBalances }
  ).memberData;
  return { awardsPointsAvailable, awardsPointsAvailable1, awardsPointsAvailableMng };
};

const adjust = (
  server: TestServer,
  token: string,
  body: Json,
  key?: string,
): Promise<LightMyRequestResponse> =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/adjustbalance',
    payload: body,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

describe.each(testDatabases)('the operator console on %s', (kind) => {
  const server = useTestServer(kind);

  describe('adminMemberSearch', () => {
    it('finds a member by name and by number, in any country, at most 50', async () => {
      const token = await login(server.app, demo.admin);
      const search = async (query: string) => {
        const r = await post(server.app, '/api/admin/membersearch', { query }, { token });
        expect(r.statusCode, r.body).toBe(200);
        return rows((r.json() as { members: Dataset }).members);
      };
      const lerato = await memberIdOf(server, demo.member);

      const byName = await search('lerato mok');
      expect(byName).toEqual([
        expect.objectContaining({
          memberId: lerato,
          name: 'Lerato Mokoena',
          cellNum: demo.member,
          cluster: 'ZA',
          isManager: false,
          isAdmin: false,
          isRegistered: true,
        }),
      ]);
      expect(byName[0]?.division).toEqual(expect.any(String));
      expect(byName[0]?.divisionCode).toEqual(expect.any(String));
      for (const typed of [demo.member, '082 000 0003', '+27820000003'])
        expect((await search(typed)).map((m) => m.memberId)[0], typed).toBe(lerato);
      expect((await search('0820000')).map((m) => m.memberId)).toContain(lerato);
      expect(await search('0829999999')).toEqual([]);
      expect(await search('   ')).toEqual([]);

      const unregistered = await search(demo.notRegistered);
      expect(unregistered[0]).toMatchObject({ cellNum: demo.notRegistered, isRegistered: false });

      // Another country's member, found by an admin of South Africa.
      const [abroad] = await server.db
        .select({ id: members.id, surname: members.surname, cell: members.cellNational })
        .from(members)
        .innerJoin(clusters, eq(clusters.id, members.clusterId))
        .where(sql`${clusters.code} <> 'ZA'`)
        .limit(1);
      expect(abroad).toBeDefined();
      if (abroad) {
        expect((await search(abroad.surname)).map((m) => m.memberId)).toContain(abroad.id);
        expect((await search(abroad.cell)).map((m) => m.memberId)).toContain(abroad.id);
      }

      const [{ n } = { n: 0 }] = (
        (await server.db.execute(
          sql`select count(*)::int as n from ${members} where ${members.cellNational} like '0%'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      expect((await search('0')).length).toBe(Math.min(n, 50));
    });
  });

  describe('adminMember', () => {
    it("shows a member's balances exactly as their own member data does, and their recent awards and orders", async () => {
      const admin = await login(server.app, demo.admin);
      for (const cell of [demo.member, demo.manager, demo.admin]) {
        const own = await balancesOf(server, await login(server.app, cell));
        const r = await post(
          server.app,
          '/api/admin/member',
          { memberId: await memberIdOf(server, cell) },
          { token: admin },
        );
        expect(r.statusCode, r.body).toBe(200);
        const page = r.json() as {
          member: Json;
          balances: Json;
          awardsGiven: Dataset;
          awardsReceived: Dataset;
          orders: Dataset;
        };
        expect(page.balances, cell).toEqual(own);
        expect(page.member).toMatchObject({ cellNum: cell, isRegistered: true });
        for (const list of [page.awardsGiven, page.awardsReceived, page.orders]) {
          expect(list.records.length).toBeLessThanOrEqual(20);
        }
        const dates = rows(page.awardsReceived).map((a) => String(a.date));
        expect(dates).toEqual([...dates].sort().reverse());
      }
      const manager = rows(
        (
          (
            await post(
              server.app,
              '/api/admin/member',
              { memberId: await memberIdOf(server, demo.manager) },
              { token: admin },
            )
          ).json() as { awardsGiven: Dataset }
        ).awardsGiven,
      );
      expect(manager.length).toBeGreaterThan(0);
      expect(manager[0]).toMatchObject({ type: expect.any(String), colleague: expect.any(String) });

      const unknown = await post(
        server.app,
        '/api/admin/member',
        { memberId: 2_000_000_000 },
        { token: admin },
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: consoleMessages.memberNotFound });
    });
  });

  describe('adminAdjustBalance', () => {
    it('moves the balance and writes one audit row in the same transaction', async () => {
      const admin = await login(server.app, demo.admin);
      const member = await login(server.app, demo.member);
      const adminId = await memberIdOf(server, demo.admin);
      const memberId = await memberIdOf(server, demo.member);
      const before = await balancesOf(server, member);

      const r = await adjust(server, admin, {
        memberId,
        account: 'redeemable',
        points: 25,
        reason: '  Points for the stock count  ',
      });
      expect(r.statusCode, r.body).toBe(200);
      const after = { ...before, awardsPointsAvailable: before.awardsPointsAvailable + 25 };
      expect(r.json()).toEqual({
        message: consoleMessages.adjusted(25, after.awardsPointsAvailable),
        balances: after,
      });
      expect(await balancesOf(server, member)).toEqual(after);

      const audit = await auditRows(server);
      expect(audit).toEqual([
        {
          id: expect.any(Number),
          at: server.clock.now(),
          actorMemberId: adminId,
          actorKind: 'console',
          action: 'member.adjust',
          targetMemberId: memberId,
          before: { account: 'redeemable', balance: before.awardsPointsAvailable },
          after: {
            account: 'redeemable',
            balance: after.awardsPointsAvailable,
            transferId: expect.any(Number),
          },
          reason: 'Points for the stock count',
        },
      ]);
      const transferId = (audit[0]?.after as { transferId: number }).transferId;
      const [transfer] = await server.db
        .select()
        .from(transfers)
        .where(eq(transfers.id, transferId));
      expect(transfer).toMatchObject({ kind: 'adjustment', memberId: adminId });
      expect((await checkLedger(server.db)).ok).toBe(true);

      // Taking points away from another balance works the same way.
      const away = await adjust(server, admin, {
        memberId,
        account: 'payItForward',
        points: -before.awardsPointsAvailable1,
        reason: 'Allowance given by mistake',
      });
      expect(away.statusCode, away.body).toBe(200);
      expect((await balancesOf(server, member)).awardsPointsAvailable1).toBe(0);
      expect(await auditRows(server)).toHaveLength(2);
    });

    it('writes neither the change nor the audit row when the audit row cannot be written', async () => {
      const admin = await login(server.app, demo.admin);
      const memberId = await memberIdOf(server, demo.member);
      const before = await tablesChecksum(server.db);
      await server.db.execute(
        sql.raw(`create function plaudit_test_refuse_audit() returns trigger
          language plpgsql as $$ begin raise exception 'audit refused'; end $$`),
      );
      await server.db.execute(
        sql.raw(`create trigger plaudit_test_refuse_audit before insert on audit_log
          for each row execute function plaudit_test_refuse_audit()`),
      );
      try {
        const r = await adjust(server, admin, {
          memberId,
          account: 'redeemable',
          points: 25,
          reason: 'A correction',
        });
        expect(r.statusCode).toBe(500);
      } finally {
        await server.db.execute(sql.raw('drop trigger plaudit_test_refuse_audit on audit_log'));
        await server.db.execute(sql.raw('drop function plaudit_test_refuse_audit()'));
      }
      expect(await tablesChecksum(server.db)).toEqual(before);
    });

    it('caps what an administrator credits, per adjustment and per day, also when credits arrive together', async () => {
      const app = await server.rebuild({ consoleCredits: { perAdjustment: 100, perDay: 250 } });
      let admin = await login(app, demo.admin);
      const memberId = await memberIdOf(server, demo.admin);
      const credit = (points: number) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/adjustbalance',
          payload: { memberId, account: 'redeemable', points, reason: 'For me' },
          headers: { authorization: `Bearer ${admin}` },
        });
      const before = await tablesChecksum(server.db);
      const tooMuch = await credit(101);
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toEqual({
        message: consoleMessages.creditCallCap(100),
        formErrors: { points: consoleMessages.creditCallCap(100) },
      });
      expect(await tablesChecksum(server.db)).toEqual(before);
      const points = async () =>
        (
          (await post(app, '/api/member/getmemberdata', {}, { token: admin })).json() as {
            memberData: { awardsPointsAvailable: number };
          }
        ).memberData.awardsPointsAvailable;
      const start = await points();

      // Five credits of 100 at once: the day's 250 lets two through.
      const together = await Promise.all([1, 2, 3, 4, 5].map(() => credit(100)));
      expect(together.map((r) => r.statusCode).sort()).toEqual([200, 200, 400, 400, 400]);
      for (const refused of together.filter((r) => r.statusCode === 400))
        expect((refused.json() as { message: string }).message).toBe(
          consoleMessages.creditDailyCap(250, 200),
        );
      // Taking points away is not a credit.
      expect((await credit(-50)).statusCode).toBe(200);
      expect((await credit(60)).statusCode).toBe(400);
      expect(await points()).toBe(start + 150);
      expect(await checkLedger(server.db)).toMatchObject({ ok: true });
      // The next calendar day starts again.
      server.clock.advance(24 * 60 * 60 * 1000);
      admin = await login(app, demo.admin);
      expect((await credit(100)).statusCode).toBe(200);
    });

    it('refuses, changing nothing and auditing nothing: below zero, bad input, an unknown member, a non-admin', async () => {
      const admin = await login(server.app, demo.admin);
      const member = await login(server.app, demo.member);
      const manager = await login(server.app, demo.manager);
      const memberId = await memberIdOf(server, demo.member);
      const { awardsPointsAvailable } = await balancesOf(server, member);
      const valid = { memberId, account: 'redeemable', points: 10, reason: 'A correction' };
      const before = await tablesChecksum(server.db);
      const owned = await ownedFingerprint(server.db);

      const belowZero = await adjust(server, admin, {
        ...valid,
        points: -(awardsPointsAvailable + 1),
      });
      const text = consoleMessages.belowZero(awardsPointsAvailable, awardsPointsAvailable + 1);
      expect(belowZero.statusCode, belowZero.body).toBe(400);
      expect(belowZero.json()).toEqual({ message: text, formErrors: { points: text } });

      for (const [body, field] of [
        [{ ...valid, points: 0 }, 'points'],
        [{ ...valid, points: 1.5 }, 'points'],
        [{ ...valid, points: 1_000_001 }, 'points'],
        [{ ...valid, reason: '   ' }, 'reason'],
        [{ ...valid, reason: 'x'.repeat(201) }, 'reason'],
        [{ ...valid, account: 'funding' }, 'account'],
        [{ ...valid, memberId: 0 }, 'memberId'],
      ] as const) {
        const r = await adjust(server, admin, body);
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
        expect((r.json() as { formErrors: Json }).formErrors, JSON.stringify(body)).toHaveProperty(
          field,
        );
      }
      const zero = await adjust(server, admin, { ...valid, points: 0 });
      expect((zero.json() as { formErrors: Json }).formErrors.points).toBe(
        consoleMessages.pointsRequired,
      );

      const unknown = await adjust(server, admin, { ...valid, memberId: 2_000_000_000 });
      expect(unknown.statusCode).toBe(404);

      for (const token of [member, manager]) {
        const r = await adjust(server, token, valid);
        expect(r.statusCode).toBe(403);
        expect(r.json()).toEqual({ message: consoleMessages.adminOnly });
        for (const [path, body] of [
          ['/api/admin/membersearch', { query: 'Mokoena' }],
          ['/api/admin/member', { memberId }],
        ] as const) {
          const refused = await post(server.app, path, body, { token });
          expect(refused.statusCode, path).toBe(403);
          expect(refused.json()).toEqual({ message: consoleMessages.adminOnly });
        }
      }
      const visitor = await post(server.app, '/api/admin/adjustbalance', valid);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ message: errorMessages.sessionRequired });

      expect(await tablesChecksum(server.db)).toEqual(before);
      expect(await ownedFingerprint(server.db)).toBe(owned);
      expect(await auditRows(server)).toEqual([]);
      expect((await checkLedger(server.db)).ok).toBe(true);
    });

    it('adjusts once per Idempotency-Key, also when the retries arrive together', async () => {
      const admin = await login(server.app, demo.admin);
      const member = await login(server.app, demo.member);
      const memberId = await memberIdOf(server, demo.member);
      const { awardsPointsAvailable } = await balancesOf(server, member);
      const body = { memberId, account: 'redeemable', points: 40, reason: 'Stock count' };
      const transfersBefore = (await server.db.select().from(transfers)).length;

      const first = await adjust(server, admin, body, 'adjust-7f3a');
      expect(first.statusCode, first.body).toBe(200);
      const again = await adjust(server, admin, body, 'adjust-7f3a');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      const together = await Promise.all([
        adjust(server, admin, body, 'adjust-9c1e'),
        adjust(server, admin, body, 'adjust-9c1e'),
        adjust(server, admin, body, 'adjust-9c1e'),
      ]);
      expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(together.map((r) => r.body)).size).toBe(1);

      expect((await balancesOf(server, member)).awardsPointsAvailable).toBe(
        awardsPointsAvailable + 80,
      );
      expect(await auditRows(server)).toHaveLength(2);
      expect((await server.db.select().from(transfers)).length).toBe(transfersBefore + 2);

      const other = await adjust(server, admin, { ...body, points: 41 }, 'adjust-7f3a');
      expect(other.statusCode).toBe(422);
      expect(await auditRows(server)).toHaveLength(2);
      // A refused request leaves its key unused: the same key may be sent again.
      const refused = await adjust(
        server,
        admin,
        { ...body, points: -(awardsPointsAvailable + 1000) },
        'adjust-b2d4',
      );
      expect(refused.statusCode).toBe(400);
      const retried = await adjust(server, admin, body, 'adjust-b2d4');
      expect(retried.statusCode, retried.body).toBe(200);
      expect((await checkLedger(server.db)).ok).toBe(true);
    });
  });

  it("writes an audit row with actor kind 'cli' for the command line's adjust", async () => {
    const memberId = await memberIdOf(server, demo.member);
    const done = await runCli(server, [
      'adjust',
      '--member',
      demo.member,
      '--points',
      '-5',
      '--reason',
      'Correction of a duplicate recommendation',
    ]);
    expect(done.code, done.text).toBe(0);
    const [row, ...more] = await auditRows(server);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorMemberId: null,
      actorKind: 'cli',
      action: 'member.adjust',
      targetMemberId: memberId,
      reason: 'Correction of a duplicate recommendation',
      at: server.clock.now(),
    });
    const { balance: beforeBalance } = row?.before as { balance: number };
    expect(row?.after).toMatchObject({ account: 'redeemable', balance: beforeBalance - 5 });

    // A refused adjustment audits nothing; a reference used before neither.
    const refused = await runCli(server, [
      'adjust',
      '--member',
      demo.member,
      '--points',
      '-999999',
      '--reason',
      'Oops',
    ]);
    expect(refused.code).toBe(1);
    expect(await auditRows(server)).toHaveLength(1);
  });

  it('passes the contract kit scenario adminConsole against the real server', async () => {
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    await scenarios.adminConsole({
      client: createClient({ baseUrl }),
      options: { baseUrl, ...demoCredentials },
    });
  });
});
