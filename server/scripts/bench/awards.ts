import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { firstRowOf, rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/ledger/ledger.ts';
import { fundForBench } from './members.ts';
import { loginAs, measure, measureBare } from './measure.ts';
import { hasPgbench, measurePgbench } from './pgbench.ts';

export const oneGiverAward = 'doreward Recognise 1, one giver';
export const singleAward = 'doreward Recognise 1, 10 givers';
export const divisionAward = 'doreward adhoc division of 50';

/**
 * doreward on PostgreSQL, each request with a fresh Idempotency-Key as the portal sends it: a Recognise of
 * one colleague by one manager (every award queues on the same budget and the same colleague's points), the
 * same by ten managers to forty colleagues (a programme's ordinary traffic), and an adhoc award to a
 * division of 50 by one manager; before them, pgbench's tpcb-like on the same database (the ceiling of a
 * comparable durable transaction). Budgets are first raised through the ledger so that no award of the run
 * is refused; the ledger's invariants are checked after the run.
 */
export async function benchAwards(
  label: string,
  database: Database,
  url: string,
  databaseUrl: string | undefined,
): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into divisions (code, name, kind, cluster_id)
      select 'ZA-BENCH-50', 'Benchmark Pets, fifty strong', 'petshop', id from clusters where code = 'ZA'`);
  await db.execute(sql`
    insert into members (cluster_id, division_id, cell_e164, cell_national, firstname, surname, email,
        registered_at, is_manager, password_hash)
      select d.cluster_id, d.id, '+2784' || lpad(g::text, 7, '0'), '084' || lpad(g::text, 7, '0'),
             'Bench', 'Colleague ' || g, 'bench' || g || '@example.com', now(), g <= 10,
             (select password_hash from members where cell_national = '0820000003')
      from generate_series(1, 50) g, divisions d where d.code = 'ZA-BENCH-50'`);
  const people = await rowsOf<{ id: number; cell: string; manager: boolean }>(
    db,
    sql`select id, cell_national as cell, is_manager as manager from members
        where cell_national in ('0820000001', '0820000002', '0820000003') or cell_national like '084%'
        order by cell_national`,
  );
  for (const m of people.filter((p) => p.manager)) {
    await fundForBench(db, m.id, 'management', 'Benchmark budget');
  }
  const idOf = (cell: string) => String(people.find((p) => p.cell === cell)?.id);
  const benchManagers = people.filter((p) => p.cell.startsWith('084') && p.manager);
  const benchColleagues = people.filter((p) => p.cell.startsWith('084') && !p.manager);
  const tokens = await Promise.all(benchManagers.map((m) => loginAs(url, m.cell)));
  const award = { reason: 'Drives Results', message: 'Thank you!', sendBy: 'sms', points: 5 };
  const doreward = `${url}/api/reward/doreward`;
  await measureBare(label);
  if (databaseUrl && hasPgbench()) measurePgbench(label, databaseUrl);
  else console.log(`${label}: no pgbench on the PATH: the database's ceiling is not measured`);
  await measure(
    label,
    oneGiverAward,
    doreward,
    { ...award, what: 'reward', recipients: [idOf('0820000003')] },
    await loginAs(url, '0820000002'),
    undefined,
    { idempotencyKey: true },
  );
  // Ten givers in turn, each to the colleagues in turn (ten and forty: every pairing comes round).
  await measure(label, singleAward, doreward, {}, tokens[0], undefined, {
    idempotencyKey: true,
    authorizations: tokens.map((t) => `Bearer ${t}`),
    bodies: benchColleagues.map((c) =>
      JSON.stringify({ ...award, what: 'reward', recipients: [String(c.id)] }),
    ),
  });
  await measure(
    label,
    divisionAward,
    doreward,
    { ...award, what: 'adhoc', recipients: ['div:ZA-BENCH-50'] },
    await loginAs(url, '0820000001'),
    undefined,
    { idempotencyKey: true },
  );
  const report = await checkLedger(db);
  const counts = await firstRowOf<{ transfers: number; entries: number }>(
    db,
    sql`select (select count(*) from transfers)::int as transfers, (select count(*) from ledger_entries)::int as entries`,
  );
  console.log(
    `${label}: ledger after the awards: ${counts?.transfers} transfers, ${counts?.entries} entries; invariants ${
      report.ok ? 'hold' : `BROKEN ${JSON.stringify(report)}`
    }`,
  );
}
