/**
 * `npm run bench:server`: throughput and latency of login, getmemberdata and a getmemberlist name search
 * over 100,000 generated members, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, or a
 * PostgreSQL answers at 127.0.0.1:5432/test) on PostgreSQL, next to a bare Fastify route measured just
 * before each database's calls (this machine's speed drifts over minutes: a ratio of figures taken minutes
 * apart says more about the drift than about the server).
 * On PostgreSQL also (issue 15) a statement of 10,000 entries, a management report of a month of 50,000
 * awards and the command line's import of 100,000 members (scripts/benchReports.ts).
 * Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_ONLY (pglite or postgres).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { checkLedger, inTransaction, postTransfer } from '../src/ledger/ledger.ts';
import { benchReports } from './benchReports.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const generatedMembers = 100_000;
const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

interface BenchRequest {
  headers: Record<string, string>;
  body?: string;
}

interface Row {
  database: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
const rows: Row[] = [];

async function measure(
  database: string,
  call: string,
  url: string,
  body: unknown,
  token?: string,
  acceptEncoding?: string,
  /** Changes each request (a fresh Idempotency-Key, another giver). */
  eachRequest?: (request: BenchRequest) => BenchRequest,
): Promise<Row> {
  const options = {
    url,
    method: 'POST' as const,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    body: JSON.stringify(body),
    connections,
    ...(eachRequest ? { requests: [{ setupRequest: eachRequest }] } : {}),
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  const row = {
    database,
    call,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  rows.push(row);
  console.log(
    `${database.padEnd(10)} ${call.padEnd(28)} ${formatRps(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.errors ? `  (${row.errors} errors/non-2xx)` : ''}`,
  );
  return row;
}

const formatRps = (rps: number): string => (rps >= 10 ? String(Math.round(rps)) : rps.toFixed(1));
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The bare route's figure measured next to a database's calls. */
const bareFor = (database: string): number =>
  rows.find((r) => r.database === database && r.call === bareCall)?.rps ?? 0;

function printTable(): void {
  console.log(`\n| database | call | req/s | % of bare | p50 ms | p99 ms | errors |`);
  console.log(`| --- | --- | ---: | ---: | ---: | ---: | ---: |`);
  for (const r of rows) {
    const bareRps = bareFor(r.database);
    const share = bareRps > 0 ? `${Math.round((r.rps / bareRps) * 100)}%` : '';
    console.log(
      `| ${r.database} | ${r.call} | ${formatRps(r.rps)} | ${share} | ${r.p50} | ${r.p99} | ${r.errors} |`,
    );
  }
  console.log(`\nload average after the run: ${load()}`);
}

const bareCall = 'bare Fastify route';
const bareApp = Fastify();
bareApp.post('/bare', async () => ({ ok: true }));
const bareUrl = `${await bareApp.listen({ port: 0, host: '127.0.0.1' })}/bare`;

/** 100,000 more members, spread over the demo divisions, made by the database itself. */
async function generateMembers(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw(`
    with d as (select array_agg(id order by id) as ids, array_agg(cluster_id order by id) as cids from divisions),
    n as (select array['Ayanda','Johan','Nomvula','Kagiso','Chantal','Bongani','Annelie','Tshepo','Zanele','Ruan','Palesa','Mandla','Karabo','Liezl','Themba','Naledi','Riaan','Busisiwe','Sizwe','Megan','Dineo','Wikus','Refilwe','Lwazi','Ilse','Katlego','Yusuf','Priya','Ndapewa','Tangeni','Hilma','Petrus','Selma','Frieda','Johannes','Martha','Ester','Gideon','Loide','Elago','Simone','Craig','Faith','Andile','Marius','Nandi','Keegan','Amahle','Fiona','Kyle','Lindiwe','Mpho','Jacques','Carmen'] as first, array['Khumalo','Botha','Mahlangu','Sithole','Pillay','Ndlovu','Pretorius','Molefe','Zulu','Steyn','Radebe','Nel','Mthembu','Coetzee','Naidoo','Shabalala','Venter','Mabaso','Fourie','Nkuna','Erasmus','Maseko','Jacobs','Hendricks','Amupolo','Shikongo','Nghipondoka','Iipumbu','Hamutenya','Kambonde','Shilongo','Haufiku','Oosthuizen','Mokoena','Dlamini','Govender','Smit','Kruger','Williams','Adams'] as last),
    g as (
      select g, n.first[1 + (g * 7) % 54] as firstname,
             n.last[1 + (g * 13) % 40] || case when g % 3 = 0 then '' else '-' || (g % 997)::text end as surname
      from generate_series(1, ${generatedMembers}) g, n
    )
    insert into members (cluster_id, division_id, cell_e164, cell_national, firstname, surname, email)
    select d.cids[1 + g % 10], d.ids[1 + g % 10], '+2783' || lpad(g::text, 7, '0'), '083' || lpad(g::text, 7, '0'),
           firstname, surname, ''
    from g, d
  `),
  );
  // As autovacuum would leave them: statistics, and the visibility map that lets index-only scans skip the heap.
  await database.db.execute(sql`vacuum analyze members, member_name_keys`);
}

const reportTargets: string[] = [];
let databaseUrl: string | undefined;

async function benchDatabase(label: string, database: Database): Promise<void> {
  await prepareDatabase(database, { seed: true });
  const started = Date.now();
  await generateMembers(database);
  console.log(
    `${label}: generated ${generatedMembers} members in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({
    db: database.db,
    production: true,
    settings: { loginRateLimit: { perNumber: 1e9, perAddress: 1e9 } },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await measure(label, bareCall, bareUrl, {});
  const credentials = { memberNumber: '0820000003', password: 'Plaudit123' };
  const login = await fetch(`${url}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { token } = (await login.json()) as { token: string };
  await measure(label, 'getmemberdata', `${url}/api/member/getmemberdata`, {}, token);
  // As a browser asks: the answer (over 1 KB) comes back brotli-compressed.
  await measure(
    label,
    'getmemberdata (br accepted)',
    `${url}/api/member/getmemberdata`,
    {},
    token,
    'gzip, deflate, br',
  );
  await measure(
    label,
    "getmemberlist 'khumalo'",
    `${url}/api/site/getmemberlist`,
    { divisionCode: '', search: 'khumalo', includeSelf: false },
    token,
  );
  await measure(
    label,
    "getmemberlist 'zanele mo'",
    `${url}/api/site/getmemberlist`,
    { divisionCode: '', search: 'zanele mo', includeSelf: false },
    token,
  );
  if (database.kind === 'postgres') await benchAwards(label, database, url);
  // Issue 15: a statement of 10,000 entries, a month of 50,000 awards, the command line's member import.
  if (database.kind === 'postgres' && databaseUrl)
    reportTargets.push(
      ...(await benchReports(
        database,
        databaseUrl,
        (call, path, body, token) => measure(label, call, `${url}${path}`, body, token),
        (memberNumber) => loginAs(url, memberNumber),
      )),
    );
  // Last: scrypt keeps the thread pool busy for a while after the run.
  await measure(label, 'login (scrypt N=2^17)', `${url}/api/member/login`, credentials);
  await app.close();
}

const loginAs = async (url: string, memberNumber: string): Promise<string> => {
  const answer = await fetch(`${url}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberNumber, password: 'Plaudit123' }),
  });
  return ((await answer.json()) as { token: string }).token;
};

/**
 * doreward on PostgreSQL, each request with a fresh Idempotency-Key as the portal sends it: a Recognise of
 * one colleague by one manager (every award queues on the same budget and the same colleague's points), the
 * same by ten managers to forty colleagues (a programme's ordinary traffic), and an adhoc award to a
 * division of 50 by one manager. Budgets are first raised through the ledger so that no award of the run
 * is refused; the ledger's invariants are checked after the run.
 */
async function benchAwards(label: string, database: Database, url: string): Promise<void> {
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
  const people = (
    (await db.execute(
      sql`select id, cell_national as cell, is_manager as manager from members
          where cell_national in ('0820000001', '0820000002', '0820000003') or cell_national like '084%'
          order by cell_national`,
    )) as unknown as { rows: { id: number; cell: string; manager: boolean }[] }
  ).rows;
  for (const m of people.filter((p) => p.manager)) {
    await inTransaction(db, (tx) =>
      postTransfer(tx, {
        kind: 'grant',
        memberId: null,
        createdAt: new Date(),
        postings: [
          {
            account: { programme: 'funding' },
            amount: -50_000_000,
            description: 'Benchmark budget',
          },
          {
            account: { memberId: m.id, kind: 'management' },
            amount: 50_000_000,
            description: 'Benchmark budget',
          },
        ],
      }),
    );
  }
  const idOf = (cell: string) => String(people.find((p) => p.cell === cell)?.id);
  const benchManagers = people.filter((p) => p.cell.startsWith('084') && p.manager);
  const benchColleagues = people.filter((p) => p.cell.startsWith('084') && !p.manager);
  const tokens = await Promise.all(benchManagers.map((m) => loginAs(url, m.cell)));
  const award = { reason: 'Drives Results', message: 'Thank you!', sendBy: 'sms', points: 5 };
  const freshKey = (request: BenchRequest): BenchRequest => ({
    ...request,
    headers: { ...request.headers, 'idempotency-key': randomUUID() },
  });
  let turn = 0;
  const anotherGiver = (request: BenchRequest): BenchRequest => {
    turn += 1;
    const colleague = benchColleagues[turn % benchColleagues.length];
    return {
      ...request,
      body: JSON.stringify({ ...award, what: 'reward', recipients: [String(colleague?.id)] }),
      headers: {
        ...request.headers,
        authorization: `Bearer ${tokens[turn % tokens.length]}`,
        'idempotency-key': randomUUID(),
      },
    };
  };
  const doreward = `${url}/api/reward/doreward`;
  await measure(label, bareCall, bareUrl, {});
  await measure(
    label,
    'doreward Recognise 1, one giver',
    doreward,
    { ...award, what: 'reward', recipients: [idOf('0820000003')] },
    await loginAs(url, '0820000002'),
    undefined,
    freshKey,
  );
  await measure(label, singleAward, doreward, {}, tokens[0], undefined, anotherGiver);
  await measure(
    label,
    divisionAward,
    doreward,
    { ...award, what: 'adhoc', recipients: ['div:ZA-BENCH-50'] },
    await loginAs(url, '0820000001'),
    undefined,
    freshKey,
  );
  const report = await checkLedger(db);
  const [counts] = (
    (await db.execute(
      sql`select (select count(*) from transfers)::int as transfers, (select count(*) from ledger_entries)::int as entries`,
    )) as unknown as { rows: { transfers: number; entries: number }[] }
  ).rows;
  console.log(
    `${label}: ledger after the awards: ${counts?.transfers} transfers, ${counts?.entries} entries; invariants ${
      report.ok ? 'hold' : `BROKEN ${JSON.stringify(report)}`
    }`,
  );
}

const singleAward = 'doreward Recognise 1, 10 givers';
const divisionAward = 'doreward adhoc division of 50';

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

console.log(
  `autocannon: ${connections} connections, ${seconds} s per call (after 1 s of warm-up); load average ${load()}\n`,
);

const only = process.env.BENCH_ONLY;
if (only !== 'postgres') {
  const pglite = await openDatabase({ kind: 'pglite' });
  await benchDatabase('PGlite', pglite);
  await pglite.close();
}

if (only !== 'pglite' && (await postgresAvailable())) {
  const name = `plaudit_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  databaseUrl = url.toString();
  try {
    await benchDatabase('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  const bareRps = bareFor('PostgreSQL');
  const memberData = rows.find((r) => r.database === 'PostgreSQL' && r.call === 'getmemberdata');
  const searches = rows.filter(
    (r) => r.database === 'PostgreSQL' && r.call.startsWith('getmemberlist'),
  );
  console.log('\nTargets on PostgreSQL:');
  console.log(
    `  getmemberdata ≥ 40% of bare: ${memberData ? `${Math.round((memberData.rps / bareRps) * 100)}%` : 'n/a'}`,
  );
  for (const s of searches)
    console.log(`  ${s.call} p99 ≤ 20 ms: ${s.p99} ms ${s.p99 <= 20 ? 'met' : 'NOT met'}`);
  // The bare route measured just before the awards (the last one in the table for PostgreSQL).
  const awardBare = rows.filter((r) => r.database === 'PostgreSQL' && r.call === bareCall).at(-1);
  for (const single of rows.filter((r) => r.call.startsWith('doreward Recognise')))
    if (awardBare)
      console.log(
        `  ${single.call} ≥ 10% of bare: ${Math.round((single.rps / awardBare.rps) * 100)}% ${single.rps >= awardBare.rps * 0.1 ? 'met' : 'NOT met'}`,
      );
  const division = rows.find((r) => r.call === divisionAward);
  if (division)
    console.log(
      `  ${division.call} p99 ≤ 50 ms: ${division.p99} ms ${division.p99 <= 50 ? 'met' : 'NOT met'}`,
    );
  for (const line of reportTargets) console.log(line);
} else {
  console.log(`\nNo PostgreSQL at ${pgUrl}: skipped.`);
}
await bareApp.close();
printTable();
process.exit(0);
