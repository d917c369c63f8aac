import { insightsBalances, type MemberBalance, type RecognitionKind } from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { insightsRollups } from '../db/schema.ts';
import {
  awardKindRows,
  balancePointsRows,
  nominationMonthRows,
  pendingLinesRow,
  shopCategoryRows,
  shopMonthRows,
  valueRows,
} from './queries.ts';
import { countsByDivision, readRolledUp, type RolledUp } from './rollups.ts';
import type { InsightsQuery } from './scope.ts';

/*
 * Programme insights: each chart of /admin/insights for a month range and, optionally, the
 * divisions of a cluster or one division. The ended months and days of the range are read from their
 * roll-ups (rollups.ts), the last day or two live (queries.ts); participation (participation.ts) and the
 * outstanding balance (outstanding.ts) have their own.
 */

export interface RecognitionCount {
  month: string;
  kind: RecognitionKind;
  count: number;
}

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
          from (select left(period, 7) as month, key as kind, a as count from ${insightsRollups}
                where ${split.where('recognition')}
                union all
                ${awardKindRows(split.live)}) r
          group by 1, 2
          union all
          select month, 'nomination', sum(count)::int
          from (select left(period, 7) as month, a as count from ${insightsRollups}
                where ${split.where('nominations')}
                union all
                ${nominationMonthRows(split.live)}) n
          group by 1
          order by 1, 2, 3`,
    ),
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
      sql`select key as value, a as awards, b as nominations from ${insightsRollups}
          where ${split.where('values')}
          union all
          ${valueRows(split.live)}`,
    ),
  );
}

export interface PointsMonth {
  month: string;
  balance: MemberBalance;
  issued: number;
  used: number;
  expired: number;
}

/**
 * Points issued, used and expired per month and balance (balancePointsRows): members' spendable points,
 * managers' budgets and Pay It Forward allowances apart, for the scope's members by their division now.
 * The ended periods from their roll-ups (key: the balance), the rest live.
 */
export async function pointsPerMonth(db: Db, q: InsightsQuery): Promise<PointsMonth[]> {
  return readRolledUp(db, q, (split) =>
    rowsOf<PointsMonth>(
      db,
      sql`select month, balance, sum(issued)::float8 as issued, sum(used)::float8 as used,
                 sum(expired)::float8 as expired
          from (select left(period, 7) as month, key as balance, a as issued, b as used, c as expired
                from ${insightsRollups} where ${split.where('points')}
                union all
                select month, balance, issued, used, expired from (${balancePointsRows(split.live)}) l) p
          group by 1, 2
          order by 1, array_position(${sql.param([...insightsBalances])}::text[], balance)`,
    ),
  );
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
          from (select left(period, 7) as month, a as orders, b as points from ${insightsRollups}
                where ${split.where('shop')}
                union all
                ${shopMonthRows(split.live)}) s
          group by 1 order by 1`,
    ),
    categories: await rowsOf<ShopCategory>(
      db,
      sql`select category, sum(items)::int as items, sum(points)::float8 as points
          from (select key as category, a as items, b as points from ${insightsRollups}
                where ${split.where('category')}
                union all
                ${shopCategoryRows(split.live)}) c
          group by 1 order by 3 desc, 1`,
    ),
  });
  const { months, categories } = await readRolledUp(db, q, sales);
  const [pending] = await rowsOf<{ lines: number; oldest: Date | string | null }>(
    db,
    pendingLinesRow(q.divisions),
  );
  const oldest = pending?.oldest ?? null;
  return {
    months,
    categories,
    pendingLines: pending?.lines ?? 0,
    oldestPending: oldest === null ? null : new Date(oldest),
  };
}
