import { monthBounds, monthKeyOf } from '@plaudit/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { awardRecipients, awards, members } from '../src/db/schema.ts';
import { inTransaction } from '../src/db/transaction.ts';
import {
  outstandingPoints,
  outstandingPointsLive,
  snapshotInstantOf,
} from '../src/insights/outstanding.ts';
import { participation, participationLive } from '../src/insights/participation.ts';
import type { InsightsQuery, InsightsScope } from '../src/insights/scope.ts';
import { postTransfer, type Posting } from '../src/ledger/ledger.ts';
import { programmeTimeZone } from '../src/settings.ts';
import { demo, memberIdOf, testDatabases, useTestServer, type TestServer } from './harness.ts';

/**
 * The outstanding balance from its snapshot and participation from its rolled-up days (migration
 * 0027) on the demo's year of history: after each kind of write (an award, an order and an expiry of
 * today, a credit dated weeks back, a member moving to another division, a member pre-loaded and one
 * registering) and as the day goes on, they
 * answer exactly what the plain live queries answer, for the whole programme, a division and a cluster.
 */

const hour = 3_600_000;
const day = 24 * hour;
const timeZone = programmeTimeZone;

/** The whole programme, the demo's division and its cluster. */
async function scopesOf(server: TestServer): Promise<InsightsScope[]> {
  const [paws] = await rowsOf<{ id: number; cluster: number[] }>(
    server.db,
    sql`select d.id, array(select o.id from divisions o where o.cluster_id = d.cluster_id order by o.id) as cluster
        from divisions d where d.code = 'ZA-JHB-PAWS'`,
  );
  return [undefined, [paws?.id ?? 0], paws?.cluster ?? []];
}

/** The snapshots kept (the instants they were taken of). */
const snapshotsTaken = async (server: TestServer) =>
  (
    await rowsOf<{ taken_at: string | Date }>(
      server.db,
      sql`select taken_at from outstanding_snapshots order by taken_at`,
    )
  ).map((r) => new Date(r.taken_at).toISOString());

/** The month of `now`, as the participation chart asks it. */
function monthOf(now: Date, divisions: InsightsScope): InsightsQuery {
  return { ...monthBounds(monthKeyOf(now, timeZone), timeZone), timeZone, divisions, now };
}

/** Each scope's outstanding balance and participation, from the snapshot and roll-ups and live. */
async function bothWays(server: TestServer, scopes: InsightsScope[]) {
  const now = server.clock.now();
  const kept = [];
  const live = [];
  for (const scope of scopes) {
    kept.push({
      held: await outstandingPoints(server.db, now, scope),
      participation: await participation(server.db, monthOf(now, scope)),
    });
    live.push({
      held: await outstandingPointsLive(server.db, now, scope),
      participation: await participationLive(server.db, monthOf(now, scope)),
    });
  }
  return { kept, live };
}

async function expectSame(server: TestServer, scopes: InsightsScope[]) {
  const { kept, live } = await bothWays(server, scopes);
  expect(kept).toEqual(live);
  return kept;
}

/** One transfer of `points` on a member's account against a programme account, dated `when`. */
async function move(
  server: TestServer,
  kind: 'award' | 'order' | 'expiry' | 'recommendation',
  memberId: number,
  account: 'redeemable' | 'payItForward',
  points: number,
  when: Date,
) {
  const programme = kind === 'order' ? 'redemptions' : kind === 'expiry' ? 'expired' : 'funding';
  const postings: Posting[] = [
    { account: { programme }, amount: -points, description: 'Test' },
    { account: { memberId, kind: account }, amount: points, description: 'Test' },
  ];
  await inTransaction(server.db, (tx) =>
    postTransfer(tx, { kind, memberId, createdAt: when, postings }),
  );
}

describe.each(testDatabases)(
  'the outstanding balance’s snapshot and participation’s roll-ups on %s',
  (kind) => {
    const server: TestServer = useTestServer(kind);

    it('answers as the live queries after today’s award, order and expiry, and as the day goes on', async () => {
      const scopes = await scopesOf(server);
      const now = server.clock.now();
      const first = await expectSame(server, scopes);
      // The demo's history shows: something held at every age, and colleagues recognised this month.
      expect(first[0]?.held.outstanding).toBeGreaterThan(0);
      expect(first[0]?.participation.some((d) => d.gave > 0 && d.received > 0)).toBe(true);
      const taken = snapshotInstantOf(now);
      expect(await snapshotsTaken(server)).toEqual([taken.toISOString()]);

      const member = await memberIdOf(server, demo.member);
      const manager = await memberIdOf(server, demo.manager);
      // An award of today to a member, as the awards' transfer and rows write it.
      await inTransaction(server.db, async (tx) => {
        const transferId = await postTransfer(tx, {
          kind: 'award',
          memberId: manager,
          createdAt: now,
          postings: [
            { account: { programme: 'funding' }, amount: -90, description: 'Today' },
            { account: { memberId: member, kind: 'redeemable' }, amount: 90, description: 'Today' },
          ],
        });
        const [place] = await tx
          .select({ divisionId: members.divisionId })
          .from(members)
          .where(sql`${members.id} = ${manager}`);
        const [award] = await tx
          .insert(awards)
          .values({
            type: 'adhoc',
            giverMemberId: manager,
            giverDivisionId: place?.divisionId ?? 0,
            value: 'Teamwork',
            points: 90,
            message: 'Today',
            sendBy: 'email',
            transferId,
            createdAt: now,
          })
          .returning({ id: awards.id });
        await tx.insert(awardRecipients).values({
          awardId: award?.id ?? 0,
          memberId: member,
          divisionId: place?.divisionId ?? 0,
          createdAt: now,
        });
      });
      const awarded = await expectSame(server, scopes);
      expect(awarded[0]?.held.outstanding).toBe((first[0]?.held.outstanding ?? 0) + 90);
      // An order of today (points out of the member's balance) and an expiry of an allowance.
      await move(server, 'order', member, 'redeemable', -40, now);
      await move(server, 'expiry', manager, 'payItForward', -1, now);
      const spent = await expectSame(server, scopes);
      expect(spent[0]?.held.outstanding).toBe((first[0]?.held.outstanding ?? 0) + 50);
      // Writes of today leave the snapshot as it was.
      expect(await snapshotsTaken(server)).toEqual([taken.toISOString()]);

      // Later the same day credits have left each age window since the snapshot was taken (it is still
      // read); a day later it is too old, and a new one is taken.
      server.clock.advance(11 * hour);
      await expectSame(server, scopes);
      expect(await snapshotsTaken(server)).toEqual([taken.toISOString()]);
      server.clock.advance(day);
      await expectSame(server, scopes);
      const next = snapshotInstantOf(server.clock.now());
      expect(await snapshotsTaken(server)).toEqual([next.toISOString()]);
      expect(next.getTime()).toBe(taken.getTime() + 35 * hour);
    }, 120_000);

    it('drops the snapshot for a credit dated before its day, and counts it', async () => {
      const scopes = await scopesOf(server);
      const now = server.clock.now();
      const first = await expectSame(server, scopes);
      expect(await snapshotsTaken(server)).toHaveLength(1);
      const member = await memberIdOf(server, demo.member);
      // A recommendation imported late, dated 40 days back: inside the one-to-three-month bucket.
      await move(
        server,
        'recommendation',
        member,
        'redeemable',
        35,
        new Date(now.getTime() - 40 * day),
      );
      expect(await snapshotsTaken(server)).toEqual([]);
      const after = await expectSame(server, scopes);
      expect(after[0]?.held.outstanding).toBe((first[0]?.held.outstanding ?? 0) + 35);
      const from1to3 = (r: typeof first) =>
        r[0]?.held.age.find((a) => a.bucket === 'from1to3')?.points ?? 0;
      expect(from1to3(after)).toBeGreaterThanOrEqual(from1to3(first));
      expect(await snapshotsTaken(server)).toHaveLength(1);
    }, 120_000);

    it('drops participation’s roll-up for an award dated in the month’s rolled-up days, and counts it', async () => {
      const scopes = await scopesOf(server);
      const now = server.clock.now();
      await expectSame(server, scopes);
      const periods = async () =>
        (
          await rowsOf<{ period: string }>(
            server.db,
            sql`select period from insights_rollup_periods where period like '%~%'`,
          )
        ).map((r) => r.period);
      expect(await periods()).toHaveLength(1);
      // A colleague who gave nothing this month gives, dated ten days back.
      const [quiet] = await rowsOf<{ id: number; division_id: number }>(
        server.db,
        sql`select m.id, m.division_id from members m
          where m.registered_at is not null and m.deactivated_at is null
            and not exists (select 1 from awards a where a.giver_member_id = m.id
                              and a.created_at >= ${monthOf(now, undefined).start})
          order by m.id limit 1`,
      );
      const recipient = await memberIdOf(server, demo.member);
      const when = new Date(now.getTime() - 10 * day);
      await inTransaction(server.db, async (tx) => {
        const [award] = await tx
          .insert(awards)
          .values({
            type: 'thankyou',
            giverMemberId: quiet?.id ?? 0,
            giverDivisionId: quiet?.division_id ?? 0,
            value: 'Teamwork',
            points: 0,
            message: 'Late',
            sendBy: 'email',
            createdAt: when,
          })
          .returning({ id: awards.id });
        await tx.insert(awardRecipients).values({
          awardId: award?.id ?? 0,
          memberId: recipient,
          divisionId: quiet?.division_id ?? 0,
          createdAt: when,
        });
      });
      expect(await periods()).toEqual([]);
      await expectSame(server, scopes);
      expect(await periods()).toHaveLength(1);
    }, 120_000);

    it('counts a member who moves to another division by their division now', async () => {
      const scopes = await scopesOf(server);
      const before = await expectSame(server, scopes);
      const member = await memberIdOf(server, demo.member);
      const [other] = await rowsOf<{ id: number }>(
        server.db,
        sql`select id from divisions where code <> 'ZA-JHB-PAWS' order by id limit 1`,
      );
      await server.db
        .update(members)
        .set({ divisionId: other?.id ?? 0 })
        .where(sql`${members.id} = ${member}`);
      // The snapshot keeps each account's division: it is dropped, and taken again when asked.
      expect(await snapshotsTaken(server)).toEqual([]);
      const after = await expectSame(server, scopes);
      // The division lost the member's balance; the whole programme's is the same.
      expect(after[1]?.held.outstanding).toBeLessThan(before[1]?.held.outstanding ?? 0);
      expect(after[0]?.held).toEqual(before[0]?.held);
      const registered = (r: typeof before) =>
        r[1]?.participation.reduce((sum, d) => sum + d.registered, 0) ?? 0;
      expect(registered(after)).toBe(registered(before) - 1);

      // A member pre-loaded into the division, and one of its pre-loaded members registering.
      const [paws] = await rowsOf<{ id: number; cluster_id: number }>(
        server.db,
        sql`select id, cluster_id from divisions where code = 'ZA-JHB-PAWS'`,
      );
      await server.db.insert(members).values({
        clusterId: paws?.cluster_id ?? 0,
        divisionId: paws?.id ?? 0,
        cellE164: '+27869990001',
        cellNational: '0869990001',
        firstname: 'Newly',
        surname: 'Preloaded',
      });
      const preloaded = (r: typeof before) =>
        r[1]?.participation.reduce((sum, d) => sum + d.preloaded, 0) ?? 0;
      const added = await expectSame(server, scopes);
      expect(preloaded(added)).toBe(preloaded(after) + 1);
      await server.db.execute(
        sql`update members set registered_at = ${server.clock.now()} where cell_e164 = '+27869990001'`,
      );
      const joined = await expectSame(server, scopes);
      expect(registered(joined)).toBe(registered(after) + 1);
      expect(preloaded(joined)).toBe(preloaded(after));
    }, 120_000);
  },
);
