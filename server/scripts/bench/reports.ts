import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calendarMonthOf, monthKeyOf } from '@plaudit/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { firstRowOf } from '../../src/db/rows.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { checkLedger, postTransfers, type TransferInput } from '../../src/ledger/ledger.ts';
import { programmeTimeZone } from '../../src/settings.ts';

/**
 * The reports' figures on PostgreSQL: a statement of 10,000 entries, the management report of a month of
 * 50,000 awards (All Divisions), and `npm run admin -- import-members` of 100,000 new members.
 */

interface Measured {
  call: string;
  p99: number;
}
type Measure = (
  call: string,
  path: string,
  body: unknown,
  token: string,
  acceptEncoding?: string,
) => Promise<Measured>;

/** What a browser sends: the big answers come back brotli-compressed (made once per kept answer). */
const browser = 'gzip, deflate, br';

const statementEntries = 10_000;
const monthAwards = 50_000;
const importedMembers = 100_000;
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A generated member (members.ts) made a registered one with the demo password, to log in as. */
async function registerGenerated(database: Database, cellNational: string): Promise<number> {
  const row = await firstRowOf<{ id: number }>(
    database.db,
    sql`
    update members set registered_at = now(), email = 'bench@example.com',
      password_hash = (select password_hash from members where cell_national = '0820000003')
    where cell_national = ${cellNational} returning id`,
  );
  return Number(row?.id);
}

export async function benchReports(
  database: Database,
  databaseUrl: string,
  measure: Measure,
  loginAs: (memberNumber: string) => Promise<string>,
): Promise<string[]> {
  const { db } = database;
  const targets: string[] = [];

  // 10,000 statement lines: awards in and orders out, written through the ledger.
  const memberId = await registerGenerated(database, '0830000007');
  const now = Date.now();
  const transfers: TransferInput[] = Array.from({ length: statementEntries }, (_, i) => {
    const createdAt = new Date(now - (statementEntries - i) * 3_600_000);
    const inward = i % 4 !== 3;
    const description = inward
      ? 'Recognise: Drives Results \u2014 from Pieter van der Merwe'
      : `Order PR-${String(i).padStart(6, '0')}`;
    return inward
      ? {
          kind: 'grant',
          memberId: null,
          createdAt,
          postings: [
            { account: { programme: 'funding' }, amount: -20, description },
            { account: { memberId, kind: 'redeemable' }, amount: 20, description },
          ],
        }
      : {
          kind: 'order',
          memberId,
          createdAt,
          postings: [
            { account: { memberId, kind: 'redeemable' }, amount: -20, description },
            { account: { programme: 'redemptions' }, amount: 20, description },
          ],
        };
  });
  await inTransaction(db, (tx) => postTransfers(tx, transfers).then(() => undefined));
  const statementToken = await loginAs('0830000007');
  const statement = await measure(
    `statement of ${statementEntries} entries`,
    '/api/report/statement',
    {},
    statementToken,
  );
  const statementBr = await measure(
    `statement of ${statementEntries} entries (br accepted)`,
    '/api/report/statement',
    {},
    statementToken,
    browser,
  );
  for (const s of [statement, statementBr])
    targets.push(`  ${s.call} p99 ≤ 50 ms: ${s.p99} ms ${s.p99 <= 50 ? 'met' : 'NOT met'}`);

  // 50,000 awards in last month, over every division and type, as the report reads them (awards and their
  // recipients; the report does not read the ledger, so these carry no transfers). Last month, so that
  // the awards and orders the bench made before (this month's) stay out of the count.
  const thisMonth = calendarMonthOf(new Date(), programmeTimeZone);
  const month = calendarMonthOf(new Date(thisMonth.start.getTime() - 1), programmeTimeZone);
  const span = month.end.getTime() - month.start.getTime();
  const selMonth = monthKeyOf(month.start, programmeTimeZone);
  await db.execute(sql`
    with m as (select array_agg(id order by id) as ids, array_agg(division_id order by id) as divs, count(*) as n
               from members where registered_at is not null),
    a as (
      insert into awards (type, giver_member_id, giver_division_id, value, points, message, send_by, created_at)
      select (array['reward','adhoc','payitforward','thankyou'])[1 + g % 4],
             m.ids[1 + (g * 7) % m.n], m.divs[1 + (g * 7) % m.n],
             (array['Drives Results','Client Focus','Teamwork','Thank You!'])[1 + g % 4],
             case when g % 4 = 3 then 0 else 50 end, 'Bench award', 'email',
             ${month.start}::timestamptz + ((g - 1)::bigint * ${Math.floor(span / monthAwards)}) * interval '1 millisecond'
      from generate_series(1, ${monthAwards}) g, m
      returning id, created_at, giver_member_id),
    -- Each award's one recipient: a member other than its giver (the giver's place in the list, moved on).
    r as (
      select a.id, a.created_at,
             1 + (array_position(m.ids, a.giver_member_id) + a.id % (m.n - 1)) % m.n as i
      from a, m)
    insert into award_recipients (award_id, member_id, division_id, created_at)
    select r.id, m.ids[r.i], m.divs[r.i], r.created_at from r, m`);
  const counted = await firstRowOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from award_recipients
        where created_at >= ${month.start} and created_at < ${month.end}`,
  );
  const reportRows = counted?.n ?? 0;
  console.log(`management report month: ${reportRows} award rows`);
  await db.execute(sql`vacuum analyze awards, award_recipients, ledger_entries`);
  const adminToken = await loginAs('0820000001');
  const report = await measure(
    `management report, ${monthAwards} awards, All`,
    '/api/report/reportmanagement',
    { selMonth, isAll: true },
    adminToken,
  );
  const reportBr = await measure(
    `management report, ${monthAwards} awards, All (br accepted)`,
    '/api/report/reportmanagement',
    { selMonth, isAll: true },
    adminToken,
    browser,
  );
  for (const r of [report, reportBr])
    targets.push(`  ${r.call} p99 ≤ 150 ms: ${r.p99} ms ${r.p99 <= 150 ? 'met' : 'NOT met'}`);

  // The command line, as an administrator runs it, on a file of 100,000 new members.
  const folder = mkdtempSync(join(tmpdir(), 'plaudit-bench-'));
  const file = join(folder, 'members.csv');
  const divisions = ['ZA-JHB-PAWS', 'ZA-PTA-JACA', 'ZA-DBN-COAST', 'ZA-PLZ-BAY', 'ZA-STB-CLINIC'];
  const lines = [
    'cellNum,firstname,surname,email,divisionCode,isManager,isAdminReports,dOBdd,dOBmm',
  ];
  for (let i = 0; i < importedMembers; i += 1)
    lines.push(
      `084${String(i).padStart(7, '0')},Member${String(i)},"Surname, ${String(i % 997)}",m${String(i)}@example.com,${divisions[i % divisions.length] ?? ''},N,N,${String(1 + (i % 28))},${String(1 + (i % 12))}`,
    );
  writeFileSync(file, lines.join('\n'));
  const started = Date.now();
  const run = spawnSync('npm', ['run', '-s', 'admin', '--', 'import-members', file], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const took = (Date.now() - started) / 1000;
  rmSync(folder, { recursive: true, force: true });
  const summary = run.stdout.split('\n').filter((l) => l.startsWith('members:'));
  console.log(`admin import-members: ${summary.join(' ')} (exit ${String(run.status)})`);
  console.log(`admin import-members of ${importedMembers} members: ${took.toFixed(1)} s`);
  targets.push(
    `  admin import-members ${importedMembers} < 60 s: ${took.toFixed(1)} s ${took < 60 && run.status === 0 ? 'met' : 'NOT met'}`,
  );
  const ledger = await checkLedger(db);
  targets.push(`  the ledger after the reports' data: ${ledger.ok ? 'holds' : 'BROKEN'}`);
  return targets;
}
