/**
 * `npm run bench:server`: throughput and latency of login, getmemberdata and a getmemberlist name search
 * over 100,000 generated members, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, or a
 * PostgreSQL answers at 127.0.0.1:5432/test) on PostgreSQL, next to a bare Fastify route measured just
 * before each database's calls (this machine's speed drifts over minutes: a ratio of figures taken minutes
 * apart says more about the drift than about the server). Every request comes from a load process of its
 * own (load.ts), so the server under measurement has its event loop to itself.
 * On PostgreSQL also doreward (awards.ts), next to pgbench's tpcb-like on the same database at the same
 * concurrency (the ceiling of a comparable durable transaction); Send To All to every store (sendToAll.ts);
 * the shop (shop.ts); the reports' statement, management report and member import (reports.ts).
 * Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_ONLY (pglite or postgres; or
 * reports: PostgreSQL's bare route and the reports' figures only; or shop: the shop's calls alone on
 * PostgreSQL; or awards: the awards alone on PostgreSQL; or insights: the insights' charts on a year of
 * 1,000,000 transfers on PostgreSQL, scripts/bench/insights.ts; or wall: the wall's list over 1,000,000
 * recognitions with reactions on PostgreSQL, scripts/bench/wall.ts), BENCH_KEEP_DATABASE=true (the PostgreSQL
 * database is left for EXPLAIN; its name is printed).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type PlauditApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { benchAwards } from './awards.ts';
import { stopLoad } from './load.ts';
import {
  bareCall,
  closeBare,
  connections,
  formatRps,
  load,
  loginAs,
  measure,
  measureBare,
  printTable,
  rows,
  seconds,
} from './measure.ts';
import { benchMemberCalls, credentials, generateMembers, generatedMembers } from './members.ts';
import { benchInsights } from './insights.ts';
import { benchReports } from './reports.ts';
import { benchSendToAll } from './sendToAll.ts';
import { benchShop, placeOrderCall } from './shop.ts';
import { benchWall } from './wall.ts';

const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const only = process.env.BENCH_ONLY;
const reportsOnly = only === 'reports';
const shopOnly = only === 'shop';
const awardsOnly = only === 'awards';
const insightsOnly = only === 'insights';
const wallOnly = only === 'wall';

const insightsTargets: string[] = [];
const wallTargets: string[] = [];

const reportTargets: string[] = [];
const awardFigures: string[] = [];
const sendToAllFigures: string[] = [];

/** The portal as production runs it, without the rate limits (one client sends all the load). */
async function listen(database: Database): Promise<{ app: PlauditApp; url: string }> {
  const app = await buildApp({
    db: database.db,
    production: true,
    settings: {
      loginRateLimit: { perNumberAndAddress: 1e9, perNumber: 1e9, perAddress: 1e9 },
      messageRateLimit: { perMember: 1e9, perAddress: 1e9 },
    },
  });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** The reports' figures, with their targets kept for the end. */
async function reports(label: string, database: Database, url: string, databaseUrl: string) {
  reportTargets.push(
    ...(await benchReports(
      database,
      databaseUrl,
      (call, path, body, token, acceptEncoding) =>
        measure(label, call, `${url}${path}`, body, token, acceptEncoding),
      (memberNumber) => loginAs(url, memberNumber),
    )),
  );
}

async function benchDatabase(
  label: string,
  database: Database,
  databaseUrl: string | undefined,
): Promise<void> {
  await prepareDatabase(database, { seed: true });
  if (shopOnly || awardsOnly) {
    // Alone, without the generated members.
    const { app, url } = await listen(database);
    if (shopOnly) await benchShop(label, database, url);
    else awardFigures.push(...(await benchAwards(label, database, url, databaseUrl)));
    await app.close();
    return;
  }
  const started = Date.now();
  await generateMembers(database);
  console.log(
    `${label}: generated ${generatedMembers} members in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const { app, url } = await listen(database);
  await measureBare(label);
  if (insightsOnly) {
    // A year of 1,000,000 transfers, then each chart's call, next to the bare route.
    insightsTargets.push(
      ...(await benchInsights(
        database,
        (call, path, body, token) => measure(label, call, `${url}${path}`, body, token),
        (memberNumber) => loginAs(url, memberNumber),
      )),
    );
    await measureBare(label);
    await app.close();
    return;
  }
  if (wallOnly) {
    // A year of 1,000,000 recognitions with reactions, then the wall's pages, next to the bare route.
    wallTargets.push(
      ...(await benchWall(
        database,
        url,
        (call, path, body, token) => measure(label, call, `${url}${path}`, body, token),
        (memberNumber) => loginAs(url, memberNumber),
      )),
    );
    await measureBare(label);
    await app.close();
    return;
  }
  if (reportsOnly && databaseUrl) {
    await reports(label, database, url, databaseUrl);
    await app.close();
    return;
  }
  await benchMemberCalls(label, url);
  if (database.kind === 'postgres') {
    awardFigures.push(...(await benchAwards(label, database, url, databaseUrl)));
    sendToAllFigures.push(...(await benchSendToAll(label, database, url)));
    await benchShop(label, database, url);
    // A statement of 10,000 entries, a month of 50,000 awards, the command line's member import.
    if (databaseUrl) await reports(label, database, url, databaseUrl);
  }
  // Last: scrypt keeps the thread pool busy for a while after the run.
  await measure(label, 'login (scrypt N=2^17)', `${url}/api/member/login`, credentials);
  await app.close();
}

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

/** A share of one figure in another, as a whole percentage. */
const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

function printTargets(): void {
  const postgres = rows.filter((r) => r.database === 'PostgreSQL');
  const on = (call: string) => postgres.find((r) => r.call === call);
  /** The bare route measured last before a call: its figure's yardstick. */
  const bareBefore = (call: string) =>
    postgres
      .slice(
        0,
        Math.max(
          postgres.findIndex((r) => r.call === call),
          0,
        ),
      )
      .filter((r) => r.call === bareCall)
      .at(-1)?.rps ?? 0;
  console.log('\nTargets on PostgreSQL:');
  const memberData = on('getmemberdata');
  if (memberData)
    console.log(
      `  getmemberdata ≥ 40% of bare: ${percent(memberData.rps, bareBefore('getmemberdata'))}`,
    );
  for (const s of postgres.filter((r) => r.call.startsWith('getmemberlist')))
    console.log(`  ${s.call} p99 ≤ 20 ms: ${s.p99} ms ${s.p99 <= 20 ? 'met' : 'NOT met'}`);
  // The awards against pgbench in the same rounds (awards.ts).
  for (const line of awardFigures) console.log(`  ${line}`);
  const shopBare = bareBefore('categorylist');
  for (const call of ['categorylist', 'productlist']) {
    const r = on(call);
    if (r && shopBare > 0)
      console.log(
        `  ${call} ≥ 40% of bare: ${percent(r.rps, shopBare)} ${r.rps >= shopBare * 0.4 ? 'met' : 'NOT met'}`,
      );
  }
  const orders = on(placeOrderCall);
  if (orders)
    console.log(
      `  placeOrder ≥ 300 orders/s: ${formatRps(orders.rps)} ${orders.rps >= 300 ? 'met' : 'NOT met'}`,
    );
  for (const line of sendToAllFigures) console.log(`  ${line}`);
  for (const line of reportTargets) console.log(line);
  for (const line of insightsTargets) console.log(line);
  for (const line of wallTargets) console.log(line);
}

console.log(
  `autocannon from a load process of its own: ${connections} connections, ${seconds} s per call (after 1 s of warm-up); load average ${load()}\n`,
);

try {
  if (
    only !== 'postgres' &&
    !reportsOnly &&
    !shopOnly &&
    !awardsOnly &&
    !insightsOnly &&
    !wallOnly
  ) {
    const pglite = await openDatabase({ kind: 'pglite' });
    await benchDatabase('PGlite', pglite, undefined);
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
    try {
      await benchDatabase('PostgreSQL', postgres, url.toString());
    } finally {
      await postgres.close();
      if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    printTargets();
  } else {
    console.log(`\nNo PostgreSQL at ${pgUrl}: skipped.`);
  }
} finally {
  stopLoad();
  await closeBare();
}
printTable();
process.exit(0);
