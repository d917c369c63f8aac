import { monthKeyOf } from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import {
  awardRecipients,
  awards,
  clusters,
  divisionMembers,
  divisions,
  insightsRollupPeriods,
  insightsRollups,
  members,
  type RollupChart,
} from '../db/schema.ts';
import { makeOnce } from './makeOnce.ts';
import { snapshotInstantOf } from './outstanding.ts';
import {
  insertFigures,
  insertPeriod,
  periodsKept,
  rollupLock,
  wholePeriod,
  type Period,
} from './rollups.ts';
import { inScope, within, type InsightsQuery } from './scope.ts';

export interface ParticipationCount {
  divisionCode: string;
  division: string;
  cluster: string;
  registered: number;
  preloaded: number;
  gave: number;
  received: number;
}

const chart: RollupChart = 'participation';

/** The divisions of the scope, their members registered and pre-loaded (now) and `gave` and `received`. */
const participationRows = (
  q: InsightsQuery,
  membersNow: SQL,
  gave: SQL,
  received: SQL,
  kept: SQL = sql`true`,
) =>
  sql`with d as (
          select d.id, d.code, d.name, c.code as cluster
          from ${divisions} d join ${clusters} c on c.id = d.cluster_id
          where ${inScope(sql`d.id`, q.divisions)}),
        m as (${membersNow}),
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
      from ${members} where ${inScope(sql`division_id`, q.divisions)} group by 1`;
/** The same, as migration 0027's triggers keep them. */
const membersKept = (q: InsightsQuery) =>
  sql`select division_id, registered, preloaded from ${divisionMembers}
      where ${inScope(sql`division_id`, q.divisions)}`;

/** The members who gave from each division of the scope, and who received in it, in the query's range. */
const giversRows = (q: InsightsQuery) =>
  sql`select giver_division_id as division_id, count(distinct giver_member_id) as gave
      from ${awards}
      where ${within(sql`created_at`, q)} and giver_member_id is not null
        and ${inScope(sql`giver_division_id`, q.divisions)}
      group by 1`;
const receiversRows = (q: InsightsQuery) =>
  sql`select division_id, count(distinct member_id) as received
      from ${awardRecipients}
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
 * of the hour before the last does not change: those counts are rolled up once per division (chart
 * 'participation', under a period of their own from the range's start to that instant, which a write
 * dated in it drops, as migration 0026's triggers do; made an hour after its end at the soonest, as the
 * outstanding balance's snapshot). The last hour or two is read live, each of its givers and receivers
 * counted unless they gave from (received in) the same division in the rolled-up part.
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
    sql`select division_id, ${insightsRollups[column]} as n from ${insightsRollups}
        where time_zone = ${q.timeZone} and period = ${period.key} and chart = ${chart}
          and ${inScope(sql`division_id`, q.divisions)}`;
  const gave = sql`
    select division_id, sum(n) as gave from (
      ${rolled('a')}
      union all
      select l.giver_division_id, count(*) from (
        select distinct giver_division_id, giver_member_id from ${awards}
        where ${within(sql`created_at`, live)} and giver_member_id is not null
          and ${inScope(sql`giver_division_id`, q.divisions)}) l
      where not exists (
        select 1 from ${awards} p
        where p.giver_member_id = l.giver_member_id and p.giver_division_id = l.giver_division_id
          and p.created_at >= ${period.start} and p.created_at < ${period.end})
      group by 1) x
    group by 1`;
  const received = sql`
    select division_id, sum(n) as received from (
      ${rolled('b')}
      union all
      select l.division_id, count(*) from (
        select distinct division_id, member_id from ${awardRecipients}
        where ${within(sql`created_at`, live)} and ${inScope(sql`division_id`, q.divisions)}) l
      where not exists (
        select 1 from ${awardRecipients} p
        where p.member_id = l.member_id and p.division_id = l.division_id
          and p.created_at >= ${period.start} and p.created_at < ${period.end})
      group by 1) x
    group by 1`;
  const kept = sql`exists (select 1 from ${insightsRollupPeriods}
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
      sql`delete from ${insightsRollupPeriods}
          where time_zone = ${timeZone} and period like ${`${period.key.slice(0, 8)}%`}`,
    );
    await insertPeriod(tx, timeZone, period);
    const q = wholePeriod(period, timeZone, now);
    await insertFigures(
      tx,
      timeZone,
      period.key,
      chart,
      sql`select d.id, '', coalesce(g.gave, 0), coalesce(r.received, 0), 0
          from ${divisions} d left join (${giversRows(q)}) g on g.division_id = d.id
               left join (${receiversRows(q)}) r on r.division_id = d.id
          where g.gave is not null or r.received is not null`,
    );
  });
}
