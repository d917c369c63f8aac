import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { awardRecipients, awards, feedComments, feedReactions } from '../db/schema.ts';
import { inScope, monthOf, within, type InsightsQuery } from './scope.ts';

export interface WallMonth {
  month: string;
  /** Recognitions given in the month (each a card on the wall). */
  recognitions: number;
  /** Of those, the ones with at least one reaction now. */
  reacted: number;
  /** Reactions made in the month. */
  reactions: number;
  /** Comments written in the month that the wall still shows (not deleted, not hidden). */
  comments: number;
}

/**
 * `awardId` is a recognition that counts for the scope, as on every chart: given from one of its divisions
 * or received in one (whenever it was given: a reaction in the range may be to an older recognition).
 */
const awardInScope = (awardId: SQL, q: InsightsQuery) =>
  q.divisions
    ? sql`${awardId} in (select id from ${awards} where ${inScope(sql`giver_division_id`, q.divisions)}
                         union
                         select award_id from ${awardRecipients}
                         where ${inScope(sql`division_id`, q.divisions)})`
    : sql`true`;

/**
 * The wall per month of the range (issue 38): recognitions given and how many of them have a reaction,
 * reactions made and comments written. Read live (no roll-ups): months with none of the four are absent.
 */
export function wallPerMonth(db: Db, q: InsightsQuery): Promise<WallMonth[]> {
  return rowsOf<WallMonth>(
    db,
    sql`select month, sum(recognitions)::int as recognitions, sum(reacted)::int as reacted,
               sum(reactions)::int as reactions, sum(comments)::int as comments
        from (select ${monthOf(sql`a.created_at`, q.timeZone)} as month, count(*) as recognitions,
                     count(*) filter (where exists (select 1 from ${feedReactions} r
                                                    where r.award_id = a.id)) as reacted,
                     0 as reactions, 0 as comments
              from ${awards} a
              where ${within(sql`a.created_at`, q)} and ${awardInScope(sql`a.id`, q)}
              group by 1
              union all
              select ${monthOf(sql`r.created_at`, q.timeZone)}, 0, 0, count(*), 0
              from ${feedReactions} r
              where ${within(sql`r.created_at`, q)} and ${awardInScope(sql`r.award_id`, q)}
              group by 1
              union all
              select ${monthOf(sql`c.created_at`, q.timeZone)}, 0, 0, 0, count(*)
              from ${feedComments} c
              where ${within(sql`c.created_at`, q)} and c.hidden_at is null and c.deleted_at is null
                and ${awardInScope(sql`c.award_id`, q)}
              group by 1) w
        group by 1 order by 1`,
  );
}
