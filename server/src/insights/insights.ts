import {
  insightsMessages,
  pointsAgeBuckets,
  type InsightsFilter,
  type PointsAgeBucket,
  type RecognitionKind,
} from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { badRequest } from '../http/errors.ts';

/**
 * Programme insights (issue 24): each chart of /admin/insights answered by one or two queries on the
 * awards, the ledger and the orders, within a month range and, optionally, the divisions of a cluster or
 * one division. Every query reads an index in created_at order (migration 0024 made them covering), so a
 * year of a programme of 100,000 members and 1,000,000 transfers answers within the issue's 200 ms
 * (`npm run bench:server`, BENCH_ONLY=insights).
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
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
/** `column` is one of the scope's divisions (true for the whole programme). */
const inScope = (column: SQL, divisions: InsightsScope) =>
  divisions ? sql`${column} = any(${intArray(divisions)})` : sql`true`;
const monthOf = (column: SQL, timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM')`;
const within = (column: SQL, q: InsightsQuery) =>
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

export interface RecognitionCount {
  month: string;
  kind: RecognitionKind;
  count: number;
}

/** Awards per month by type (a Shout Out from the programme is a birthday's), and nominations. */
export function recognitionPerMonth(db: Db, q: InsightsQuery): Promise<RecognitionCount[]> {
  return rowsOf<RecognitionCount>(
    db,
    sql`select ${monthOf(sql`a.created_at`, q.timeZone)} as month,
               case when a.giver_member_id is null then 'birthday' else a.type end as kind,
               count(*)::int as count
        from ${awardsOf(q)} where ${awardsWhere(q)}
        group by 1, 2
        union all
        select ${monthOf(sql`n.created_at`, q.timeZone)}, 'nomination', count(*)::int
        from nominations n where ${nominationsWhere(q)}
        group by 1
        order by 1, 2`,
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

/**
 * Each division of the scope: its members registered and only pre-loaded (now), and the members who gave
 * (from the division) and received (in it) recognition in the query's range (the screen asks for a month).
 */
export function participation(db: Db, q: InsightsQuery): Promise<ParticipationCount[]> {
  return rowsOf<ParticipationCount>(
    db,
    sql`with d as (
          select d.id, d.code, d.name, c.code as cluster
          from divisions d join clusters c on c.id = d.cluster_id
          where ${inScope(sql`d.id`, q.divisions)}),
        m as (
          select division_id,
                 count(*) filter (where registered_at is not null)::int as registered,
                 count(*) filter (where registered_at is null)::int as preloaded
          from members where ${inScope(sql`division_id`, q.divisions)} group by 1),
        g as (
          select giver_division_id as division_id, count(distinct giver_member_id)::int as gave
          from awards
          where ${within(sql`created_at`, q)} and giver_member_id is not null
            and ${inScope(sql`giver_division_id`, q.divisions)}
          group by 1),
        r as (
          select division_id, count(distinct member_id)::int as received
          from award_recipients
          where ${within(sql`created_at`, q)} and ${inScope(sql`division_id`, q.divisions)}
          group by 1)
        select d.code as "divisionCode", d.name as division, d.cluster,
               coalesce(m.registered, 0) as registered, coalesce(m.preloaded, 0) as preloaded,
               coalesce(g.gave, 0) as gave, coalesce(r.received, 0) as received
        from d left join m on m.division_id = d.id left join g on g.division_id = d.id
               left join r on r.division_id = d.id
        order by d.cluster, d.name, d.code`,
  );
}

export interface ValueCount {
  value: string;
  awards: number;
  nominations: number;
}

/**
 * The company values colleagues recognised in the range, most first: awards given for each (the
 * programme's own birthday Shout Outs are not a colleague's recognition) and nominations made for it.
 */
export function valuesRecognised(db: Db, q: InsightsQuery): Promise<ValueCount[]> {
  return rowsOf<ValueCount>(
    db,
    sql`select value, sum(awards)::int as awards, sum(nominations)::int as nominations
        from (
          select a.value, count(*) as awards, 0 as nominations
          from ${awardsOf(q)} where ${awardsWhere(q)} and a.giver_member_id is not null
          group by 1
          union all
          select n.value, 0, count(*) from nominations n where ${nominationsWhere(q)} group by 1
        ) v
        group by value
        order by sum(awards) + sum(nominations) desc, value`,
  );
}

export interface PointsMonth {
  month: string;
  issued: number;
  redeemed: number;
  expired: number;
}

/**
 * Points issued, redeemed and expired per month. For the whole programme these are the programme's own
 * accounts (what left `funding`, what reached the redemptions and `expired`); for a scope, the member side
 * of the same transfers for the scope's members (an award between members is neither). The two agree.
 */
export function pointsPerMonth(db: Db, q: InsightsQuery): Promise<PointsMonth[]> {
  if (!q.divisions)
    return rowsOf<PointsMonth>(
      db,
      sql`select ${monthOf(sql`e.created_at`, q.timeZone)} as month,
                 coalesce(sum(-e.amount) filter (where a.kind = 'funding'), 0)::float8 as issued,
                 coalesce(sum(e.amount) filter (where a.kind like 'redemptions%'), 0)::float8 as redeemed,
                 coalesce(sum(e.amount) filter (where a.kind = 'expired'), 0)::float8 as expired
          from accounts a join ledger_entries e on e.account_id = a.id
          where a.member_id is null and ${within(sql`e.created_at`, q)}
          group by 1 order by 1`,
    );
  return rowsOf<PointsMonth>(
    db,
    sql`select ${monthOf(sql`e.created_at`, q.timeZone)} as month,
               coalesce(sum(e.amount) filter (where t.kind not in ('order', 'refund', 'expiry')), 0)::float8 as issued,
               coalesce(sum(-e.amount) filter (where t.kind in ('order', 'refund')), 0)::float8 as redeemed,
               coalesce(sum(-e.amount) filter (where t.kind = 'expiry'), 0)::float8 as expired
        from members m
        join accounts a on a.member_id = m.id
        join ledger_entries e on e.account_id = a.id
        join transfers t on t.id = e.transfer_id
        where ${inScope(sql`m.division_id`, q.divisions)} and e.counterparty_member_id is null
          and ${within(sql`e.created_at`, q)}
        group by 1 order by 1`,
  );
}

export interface OutstandingPoints {
  outstanding: number;
  age: { bucket: PointsAgeBucket; points: number }[];
}

/**
 * What the scope's members hold in redeemable points now (the liability), and for how long: a member's
 * balance is their newest credits (points spent are the oldest first), so the part held under a month is
 * at most what they received in the last month, and so on.
 */
export async function outstandingPoints(
  db: Db,
  now: Date,
  divisions: InsightsScope,
): Promise<OutstandingPoints> {
  const ago = (months: number) => sql`(${now}::timestamptz - ${`${months} months`}::interval)`;
  const [row] = await rowsOf<Record<'outstanding' | PointsAgeBucket, number>>(
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
            select coalesce(sum(e.amount) filter (where e.created_at >= ${ago(1)}), 0) as m1,
                   coalesce(sum(e.amount) filter (where e.created_at >= ${ago(3)}), 0) as m3,
                   coalesce(sum(e.amount) filter (where e.created_at >= ${ago(6)}), 0) as m6,
                   coalesce(sum(e.amount), 0) as m12
            from ledger_entries e
            where e.account_id = b.id and e.amount > 0 and e.created_at >= ${ago(12)}) held)
        select coalesce(sum(balance), 0)::float8 as outstanding,
               coalesce(sum(h1), 0)::float8 as under1,
               coalesce(sum(h3 - h1), 0)::float8 as "from1to3",
               coalesce(sum(h6 - h3), 0)::float8 as "from3to6",
               coalesce(sum(h12 - h6), 0)::float8 as "from6to12",
               coalesce(sum(balance - h12), 0)::float8 as over12
        from c`,
  );
  return {
    outstanding: row?.outstanding ?? 0,
    age: pointsAgeBuckets.map((bucket) => ({ bucket, points: row?.[bucket] ?? 0 })),
  };
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

/**
 * The shop in the range: orders per month and the points they took (refunded lines given back), what each
 * top-level category sold; and, now, the lines waiting for voucher codes and the oldest of them.
 */
export async function shopInsights(db: Db, q: InsightsQuery): Promise<ShopInsights> {
  const months = await rowsOf<ShopMonth>(
    db,
    sql`select ${monthOf(sql`l.created_at`, q.timeZone)} as month,
               count(distinct l.order_id)::int as orders,
               coalesce(sum(l.points) filter (where l.dispatch_status <> 9), 0)::float8 as points
        from ${linesOf(q.divisions)} where ${within(sql`l.created_at`, q)}
        group by 1 order by 1`,
  );
  const categories = await rowsOf<ShopCategory>(
    db,
    sql`select c.cat1 as category, sum(l.qty)::int as items, sum(l.points)::float8 as points
        from ${linesOf(q.divisions)}
        join products p on p.id = l.product_id join shop_categories c on c.id = p.category_id
        where ${within(sql`l.created_at`, q)} and l.dispatch_status <> 9
        group by 1 order by 3 desc, 1`,
  );
  const [pending] = await rowsOf<{ lines: number; oldest: Date | string | null }>(
    db,
    sql`select count(*)::int as lines, min(l.created_at) as oldest
        from ${linesOf(q.divisions)} where l.dispatch_status = 1`,
  );
  const oldest = pending?.oldest ?? null;
  return {
    months,
    categories,
    pendingLines: pending?.lines ?? 0,
    oldestPending: oldest === null ? null : new Date(oldest),
  };
}
