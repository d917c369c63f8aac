import { feedReactionEmojis } from '@plaudit/api/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { firstRowOf } from '../../src/db/rows.ts';
import { credentials } from './members.ts';

/**
 * The wall's list (issue 38) on PostgreSQL: a programme of the 100,000 generated members (members.ts) with
 * 1,000,000 recognitions over the last year, written by the database itself (generate_series, one statement
 * per table): one recipient each (two in every fifth), one in twenty private, reactions on two in three
 * (one to four members each), a comment on one in ten. The viewer is the demo's plain member, who
 * received one recognition in 500 (private ones among them, so their private thanks are in view).
 * Then `/api/feed/list`'s first page and a page deep in the year (by the cursor a walk of the pages gave),
 * for everyone, my store and about me, next to the bare route.
 */

export const wallRecognitions = 1_000_000;

interface Measured {
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
type Measure = (call: string, path: string, body: unknown, token: string) => Promise<Measured>;

/** The year of recognitions, reactions and comments. */
export async function generateWallYear(database: Database, viewerId: number): Promise<void> {
  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  const base = await firstRowOf<{ award: number }>(
    database.db,
    sql`select coalesce(max(id), 0)::float8 as award from awards`,
  );
  const award = base?.award ?? 0;
  await run(sql`
    with m as (select array_agg(id order by id) as ids, array_agg(division_id order by id) as divs,
                      count(*)::int as n from members)
    insert into awards (id, type, giver_member_id, giver_division_id, value, points, message, send_by,
                        created_at, is_private)
    select ${award} + g, case when g % 4 = 0 then 'thankyou' else 'reward' end,
           m.ids[1 + (g * 31) % m.n], m.divs[1 + (g * 31) % m.n],
           (array['Teamwork','Client Focus','Drives Results','Integrity','Innovation'])[1 + g % 5],
           case when g % 4 = 0 then 0 else 50 end, 'Bench recognition ' || g::text, 'email',
           now() - ((g::bigint * 7919) % 31536000) * interval '1 second', g % 20 = 7
    from generate_series(1, ${wallRecognitions}) g, m`);
  // The first recipient (the viewer in one award in 500), and a second in every fifth award.
  await run(sql`
    with m as (select array_agg(id order by id) as ids, array_agg(division_id order by id) as divs,
                      count(*)::int as n from members)
    insert into award_recipients (award_id, member_id, division_id, created_at)
    select a.id, r.id, r.division_id, a.created_at
    from awards a cross join m
    cross join lateral (
      select case when (a.id - ${award}) % 500 = 3 then ${viewerId}::integer
                  else m.ids[1 + ((a.id - ${award}) * 37) % m.n] end as id
      union
      select m.ids[1 + ((a.id - ${award}) * 53 + 11) % m.n] where (a.id - ${award}) % 5 = 1) p
    join members r on r.id = p.id
    where a.id > ${award}`);
  await run(sql`
    with m as (select array_agg(id order by id) as ids, count(*)::int as n from members),
         e as (select array[${sql.join(
           feedReactionEmojis.map((emoji) => sql`${emoji}`),
           sql`, `,
         )}]::text[] as emojis)
    insert into feed_reactions (award_id, member_id, emoji, created_at)
    select a.id, m.ids[1 + ((a.id - ${award}) * 17 + k * 7919) % m.n], e.emojis[1 + (a.id + k) % ${feedReactionEmojis.length}],
           a.created_at + k * interval '1 minute'
    from awards a cross join m cross join e
    cross join generate_series(1, 4) k
    where a.id > ${award} and (a.id - ${award}) % 3 < 2 and k <= 1 + (a.id - ${award}) % 4
    on conflict do nothing`);
  await run(sql`
    with m as (select array_agg(id order by id) as ids, count(*)::int as n from members)
    insert into feed_comments (award_id, author_member_id, text, created_at)
    select a.id, m.ids[1 + ((a.id - ${award}) * 29) % m.n], 'Well done!', a.created_at + interval '1 hour'
    from awards a cross join m where a.id > ${award} and (a.id - ${award}) % 10 = 0`);
  await run(
    sql`select setval(pg_get_serial_sequence('awards', 'id'), (select max(id) from awards))`,
  );
  // As autovacuum would leave them: statistics, and the visibility map index-only scans read.
  await run(sql`vacuum analyze awards, award_recipients, feed_reactions, feed_comments`);
}

/** The wall's list for the three filters, first page and a deep one; their targets (p99 ≤ 100 ms). */
export async function benchWall(
  database: Database,
  url: string,
  measure: Measure,
  loginAs: (memberNumber: string) => Promise<string>,
): Promise<string[]> {
  const viewer = await firstRowOf<{ id: number }>(
    database.db,
    sql`select id from members where cell_national = ${credentials.memberNumber}`,
  );
  if (!viewer) throw new Error(`No member ${credentials.memberNumber}`);
  const started = Date.now();
  await generateWallYear(database, Number(viewer.id));
  const counted = await firstRowOf<{ awards: number; reactions: number; mine: number }>(
    database.db,
    sql`select (select count(*) from awards)::int as awards,
               (select count(*) from feed_reactions)::int as reactions,
               (select count(*) from award_recipients where member_id = ${viewer.id})::int as mine`,
  );
  console.log(
    `wall year: ${counted?.awards ?? 0} recognitions, ${counted?.reactions ?? 0} reactions, ${counted?.mine ?? 0} to the viewer, made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const token = await loginAs(credentials.memberNumber);
  const targets: string[] = [];
  for (const filter of ['everyone', 'store', 'me'] as const) {
    // The cursor of a page deep in the wall: ten pages on (about me: the viewer's whole wall is shorter).
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const answer = await fetch(`${url}/api/feed/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ filter, ...(cursor ? { cursor } : {}) }),
      });
      const body = (await answer.json()) as { nextCursor: string | null };
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    for (const [page, body] of [
      ['first page', { filter }],
      ['page 11', { filter, cursor }],
    ] as const) {
      const r = await measure(`feed/list ${filter}, ${page}`, '/api/feed/list', body, token);
      const verdict =
        r.rps === 0
          ? 'NOT met (no request finished)'
          : r.errors > 0
            ? `NOT met (${r.errors} errors)`
            : r.p99 <= 100
              ? 'met'
              : 'NOT met';
      targets.push(`  ${r.call} p99 ≤ 100 ms: p50 ${r.p50} ms, p99 ${r.p99} ms ${verdict}`);
    }
  }
  return targets;
}
