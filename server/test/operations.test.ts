import { consoleMessages, operationsMessages, pendingLinesLimit } from '@plaudit/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  dispatchStatuses,
  orderLines,
  outbox,
  products,
  promoCodes,
  transfers,
} from '../src/db/schema.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import { ownedFingerprint, tablesChecksum } from './checksums.ts';
import {
  demo,
  emptyAuditLog,
  login,
  post,
  runCli,
  testDatabases,
  useTestServer,
  type TestServer,
  memberIdOf,
  rows,
  type Dataset,
  type Json,
} from './harness.ts';

/**
 * The operator console's budgets, orders and promo codes: administrators only, through the ledger and the
 * command line's services, an audit row in the change's transaction, once per Idempotency-Key, and every
 * refusal changes nothing.
 */

const call = (
  server: TestServer,
  path: string,
  token: string,
  body: Json,
  key?: string,
): Promise<LightMyRequestResponse> =>
  server.app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    payload: body,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

const auditRows = (server: TestServer) =>
  server.db.select().from(auditLog).orderBy(asc(auditLog.id));

const managementStatement = async (server: TestServer, cell: string) => {
  const r = await post(
    server.app,
    '/api/report/managementstatement',
    {},
    { token: await login(server.app, cell) },
  );
  expect(r.statusCode, r.body).toBe(200);
  return rows((r.json() as { report: Dataset }).report);
};

/** Places an order of the product with no codes left (WWF-250), which leaves its line pending. */
async function pendingLineOf(server: TestServer, cell: string): Promise<number> {
  const token = await login(server.app, cell);
  const [product] = await server.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, 'WWF-250'));
  const shop = (path: string, body: Json) => post(server.app, `/api/shop/${path}`, body, { token });
  expect((await shop('addtobasket', { productId: product?.id })).statusCode).toBe(200);
  const placed = await shop('placeOrder', {
    cellNum: cell,
    promoCode: '',
    alloc: 'ZA',
    vfyTotal: 25000,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const [line] = await server.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.dispatchStatus, 1))
    .orderBy(sql`${orderLines.id} desc`)
    .limit(1);
  if (!line) throw new Error('no pending line');
  return line.id;
}

describe.each(testDatabases)('the console operations on %s', (kind) => {
  const server = useTestServer(kind);
  // The demo's history has audit rows of its own (nominations reviewed, adjustments): each test starts
  // from an empty log, so what it finds there is what it did.
  beforeEach(async () => {
    await emptyAuditLog(server.db);
  });

  describe('budgets', () => {
    it("lists every manager's month and grants a division's managers through the ledger, shown on their statement", async () => {
      const admin = await login(server.app, demo.admin);
      const list = await call(server, 'budgets', admin, {});
      expect(list.statusCode, list.body).toBe(200);
      const before = rows((list.json() as { managers: Dataset }).managers);
      const managerId = await memberIdOf(server, demo.manager);
      const pieter = before.find((m) => m.memberId === managerId);
      expect(pieter).toMatchObject({ divisionCode: 'ZA-JHB-PAWS', left: expect.any(Number) });
      const division = before.filter((m) => m.divisionCode === 'ZA-JHB-PAWS');
      expect(division.length).toBeGreaterThanOrEqual(2);

      const grant = await call(server, 'grantbudget', admin, {
        divisionCode: 'ZA-JHB-PAWS',
        points: 750,
        reason: 'December recognition',
      });
      expect(grant.statusCode, grant.body).toBe(200);
      const answer = grant.json() as { message: string; managers: Dataset };
      expect(answer.message).toBe(operationsMessages.granted(750, division.length));
      const after = rows(answer.managers);
      for (const m of division) {
        const now = after.find((a) => a.memberId === m.memberId);
        expect(now).toMatchObject({
          granted: Number(m.granted) + 750,
          left: Number(m.left) + 750,
        });
      }
      const statement = await managementStatement(server, demo.manager);
      expect(statement[0]).toMatchObject({
        transDescription: operationsMessages.budgetDescription('December recognition'),
        pointsValue: 750,
      });
      const audit = await auditRows(server);
      expect(audit).toHaveLength(division.length);
      expect(audit[0]).toMatchObject({
        actorKind: 'console',
        action: 'budget.grant',
        reason: 'December recognition',
      });
      expect((await checkLedger(server.db)).ok).toBe(true);

      const one = await call(server, 'grantbudget', admin, {
        memberId: managerId,
        points: 100,
        reason: 'Extra for the launch',
      });
      expect(one.statusCode, one.body).toBe(200);
      expect(rows((one.json() as { managers: Dataset }).managers)).toEqual([
        expect.objectContaining({ memberId: managerId }),
      ]);
    });

    it('refuses, changing nothing: a member, no target, bad points, an unknown division, a non-admin', async () => {
      const admin = await login(server.app, demo.admin);
      const memberId = await memberIdOf(server, demo.member);
      const before = await tablesChecksum(server.db);
      const owned = await ownedFingerprint(server.db);
      const cases: [Json, number, string][] = [
        [{ memberId, points: 10, reason: 'x' }, 400, 'memberId'],
        [{ points: 10, reason: 'x' }, 400, 'target'],
        [{ memberId, divisionCode: 'ZA-JHB-PAWS', points: 10, reason: 'x' }, 400, 'target'],
        [{ divisionCode: 'ZA-JHB-PAWS', points: 0, reason: 'x' }, 400, 'points'],
        [{ divisionCode: 'ZA-JHB-PAWS', points: 1_000_001, reason: 'x' }, 400, 'points'],
        [{ divisionCode: 'ZA-JHB-PAWS', points: 10, reason: '  ' }, 400, 'reason'],
        [{ divisionCode: 'NOPE', points: 10, reason: 'x' }, 400, 'divisionCode'],
      ];
      for (const [body, status, field] of cases) {
        const r = await call(server, 'grantbudget', admin, body);
        expect(r.statusCode, JSON.stringify(body)).toBe(status);
        expect((r.json() as { formErrors: Json }).formErrors, r.body).toHaveProperty(field);
      }
      const unknown = await call(server, 'grantbudget', admin, {
        memberId: 2_000_000_000,
        points: 10,
        reason: 'x',
      });
      expect(unknown.statusCode).toBe(404);
      for (const cell of [demo.member, demo.manager]) {
        const token = await login(server.app, cell);
        for (const [path, body] of [
          ['budgets', {}],
          ['grantbudget', { divisionCode: 'ZA-JHB-PAWS', points: 10, reason: 'x' }],
          ['orders', {}],
          ['refundline', { orderLineId: 1, reason: 'x' }],
          ['orderhistory', { orderNum: 'X' }],
          ['promos', {}],
          ['endpromo', { promoId: 1, reason: 'x' }],
        ] as const) {
          const r = await call(server, path, token, body);
          expect(r.statusCode, path).toBe(403);
          expect(r.json()).toEqual({ message: consoleMessages.adminOnly });
        }
      }
      expect(await tablesChecksum(server.db)).toEqual(before);
      expect(await ownedFingerprint(server.db)).toBe(owned);
      expect(await auditRows(server)).toEqual([]);
    });

    it('grants once per Idempotency-Key, also when the retries arrive together', async () => {
      const admin = await login(server.app, demo.admin);
      const managerId = await memberIdOf(server, demo.manager);
      const body = { memberId: managerId, points: 40, reason: 'Retry test' };
      const grants = async () =>
        (await server.db.select().from(transfers).where(eq(transfers.kind, 'grant'))).length;
      const start = await grants();
      const first = await call(server, 'grantbudget', admin, body, 'grant-1');
      const again = await call(server, 'grantbudget', admin, body, 'grant-1');
      expect(again.body).toBe(first.body);
      const together = await Promise.all(
        [1, 2, 3].map(() => call(server, 'grantbudget', admin, body, 'grant-2')),
      );
      expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(await grants()).toBe(start + 2);
      expect(await auditRows(server)).toHaveLength(2);
      expect(
        (await call(server, 'grantbudget', admin, { ...body, points: 41 }, 'grant-1')).statusCode,
      ).toBe(422);
    });

    it('audits each of twenty grants at once with the budget just before and just after it', async () => {
      const admin = await login(server.app, demo.admin);
      const managerId = await memberIdOf(server, demo.manager);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(server, 'grantbudget', admin, {
            memberId: managerId,
            points: 10 + i,
            reason: `Grant ${i + 1}`,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      const audit = (await auditRows(server)).filter((a) => a.action === 'budget.grant');
      expect(audit).toHaveLength(20);
      // In the order they committed, each grant starts from the budget the one before left.
      const steps = audit
        .map((a) => ({
          before: (a.before as { balance: number }).balance,
          after: (a.after as { balance: number }).balance,
          points: Number(/\d+/.exec(a.reason ?? '')?.[0] ?? 0) + 9,
        }))
        .sort((x, y) => x.before - y.before);
      for (const [i, step] of steps.entries()) {
        expect(step.after - step.before).toBe(step.points);
        if (i > 0) expect(step.before).toBe(steps[i - 1]?.after);
      }
      const [budget] = await managementStatement(server, demo.manager);
      expect(budget).toBeDefined();
      expect(await checkLedger(server.db)).toMatchObject({ ok: true });
    });

    it('the command line grants through the same service, audited as the command line', async () => {
      const done = await runCli(server, [
        'grant-budget',
        '--division',
        'ZA-JHB-PAWS',
        '--points',
        '300',
        '--reason',
        'Quarter four',
      ]);
      expect(done.code, done.text).toBe(0);
      const audit = await auditRows(server);
      expect(audit.length).toBeGreaterThanOrEqual(2);
      expect(audit.every((a) => a.actorKind === 'cli' && a.action === 'budget.grant')).toBe(true);
      const statement = await managementStatement(server, demo.manager);
      expect(statement[0]).toMatchObject({ pointsValue: 300 });
      const refused = await runCli(server, [
        'grant-budget',
        '--member',
        demo.member,
        '--points',
        '300',
        '--reason',
        'Not a manager',
      ]);
      expect(refused.code).toBe(1);
      expect(await auditRows(server)).toHaveLength(audit.length);
    });
  });

  describe('orders', () => {
    it('counts every pending line when the list is cut at its limit, and says nothing of a count when it is not', async () => {
      const admin = await login(server.app, demo.admin);
      const before = await call(server, 'orders', admin, {});
      const shown = rows((before.json() as { pending: Dataset }).pending).length;
      expect(shown).toBeLessThan(pendingLinesLimit);
      expect(before.json()).toMatchObject({ pendingTotal: shown });
      // More lines wait than the list holds: dispatched lines of the history marked pending again.
      await server.db.execute(
        sql`update order_lines set dispatch_status = ${dispatchStatuses.pending} where id in (select id from order_lines where dispatch_status = ${dispatchStatuses.dispatched} order by id limit ${pendingLinesLimit + 50})`,
      );
      const [{ n } = { n: 0 }] = await server.db
        .select({ n: count() })
        .from(orderLines)
        .where(eq(orderLines.dispatchStatus, dispatchStatuses.pending));
      expect(n).toBeGreaterThan(pendingLinesLimit);
      const after = await call(server, 'orders', admin, {});
      expect(after.statusCode, after.body).toBe(200);
      expect(rows((after.json() as { pending: Dataset }).pending)).toHaveLength(pendingLinesLimit);
      expect(after.json()).toMatchObject({ pendingTotal: n });
    });

    it('lists pending lines oldest first with stock, refunds one through the ledger and tells the member', async () => {
      const admin = await login(server.app, demo.admin);
      const first = await pendingLineOf(server, demo.member);
      const second = await pendingLineOf(server, demo.manager);
      const page = await call(server, 'orders', admin, {});
      expect(page.statusCode, page.body).toBe(200);
      const { pending, stock } = page.json() as { pending: Dataset; stock: Dataset };
      // Oldest first: the history's lines waiting for codes, then the two placed here.
      const ids = rows(pending).map((l) => l.orderLineId);
      expect(ids.slice(-2)).toEqual([first, second]);
      expect(ids.filter((id) => id === first || id === second)).toEqual([first, second]);
      expect(rows(stock).find((s) => s.productCode === 'WWF-250')).toMatchObject({
        free: 0,
        waiting: 2,
        isLow: true,
      });
      expect(rows(stock)[0]?.isLow).toBe(true);

      const memberToken = await login(server.app, demo.member);
      const balance = async () =>
        (
          (
            await post(server.app, '/api/member/getmemberdata', {}, { token: memberToken })
          ).json() as {
            memberData: { awardsPointsAvailable: number };
          }
        ).memberData.awardsPointsAvailable;
      const was = await balance();
      const refund = await call(server, 'refundline', admin, {
        orderLineId: first,
        reason: 'No stock until January',
      });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(refund.json()).toMatchObject({ points: 250, orderStatusId: '90' });
      expect(await balance()).toBe(was + 250);
      const [line] = await server.db.select().from(orderLines).where(eq(orderLines.id, first));
      expect(line?.dispatchStatus).toBe(9);
      const sms = await server.db
        .select({ to: outbox.recipient, body: outbox.body })
        .from(outbox)
        .where(sql`${outbox.body} like '%was refunded%'`);
      expect(sms).toEqual([{ to: '+27820000003', body: expect.stringContaining('250 points') }]);
      const [audit] = await auditRows(server);
      expect(audit).toMatchObject({
        action: 'order.refund',
        actorKind: 'console',
        reason: 'No stock until January',
        before: expect.objectContaining({ balance: was, dispatchStatus: 1 }),
        after: expect.objectContaining({ balance: was + 250, dispatchStatus: 9 }),
      });

      const orderNum = String(refund.json<{ orderNum: string }>().orderNum);
      const history = await call(server, 'orderhistory', admin, { orderNum });
      expect(history.statusCode, history.body).toBe(200);
      const events = rows((history.json() as { events: Dataset }).events).map((e) => e.event);
      expect(events[0]).toContain('Placed by Lerato');
      expect(events.at(-1)).toContain('refunded by');
      expect(events.at(-1)).toContain('No stock until January');
      expect((await call(server, 'orderhistory', admin, { orderNum: 'PL-NOPE' })).statusCode).toBe(
        404,
      );

      // Refunded once: again is refused, changing nothing.
      const checksum = await tablesChecksum(server.db);
      const twice = await call(server, 'refundline', admin, {
        orderLineId: first,
        reason: 'Again',
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({ message: operationsMessages.lineNotPending });
      expect(
        (await call(server, 'refundline', admin, { orderLineId: 2_000_000_000, reason: 'x' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(server, 'refundline', admin, { orderLineId: second, reason: ' ' })).statusCode,
      ).toBe(400);
      expect(await tablesChecksum(server.db)).toEqual(checksum);
      expect((await checkLedger(server.db)).ok).toBe(true);
    });

    it("keeps a retired product with waiting lines in the stock table, and names an order's status in words", async () => {
      const admin = await login(server.app, demo.admin);
      const lineId = await pendingLineOf(server, demo.member);
      await server.db.update(products).set({ active: false }).where(eq(products.code, 'WWF-250'));
      const page = await call(server, 'orders', admin, {});
      expect(page.statusCode, page.body).toBe(200);
      const { pending, stock } = page.json() as { pending: Dataset; stock: Dataset };
      expect(rows(stock).find((s) => s.productCode === 'WWF-250')).toMatchObject({
        free: 0,
        waiting: 1,
        isLow: true,
      });
      const orderNum = String(rows(pending).find((l) => l.orderLineId === lineId)?.orderNum);
      const history = await call(server, 'orderhistory', admin, { orderNum });
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json()).toMatchObject({
        order: { orderStatusId: '20', orderStatusDesc: 'Processing: vouchers to follow' },
      });
    });

    it('refunds a line once when two refunds arrive together, and once per Idempotency-Key', async () => {
      const admin = await login(server.app, demo.admin);
      const line = await pendingLineOf(server, demo.member);
      const together = await Promise.all([
        call(server, 'refundline', admin, { orderLineId: line, reason: 'First' }),
        call(server, 'refundline', admin, { orderLineId: line, reason: 'Second' }),
      ]);
      expect(together.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const refunds = await server.db.select().from(transfers).where(eq(transfers.kind, 'refund'));
      expect(refunds).toHaveLength(1);
      expect(await auditRows(server)).toHaveLength(1);

      const next = await pendingLineOf(server, demo.member);
      const body = { orderLineId: next, reason: 'Retry' };
      const retries = await Promise.all(
        [1, 2, 3].map(() => call(server, 'refundline', admin, body, 'refund-1')),
      );
      expect(retries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(retries.map((r) => r.body)).size).toBe(1);
      expect(
        await server.db.select().from(transfers).where(eq(transfers.kind, 'refund')),
      ).toHaveLength(2);
      expect((await checkLedger(server.db)).ok).toBe(true);
    });
  });

  describe('promo codes', () => {
    it("lists the demo's codes, creates one by the shop's rules and ends one early, which checkout then refuses", async () => {
      const admin = await login(server.app, demo.admin);
      const list = await call(server, 'promos', admin, {});
      expect(list.statusCode, list.body).toBe(200);
      const promos = rows((list.json() as { promos: Dataset }).promos);
      expect(promos.find((p) => p.code === 'PAWS10')).toMatchObject({ state: 'active' });
      expect(promos.find((p) => p.code === 'SPRING2020')).toMatchObject({ state: 'ended' });

      const valid = {
        code: 'summer15',
        kind: 'percent',
        amount: '15',
        validFrom: '2020-01-01',
        validTo: '2040-12-31',
        clusterCode: '',
        totalLimit: '500',
        perMemberLimit: '1',
        reason: 'Summer campaign',
      };
      const before = await tablesChecksum(server.db);
      for (const [body, field] of [
        [{ ...valid, code: 'x' }, 'code'],
        [{ ...valid, amount: '101' }, 'amount'],
        [{ ...valid, kind: 'fixed' }, 'clusterCode'],
        [{ ...valid, kind: 'fixed', clusterCode: 'ZA', amount: '5.555' }, 'amount'],
        [{ ...valid, validTo: '2019-12-31' }, 'validTo'],
        [{ ...valid, validFrom: '2026-02-30' }, 'validFrom'],
        [{ ...valid, totalLimit: '0' }, 'totalLimit'],
        [{ ...valid, clusterCode: 'XX' }, 'clusterCode'],
        [{ ...valid, code: 'PAWS10' }, 'code'],
        [{ ...valid, reason: '' }, 'reason'],
      ] as const) {
        const r = await call(server, 'createpromo', admin, body);
        expect(r.statusCode, JSON.stringify(body)).toBe(400);
        expect((r.json() as { formErrors: Json }).formErrors, r.body).toHaveProperty(field);
      }
      expect(await tablesChecksum(server.db)).toEqual(before);

      const created = await call(server, 'createpromo', admin, valid, 'promo-1');
      expect(created.statusCode, created.body).toBe(200);
      expect((await call(server, 'createpromo', admin, valid, 'promo-1')).body).toBe(created.body);
      const [stored] = await server.db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, 'SUMMER15'));
      expect(stored).toMatchObject({ kind: 'percent', amount: 15, totalLimit: 500 });

      const member = await login(server.app, demo.member);
      const [voucher] = await server.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.code, 'CHK-100'));
      await post(
        server.app,
        '/api/shop/addtobasket',
        { productId: voucher?.id },
        { token: member },
      );
      const summary = () =>
        post(
          server.app,
          '/api/shop/getCheckoutOrderSummary',
          { promoCode: 'summer15', alloc: 'ZA' },
          { token: member },
        );
      expect((await summary()).json()).toMatchObject({ isVoucherOk: true });

      const ended = await call(server, 'endpromo', admin, {
        promoId: stored?.id,
        reason: 'Campaign cancelled',
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(
        rows((ended.json() as { promos: Dataset }).promos).find((p) => p.code === 'SUMMER15'),
      ).toMatchObject({ state: 'ended' });
      expect((await summary()).json()).toMatchObject({ isVoucherOk: false });
      const again = await call(server, 'endpromo', admin, {
        promoId: stored?.id,
        reason: 'Again',
      });
      expect(again.statusCode).toBe(400);
      expect(
        (await call(server, 'endpromo', admin, { promoId: 2_000_000_000, reason: 'x' })).statusCode,
      ).toBe(404);
      const audit = await auditRows(server);
      expect(audit.map((a) => a.action)).toEqual(['promo.create', 'promo.end']);
    });
  });
});
