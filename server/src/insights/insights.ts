import {
  insightsMessages,
  calendarDayOf,
  dayBounds,
  monthBounds,
  monthKeyOf,
  pointsAgeBuckets,
  type InsightsFilter,
  type PointsAgeBucket,
  type RecognitionKind,
} from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { badRequest } from '../http/errors.ts';
import { inTransaction } from '../db/transaction.ts';

/**
 * Programme insights (issue 24): each chart of /admin/insights answered by one or two queries on the
 * awards, the ledger and the orders, within a month range and, optionally, the divisions of a cluster or
 * one division. The months of the range that have ended, and the ended days of the month still running,
 * are read from roll-ups made once when first asked (below, and migration 0026, whose triggers drop a
 * period's roll-ups when a row dated in it is written); only the last day or two is read live, from
 * indexes in created_at order (migration 0024). Participation (one month's distinct givers and
 * receivers) and the outstanding balance with its age (now) are always read live.
 *
 * Who is counted where: an award counts for a division when its giver gave it from there or a recipient
 * received it there (the management report's Current); a member's points by their division now.
 */

/** The divisions a filter covers: undefined for the whole programme. */
export type InsightsScope = readonly number[] | undefined;

/** The month range's instants and the divisions; what every chart's query takes. */
export interface InsightsQuery {
  readonly start: Date;
  readonly end: Date;
  readonly timeZone: string;
  readonly divisions: InsightsScope;
  /** The programme's clock: which months of the range have ended (their roll-ups, rollups.ts). */
  readonly now: Date;
}

export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
/** `column` is one of the scope's divisions (true for the whole programme). */
export const inScope = (column: SQL, divisions: InsightsScope) =>
  divisions ? sql`${column} = any(${intArray(divisions)})` : sql`true`;
export const monthOf = (column: SQL, timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM')`;
export const within = (column: SQL, q: InsightsQuery) =>
  sql`${column} >= ${q.start} and ${column} < ${q.end}`;

/**
 * The divisions of a filter's cluster and division codes ('' for every one): refused with a field error
 * when a code is not on the programme, or the division is in another cluster.
 */
export async function scopeOf(
  db: Db,
  filter: Pick<InsightsFilter, 'clusterCode' | 'divisionCode'>,
): Promise<InsightsScope> {
  const clusterCode = filter.clusterCode.trim();
  const divisionCode = filter.divisionCode.trim();
  if (clusterCode === '' && divisionCode === '') return undefined;
  const rows = await rowsOf<{ id: number; cluster: string; division: string }>(
    db,
    sql`select d.id, c.code as cluster, d.code as division
        from divisions d join clusters c on c.id = d.cluster_id
        where (${clusterCode} = '' or upper(c.code) = upper(${clusterCode}))
          and (${divisionCode} = '' or upper(d.code) = upper(${divisionCode}))
        order by d.id`,
  );
  if (rows.length > 0) return rows.map((r) => r.id);
  if (divisionCode === '')
    throw badRequest(
      { clusterCode: insightsMessages.unknownCluster },
      insightsMessages.unknownCluster,
    );
  const [division] = await rowsOf<{ id: number }>(
    db,
    sql`select id from divisions where upper(code) = upper(${divisionCode}) limit 1`,
  );
  const refusal = division
    ? insightsMessages.divisionNotInCluster
    : insightsMessages.unknownDivision;
  if (division && clusterCode !== '') {
    const [cluster] = await rowsOf<{ id: number }>(
      db,
      sql`select id from clusters where upper(code) = upper(${clusterCode}) limit 1`,
    );
    if (!cluster)
      throw badRequest(
        { clusterCode: insightsMessages.unknownCluster },
        insightsMessages.unknownCluster,
      );
  }
  throw badRequest({ divisionCode: refusal }, refusal);
}

/** The awards of the range that count for the scope: given from one of its divisions or received in one. */
const scopedAwards = (q: InsightsQuery, divisions: readonly number[]) => sql`
  select id from awards
  where ${inScope(sql`giver_division_id`, divisions)} and ${within(sql`created_at`, q)}
  union
  select award_id from award_recipients
  where ${inScope(sql`division_id`, divisions)} and ${within(sql`created_at`, q)}`;

/** The nominations of the range that count for the scope: made from one of its divisions or naming one of its members. */
const nominationsWhere = (q: InsightsQuery) =>
  q.divisions
    ? sql`${within(sql`n.created_at`, q)} and (${inScope(sql`n.nominator_division_id`, q.divisions)}
          or exists (select 1 from nomination_nominees nn
                     where nn.nomination_id = n.id and ${inScope(sql`nn.division_id`, q.divisions)}))`
    : within(sql`n.created_at`, q);

const awardsOf = (q: InsightsQuery) =>
  q.divisions
    ? sql`awards a join (${scopedAwards(q, q.divisions)}) picked on picked.id = a.id`
    : sql`awards a`;
const awardsWhere = (q: InsightsQuery) => (q.divisions ? sql`true` : within(sql`a.created_at`, q));
/** Not an approved nomination's award (its nomination is the recognition the charts count). */
const notNominationAward = sql`a.type <> 'nomination'`;

export interface RecognitionCount {
  month: string;
  kind: RecognitionKind;
  count: number;
}

/**
 * Awards per month by type (a Shout Out from the programme is a birthday's). An approved nomination's
 * award is not among them: the nomination is counted, once, as nominations made (and so in the values).
 */
export const awardKindRows = (q: InsightsQuery) =>
  sql`select ${monthOf(sql`a.created_at`, q.timeZone)} as month,
             case when a.giver_member_id is null then 'birthday' else a.type end as kind,
             count(*)::int as count
      from ${awardsOf(q)} where ${awardsWhere(q)} and ${notNominationAward}
      group by 1, 2`;

/** Nominations made per month. */
export const nominationMonthRows = (q: InsightsQuery) =>
  sql`select ${monthOf(sql`n.created_at`, q.timeZone)} as month, count(*)::int as count
      from nominations n where ${nominationsWhere(q)}
      group by 1`;

/**
 * Awards per month by type, and nominations (a row of their own: an approved nomination's award of type
 * 'nomination' is counted among the awards as well): for the whole programme the ended periods from their
 * roll-ups and the rest live; for one division the same, from its own roll-ups; for several, live (an
 * award given from one and received in another counts once).
 */
export async function recognitionPerMonth(db: Db, q: InsightsQuery): Promise<RecognitionCount[]> {
  if (!countsByDivision(q))
    return rowsOf<RecognitionCount>(
      db,
      sql`${awardKindRows(q)}
          union all
          select month, 'nomination', count from (${nominationMonthRows(q)}) n
          order by 1, 2, 3`,
    );
  return readRolledUp(db, q, (split) =>
    rowsOf<RecognitionCount>(
      db,
      sql`select month, kind, sum(count)::int as count
          from (select left(period, 7) as month, key as kind, a as count from insights_rollups
                where ${split.where('recognition')}
                union all
                ${awardKindRows(split.live)}) r
          group by 1, 2
          union all
          select month, 'nomination', sum(count)::int
          from (select left(period, 7) as month, a as count from insights_rollups
                where ${split.where('nominations')}
                union all
                ${nominationMonthRows(split.live)}) n
          group by 1
          order by 1, 2, 3`,
    ),
  );
}

export interface ParticipationCount {
  divisionCode: string;
  division: string;
  cluster: string;
  registered: number;
  preloaded: number;
  gave: number;
  received: number;
}

/** The divisions of the scope, their members registered and pre-loaded (now) and `gave` and `received`. */
const participationRows = (
  q: InsightsQuery,
  members: SQL,
  gave: SQL,
  received: SQL,
  kept: SQL = sql`true`,
) =>
  sql`with d as (
          select d.id, d.code, d.name, c.code as cluster
          from divisions d join clusters c on c.id = d.cluster_id
          where ${inScope(sql`d.id`, q.divisions)}),
        m as (${members}),
        g as (${gave}),
        r as (${received})
        select d.code as "divisionCode", d.name as division, d.cluster,
               coalesce(m.registered, 0) as registered, coalesce(m.preloaded, 0) as preloaded,
               coalesce(g.gave, 0)::int as gave, coalesce(r.received, 0)::int as received,
               ${kept} as kept
        from d left join m on m.division_id = d.id left join g on g.division_id = d.id
               left join r on r.division_id = d.id
        order by d.cluster, d.name, d.code`;

/** Each division's members registered and only pre-loaded, counted. */
const membersCounted = (q: InsightsQuery) =>
  sql`select division_id,
             count(*) filter (where registered_at is not null)::int as registered,
             count(*) filter (where registered_at is null)::int as preloaded
      from members where ${inScope(sql`division_id`, q.divisions)} group by 1`;
/** The same, as migration 0027's triggers keep them. */
const membersKept = (q: InsightsQuery) =>
  sql`select division_id, registered, preloaded from division_members
      where ${inScope(sql`division_id`, q.divisions)}`;

/** The members who gave from each division of the scope, and who received in it, in the query's range. */
const giversRows = (q: InsightsQuery) =>
  sql`select giver_division_id as division_id, count(distinct giver_member_id) as gave
      from awards
      where ${within(sql`created_at`, q)} and giver_member_id is not null
        and ${inScope(sql`giver_division_id`, q.divisions)}
      group by 1`;
const receiversRows = (q: InsightsQuery) =>
  sql`select division_id, count(distinct member_id) as received
      from award_recipients
      where ${within(sql`created_at`, q)} and ${inScope(sql`division_id`, q.divisions)}
      group by 1`;

type ParticipationRow = ParticipationCount & { kept: boolean };
const withoutKept = (rows: ParticipationRow[]): ParticipationCount[] =>
  rows.map(({ kept: _kept, ...row }) => row);

/** Each division's participation in the range, read live from the awards (the reference). */
export async function participationLive(db: Db, q: InsightsQuery): Promise<ParticipationCount[]> {
  return withoutKept(
    await rowsOf<ParticipationRow>(
      db,
      participationRows(q, membersCounted(q), giversRows(q), receiversRows(q)),
    ),
  );
}

/**
 * Each division of the scope: its members registered and only pre-loaded (now, as migration 0027's
 * triggers keep them per division), and the members who gave (from the division) and received (in it)
 * recognition in the query's range (the screen asks for a month). Who gave in the range up to the start
 * of the hour before the last does not change: those counts are rolled up once per division
 * (insights_rollups' 'participation', under a period of their own from the range's start to that instant,
 * which a write dated in it drops, as migration 0026's triggers do; made an hour after its end at the
 * soonest, as the outstanding balance's snapshot). The last hour or two is read live, each of its givers
 * and receivers counted unless they gave from (received in) the same division in the rolled-up part.
 */
export async function participation(db: Db, q: InsightsQuery): Promise<ParticipationCount[]> {
  const through = new Date(Math.min(q.end.getTime(), snapshotInstantOf(q.now).getTime()));
  if (through <= q.start) return participationLive(db, q);
  const period: Period = {
    key: `${monthKeyOf(q.start, q.timeZone)}~${through.toISOString()}`,
    start: q.start,
    end: through,
  };
  const live: InsightsQuery = { ...q, start: period.end };
  const rolled = (column: 'a' | 'b') =>
    sql`select division_id, ${sql.raw(column)} as n from insights_rollups
        where time_zone = ${q.timeZone} and period = ${period.key} and chart = 'participation'
          and ${inScope(sql`division_id`, q.divisions)}`;
  const gave = sql`
    select division_id, sum(n) as gave from (
      ${rolled('a')}
      union all
      select l.giver_division_id, count(*) from (
        select distinct giver_division_id, giver_member_id from awards
        where ${within(sql`created_at`, live)} and giver_member_id is not null
          and ${inScope(sql`giver_division_id`, q.divisions)}) l
      where not exists (
        select 1 from awards p
        where p.giver_member_id = l.giver_member_id and p.giver_division_id = l.giver_division_id
          and p.created_at >= ${period.start} and p.created_at < ${period.end})
      group by 1) x
    group by 1`;
  const received = sql`
    select division_id, sum(n) as received from (
      ${rolled('b')}
      union all
      select l.division_id, count(*) from (
        select distinct division_id, member_id from award_recipients
        where ${within(sql`created_at`, live)} and ${inScope(sql`division_id`, q.divisions)}) l
      where not exists (
        select 1 from award_recipients p
        where p.member_id = l.member_id and p.division_id = l.division_id
          and p.created_at >= ${period.start} and p.created_at < ${period.end})
      group by 1) x
    group by 1`;
  const kept = sql`exists (select 1 from insights_rollup_periods
                           where time_zone = ${q.timeZone} and period = ${period.key})`;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await keepParticipation(db, q.timeZone, period, q.now);
    const rows = await rowsOf<ParticipationRow>(
      db,
      participationRows(q, membersKept(q), gave, received, kept),
    );
    // Dropped by a back-dated write between its making and the read: made again.
    if (rows.every((r) => r.kept)) return withoutKept(rows);
  }
  return participationLive(db, q);
}

/** Makes a range's participation roll-up (every division's) unless it is there; the range's older ones go. */
async function keepParticipation(db: Db, timeZone: string, period: Period, now: Date) {
  if ((await periodsKept(db, timeZone, [period])).size === 1) return;
  await makeOnce(db, `${timeZone} ${period.key}`, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${rollupLock})`);
    if ((await periodsKept(tx, timeZone, [period])).size === 1) return;
    await tx.execute(
      sql`delete from insights_rollup_periods
          where time_zone = ${timeZone} and period like ${`${period.key.slice(0, 8)}%`}`,
    );
    await tx.execute(
      sql`insert into insights_rollup_periods (time_zone, period, period_start, period_end)
          values (${timeZone}, ${period.key}, ${period.start}, ${period.end})`,
    );
    const q = wholePeriod(period, timeZone, now);
    await tx.execute(
      sql`insert into insights_rollups (time_zone, period, chart, division_id, key, a, b)
          select ${timeZone}, ${period.key}, 'participation', d.id, '', coalesce(g.gave, 0),
                 coalesce(r.received, 0)
          from divisions d left join (${giversRows(q)}) g on g.division_id = d.id
               left join (${receiversRows(q)}) r on r.division_id = d.id
          where g.gave is not null or r.received is not null`,
    );
  });
}

export interface ValueCount {
  value: string;
  awards: number;
  nominations: number;
}

/** The values of the range's awards among colleagues and its nominations (one row per value and source). */
export const valueRows = (q: InsightsQuery) =>
  sql`select a.value, count(*) as awards, 0 as nominations
      from ${awardsOf(q)}
      where ${awardsWhere(q)} and a.giver_member_id is not null and ${notNominationAward}
      group by 1
      union all
      select n.value, 0, count(*) from nominations n where ${nominationsWhere(q)} group by 1`;

/**
 * The company values colleagues recognised in the range, most first: awards given for each (the
 * programme's own birthday Shout Outs are not a colleague's recognition) and nominations made for it.
 */
export async function valuesRecognised(db: Db, q: InsightsQuery): Promise<ValueCount[]> {
  const rows = async (source: SQL) =>
    rowsOf<ValueCount>(
      db,
      sql`select value, sum(awards)::int as awards, sum(nominations)::int as nominations
          from (${source}) v
          group by value
          order by sum(awards) + sum(nominations) desc, value`,
    );
  if (!countsByDivision(q)) return rows(valueRows(q));
  return readRolledUp(db, q, (split) =>
    rows(
      sql`select key as value, a as awards, b as nominations from insights_rollups
          where ${split.where('values')}
          union all
          ${valueRows(split.live)}`,
    ),
  );
}

export interface PointsMonth {
  month: string;
  issued: number;
  redeemed: number;
  expired: number;
}

/** The programme's own accounts per month: what left `funding`, reached the redemptions and `expired`. */
export const programmePointsRows = (q: InsightsQuery) =>
  sql`select ${monthOf(sql`e.created_at`, q.timeZone)} as month,
             coalesce(sum(-e.amount) filter (where a.kind = 'funding'), 0)::float8 as issued,
             coalesce(sum(e.amount) filter (where a.kind like 'redemptions%'), 0)::float8 as redeemed,
             coalesce(sum(e.amount) filter (where a.kind = 'expired'), 0)::float8 as expired
      from accounts a join ledger_entries e on e.account_id = a.id
      where a.member_id is null and ${within(sql`e.created_at`, q)}
      group by 1`;

/**
 * Points issued, redeemed and expired per month. For the whole programme these are the programme's own
 * accounts; for a scope, the member side of the same transfers for the scope's members (an award between
 * members is neither), by their division now. The two agree. The ended periods from their roll-ups.
 */
export async function pointsPerMonth(db: Db, q: InsightsQuery): Promise<PointsMonth[]> {
  return readRolledUp(db, q, (split) =>
    rowsOf<PointsMonth>(
      db,
      sql`select month, sum(issued)::float8 as issued, sum(redeemed)::float8 as redeemed,
                 sum(expired)::float8 as expired
          from (select left(period, 7) as month, a as issued, b as redeemed, c as expired
                from insights_rollups where ${split.where('points')}
                union all
                select month, issued, redeemed, expired
                from (${q.divisions ? memberPointsRows(split.live) : programmePointsRows(split.live)}) l) p
          group by 1 order by 1`,
    ),
  );
}

/**
 * The member side of the range's transfers per month and member's division (now), for the scope. Every
 * division's (a period being rolled up): the members, their accounts and the range's entries joined
 * whole. A scope's (the day or two read live): the range's entries in created_at order (migration 0027's
 * index), each one's member's division and transfer's kind looked up by key (joining a division's members'
 * accounts would read every account).
 */
export const memberPointsRows = (q: InsightsQuery) => {
  const sums = (kind: SQL) =>
    sql`coalesce(sum(e.amount) filter (where ${kind} not in ('order', 'refund', 'expiry')), 0)::float8 as issued,
        coalesce(sum(-e.amount) filter (where ${kind} in ('order', 'refund')), 0)::float8 as redeemed,
        coalesce(sum(-e.amount) filter (where ${kind} = 'expiry'), 0)::float8 as expired`;
  if (!q.divisions)
    return sql`select ${monthOf(sql`e.created_at`, q.timeZone)} as month, m.division_id as division, ${sums(sql`t.kind`)}
      from members m
      join accounts a on a.member_id = m.id
      join ledger_entries e on e.account_id = a.id
      join transfers t on t.id = e.transfer_id
      where e.counterparty_member_id is null and ${within(sql`e.created_at`, q)}
      group by 1, 2`;
  return sql`with l as materialized (
        select l.amount, l.transfer_id, l.created_at,
               (select m.division_id from accounts a join members m on m.id = a.member_id
                where a.id = l.account_id) as division
        from ledger_entries l
        where ${within(sql`l.created_at`, q)} and l.counterparty_member_id is null),
      e as (
        select l.created_at, l.division, l.amount,
               (select t.kind from transfers t where t.id = l.transfer_id) as kind
        from l where ${inScope(sql`l.division`, q.divisions)})
      select ${monthOf(sql`e.created_at`, q.timeZone)} as month, e.division, ${sums(sql`e.kind`)}
      from e
      group by 1, 2`;
};

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
          from accounts a ${divisions ? sql`join members m on m.id = a.member_id and ${inScope(sql`m.division_id`, divisions)}` : sql``}
          where a.kind = 'redeemable' and a.member_id is not null and a.balance > 0),
        c as (
          select b.balance,
                 least(b.balance, held.m1) as h1, least(b.balance, held.m3) as h3,
                 least(b.balance, held.m6) as h6, least(b.balance, held.m12) as h12
          from b cross join lateral (
            select coalesce(sum(e.amount) filter (where e.created_at >= ${ago(now, 1)}), 0) as m1,
                   coalesce(sum(e.amount) filter (where e.created_at >= ${ago(now, 3)}), 0) as m3,
                   coalesce(sum(e.amount) filter (where e.created_at >= ${ago(now, 6)}), 0) as m6,
                   coalesce(sum(e.amount), 0) as m12
            from ledger_entries e
            where e.account_id = b.id and e.amount > 0 and e.created_at >= ${ago(now, 12)}) held)
        select coalesce(sum(balance), 0)::float8 as outstanding, coalesce(sum(h1), 0)::float8 as h1,
               coalesce(sum(h3), 0)::float8 as h3, coalesce(sum(h6), 0)::float8 as h6,
               coalesce(sum(h12), 0)::float8 as h12
        from c`,
  );
  return agesOf(row);
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
    sql`select taken_at from outstanding_snapshots where taken_at = ${at}`,
  );
  if (kept) return;
  await tx.execute(sql`delete from outstanding_snapshots where taken_at <> ${at}`);
  await tx.execute(
    sql`insert into outstanding_snapshots (taken_at, from1, from3, from6, from12)
        values (${at}, ${ago(at, 1)}, ${ago(at, 3)}, ${ago(at, 6)}, ${ago(at, 12)})`,
  );
  await tx.execute(
    sql`insert into outstanding_snapshot_accounts (taken_at, member_id, division_id, balance, m1, m3, m6, m12)
        select * from (
          select s.taken_at, a.member_id, m.division_id,
                 a.balance - coalesce(sum(e.amount) filter (where e.created_at >= s.taken_at), 0) as balance,
                 coalesce(sum(e.amount) filter (where e.amount > 0 and e.created_at >= s.from1 and e.created_at < s.taken_at), 0) as m1,
                 coalesce(sum(e.amount) filter (where e.amount > 0 and e.created_at >= s.from3 and e.created_at < s.taken_at), 0) as m3,
                 coalesce(sum(e.amount) filter (where e.amount > 0 and e.created_at >= s.from6 and e.created_at < s.taken_at), 0) as m6,
                 coalesce(sum(e.amount) filter (where e.amount > 0 and e.created_at < s.taken_at), 0) as m12
          from outstanding_snapshots s
          join accounts a on a.kind = 'redeemable' and a.member_id is not null
          join members m on m.id = a.member_id
          left join ledger_entries e on e.account_id = a.id and e.created_at >= s.from12
          where s.taken_at = ${at}
          group by s.taken_at, a.id, m.division_id) held
        where balance > 0 or m12 > 0`,
  );
  await tx.execute(
    sql`update outstanding_snapshots s
        set balance = t.balance, h1 = t.h1, h3 = t.h3, h6 = t.h6, h12 = t.h12
        from (select coalesce(sum(balance), 0) as balance, coalesce(sum(least(balance, m1)), 0) as h1,
                     coalesce(sum(least(balance, m3)), 0) as h3, coalesce(sum(least(balance, m6)), 0) as h6,
                     coalesce(sum(least(balance, m12)), 0) as h12
              from outstanding_snapshot_accounts where taken_at = ${at} and balance > 0) t
        where s.taken_at = ${at}`,
  );
  // Its statistics now (not at autovacuum's next pass): a division's read starts from its members.
  await tx.execute(sql`analyze outstanding_snapshot_accounts`);
}

/** Makes the snapshot of `at` if it is not there. */
async function keepSnapshot(db: Db, at: Date): Promise<void> {
  const [kept] = await rowsOf<{ taken_at: unknown }>(
    db,
    sql`select taken_at from outstanding_snapshots where taken_at = ${at}`,
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
  const since = (column: string) => sql`(select ${sql.raw(column)} from s)`;
  const window = (k: 1 | 3 | 6 | 12) =>
    sql`select e.account_id, 0 as credited, ${k === 1 ? sql`e.amount` : sql`0`} as g1,
               ${k === 3 ? sql`e.amount` : sql`0`} as g3, ${k === 6 ? sql`e.amount` : sql`0`} as g6,
               ${k === 12 ? sql`e.amount` : sql`0`} as g12
        from ledger_entries e
        where e.created_at >= ${since(`from${k}`)} and e.created_at < ${ago(now, k)} and e.amount > 0`;
  const held = (k: 1 | 3 | 6 | 12) =>
    sql`least(x.balance, x.${sql.raw(`m${k}`)} + x.credited - x.${sql.raw(`g${k}`)})`;
  const kept = divisions
    ? sql`select coalesce(sum(sa.balance), 0) as balance, coalesce(sum(least(sa.balance, sa.m1)), 0) as h1,
                 coalesce(sum(least(sa.balance, sa.m3)), 0) as h3,
                 coalesce(sum(least(sa.balance, sa.m6)), 0) as h6,
                 coalesce(sum(least(sa.balance, sa.m12)), 0) as h12
          from outstanding_snapshot_accounts sa
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
    sql`with s as (select * from outstanding_snapshots where taken_at = ${at}),
        moved as (
          select e.account_id, greatest(e.amount, 0) as credited, 0 as g1, 0 as g3, 0 as g6, 0 as g12
          from ledger_entries e where e.created_at >= ${since('taken_at')}
          union all ${window(1)} union all ${window(3)} union all ${window(6)} union all ${window(12)}),
        d as (
          select account_id, sum(credited) as credited, sum(g1) as g1, sum(g3) as g3, sum(g6) as g6,
                 sum(g12) as g12
          from moved group by account_id),
        x as (
          select a.member_id, a.balance, d.credited, d.g1, d.g3, d.g6, d.g12, sa.balance as was,
                 coalesce(sa.m1, 0) as m1, coalesce(sa.m3, 0) as m3, coalesce(sa.m6, 0) as m6,
                 coalesce(sa.m12, 0) as m12
          from d join accounts a on a.id = d.account_id and a.kind = 'redeemable' and a.member_id is not null
          ${divisions ? sql`join members m on m.id = a.member_id and ${inScope(sql`m.division_id`, divisions)}` : sql``}
          left join outstanding_snapshot_accounts sa on sa.taken_at = ${at} and sa.member_id = a.member_id),
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
    sql`select taken_at from outstanding_snapshots
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

export interface ShopMonth {
  month: string;
  orders: number;
  points: number;
}
export interface ShopCategory {
  category: string;
  items: number;
  points: number;
}
export interface ShopInsights {
  months: ShopMonth[];
  categories: ShopCategory[];
  pendingLines: number;
  oldestPending: Date | null;
}

/** The order lines of the scope's members (by division now); every line for the whole programme. */
const linesOf = (divisions: InsightsScope) =>
  divisions
    ? sql`order_lines l join orders o on o.id = l.order_id
          join members m on m.id = o.member_id and ${inScope(sql`m.division_id`, divisions)}`
    : sql`order_lines l`;

/** The range's orders per month and the points they took (refunded lines given back). */
export const shopMonthRows = (q: InsightsQuery) =>
  sql`select ${monthOf(sql`l.created_at`, q.timeZone)} as month,
             count(distinct l.order_id)::int as orders,
             coalesce(sum(l.points) filter (where l.dispatch_status <> 9), 0)::float8 as points
      from ${linesOf(q.divisions)} where ${within(sql`l.created_at`, q)}
      group by 1`;

/** What each top-level category sold in the range (refunded lines not counted). */
export const shopCategoryRows = (q: InsightsQuery) =>
  sql`select c.cat1 as category, sum(l.qty)::int as items, sum(l.points)::float8 as points
      from ${linesOf(q.divisions)}
      join products p on p.id = l.product_id join shop_categories c on c.id = p.category_id
      where ${within(sql`l.created_at`, q)} and l.dispatch_status <> 9
      group by 1`;

/**
 * The shop in the range: orders per month and the points they took (refunded lines given back), what each
 * top-level category sold (the ended periods from their roll-ups); and, now, the
 * lines waiting for voucher codes and the oldest of them.
 */
export async function shopInsights(db: Db, q: InsightsQuery): Promise<ShopInsights> {
  const sales = async (split: RolledUp) => ({
    months: await rowsOf<ShopMonth>(
      db,
      sql`select month, sum(orders)::int as orders, sum(points)::float8 as points
          from (select left(period, 7) as month, a as orders, b as points from insights_rollups
                where ${split.where('shop')}
                union all
                ${shopMonthRows(split.live)}) s
          group by 1 order by 1`,
    ),
    categories: await rowsOf<ShopCategory>(
      db,
      sql`select category, sum(items)::int as items, sum(points)::float8 as points
          from (select key as category, a as items, b as points from insights_rollups
                where ${split.where('category')}
                union all
                ${shopCategoryRows(split.live)}) c
          group by 1 order by 3 desc, 1`,
    ),
  });
  const { months, categories } = await readRolledUp(db, q, sales);
  const [pending] = await rowsOf<{ lines: number; oldest: Date | string | null }>(
    db,
    // The few waiting lines found by their index, each one's member's division looked up by key (a join
    // would read every order).
    sql`select count(*)::int as lines, min(l.created_at) as oldest
        from order_lines l
        where l.dispatch_status = 1
          and ${
            q.divisions
              ? inScope(
                  sql`(select m.division_id from orders o join members m on m.id = o.member_id
                       where o.id = l.order_id)`,
                  q.divisions,
                )
              : sql`true`
          }`,
  );
  const oldest = pending?.oldest ?? null;
  return {
    months,
    categories,
    pendingLines: pending?.lines ?? 0,
    oldestPending: oldest === null ? null : new Date(oldest),
  };
}

/*
 * The roll-ups (migration 0026). A month that has ended does not change, nor does a day: the whole
 * programme's figures of each ended month of a range, and of each ended day of the month still running,
 * are computed once, when first asked (or by rollUpMonths), and kept in insights_rollups; the rest of the
 * range (today and yesterday) is read live from the indexes. A write dated in a rolled-up period drops that
 * period's roll-ups in its own transaction (the migration's triggers), so the next ask computes them again
 * and the answers are always those of the live queries.
 */

/** The lock a roll-up is made under (exclusive) and a back-dated write takes (shared, the triggers). */
const rollupLock = 240026;
/** A period counts as ended a day after its end: a write dated in its last hours may still be on its way. */
const settledAfterMs = 86_400_000;

/** A month ('yyyy-MM') or a day ('yyyy-MM-dd') of the programme's calendar and its instants. */
interface Period {
  key: string;
  start: Date;
  end: Date;
}

const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The periods of a range that have ended by `now`, in order from the range's start: the ended months
 * whole, then the ended days of the first month still running. The rest of the range is read live.
 */
function endedPeriods(q: Pick<InsightsQuery, 'start' | 'end' | 'timeZone' | 'now'>): Period[] {
  const settled = q.now.getTime() - settledAfterMs;
  const periods: Period[] = [];
  for (let at = q.start; at < q.end;) {
    const month = monthKeyOf(at, q.timeZone);
    const bounds = monthBounds(month, q.timeZone);
    if (bounds.end.getTime() <= settled) {
      periods.push({ key: month, ...bounds });
      at = bounds.end;
      continue;
    }
    for (let dayAt = bounds.start; dayAt < bounds.end;) {
      const d = calendarDayOf(dayAt, q.timeZone);
      const key = `${d.year}-${two(d.month)}-${two(d.day)}`;
      const day = dayBounds(key, q.timeZone);
      if (!day || day.end.getTime() > settled) break;
      periods.push({ key, ...day });
      dayAt = day.end;
    }
    break;
  }
  return periods;
}

/** The live queries' question for a whole period of the programme (every division). */
const wholePeriod = (period: Period, timeZone: string, now: Date): InsightsQuery => ({
  start: period.start,
  end: period.end,
  timeZone,
  divisions: undefined,
  now,
});

/** The roll-up rows of one ended period: the live queries' own answers for it. */
async function rollUpPeriod(tx: Tx, timeZone: string, period: Period, now: Date): Promise<void> {
  const q = wholePeriod(period, timeZone, now);
  const { key } = period;
  await tx.execute(
    sql`insert into insights_rollup_periods (time_zone, period, period_start, period_end)
        values (${timeZone}, ${key}, ${period.start}, ${period.end})`,
  );
  await tx.execute(
    sql`insert into insights_rollups (time_zone, period, chart, key, a)
        select ${timeZone}, ${key}, 'recognition', kind, count from (${awardKindRows(q)}) r`,
  );
  await tx.execute(
    sql`insert into insights_rollups (time_zone, period, chart, key, a)
        select ${timeZone}, ${key}, 'nominations', '', count from (${nominationMonthRows(q)}) n`,
  );
  await tx.execute(
    sql`insert into insights_rollups (time_zone, period, chart, key, a, b)
        select ${timeZone}, ${key}, 'values', value, sum(awards), sum(nominations)
        from (${valueRows(q)}) v group by value`,
  );
  await tx.execute(
    sql`insert into insights_rollups (time_zone, period, chart, key, a, b, c)
        select ${timeZone}, ${key}, 'points', '', issued, redeemed, expired
        from (${programmePointsRows(q)}) r`,
  );
  await tx.execute(
    sql`insert into insights_rollups (time_zone, period, chart, key, a, b)
        select ${timeZone}, ${key}, 'shop', '', orders, points from (${shopMonthRows(q)}) r`,
  );
  await tx.execute(
    sql`insert into insights_rollups (time_zone, period, chart, key, a, b)
        select ${timeZone}, ${key}, 'category', category, items, points
        from (${shopCategoryRows(q)}) r`,
  );
  await rollUpDivisions(tx, timeZone, q, key);
}

/**
 * Each division's roll-up rows of a period, as the charts count a division: an award (or nomination) for
 * each division it was given from or received in, once; points and orders by the member's division now.
 */
async function rollUpDivisions(tx: Tx, timeZone: string, q: InsightsQuery, key: string) {
  const kind = sql`case when a.giver_member_id is null then 'birthday' else a.type end`;
  const awardDivisions = sql`
    select a.id, a.giver_division_id as division, ${kind} as kind, a.value, a.giver_member_id
    from awards a
    where a.giver_division_id is not null and ${within(sql`a.created_at`, q)} and ${notNominationAward}
    union
    select a.id, r.division_id, ${kind}, a.value, a.giver_member_id
    from award_recipients r join awards a on a.id = r.award_id
    where ${within(sql`r.created_at`, q)} and ${notNominationAward}`;
  const nominationDivisions = sql`
    select n.id, n.nominator_division_id as division, n.value
    from nominations n where n.nominator_division_id is not null and ${within(sql`n.created_at`, q)}
    union
    select n.id, nn.division_id, n.value
    from nomination_nominees nn join nominations n on n.id = nn.nomination_id
    where ${within(sql`n.created_at`, q)}`;
  const insert = (statement: SQL) =>
    tx.execute(
      sql`insert into insights_rollups (time_zone, period, chart, division_id, key, a, b, c) ${statement}`,
    );
  await insert(
    sql`select ${timeZone}, ${key}, 'recognition', division, kind, count(*), 0, 0
        from (${awardDivisions}) x group by division, kind`,
  );
  await insert(
    sql`select ${timeZone}, ${key}, 'nominations', division, '', count(*), 0, 0
        from (${nominationDivisions}) x group by division`,
  );
  await insert(
    sql`select ${timeZone}, ${key}, 'values', division, value, sum(awards), sum(nominations), 0
        from (select division, value, count(*) as awards, 0 as nominations
              from (${awardDivisions}) x where giver_member_id is not null group by 1, 2
              union all
              select division, value, 0, count(*) from (${nominationDivisions}) y group by 1, 2) v
        group by division, value`,
  );
  await insert(
    sql`select ${timeZone}, ${key}, 'points', division, '', issued, redeemed, expired
        from (${memberPointsRows(q)}) p`,
  );
  await insert(
    sql`select ${timeZone}, ${key}, 'shop', m.division_id, '', count(distinct l.order_id),
               coalesce(sum(l.points) filter (where l.dispatch_status <> 9), 0), 0
        from order_lines l join orders o on o.id = l.order_id join members m on m.id = o.member_id
        where ${within(sql`l.created_at`, q)}
        group by m.division_id`,
  );
  await insert(
    sql`select ${timeZone}, ${key}, 'category', m.division_id, c.cat1, sum(l.qty), sum(l.points), 0
        from order_lines l join orders o on o.id = l.order_id join members m on m.id = o.member_id
        join products p on p.id = l.product_id join shop_categories c on c.id = p.category_id
        where ${within(sql`l.created_at`, q)} and l.dispatch_status <> 9
        group by m.division_id, c.cat1`,
  );
}

/** The periods of `periods` that have their roll-ups. */
async function periodsKept(db: Db | Tx, timeZone: string, periods: readonly Period[]) {
  const rows = await rowsOf<{ period: string }>(
    db,
    sql`select period from insights_rollup_periods
        where time_zone = ${timeZone} and period = any(${textArray(periods.map((p) => p.key))})`,
  );
  return new Set(rows.map((r) => r.period));
}

/** What is being made in this process (roll-ups, snapshots), by database and key. */
const making = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * Runs `make` in a transaction unless the same key is being made in this process already, in which case
 * it waits for that one: ten charts asked at once make their roll-ups (or snapshot) once.
 */
function makeOnce(db: Db, key: string, make: (tx: Tx) => Promise<void>): Promise<void> {
  const byDb = making.get(db) ?? new Map<string, Promise<void>>();
  making.set(db, byDb);
  let made = byDb.get(key);
  if (!made) {
    made = inTransaction(db, make).finally(() => byDb.delete(key));
    byDb.set(key, made);
  }
  return made;
}

/** Makes the roll-ups of the ended periods that have none (under the lock, so one maker at a time). */
async function keepRollups(db: Db, timeZone: string, periods: readonly Period[], now: Date) {
  if (periods.length === 0) return;
  const kept = await periodsKept(db, timeZone, periods);
  const missing = periods.filter((p) => !kept.has(p.key));
  if (missing.length === 0) return;
  await makeOnce(db, `${timeZone} ${missing.map((p) => p.key).join(',')}`, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${rollupLock})`);
    const keptNow = await periodsKept(tx, timeZone, missing);
    for (const period of missing)
      if (!keptNow.has(period.key)) await rollUpPeriod(tx, timeZone, period, now);
  });
}

/** The figures kept per period (the migration's insights_rollups.chart). */
type RollupChart = 'recognition' | 'nominations' | 'values' | 'points' | 'shop' | 'category';

/**
 * Whether a scope's recognition and values can be read from roll-ups: the whole programme's, or one
 * division's (an award given from one division and received in another counts once for the pair, so
 * divisions' counts do not add up).
 */
const countsByDivision = (q: InsightsQuery) => !q.divisions || q.divisions.length === 1;

/** How a chart reads a range: the ended periods' roll-ups, and the rest live. */
interface RolledUp {
  /** The part of the range read live: from the end of the last ended period. */
  live: InsightsQuery;
  /** The roll-up rows of a chart for the range's ended periods (`period` starts with its month). */
  where: (chart: RollupChart) => SQL;
  /** Whether every ended period still has its roll-ups (a back-dated write may have dropped one since). */
  stillKept: () => Promise<boolean>;
}

/** The periods of a range that have ended, their roll-ups made if they have none. */
async function rolledUp(db: Db, q: InsightsQuery): Promise<RolledUp> {
  const ended = endedPeriods(q);
  await keepRollups(db, q.timeZone, ended, q.now);
  const last = ended.at(-1);
  return {
    live: last ? { ...q, start: last.end } : q,
    where: (chart) =>
      ended.length === 0
        ? sql`false`
        : sql`time_zone = ${q.timeZone} and chart = ${chart}
              and period = any(${textArray(ended.map((p) => p.key))})
              and ${q.divisions ? sql`division_id = any(${intArray(q.divisions)})` : sql`division_id = 0`}`,
    stillKept: async () => (await periodsKept(db, q.timeZone, ended)).size === ended.length,
  };
}

/**
 * Reads a whole-programme chart from its roll-ups and the live rest; again if a back-dated write dropped a
 * period's roll-ups between their making and the read (the read may then have missed that period).
 */
async function readRolledUp<T>(
  db: Db,
  q: InsightsQuery,
  read: (split: RolledUp) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const split = await rolledUp(db, q);
    const answer = await read(split);
    if (attempt >= 3 || (await split.stillKept())) return answer;
  }
}

/**
 * Makes the roll-ups of every ended period of a range that has none (what the first ask would do); the
 * number of periods. The bench calls it after loading its year, as an operator's script may after a
 * large import.
 */
export async function rollUpMonths(
  db: Db,
  range: { start: Date; end: Date },
  timeZone: string,
  now: Date,
): Promise<number> {
  const ended = endedPeriods({ ...range, timeZone, now });
  await keepRollups(db, timeZone, ended, now);
  return ended.length;
}
