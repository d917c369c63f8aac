import { monthBounds, monthKeyOf } from '@plaudit/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runImport } from '../src/admin/framework.ts';
import { recommendationImporter } from '../src/admin/importers.ts';
import { rowsOf } from '../src/db/rows.ts';
import { awardRecipients, awards, members } from '../src/db/schema.ts';
import { inTransaction } from '../src/db/transaction.ts';
import {
  pointsPerMonth,
  recognitionPerMonth,
  shopInsights,
  valuesRecognised,
} from '../src/insights/charts.ts';
import { rollUpMonths } from '../src/insights/rollups.ts';
import type { InsightsQuery } from '../src/insights/scope.ts';
import { postTransfer } from '../src/ledger/ledger.ts';
import { programmeTimeZone } from '../src/settings.ts';
import { demo, memberIdOf, testDatabases, useTestServer, type TestServer } from './harness.ts';

/**
 * The insights' roll-ups (migration 0026) on the demo's year of history: the whole programme's ended
 * months (and the current month's ended days) read from their roll-ups answer exactly what the live queries answer, and a write dated in a
 * rolled-up month (an award, an import of recommendations, a refunded old line) is counted at once.
 */

const day = 86_400_000;

/** The last twelve months to `now`, as the Insights screen asks; the whole programme. */
function yearTo(now: Date): InsightsQuery {
  const timeZone = programmeTimeZone;
  const monthTo = monthKeyOf(now, timeZone);
  const monthFrom = monthKeyOf(new Date(now.getTime() - 334 * day), timeZone);
  return {
    start: monthBounds(monthFrom, timeZone).start,
    end: monthBounds(monthTo, timeZone).end,
    timeZone,
    divisions: undefined,
    now,
  };
}

/** The same range with no month ended: every figure from the live queries. */
const liveOnly = (q: InsightsQuery): InsightsQuery => ({ ...q, now: new Date(0) });

/** Each chart of the query, for the whole programme and, as the demo's divisions, one division and a cluster. */
async function charts(server: TestServer, q: InsightsQuery) {
  const [paws] = await rowsOf<{ id: number; cluster: number[] }>(
    server.db,
    sql`select d.id, array(select o.id from divisions o where o.cluster_id = d.cluster_id order by o.id) as cluster
        from divisions d where d.code = 'ZA-JHB-PAWS'`,
  );
  const each = async (scope: InsightsQuery) => ({
    recognition: await recognitionPerMonth(server.db, scope),
    values: await valuesRecognised(server.db, scope),
    points: await pointsPerMonth(server.db, scope),
    shop: await shopInsights(server.db, scope),
  });
  return {
    ...(await each(q)),
    division: await each({ ...q, divisions: [paws?.id ?? 0] }),
    cluster: await each({ ...q, divisions: paws?.cluster ?? [] }),
  };
}

/** The periods rolled up: months ('yyyy-MM') and days ('yyyy-MM-dd'). */
const monthsRolledUp = async (server: TestServer) =>
  (
    await rowsOf<{ period: string }>(
      server.db,
      sql`select period from insights_rollup_periods order by period`,
    )
  ).map((r) => r.period);

describe.each(testDatabases)('the insights’ roll-ups on %s', (kind) => {
  const server: TestServer = useTestServer(kind);

  it('answers the ended months from roll-ups made on the first ask, exactly as the live queries', async () => {
    const q = yearTo(server.clock.now());
    expect(await monthsRolledUp(server)).toEqual([]);
    const first = await charts(server, q);
    // The eleven months before the current one are kept, and the current month's days to the day
    // before yesterday (the clock is 22 November, 10:00 in Johannesburg); the rest is read live.
    const kept = await monthsRolledUp(server);
    expect(kept.filter((p) => p.length === 7)).toHaveLength(11);
    expect(kept).not.toContain(monthKeyOf(q.now, q.timeZone));
    expect(kept.filter((p) => p.length === 10)).toEqual(
      Array.from({ length: 20 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
    );
    expect(first).toEqual(await charts(server, liveOnly(q)));
    // The demo's history shows in every month of the year.
    expect(new Set(first.recognition.map((r) => r.month)).size).toBe(12);
    expect(new Set(first.points.map((p) => p.month)).size).toBe(12);
    expect(first.values.length).toBeGreaterThan(0);
    expect(first.shop.categories.length).toBeGreaterThan(0);
    // Asked again, from the roll-ups alone: the same.
    expect(await charts(server, q)).toEqual(first);
    expect(await monthsRolledUp(server)).toEqual(kept);
    // One division's figures and a cluster's too, and they show something.
    expect(first.division.recognition.length).toBeGreaterThan(0);
    expect(new Set(first.cluster.points.map((p) => p.month)).size).toBe(12);
  }, 120_000);

  it('counts an award and a grant dated in an ended month after its roll-up was made', async () => {
    const q = yearTo(server.clock.now());
    const before = await charts(server, q);
    const when = new Date(q.now.getTime() - 75 * day);
    const month = monthKeyOf(when, q.timeZone);
    expect(await monthsRolledUp(server)).toContain(month);

    const giver = await memberIdOf(server, demo.manager);
    const recipient = await memberIdOf(server, demo.member);
    const [place] = await server.db
      .select({ divisionId: members.divisionId })
      .from(members)
      .where(sql`${members.id} = ${giver}`);
    const divisionId = place?.divisionId ?? 0;
    await inTransaction(server.db, async (tx) => {
      const transferId = await postTransfer(tx, {
        kind: 'award',
        memberId: giver,
        createdAt: when,
        postings: [
          { account: { programme: 'funding' }, amount: -70, description: 'Late' },
          { account: { memberId: recipient, kind: 'redeemable' }, amount: 70, description: 'Late' },
        ],
      });
      const [award] = await tx
        .insert(awards)
        .values({
          type: 'adhoc',
          giverMemberId: giver,
          giverDivisionId: divisionId,
          value: 'A value of its own',
          points: 70,
          message: 'Entered late',
          sendBy: 'email',
          transferId,
          createdAt: when,
        })
        .returning({ id: awards.id });
      await tx.insert(awardRecipients).values({
        awardId: award?.id ?? 0,
        memberId: recipient,
        divisionId,
        createdAt: when,
      });
    });
    // The write dropped that month's roll-ups, and only that month's.
    expect(await monthsRolledUp(server)).not.toContain(month);
    expect(await monthsRolledUp(server)).toHaveLength(30);

    const after = await charts(server, q);
    expect(after).toEqual(await charts(server, liveOnly(q)));
    const adhoc = (c: typeof before) =>
      c.recognition.find((r) => r.month === month && r.kind === 'adhoc')?.count ?? 0;
    expect(adhoc(after)).toBe(adhoc(before) + 1);
    const issued = (c: typeof before) =>
      c.points.find((p) => p.month === month && p.balance === 'redeemable')?.issued ?? 0;
    expect(issued(after)).toBe(issued(before) + 70);
    expect(after.values).toContainEqual({ value: 'A value of its own', awards: 1, nominations: 0 });
    expect(await monthsRolledUp(server)).toContain(month);
  }, 120_000);

  it('counts an import of recommendations dated in an ended month and a refunded old order line', async () => {
    const q = yearTo(server.clock.now());
    const before = await charts(server, q);
    const when = new Date(q.now.getTime() - 140 * day);
    const month = monthKeyOf(when, q.timeZone);
    const imported = await runImport(
      server.db,
      recommendationImporter,
      [
        {
          transId: '77001',
          date: when.toISOString().slice(0, 16),
          clinicId: 'CL-LATE',
          cellNum: demo.member,
          description: 'Recommended late',
          points: '45',
        },
      ],
      { now: q.now },
    );
    expect(imported.counts).toMatchObject({ added: 1, refused: 0 });
    expect(await monthsRolledUp(server)).not.toContain(month);
    const issued = (c: typeof before) =>
      c.points.find((p) => p.month === month && p.balance === 'redeemable')?.issued ?? 0;
    const afterImport = await charts(server, q);
    expect(issued(afterImport)).toBe(issued(before) + 45);
    expect(afterImport).toEqual(await charts(server, liveOnly(q)));

    // An order line of an ended month refunded (its status changed in place): the shop's points drop.
    const [line] = await rowsOf<{ id: number; points: number; created_at: string | Date }>(
      server.db,
      sql`select id, points, created_at from order_lines
          where dispatch_status = 4 and created_at < ${new Date(q.now.getTime() - 40 * day)}
          order by created_at desc limit 1`,
    );
    expect(line).toBeDefined();
    const lineMonth = monthKeyOf(new Date(line?.created_at ?? 0), q.timeZone);
    await server.db.execute(sql`update order_lines set dispatch_status = 9 where id = ${line?.id}`);
    expect(await monthsRolledUp(server)).not.toContain(lineMonth);
    const afterRefund = await charts(server, q);
    const sold = (c: typeof before) => c.shop.months.find((m) => m.month === lineMonth)?.points;
    expect(sold(afterRefund)).toBe((sold(afterImport) ?? 0) - (line?.points ?? 0));
    expect(afterRefund).toEqual(await charts(server, liveOnly(q)));
  }, 120_000);

  it('leaves the roll-ups alone for a write of the current month, which is read live', async () => {
    const q = yearTo(server.clock.now());
    await rollUpMonths(server.db, q, q.timeZone, q.now);
    const kept = await monthsRolledUp(server);
    expect(kept).toHaveLength(31);
    const before = await charts(server, q);
    const recipient = await memberIdOf(server, demo.member);
    await inTransaction(server.db, (tx) =>
      postTransfer(tx, {
        kind: 'recommendation',
        memberId: null,
        createdAt: q.now,
        postings: [
          { account: { programme: 'funding' }, amount: -33, description: 'Today' },
          {
            account: { memberId: recipient, kind: 'redeemable' },
            amount: 33,
            description: 'Today',
          },
        ],
      }),
    );
    expect(await monthsRolledUp(server)).toEqual(kept);
    const after = await charts(server, q);
    const month = monthKeyOf(q.now, q.timeZone);
    const issued = (c: typeof before) =>
      c.points.find((p) => p.month === month && p.balance === 'redeemable')?.issued ?? 0;
    expect(issued(after)).toBe(issued(before) + 33);
    expect(after).toEqual(await charts(server, liveOnly(q)));
  }, 120_000);

  it('counts points and orders by the member’s division now when a member moves, as the live queries do', async () => {
    const q = yearTo(server.clock.now());
    const before = await charts(server, q);
    expect(await monthsRolledUp(server)).toHaveLength(31);
    const member = await memberIdOf(server, demo.member);
    const [other] = await rowsOf<{ id: number }>(
      server.db,
      sql`select id from divisions where code <> 'ZA-JHB-PAWS' order by id limit 1`,
    );
    await server.db
      .update(members)
      .set({ divisionId: other?.id ?? 0 })
      .where(sql`${members.id} = ${member}`);
    // Every period's division figures may have changed: the roll-ups are dropped and made again.
    expect(await monthsRolledUp(server)).toEqual([]);
    const after = await charts(server, q);
    expect(after).toEqual(await charts(server, liveOnly(q)));
    expect(after.division.points).not.toEqual(before.division.points);
  }, 120_000);
});
