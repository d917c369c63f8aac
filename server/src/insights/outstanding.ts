import { pointsAgeBuckets, type PointsAgeBucket } from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import {
  accountKind,
  accounts,
  ledgerEntries,
  members,
  outstandingSnapshotAccounts,
  outstandingSnapshots,
} from '../db/schema.ts';
import { makeOnce } from './makeOnce.ts';
import { inScope, type InsightsScope } from './scope.ts';

export interface OutstandingPoints {
  outstanding: number;
  age: { bucket: PointsAgeBucket; points: number }[];
}

/**
 * What the scope's members hold in redeemable points at `now` (the liability), and for how long: a member's
 * balance is their newest credits (points spent are the oldest first), so the part held under a month is
 * at most what they received in the month to `now` (`now` less one calendar month, in the database's time
 * zone), and so on for three, six and twelve months. Read live, account by account: the reference the
 * snapshot's answer (outstandingPoints) is proven against.
 */
export async function outstandingPointsLive(
  db: Db,
  now: Date,
  divisions: InsightsScope,
): Promise<OutstandingPoints> {
  const [row] = await rowsOf<HeldTotals>(
    db,
    sql`with b as (
          select a.id, a.balance
          from ${accounts} a ${divisions ? sql`join ${members} m on m.id = a.member_id and ${inScope(sql`m.division_id`, divisions)}` : sql``}
          where a.kind = ${accountKind.redeemable} and a.member_id is not null and a.balance > 0),
        c as (
          select b.balance,
                 least(b.balance, held.m1) as h1, least(b.balance, held.m3) as h3,
                 least(b.balance, held.m6) as h6, least(b.balance, held.m12) as h12
          from b cross join lateral (
            select coalesce(sum(e.amount) filter (where e.created_at >= ${ago(now, 1)}), 0) as m1,
                   coalesce(sum(e.amount) filter (where e.created_at >= ${ago(now, 3)}), 0) as m3,
                   coalesce(sum(e.amount) filter (where e.created_at >= ${ago(now, 6)}), 0) as m6,
                   coalesce(sum(e.amount), 0) as m12
            from ${ledgerEntries} e
            where e.account_id = b.id and e.amount > 0 and e.created_at >= ${ago(now, 12)}) held)
        select coalesce(sum(balance), 0)::float8 as outstanding, coalesce(sum(h1), 0)::float8 as h1,
               coalesce(sum(h3), 0)::float8 as h3, coalesce(sum(h6), 0)::float8 as h6,
               coalesce(sum(h12), 0)::float8 as h12
        from c`,
  );
  return agesOf(row);
}

/**
 * What the scope's members hold now in their budgets and Pay It Forward allowances: points they may give,
 * not spend (no liability until given). Read live: the sum of those accounts' balances.
 */
export async function heldToGive(
  db: Db,
  divisions: InsightsScope,
): Promise<{ balance: 'management' | 'payItForward'; outstanding: number }[]> {
  const rows = await rowsOf<{ balance: 'management' | 'payItForward'; outstanding: number }>(
    db,
    sql`select a.kind as balance, coalesce(sum(a.balance), 0)::float8 as outstanding
        from ${accounts} a
        ${divisions ? sql`join ${members} m on m.id = a.member_id and ${inScope(sql`m.division_id`, divisions)}` : sql``}
        where a.kind in (${accountKind.management}, ${accountKind.payItForward})
          and a.member_id is not null and a.balance > 0
        group by a.kind`,
  );
  return (['management', 'payItForward'] as const).map((balance) => ({
    balance,
    outstanding: rows.find((r) => r.balance === balance)?.outstanding ?? 0,
  }));
}

/** `at` less `months` calendar months, in SQL (the same expression wherever an age window starts). */
const ago = (at: Date | SQL, months: number) =>
  sql`(${at}::timestamptz - ${`${months} months`}::interval)`;

type HeldTotals = Record<'outstanding' | 'h1' | 'h3' | 'h6' | 'h12', number>;

/** The buckets of a balance and the parts of it held under one, three, six and twelve months. */
function agesOf(row: HeldTotals | undefined): OutstandingPoints {
  const t = row ?? { outstanding: 0, h1: 0, h3: 0, h6: 0, h12: 0 };
  const points: Record<PointsAgeBucket, number> = {
    under1: t.h1,
    from1to3: t.h3 - t.h1,
    from3to6: t.h6 - t.h3,
    from6to12: t.h12 - t.h6,
    over12: t.outstanding - t.h12,
  };
  return {
    outstanding: t.outstanding,
    age: pointsAgeBuckets.map((bucket) => ({ bucket, points: points[bucket] })),
  };
}

/*
 * The outstanding balance from a snapshot (migration 0027). For each member's redeemable account the
 * snapshot taken at an instant S (an hour's start, made at least an hour later) keeps its balance at S
 * and its credits from S less k months to S (k = 1, 3, 6, 12), and the whole programme's totals. At `now`
 * (S <= now, less than a month later) an account's figures are the snapshot's when it has no entry dated
 * from S on and no credit dated in [S less k months, now less k months) for any k: its balance and each
 * window's credits are then those of S. The other accounts (those that moved since S, and those with a
 * credit that has left a window since: an hour's worth, a day's at most) are read live from the ledger's
 * created_at index:
 *   credits since now less k months = snapshot's credits since S less k months
 *                                   + credits dated from S on − credits in [S less k months, now less k months).
 * So the answer is exactly the live one (outstandingPointsLive: the windows still end at `now`) at every
 * moment, without reading each account's year. A ledger entry written, changed or removed dated before S
 * drops the snapshot, as does a member moved to another division (the migration's triggers): a division's
 * rows are read by the division kept with them.
 */

/** The lock a snapshot is made under (exclusive) and a back-dated ledger write takes (shared). */
const snapshotLock = 240027;
const hourMs = 3_600_000;
/** A snapshot is of an hour's start, made an hour later at the soonest (a write dated before it may be on its way). */
const snapshotAfterMs = hourMs;
/** A read takes the newest snapshot up to a day old (what moved since it is read live). */
const snapshotUsableMs = 24 * hourMs;

/** The instant a snapshot made at `now` is of: the start of the hour an hour before. */
export function snapshotInstantOf(now: Date): Date {
  return new Date(Math.floor((now.getTime() - snapshotAfterMs) / hourMs) * hourMs);
}

/** Makes the snapshot of `at` unless it is there (under the lock); the others are removed. */
async function makeSnapshot(tx: Tx, at: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${snapshotLock})`);
  const [kept] = await rowsOf<{ taken_at: unknown }>(
    tx,
    sql`select taken_at from ${outstandingSnapshots} where taken_at = ${at}`,
  );
  if (kept) return;
  await tx.execute(sql`delete from ${outstandingSnapshots} where taken_at <> ${at}`);
  await tx.execute(
    sql`insert into ${outstandingSnapshots} (taken_at, from1, from3, from6, from12)
        values (${at}, ${ago(at, 1)}, ${ago(at, 3)}, ${ago(at, 6)}, ${ago(at, 12)})`,
  );
  await tx.execute(
    sql`insert into ${outstandingSnapshotAccounts} (taken_at, member_id, division_id, balance, m1, m3, m6, m12)
        select * from (
          select s.taken_at, a.member_id, m.division_id,
                 a.balance - coalesce(sum(e.amount) filter (where e.created_at >= s.taken_at), 0) as balance,
                 coalesce(sum(e.amount) filter (where e.amount > 0 and e.created_at >= s.from1 and e.created_at < s.taken_at), 0) as m1,
                 coalesce(sum(e.amount) filter (where e.amount > 0 and e.created_at >= s.from3 and e.created_at < s.taken_at), 0) as m3,
                 coalesce(sum(e.amount) filter (where e.amount > 0 and e.created_at >= s.from6 and e.created_at < s.taken_at), 0) as m6,
                 coalesce(sum(e.amount) filter (where e.amount > 0 and e.created_at < s.taken_at), 0) as m12
          from ${outstandingSnapshots} s
          join ${accounts} a on a.kind = ${accountKind.redeemable} and a.member_id is not null
          join ${members} m on m.id = a.member_id
          left join ${ledgerEntries} e on e.account_id = a.id and e.created_at >= s.from12
          where s.taken_at = ${at}
          group by s.taken_at, a.id, m.division_id) held
        where balance > 0 or m12 > 0`,
  );
  await tx.execute(
    sql`update ${outstandingSnapshots} s
        set balance = t.balance, h1 = t.h1, h3 = t.h3, h6 = t.h6, h12 = t.h12
        from (select coalesce(sum(balance), 0) as balance, coalesce(sum(least(balance, m1)), 0) as h1,
                     coalesce(sum(least(balance, m3)), 0) as h3, coalesce(sum(least(balance, m6)), 0) as h6,
                     coalesce(sum(least(balance, m12)), 0) as h12
              from ${outstandingSnapshotAccounts} where taken_at = ${at} and balance > 0) t
        where s.taken_at = ${at}`,
  );
  // Its statistics now (not at autovacuum's next pass): a division's read starts from its members.
  await tx.execute(sql`analyze ${outstandingSnapshotAccounts}`);
}

/** Makes the snapshot of `at` if it is not there. */
async function keepSnapshot(db: Db, at: Date): Promise<void> {
  const [kept] = await rowsOf<{ taken_at: unknown }>(
    db,
    sql`select taken_at from ${outstandingSnapshots} where taken_at = ${at}`,
  );
  if (kept) return;
  await makeOnce(db, `snapshot ${at.toISOString()}`, (tx) => makeSnapshot(tx, at));
}

/** The snapshot of `at` with the accounts that moved since, or left a window since, read live (above). */
async function readSnapshot(
  db: Db,
  now: Date,
  at: Date,
  divisions: InsightsScope,
): Promise<(HeldTotals & { found: boolean }) | undefined> {
  const since = (column: 'taken_at' | `from${1 | 3 | 6 | 12}`) =>
    sql`(select ${sql.identifier(column)} from s)`;
  const window = (k: 1 | 3 | 6 | 12) =>
    sql`select e.account_id, 0 as credited, ${k === 1 ? sql`e.amount` : sql`0`} as g1,
               ${k === 3 ? sql`e.amount` : sql`0`} as g3, ${k === 6 ? sql`e.amount` : sql`0`} as g6,
               ${k === 12 ? sql`e.amount` : sql`0`} as g12
        from ${ledgerEntries} e
        where e.created_at >= ${since(`from${k}`)} and e.created_at < ${ago(now, k)} and e.amount > 0`;
  const held = (k: 1 | 3 | 6 | 12) =>
    sql`least(x.balance, x.${sql.identifier(`m${k}`)} + x.credited - x.${sql.identifier(`g${k}`)})`;
  const kept = divisions
    ? sql`select coalesce(sum(sa.balance), 0) as balance, coalesce(sum(least(sa.balance, sa.m1)), 0) as h1,
                 coalesce(sum(least(sa.balance, sa.m3)), 0) as h3,
                 coalesce(sum(least(sa.balance, sa.m6)), 0) as h6,
                 coalesce(sum(least(sa.balance, sa.m12)), 0) as h12
          from ${outstandingSnapshotAccounts} sa
          where sa.taken_at = ${at} and ${inScope(sql`sa.division_id`, divisions)} and sa.balance > 0
            and not exists (select 1 from x where x.member_id = sa.member_id)`
    : sql`select s.balance - coalesce(sum(x.was), 0) as balance,
                 s.h1 - coalesce(sum(least(x.was, x.m1)), 0) as h1,
                 s.h3 - coalesce(sum(least(x.was, x.m3)), 0) as h3,
                 s.h6 - coalesce(sum(least(x.was, x.m6)), 0) as h6,
                 s.h12 - coalesce(sum(least(x.was, x.m12)), 0) as h12
          from s left join x on x.was > 0
          group by s.balance, s.h1, s.h3, s.h6, s.h12`;
  const [row] = await rowsOf<HeldTotals & { found: boolean }>(
    db,
    sql`with s as (select * from ${outstandingSnapshots} where taken_at = ${at}),
        moved as (
          select e.account_id, greatest(e.amount, 0) as credited, 0 as g1, 0 as g3, 0 as g6, 0 as g12
          from ${ledgerEntries} e where e.created_at >= ${since('taken_at')}
          union all ${window(1)} union all ${window(3)} union all ${window(6)} union all ${window(12)}),
        d as (
          select account_id, sum(credited) as credited, sum(g1) as g1, sum(g3) as g3, sum(g6) as g6,
                 sum(g12) as g12
          from moved group by account_id),
        x as (
          select a.member_id, a.balance, d.credited, d.g1, d.g3, d.g6, d.g12, sa.balance as was,
                 coalesce(sa.m1, 0) as m1, coalesce(sa.m3, 0) as m3, coalesce(sa.m6, 0) as m6,
                 coalesce(sa.m12, 0) as m12
          from d join ${accounts} a on a.id = d.account_id and a.kind = ${accountKind.redeemable} and a.member_id is not null
          ${divisions ? sql`join ${members} m on m.id = a.member_id and ${inScope(sql`m.division_id`, divisions)}` : sql``}
          left join ${outstandingSnapshotAccounts} sa on sa.taken_at = ${at} and sa.member_id = a.member_id),
        kept as (${kept}),
        live as (
          select coalesce(sum(x.balance), 0) as balance, coalesce(sum(${held(1)}), 0) as h1,
                 coalesce(sum(${held(3)}), 0) as h3, coalesce(sum(${held(6)}), 0) as h6,
                 coalesce(sum(${held(12)}), 0) as h12
          from x where x.balance > 0)
        select exists (select 1 from s) as found,
               (kept.balance + live.balance)::float8 as outstanding, (kept.h1 + live.h1)::float8 as h1,
               (kept.h3 + live.h3)::float8 as h3, (kept.h6 + live.h6)::float8 as h6,
               (kept.h12 + live.h12)::float8 as h12
        from live left join kept on true`,
  );
  return row;
}

/** The newest snapshot a read at `now` may take: of an instant up to a day before `now`. */
async function usableSnapshot(db: Db, now: Date): Promise<Date | undefined> {
  const [newest] = await rowsOf<{ taken_at: Date | string }>(
    db,
    sql`select taken_at from ${outstandingSnapshots}
        where taken_at <= ${now} and taken_at > ${new Date(now.getTime() - snapshotUsableMs)}
        order by taken_at desc limit 1`,
  );
  return newest ? new Date(newest.taken_at) : undefined;
}

/**
 * What the scope's members hold in redeemable points at `now` (the liability), and for how long, exactly
 * as outstandingPointsLive answers, from the newest snapshot (made by the periodic jobs each hour, or here
 * when there is none from the last day) and the accounts that moved since (above).
 */
export async function outstandingPoints(
  db: Db,
  now: Date,
  divisions: InsightsScope,
): Promise<OutstandingPoints> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    let at = await usableSnapshot(db, now);
    if (!at) {
      at = snapshotInstantOf(now);
      await keepSnapshot(db, at);
    }
    const row = await readSnapshot(db, now, at, divisions);
    // Dropped by a back-dated write between its making and the read: made again.
    if (row?.found) return agesOf(row);
  }
  return outstandingPointsLive(db, now, divisions);
}

/** Makes the snapshot of the hour before `now`'s if it is not there (the periodic jobs, the bench). */
export async function snapshotOutstanding(db: Db, now: Date): Promise<void> {
  await keepSnapshot(db, snapshotInstantOf(now));
}
