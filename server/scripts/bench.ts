/**
 * `npm run bench:server`: throughput and latency of login, getmemberdata and a getmemberlist name search
 * over 100,000 generated members, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, or a
 * PostgreSQL answers at 127.0.0.1:5432/test) on PostgreSQL, next to a bare Fastify route measured just
 * before each database's calls (this machine's speed drifts over minutes: a ratio of figures taken minutes
 * apart says more about the drift than about the server).
 * On PostgreSQL also doreward, next to the most durable commits per second the database takes at the same
 * concurrency (the ceiling any award is under).
 * On PostgreSQL also (issue 15) a statement of 10,000 entries, a management report of a month of 50,000
 * awards and the command line's import of 100,000 members (scripts/benchReports.ts).
 * Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_ONLY (pglite or postgres; or
 * reports: PostgreSQL's bare route and issue 15's figures only; or shop: the shop's calls alone on
 * PostgreSQL), BENCH_KEEP_DATABASE=true (the PostgreSQL database is left for EXPLAIN; its name is printed).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { checkLedger, inTransaction, postTransfer } from '../src/ledger/ledger.ts';
import { dispatchPending } from '../src/outbox/dispatcher.ts';
import { consoleTransport } from '../src/outbox/transports.ts';
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
/** The PostgreSQL database the run made for itself. */
let benchDatabaseUrl: string | undefined;

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
const only = process.env.BENCH_ONLY;
const reportsOnly = only === 'reports';
let databaseUrl: string | undefined;

async function benchDatabase(label: string, database: Database): Promise<void> {
  await prepareDatabase(database, { seed: true });
  if (shopOnly) return benchShopAlone(label, database);
  const started = Date.now();
  await generateMembers(database);
  console.log(
    `${label}: generated ${generatedMembers} members in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({
    db: database.db,
    production: true,
    settings: {
      loginRateLimit: { perNumber: 1e9, perAddress: 1e9 },
      messageRateLimit: { perMember: 1e9, perAddress: 1e9 },
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await measure(label, bareCall, bareUrl, {});
  if (reportsOnly && databaseUrl) {
    reportTargets.push(
      ...(await benchReports(
        database,
        databaseUrl,
        (call, path, body, token, acceptEncoding) =>
          measure(label, call, `${url}${path}`, body, token, acceptEncoding),
        (memberNumber) => loginAs(url, memberNumber),
      )),
    );
    await app.close();
    return;
  }
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
  if (database.kind === 'postgres') await benchSendToAll(label, database, url);
  if (database.kind === 'postgres') await benchShop(label, database, url);
  // Issue 15: a statement of 10,000 entries, a month of 50,000 awards, the command line's member import.
  if (database.kind === 'postgres' && databaseUrl)
    reportTargets.push(
      ...(await benchReports(
        database,
        databaseUrl,
        (call, path, body, token, acceptEncoding) =>
          measure(label, call, `${url}${path}`, body, token, acceptEncoding),
        (memberNumber) => loginAs(url, memberNumber),
      )),
    );
  // Last: scrypt keeps the thread pool busy for a while after the run.
  await measure(label, 'login (scrypt N=2^17)', `${url}/api/member/login`, credentials);
  await app.close();
}

/** BENCH_ONLY=shop: the shop's calls alone on PostgreSQL, next to the bare route (no generated members). */
const shopOnly = only === 'shop';

async function benchShopAlone(label: string, database: Database): Promise<void> {
  const app = await buildApp({
    db: database.db,
    production: true,
    settings: {
      loginRateLimit: { perNumber: 1e9, perAddress: 1e9 },
      messageRateLimit: { perMember: 1e9, perAddress: 1e9 },
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await benchShop(label, database, url);
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
 * The most durable transactions per second this machine's PostgreSQL commits through node-postgres at the
 * same concurrency, doing next to nothing (update one row, commit): every award is at least that. With one
 * row for all (one giver's budget) each commit waits for the one before it to reach the disk, as a row lock
 * is held until the commit is flushed; with a row per connection commits share the disk's flushes.
 */
async function commitCeiling(label: string, url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  await pool.query(
    `create table bench_ceiling (id integer primary key, n bigint not null default 0)`,
  );
  await pool.query(`insert into bench_ceiling (id) select generate_series(0, ${connections - 1})`);
  for (const [call, rowOf] of [
    ['commit ceiling: one hot row', () => 0],
    ['commit ceiling: a row each', (worker: number) => worker],
  ] as const) {
    const latencies: number[] = [];
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, worker) => {
        const client = await pool.connect();
        try {
          while (Date.now() < until) {
            const started = performance.now();
            await client.query('begin');
            await client.query('update bench_ceiling set n = n + 1 where id = $1', [rowOf(worker)]);
            await client.query('commit');
            latencies.push(performance.now() - started);
          }
        } finally {
          client.release();
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
    const row = {
      database: label,
      call,
      rps: latencies.length / seconds,
      p50: at(0.5),
      p99: at(0.99),
      errors: 0,
    };
    rows.push(row);
    console.log(
      `${label.padEnd(10)} ${call.padEnd(28)} ${formatRps(row.rps).padStart(7)} tx/s   p50 ${row.p50} ms  p99 ${row.p99} ms`,
    );
  }
  await pool.query('drop table bench_ceiling');
  await pool.end();
}

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
  if (benchDatabaseUrl) await commitCeiling(label, benchDatabaseUrl);
  await measure(
    label,
    oneGiverAward,
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

const oneGiverAward = 'doreward Recognise 1, one giver';

// Send To All (issue 13): one call queues a message per registered member; then the dispatcher drains them.

/** Figures of the Send To All run, printed with the targets. */
const sendToAllFigures: string[] = [];

/**
 * sendtoall to every store by SMS on PostgreSQL, once the 100,000 generated members are registered (half of
 * them with an email): the time the call takes to queue every message (one INSERT … SELECT in one
 * transaction; target under 2 s), then the dispatcher draining that outbox in batches with the console
 * transport (its log thrown away, so the figure is the outbox's own cost), and the same by email.
 */
async function benchSendToAll(label: string, database: Database, url: string): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    update members set registered_at = now(),
      email = case when id % 2 = 0 then 'bench' || id || '@example.com' else '' end
    where cell_e164 like '+2783%'`);
  await db.execute(sql`update outbox set sent_at = now() where sent_at is null`);
  await db.execute(sql`vacuum analyze members, outbox`);
  const token = await loginAs(url, '0820000001');
  const send = async (sendBy: 'sms' | 'email') => {
    const started = performance.now();
    const answer = await fetch(`${url}/api/reward/sendtoall`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        isAllShops: true,
        message: 'Stocktake on Friday: please be in by 7.',
        sendBy,
        recipients: [],
      }),
    });
    const ms = performance.now() - started;
    if (!answer.ok) throw new Error(`sendtoall answered ${answer.status}: ${await answer.text()}`);
    const { sentCount } = (await answer.json()) as { sentCount: number };
    return { ms, sentCount };
  };
  const drain = async () => {
    let delivered = 0;
    const transport = consoleTransport(() => {
      delivered += 1;
    });
    const started = performance.now();
    await dispatchPending(db, { sms: transport, email: transport }, () => new Date());
    const ms = performance.now() - started;
    return { ms, delivered };
  };
  for (const sendBy of ['sms', 'email'] as const) {
    const queued = await send(sendBy);
    const drained = await drain();
    const line = `${label} sendtoall all stores by ${sendBy}: ${queued.sentCount} messages queued in ${(queued.ms / 1000).toFixed(2)} s (target < 2 s: ${queued.ms < 2000 ? 'met' : 'NOT met'}); dispatcher drained ${drained.delivered} in ${(drained.ms / 1000).toFixed(1)} s = ${Math.round(drained.delivered / (drained.ms / 1000))} messages/s (batches of 500, console transport)`;
    console.log(line);
    sendToAllFigures.push(line);
  }
}

// The shop (issue 14): categorylist and productlist next to the bare route, and placeOrder placing a fresh
// one-line order each time (addtobasket, then placeOrder of the total that answer gives, under a fresh
// Idempotency-Key), one shopper per connection, with voucher codes in stock; every answer that is not 2xx
// is counted by call, and the ledger's invariants are checked after the run.
const placeOrderCall = 'placeOrder, one-line orders';

/** One shopper's client loop: what it placed, what was refused, and how long each order took. */
interface ShopperRun {
  placed: number;
  refused: Map<string, number>;
  failed: number;
  latencies: number[];
}

async function benchShop(label: string, database: Database, url: string): Promise<void> {
  const { db } = database;
  const [product] = (
    (await db.execute(
      sql`select id, price, category_id as "categoryId" from products where code = 'CHK-100'`,
    )) as unknown as { rows: { id: number; price: number; categoryId: number }[] }
  ).rows;
  if (!product) throw new Error('the demo catalogue has no CHK-100');
  await db.execute(sql`
    insert into voucher_codes (product_id, code, imported_at)
      select ${product.id}, 'BENCH-' || g, now() from generate_series(1, 200000) g`);
  // Shoppers of their own (a division of ten in South Africa), so the shop can be measured alone.
  await db.execute(sql`
    insert into divisions (code, name, kind, cluster_id)
      select 'ZA-BENCH-SHOP', 'Benchmark Shoppers', 'petshop', id from clusters where code = 'ZA'`);
  await db.execute(sql`
    insert into members (cluster_id, division_id, cell_e164, cell_national, firstname, surname, email,
        registered_at, password_hash)
      select d.cluster_id, d.id, '+2785' || lpad(g::text, 7, '0'), '085' || lpad(g::text, 7, '0'),
             'Bench', 'Shopper ' || g, 'shopper' || g || '@example.com', now(),
             (select password_hash from members where cell_national = '0820000003')
      from generate_series(1, ${connections}) g, divisions d where d.code = 'ZA-BENCH-SHOP'`);
  const shoppers = (
    (await db.execute(
      sql`select id, cell_national as cell from members where cell_national like '085%' order by cell_national`,
    )) as unknown as { rows: { id: number; cell: string }[] }
  ).rows;
  for (const m of shoppers)
    await inTransaction(db, (tx) =>
      postTransfer(tx, {
        kind: 'grant',
        memberId: null,
        createdAt: new Date(),
        postings: [
          {
            account: { programme: 'funding' },
            amount: -50_000_000,
            description: 'Benchmark points',
          },
          {
            account: { memberId: m.id, kind: 'redeemable' },
            amount: 50_000_000,
            description: 'Benchmark points',
          },
        ],
      }),
    );
  const token = await loginAs(url, '0820000003');
  await measure(label, bareCall, bareUrl, {});
  await measure(label, 'categorylist', `${url}/api/shop/categorylist`, {}, token);
  await measure(
    label,
    'productlist',
    `${url}/api/shop/productlist`,
    { prodCat3Id: product.categoryId, alloc: 'ZA' },
    token,
  );

  const tokens = await Promise.all(shoppers.map((m) => loginAs(url, m.cell)));
  // Kept-alive connections, one per shopper (node:http, so no client library's cost is measured).
  const agent = new Agent({ keepAlive: true, maxSockets: tokens.length });
  const call = (token: string, path: string, body: unknown, key?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        `${url}${path}`,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            ...(key ? { 'idempotency-key': key } : {}),
          },
        },
        (answer) => {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (text += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
          answer.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(body));
    });
  // Each shopper in turn: one of the product into the basket, then an order of exactly what that answer
  // says the basket holds (so an order is never refused as stale because an earlier request failed).
  const shop = async (token: string, until: number): Promise<ShopperRun> => {
    const run: ShopperRun = { placed: 0, refused: new Map(), failed: 0, latencies: [] };
    const refuse = (what: string) => run.refused.set(what, (run.refused.get(what) ?? 0) + 1);
    while (Date.now() < until) {
      const started = performance.now();
      try {
        const added = await call(token, '/api/shop/addtobasket', { productId: product.id });
        if (added.status !== 200) {
          refuse(`addtobasket ${added.status}`);
          continue;
        }
        const { totalBasketPrice } = JSON.parse(added.text) as { totalBasketPrice: number };
        const placed = await call(
          token,
          '/api/shop/placeOrder',
          { cellNum: '0835550100', promoCode: '', alloc: 'ZA', vfyTotal: totalBasketPrice },
          randomUUID(),
        );
        if (placed.status !== 200) {
          refuse(`placeOrder ${placed.status}: ${placed.text.slice(0, 120)}`);
          continue;
        }
        run.placed += 1;
        run.latencies.push(performance.now() - started);
      } catch {
        run.failed += 1;
      }
    }
    return run;
  };
  const ordersSoFar = async () =>
    (
      (await db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n ?? 0;
  await Promise.all(tokens.map((t) => shop(t, Date.now() + 1000)));
  const before = await ordersSoFar();
  const startedAt = performance.now();
  const runs = await Promise.all(tokens.map((t) => shop(t, Date.now() + seconds * 1000)));
  const elapsed = (performance.now() - startedAt) / 1000;
  const inDatabase = (await ordersSoFar()) - before;
  agent.destroy();
  const placed = runs.reduce((n, r) => n + r.placed, 0);
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  const refused = new Map<string, number>();
  for (const r of runs) for (const [k, n] of r.refused) refused.set(k, (refused.get(k) ?? 0) + n);
  const failed = runs.reduce((n, r) => n + r.failed, 0);
  const row = {
    database: label,
    call: placeOrderCall,
    rps: placed / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors: failed + [...refused.values()].reduce((a, b) => a + b, 0),
  };
  rows.push(row);
  console.log(
    `${label.padEnd(10)} ${placeOrderCall.padEnd(28)} ${formatRps(row.rps).padStart(7)} orders/s (${placed} placed in ${elapsed.toFixed(1)} s, ${inDatabase} orders written; each with its addtobasket)  p50 ${row.p50} ms  p99 ${row.p99} ms (both calls)`,
  );
  for (const [what, n] of refused) console.log(`  refused ${n}×: ${what}`);
  if (failed > 0) console.log(`  ${failed} requests failed without an answer`);
  const report = await checkLedger(db);
  console.log(
    `${label}: ledger after the orders: invariants ${report.ok ? 'hold' : `BROKEN ${JSON.stringify(report)}`}`,
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

if (only !== 'postgres' && !reportsOnly && !shopOnly) {
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
  benchDatabaseUrl = url.toString();
  const postgres = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  databaseUrl = url.toString();
  try {
    await benchDatabase('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
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
  const ceiling = (call: string) => rows.find((r) => r.call === call)?.rps ?? 0;
  const ceilings: Record<string, number> = {
    [oneGiverAward]: ceiling('commit ceiling: one hot row'),
    [singleAward]: ceiling('commit ceiling: a row each'),
  };
  for (const single of rows.filter((r) => r.call.startsWith('doreward Recognise')))
    if (awardBare) {
      const limit = ceilings[single.call] ?? 0;
      console.log(
        `  ${single.call} ≥ 10% of bare: ${Math.round((single.rps / awardBare.rps) * 100)}% ${single.rps >= awardBare.rps * 0.1 ? 'met' : 'NOT met'}` +
          (limit > 0
            ? ` (the commit ceiling is ${Math.round((limit / awardBare.rps) * 100)}% of bare; the award reaches ${Math.round((single.rps / limit) * 100)}% of it)`
            : ''),
      );
    }
  const shopBare = rows.filter((r) => r.database === 'PostgreSQL' && r.call === bareCall).at(-1);
  for (const call of ['categorylist', 'productlist']) {
    const r = rows.find((x) => x.database === 'PostgreSQL' && x.call === call);
    if (r && shopBare)
      console.log(
        `  ${call} ≥ 40% of bare: ${Math.round((r.rps / shopBare.rps) * 100)}% ${r.rps >= shopBare.rps * 0.4 ? 'met' : 'NOT met'}`,
      );
  }
  const orders = rows.find((r) => r.call === placeOrderCall);
  if (orders)
    console.log(
      `  placeOrder ≥ 300 orders/s: ${formatRps(orders.rps)} ${orders.rps >= 300 ? 'met' : 'NOT met'}`,
    );
  const division = rows.find((r) => r.call === divisionAward);
  if (division)
    console.log(
      `  ${division.call} p99 ≤ 50 ms: ${division.p99} ms ${division.p99 <= 50 ? 'met' : 'NOT met'}`,
    );
  for (const line of sendToAllFigures) console.log(`  ${line}`);
  for (const line of reportTargets) console.log(line);
} else {
  console.log(`\nNo PostgreSQL at ${pgUrl}: skipped.`);
}
await bareApp.close();
printTable();
process.exit(0);
