import { consoleMessages, memberStatusMessages } from '@plaudit/domain';
import { desc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orderLines } from '../src/db/schema.ts';
import { tablesChecksum } from './checksums.ts';
import {
  demo,
  emptyAuditLog,
  login,
  memberIdOf,
  post,
  rows,
  testDatabases,
  useTestServer,
  type Dataset,
  type Json,
} from './harness.ts';

/**
 * The console's member statement (adminMemberStatement: an administrator reads a member's statement of one
 * balance, the member's own) and the audit log's filters by member number and days, and the names it
 * gives the ids its rows hold.
 */

type Statement = { member: Json; balance: string; points: number; report: Dataset };

describe.each(testDatabases)('the console reads a member on %s', (kind) => {
  const server = useTestServer(kind);

  describe('adminMemberStatement', () => {
    it('refuses members and managers, changing nothing', async () => {
      const lerato = await memberIdOf(server, demo.member);
      const before = await tablesChecksum(server.db);
      for (const cell of [demo.member, demo.manager]) {
        const token = await login(server.app, cell);
        const r = await post(
          server.app,
          '/api/admin/memberstatement',
          { memberId: lerato, balance: 'redeemable' },
          { token },
        );
        expect(r.statusCode, cell).toBe(403);
        expect(r.json()).toMatchObject({ message: consoleMessages.adminOnly });
      }
      expect(await tablesChecksum(server.db)).toEqual(before);
    });

    it("is the member's own statement of each balance, its points the balance they see", async () => {
      const admin = await login(server.app, demo.admin);
      const token = await login(server.app, demo.manager);
      const memberId = await memberIdOf(server, demo.manager);
      const data = (await post(server.app, '/api/member/getmemberdata', {}, { token })).json() as {
        memberData: Record<string, number>;
      };
      for (const [balance, path, field] of [
        ['redeemable', '/api/report/statement', 'awardsPointsAvailable'],
        ['payItForward', '/api/report/payitforwardstatement', 'awardsPointsAvailable1'],
        ['management', '/api/report/managementstatement', 'awardsPointsAvailableMng'],
      ] as const) {
        const r = await post(
          server.app,
          '/api/admin/memberstatement',
          { memberId, balance },
          { token: admin },
        );
        expect(r.statusCode, r.body).toBe(200);
        const statement = r.json() as Statement;
        const own = (await post(server.app, path, {}, { token })).json() as { report: Dataset };
        expect(statement.report, balance).toEqual(own.report);
        expect(statement.report.records.length, balance).toBeGreaterThan(0);
        const sum = rows(statement.report).reduce((s, line) => s + Number(line.pointsValue), 0);
        expect(statement.points, balance).toBe(sum);
        expect(statement.points, balance).toBe(data.memberData[field]);
        expect(statement.balance).toBe(balance);
        expect(statement.member).toMatchObject({ memberId, cellNum: demo.manager });
      }
    });

    it('refuses an unknown member (404) and an unknown balance (400)', async () => {
      const admin = await login(server.app, demo.admin);
      const unknown = await post(
        server.app,
        '/api/admin/memberstatement',
        { memberId: 2_000_000_000, balance: 'redeemable' },
        { token: admin },
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: consoleMessages.memberNotFound });
      const lerato = await memberIdOf(server, demo.member);
      const badKind = await post(
        server.app,
        '/api/admin/memberstatement',
        { memberId: lerato, balance: 'funding' },
        { token: admin },
      );
      expect(badKind.statusCode).toBe(400);
    });
  });

  describe('adminAudit filters and names', () => {
    beforeEach(async () => {
      await emptyAuditLog(server.db);
    });

    const adjustOnce = async (admin: string, memberId: number, points: number) => {
      const r = await post(
        server.app,
        '/api/admin/adjustbalance',
        { memberId, account: 'management', points, reason: 'Budget top-up' },
        { token: admin },
      );
      expect(r.statusCode, r.body).toBe(200);
    };

    it('filters by member number and by days, and names the member by number', async () => {
      const admin = await login(server.app, demo.admin);
      const manager = await memberIdOf(server, demo.manager);
      const lerato = await memberIdOf(server, demo.member);
      await adjustOnce(admin, manager, 300);
      await adjustOnce(admin, lerato, 40);
      const audit = (body: Json) =>
        post(
          server.app,
          '/api/admin/audit',
          { action: '', memberId: null, page: 1, ...body },
          {
            token: admin,
          },
        );
      const his = (await audit({ memberNumber: demo.manager })).json() as {
        entries: Dataset;
        memberName: string;
        memberNumber: string;
        total: number;
      };
      expect(his.total).toBe(1);
      expect(his.memberNumber).toBe(demo.manager);
      expect(rows(his.entries)[0]).toMatchObject({ memberId: manager, memberNumber: demo.manager });
      const today = server.clock.now().toISOString().slice(0, 10);
      const inDays = (await audit({ from: today, to: today })).json() as { total: number };
      expect(inDays.total).toBe(2);
      const before = (await audit({ to: '2020-01-01' })).json() as { total: number };
      expect(before.total).toBe(0);
      const after = (await audit({ from: '2099-01-01' })).json() as { total: number };
      expect(after.total).toBe(0);
    });

    it('refuses From after To, a day that is not one and an unknown member number, by field', async () => {
      const admin = await login(server.app, demo.admin);
      const audit = (body: Json) =>
        post(
          server.app,
          '/api/admin/audit',
          { action: '', memberId: null, page: 1, ...body },
          {
            token: admin,
          },
        );
      for (const [body, field, message] of [
        [{ from: '2026-11-20', to: '2026-11-01' }, 'to', memberStatusMessages.auditDatesOutOfOrder],
        [{ from: '2026-02-30' }, 'from', memberStatusMessages.auditDateInvalid],
        [{ to: 'yesterday' }, 'to', memberStatusMessages.auditDateInvalid],
        [
          { memberNumber: '0829999999' },
          'memberNumber',
          memberStatusMessages.unknownAuditMember('0829999999'),
        ],
      ] as const) {
        const r = await audit(body);
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
        expect((r.json() as { formErrors: Json }).formErrors[field]).toBe(message);
      }
    });

    it("names an order line's product and a division beside their ids", async () => {
      const admin = await login(server.app, demo.admin);
      const [line] = await server.db
        .select({ id: orderLines.id, description: orderLines.description })
        .from(orderLines)
        .orderBy(desc(orderLines.id))
        .limit(1);
      if (!line) throw new Error('The demo has no order lines.');
      await server.db.insert(auditLog).values({
        at: server.clock.now(),
        actorKind: 'cli',
        action: 'order.refund',
        targetMemberId: null,
        before: { orderNum: 'PR-1', orderLineId: line.id, dispatchStatus: 1 },
        after: {
          orderNum: 'PR-1',
          orderLineId: line.id,
          dispatchStatus: 9,
          divisionCode: 'nowhere',
        },
        reason: 'Out of codes',
      });
      const r = await post(
        server.app,
        '/api/admin/audit',
        { action: '', memberId: null, page: 1 },
        { token: admin },
      );
      const [entry] = rows((r.json() as { entries: Dataset }).entries);
      // The division code names no division: it is left out, not a failure.
      expect(entry?.names).toEqual({ orderLineId: line.description });
    });
  });
});
