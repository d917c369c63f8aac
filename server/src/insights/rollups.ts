import { calendarDayOf, dayBounds, monthBounds, monthKeyOf } from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import {
  awardRecipients,
  awards,
  insightsRollupPeriods,
  insightsRollups,
  members,
  nominationNominees,
  nominations,
  orderLines,
  orders,
  products,
  shopCategories,
  type RollupChart,
} from '../db/schema.ts';
import { makeOnce } from './makeOnce.ts';
import {
  awardKind,
  awardKindRows,
  balancePointsRows,
  nominationMonthRows,
  notNominationAward,
  shopCategoryRows,
  shopMonthRows,
  valueRows,
} from './queries.ts';
import { within, type InsightsQuery } from './scope.ts';

/*
 * The roll-ups (migration 0026). A month that has ended does not change, nor does a day: the whole
 * programme's figures of each ended month of a range, and of each ended day of the month still running,
 * and each division's, are computed once, when first asked (or by rollUpMonths, which the hourly jobs
 * run), and kept in insightsRollups; the rest of the range (today and yesterday) is read live from the
 * indexes. A write dated in a rolled-up period drops that period's roll-ups in its own transaction (the
 * migration's triggers), so the next ask computes them again and the answers are always those of the live
 * queries (queries.ts).
 *
 * Materialized views refreshed by the hourly job would be simpler to make (a year's refresh takes seconds)
 * but are stale for up to an hour after any write dated in the past (a refund of an old order line, an
 * import of recommendations, a member moved to another division); answering exactly at once needs these
 * triggers anyway, and the per-period roll-ups remake one period rather than the year.
 */

/** The lock a roll-up is made under (exclusive) and a back-dated write takes (shared, the triggers). */
export const rollupLock = 240026;
/** A period counts as ended a day after its end: a write dated in its last hours may still be on its way. */
const settledAfterMs = 86_400_000;

/** A month ('yyyy-MM') or a day ('yyyy-MM-dd') of the programme's calendar and its instants. */
export interface Period {
  key: string;
  start: Date;
  end: Date;
}

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
export const wholePeriod = (period: Period, timeZone: string, now: Date): InsightsQuery => ({
  start: period.start,
  end: period.end,
  timeZone,
  divisions: undefined,
  now,
});

/** A chart's figure rows for a period: (division_id, key, a, b, c), as insightsRollups keeps them. */
type Figures = readonly (readonly [RollupChart, SQL])[];

/** Stores a period's figure rows of a chart. */
export const insertFigures = (
  tx: Tx,
  timeZone: string,
  period: string,
  chart: RollupChart,
  figures: SQL,
) =>
  tx.execute(
    sql`insert into ${insightsRollups} (time_zone, period, chart, division_id, key, a, b, c)
        select ${timeZone}, ${period}, ${chart}, f.division_id, f.key, f.a, f.b, f.c
        from (${figures}) f(division_id, key, a, b, c)`,
  );

/** The whole programme's figures of a period (division 0): the live queries' own answers for it. */
const programmeFigures = (q: InsightsQuery): Figures => [
  ['recognition', sql`select 0, kind, count, 0, 0 from (${awardKindRows(q)}) r`],
  ['nominations', sql`select 0, '', count, 0, 0 from (${nominationMonthRows(q)}) n`],
  [
    'values',
    sql`select 0, value, sum(awards), sum(nominations), 0 from (${valueRows(q)}) v group by value`,
  ],
  [
    'points',
    sql`select 0, balance, sum(issued), sum(used), sum(expired)
        from (${balancePointsRows(q)}) r group by balance`,
  ],
  ['shop', sql`select 0, '', orders, points, 0 from (${shopMonthRows(q)}) r`],
  ['category', sql`select 0, category, items, points, 0 from (${shopCategoryRows(q)}) r`],
];

/**
 * Each division's figures of a period, as the charts count a division: an award (or nomination) for each
 * division it was given from or received in, once; points and orders by the member's division now.
 */
function divisionFigures(q: InsightsQuery): Figures {
  const awardDivisions = sql`
    select a.id, a.giver_division_id as division, ${awardKind} as kind, a.value, a.giver_member_id
    from ${awards} a
    where a.giver_division_id is not null and ${within(sql`a.created_at`, q)} and ${notNominationAward}
    union
    select a.id, r.division_id, ${awardKind}, a.value, a.giver_member_id
    from ${awardRecipients} r join ${awards} a on a.id = r.award_id
    where ${within(sql`r.created_at`, q)} and ${notNominationAward}`;
  const nominationDivisions = sql`
    select n.id, n.nominator_division_id as division, n.value
    from ${nominations} n where n.nominator_division_id is not null and ${within(sql`n.created_at`, q)}
    union
    select n.id, nn.division_id, n.value
    from ${nominationNominees} nn join ${nominations} n on n.id = nn.nomination_id
    where ${within(sql`n.created_at`, q)}`;
  const membersLines = sql`${orderLines} l join ${orders} o on o.id = l.order_id
    join ${members} m on m.id = o.member_id`;
  return [
    [
      'recognition',
      sql`select division, kind, count(*), 0, 0 from (${awardDivisions}) x group by division, kind`,
    ],
    [
      'nominations',
      sql`select division, '', count(*), 0, 0 from (${nominationDivisions}) x group by division`,
    ],
    [
      'values',
      sql`select division, value, sum(awards), sum(nominations), 0
          from (select division, value, count(*) as awards, 0 as nominations
                from (${awardDivisions}) x where giver_member_id is not null group by 1, 2
                union all
                select division, value, 0, count(*) from (${nominationDivisions}) y group by 1, 2) v
          group by division, value`,
    ],
    [
      'points',
      sql`select division, balance, issued, used, expired from (${balancePointsRows(q)}) p`,
    ],
    [
      'shop',
      sql`select m.division_id, '', count(distinct l.order_id),
                 coalesce(sum(l.points) filter (where l.dispatch_status <> 9), 0), 0
          from ${membersLines}
          where ${within(sql`l.created_at`, q)}
          group by m.division_id`,
    ],
    [
      'category',
      sql`select m.division_id, c.cat1, sum(l.qty), sum(l.points), 0
          from ${membersLines}
          join ${products} p on p.id = l.product_id join ${shopCategories} c on c.id = p.category_id
          where ${within(sql`l.created_at`, q)} and l.dispatch_status <> 9
          group by m.division_id, c.cat1`,
    ],
  ];
}

/** Records that a period's roll-ups are stored (a back-dated write deletes the record and, with it, them). */
export const insertPeriod = (tx: Tx, timeZone: string, period: Period) =>
  tx.execute(
    sql`insert into ${insightsRollupPeriods} (time_zone, period, period_start, period_end)
        values (${timeZone}, ${period.key}, ${period.start}, ${period.end})`,
  );

/** The roll-up rows of one ended period, the whole programme's and each division's. */
async function rollUpPeriod(tx: Tx, timeZone: string, period: Period, now: Date): Promise<void> {
  const q = wholePeriod(period, timeZone, now);
  await insertPeriod(tx, timeZone, period);
  for (const [chart, figures] of [...programmeFigures(q), ...divisionFigures(q)])
    await insertFigures(tx, timeZone, period.key, chart, figures);
}

/** The periods of `periods` that have their roll-ups. */
export async function periodsKept(db: Db | Tx, timeZone: string, periods: readonly Period[]) {
  const rows = await rowsOf<{ period: string }>(
    db,
    sql`select period from ${insightsRollupPeriods}
        where time_zone = ${timeZone}
          and period = any(${sql.param(periods.map((p) => p.key))}::text[])`,
  );
  return new Set(rows.map((r) => r.period));
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

/**
 * Whether a scope's recognition and values can be read from roll-ups: the whole programme's, or one
 * division's (an award given from one division and received in another counts once for the pair, so
 * divisions' counts do not add up).
 */
export const countsByDivision = (q: InsightsQuery) => !q.divisions || q.divisions.length === 1;

/** How a chart reads a range: the ended periods' roll-ups, and the rest live. */
export interface RolledUp {
  /** The part of the range read live: from the end of the last ended period. */
  live: InsightsQuery;
  /**
   * The roll-up rows of a chart for the range's ended periods and the scope's divisions (division 0: the
   * whole programme); `period` starts with its month.
   */
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
              and period = any(${sql.param(ended.map((p) => p.key))}::text[])
              and division_id = any(${sql.param(q.divisions ?? [0])}::int[])`,
    stillKept: async () => (await periodsKept(db, q.timeZone, ended)).size === ended.length,
  };
}

/**
 * Reads a chart from its roll-ups and the live rest; again if a back-dated write dropped a period's
 * roll-ups between their making and the read (the read may then have missed that period).
 */
export async function readRolledUp<T>(
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
 * number of periods. The hourly jobs call it for the last year, the bench after loading its year, as an
 * operator's script may after a large import.
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
