import { monthBounds, monthKeyOf } from '@plaudit/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { firstRowOf } from '../../src/db/rows.ts';
import { snapshotOutstanding } from '../../src/insights/outstanding.ts';
import { rollUpMonths } from '../../src/insights/rollups.ts';
import { checkLedger } from '../../src/ledger/ledger.ts';
import { programmeTimeZone } from '../../src/settings.ts';

/**
 * The insights' figures on PostgreSQL: a year of a programme of the 100,000 generated members (members.ts),
 * 1,000,000 transfers over the last twelve months, written by the database itself (generate_series, one
 * statement per table, not a row at a time), then each insights call for the twelve months, for the whole
 * programme and for one division, next to the bare route.
 *
 * The year: 450,000 awards that move points (Recognise and Adhoc from 2,000 managers' budgets, Pay It
 * Forward from allowances) and 150,000 Shout Outs that move none; 300,000 allowances, 100,000 expiries;
 * 100,000 orders (2% still waiting for codes) and 5,000 refunds; 40,000 recommendations; 5,000 budget
 * grants. The balances are then the sums of their entries (the ledger's rule), all at least zero.
 */

export const insightsTransfers = 1_000_000;

interface Measured {
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
type Measure = (call: string, path: string, body: unknown, token: string) => Promise<Measured>;

const charts = [
  ['recognition', '/api/admin/insights/recognition'],
  ['participation', '/api/admin/insights/participation'],
  ['values', '/api/admin/insights/values'],
  ['points', '/api/admin/insights/points'],
  ['shop', '/api/admin/insights/shop'],
] as const;

/** The year of activity, in the database's own statements. */
export async function generateInsightsYear(database: Database): Promise<void> {
  const { db } = database;
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  // Three members in five registered; one registered member in thirty a manager.
  await run(sql`update members set registered_at = now() - interval '400 days'
                where registered_at is null and id % 5 < 3`);
  await run(
    sql`update members set is_manager = true where registered_at is not null and id % 30 = 0`,
  );
  await run(sql`insert into accounts (member_id, kind, balance)
                select m.id, k.kind, 0 from members m
                cross join (values ('redeemable'), ('payItForward'), ('management')) k(kind)
                on conflict do nothing`);
  await run(sql`insert into accounts (member_id, kind, balance)
                select null, k, 0 from unnest(array['funding','expired','redemptions','redemptions.1','redemptions.2',
                  'redemptions.3','redemptions.4','redemptions.5','redemptions.6','redemptions.7']) k
                on conflict (kind) where member_id is null do nothing`);

  // One row per transfer: who pays (null: a programme account), who receives, how much, when.
  await run(sql`drop table if exists bench_moves`);
  await run(sql`
    create unlogged table bench_moves as
    with r as (select array_agg(id order by id) as ids, count(*)::int as n
               from members where registered_at is not null),
         mg as (select array_agg(id order by id) as ids, count(*)::int as n
                from members where is_manager and registered_at is not null),
         g as (select g::bigint as n from generate_series(1, ${insightsTransfers}) g)
    select g.n,
      case when g.n <= 450000 then 'award'
           when g.n <= 750000 then 'allowance'
           when g.n <= 850000 then 'expiry'
           when g.n <= 950000 then 'order'
           when g.n <= 955000 then 'refund'
           when g.n <= 995000 then 'recommendation'
           else 'grant' end as kind,
      -- Spread over the last 365 days, most recent moves last within each kind's run.
      now() - ((g.n * 7919) % 31536000) * interval '1 second' as at,
      case when g.n <= 450000 then
             case when g.n % 10 < 3 then mg.ids[1 + (g.n * 13) % mg.n] else r.ids[1 + (g.n * 7) % r.n] end
           when g.n <= 750000 then null
           when g.n <= 850000 then r.ids[1 + g.n % r.n]
           when g.n <= 950000 then r.ids[1 + (g.n * 11) % r.n]
           when g.n <= 955000 then null
           when g.n <= 995000 then null
           else null end as from_member,
      case when g.n <= 450000 then case when g.n % 10 < 3 then 'management' else 'payItForward' end
           when g.n <= 750000 then 'funding'
           when g.n <= 850000 then 'payItForward'
           when g.n <= 950000 then 'redeemable'
           when g.n <= 955000 then 'redemptions'
           else 'funding' end as from_kind,
      case when g.n <= 450000 then r.ids[1 + (g.n * 7 + 1 + g.n % 97) % r.n]
           when g.n <= 750000 then r.ids[1 + g.n % r.n]
           when g.n <= 850000 then null
           when g.n <= 950000 then null
           when g.n <= 955000 then r.ids[1 + ((g.n - 5000) * 11) % r.n]
           when g.n <= 995000 then r.ids[1 + (g.n * 17) % r.n]
           else mg.ids[1 + g.n % mg.n] end as to_member,
      case when g.n <= 450000 then 'redeemable'
           when g.n <= 750000 then 'payItForward'
           when g.n <= 850000 then 'expired'
           when g.n <= 950000 then 'redemptions'
           when g.n <= 955000 then 'redeemable'
           when g.n <= 995000 then 'redeemable'
           else 'management' end as to_kind,
      case when g.n <= 450000 then case when g.n % 10 < 3 then 50 else 20 end
           when g.n <= 750000 then 100
           when g.n <= 850000 then 10
           when g.n <= 950000 then 60
           when g.n <= 955000 then 60
           when g.n <= 995000 then 50
           else 100000 end as amount
    from g, r, mg`);
  // A refund gives back an order made before it (the order 100,000 moves earlier).
  await run(sql`update bench_moves refund set at = o.at + interval '1 day', to_member = o.from_member
                from bench_moves o where refund.kind = 'refund' and o.n = refund.n - 100000`);
  // Each order's redemptions part, by its number, as the shop does.
  await run(sql`update bench_moves set to_kind = case when n % 8 = 0 then 'redemptions'
                  else 'redemptions.' || (n % 8)::text end where kind = 'order'`);
  await run(sql`update bench_moves set from_kind = case when (n - 100000) % 8 = 0 then 'redemptions'
                  else 'redemptions.' || ((n - 100000) % 8)::text end where kind = 'refund'`);

  // Where the year's pseudo-random spread left an account short (more out than in), an adjustment from the
  // programme a year ago covers it, as an operator would have: every balance ends at zero or more.
  await run(sql`
    insert into bench_moves (n, kind, at, from_member, from_kind, to_member, to_kind, amount)
    select ${insightsTransfers} + row_number() over (order by member, kind), 'adjustment',
           now() - interval '364 days', null, 'funding', member, kind, -net
    from (select member, kind, sum(delta) as net
          from (select to_member as member, to_kind as kind, amount as delta from bench_moves
                where to_member is not null
                union all
                select from_member, from_kind, -amount from bench_moves where from_member is not null) x
          group by 1, 2 having sum(delta) < 0) short`);
  const base = await firstRowOf<{ transfer: number; award: number; order: number; line: number }>(
    db,
    sql`select (select coalesce(max(id), 0) from transfers)::float8 as transfer,
               (select coalesce(max(id), 0) from awards)::float8 as award,
               (select coalesce(max(id), 0) from orders)::float8 as "order",
               (select coalesce(max(id), 0) from order_lines)::float8 as line`,
  );
  const t = base?.transfer ?? 0;
  await run(sql`insert into transfers (id, kind, member_id, reference, created_at)
                select ${t} + n, kind, from_member, null, at from bench_moves`);
  await run(sql`
    insert into ledger_entries (transfer_id, account_id, amount, description, counterparty_member_id, created_at)
    select ${t} + m.n, a.id, -m.amount, 'Bench', case when m.kind = 'award' then m.to_member end, m.at
    from bench_moves m join accounts a
      on coalesce(a.member_id, 0) = coalesce(m.from_member, 0) and a.kind = m.from_kind
    union all
    select ${t} + m.n, a.id, m.amount, 'Bench', case when m.kind = 'award' then m.from_member end, m.at
    from bench_moves m join accounts a
      on coalesce(a.member_id, 0) = coalesce(m.to_member, 0) and a.kind = m.to_kind`);

  // The awards of the moves, and 150,000 Shout Outs without points (one in ten the programme's birthdays).
  const award = base?.award ?? 0;
  await run(sql`
    insert into awards (id, type, giver_member_id, giver_division_id, value, points, message, send_by,
                        transfer_id, created_at)
    select ${award} + m.n,
           case when m.from_kind = 'management' then (case when m.n % 3 = 0 then 'adhoc' else 'reward' end)
                else 'payitforward' end,
           m.from_member, gm.division_id,
           (array['Teamwork','Client Focus','Drives Results','Integrity','Innovation'])[1 + m.n % 5],
           m.amount, 'Bench award', 'email', ${t} + m.n, m.at
    from bench_moves m join members gm on gm.id = m.from_member where m.kind = 'award'`);
  await run(sql`
    with r as (select array_agg(id order by id) as ids, array_agg(division_id order by id) as divs,
                      count(*)::int as n from members where registered_at is not null)
    insert into awards (id, type, giver_member_id, giver_division_id, value, points, message, send_by, created_at)
    select ${award} + 450000 + g, 'thankyou',
           case when g % 10 = 0 then null else r.ids[1 + (g * 31) % r.n] end,
           case when g % 10 = 0 then null else r.divs[1 + (g * 31) % r.n] end,
           case when g % 10 = 0 then 'Happy Birthday' else 'Thank You!' end, 0, 'Bench Shout Out', 'email',
           now() - ((g::bigint * 104729) % 31536000) * interval '1 second'
    from generate_series(1, 150000) g, r`);
  await run(sql`
    with r as (select array_agg(id order by id) as ids, array_agg(division_id order by id) as divs,
                      count(*)::int as n from members where registered_at is not null)
    insert into award_recipients (award_id, member_id, division_id, created_at)
    select a.id, coalesce(m.to_member, r.ids[1 + (a.id * 37) % r.n]),
           coalesce(rm.division_id, r.divs[1 + (a.id * 37) % r.n]), a.created_at
    from awards a
    left join bench_moves m on a.id = ${award} + m.n and m.kind = 'award'
    left join members rm on rm.id = m.to_member
    cross join r
    where a.id > ${award}`);

  // The orders: one line each of a demo product; the refunded ones' lines refunded, 2% still pending.
  const order = base?.order ?? 0;
  const line = base?.line ?? 0;
  await run(sql`
    insert into orders (id, order_num, member_id, cluster_id, status_id, total_grand_total, total_discount,
                        total_due, item_count, points, delivery_cell, transfer_id, created_at)
    select ${order} + m.n - 850000, 'BENCH-' || m.n::text, m.from_member, om.cluster_id, '30', 6000, 0, 6000,
           1, m.amount, om.cell_e164, ${t} + m.n, m.at
    from bench_moves m join members om on om.id = m.from_member where m.kind = 'order'`);
  await run(sql`
    with p as (select array_agg(id order by id) as ids, count(*)::int as n from products)
    insert into order_lines (id, order_id, product_id, product_code, description, qty, price, total, points,
                             dispatch_status, refund_transfer_id, created_at)
    select ${line} + m.n - 850000, ${order} + m.n - 850000, p.ids[1 + m.n % p.n], 'BENCH', 'Bench line', 1, 6000,
           6000, m.amount,
           case when m.n <= 855000 then 9 when m.n % 50 = 0 then 1 else 4 end,
           case when m.n <= 855000 then ${t} + m.n + 100000 end, m.at
    from bench_moves m, p where m.kind = 'order'`);

  await run(
    sql`select setval(pg_get_serial_sequence('transfers', 'id'), (select max(id) from transfers))`,
  );
  await run(
    sql`select setval(pg_get_serial_sequence('awards', 'id'), (select max(id) from awards))`,
  );
  await run(
    sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`,
  );
  await run(
    sql`select setval(pg_get_serial_sequence('order_lines', 'id'), (select max(id) from order_lines))`,
  );
  // Each balance is the sum of its entries.
  await run(sql`update accounts a set balance = s.total
                from (select account_id, sum(amount)::int as total from ledger_entries group by 1) s
                where s.account_id = a.id and a.balance <> s.total`);
  await run(sql`drop table bench_moves`);
  // As autovacuum would leave them: statistics, and the visibility map index-only scans read.
  await run(
    sql`vacuum analyze members, accounts, transfers, ledger_entries, awards, award_recipients, orders, order_lines`,
  );
}

/** Each insights call for the last twelve months, the whole programme and one division; their targets. */
export async function benchInsights(
  database: Database,
  measure: Measure,
  loginAs: (memberNumber: string) => Promise<string>,
): Promise<string[]> {
  const started = Date.now();
  await generateInsightsYear(database);
  const counted = await firstRowOf<{ transfers: number; entries: number; awards: number }>(
    database.db,
    sql`select (select count(*) from transfers)::int as transfers,
               (select count(*) from ledger_entries)::int as entries,
               (select count(*) from awards)::int as awards`,
  );
  console.log(
    `insights year: ${counted?.transfers ?? 0} transfers, ${counted?.entries ?? 0} entries, ${counted?.awards ?? 0} awards, made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const now = new Date();
  const monthTo = monthKeyOf(now, programmeTimeZone);
  const monthFrom = monthKeyOf(new Date(now.getTime() - 334 * 86_400_000), programmeTimeZone);
  // The ended months' and days' roll-ups, made once as the first ask would (migration 0026).
  const rolling = Date.now();
  const periods = await rollUpMonths(
    database.db,
    {
      start: monthBounds(monthFrom, programmeTimeZone).start,
      end: monthBounds(monthTo, programmeTimeZone).end,
    },
    programmeTimeZone,
    now,
  );
  console.log(
    `insights roll-ups: ${periods} ended months and days, made in ${((Date.now() - rolling) / 1000).toFixed(1)} s`,
  );
  // And the outstanding balance's snapshot, as the periodic jobs make it each hour.
  const snapping = Date.now();
  await snapshotOutstanding(database.db, now);
  console.log(
    `insights outstanding snapshot: made in ${((Date.now() - snapping) / 1000).toFixed(1)} s`,
  );
  const token = await loginAs('0820000001');
  const targets: string[] = [];
  for (const [scope, filter] of [
    ['programme', { clusterCode: '', divisionCode: '' }],
    ['ZA-JHB-PAWS', { clusterCode: '', divisionCode: 'ZA-JHB-PAWS' }],
  ] as const) {
    for (const [chart, path] of charts) {
      const r = await measure(
        `insights ${chart}, 12 months, ${scope}`,
        path,
        { monthFrom, monthTo, ...filter },
        token,
      );
      // A call none of whose requests finished in the run has no latency to show: not met.
      const verdict =
        r.rps === 0
          ? 'NOT met (no request finished)'
          : r.errors > 0
            ? `NOT met (${r.errors} errors)`
            : r.p99 <= 200
              ? 'met'
              : 'NOT met';
      targets.push(`  ${r.call} p99 ≤ 200 ms: p50 ${r.p50} ms, p99 ${r.p99} ms ${verdict}`);
    }
  }
  const ledger = await checkLedger(database.db);
  targets.push(`  the ledger after the insights' year: ${ledger.ok ? 'holds' : 'BROKEN'}`);
  return targets;
}
