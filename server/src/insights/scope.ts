import { insightsMessages, type InsightsFilter } from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { clusters, divisions } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';

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

/** `column` is one of the scope's divisions (true for the whole programme). */
export const inScope = (column: SQL, scope: InsightsScope) =>
  scope ? sql`${column} = any(${sql.param(scope)}::int[])` : sql`true`;
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
        from ${divisions} d join ${clusters} c on c.id = d.cluster_id
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
    sql`select id from ${divisions} where upper(code) = upper(${divisionCode}) limit 1`,
  );
  const refusal = division
    ? insightsMessages.divisionNotInCluster
    : insightsMessages.unknownDivision;
  if (division && clusterCode !== '') {
    const [cluster] = await rowsOf<{ id: number }>(
      db,
      sql`select id from ${clusters} where upper(code) = upper(${clusterCode}) limit 1`,
    );
    if (!cluster)
      throw badRequest(
        { clusterCode: insightsMessages.unknownCluster },
        insightsMessages.unknownCluster,
      );
  }
  throw badRequest({ divisionCode: refusal }, refusal);
}
