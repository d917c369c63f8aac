/**
 * `npx tsx --conditions=@plaudit/source server/scripts/bench/imports.ts`: the console's CSV imports under
 * the security test's loads, against the server as production runs it (its own
 * process, on a new PostgreSQL database with the demo seeded), the figures printed:
 * - the server's resident memory (now and its peak, VmHWM) around an administrator's upload of a 20 MB
 *   `file` and fifty 5 MB `images` (a products dry run);
 * - a dry run of 1,000,000 members rows (every row refused: the division does not exist) and an apply of
 *   50,000 new members: how long each takes, and the latency of /healthz asked every 20 ms meanwhile
 *   from this process (median, 99th percentile and the longest).
 * Options: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, beside
 * which the bench creates and drops its database), BENCH_PGLITE=true (the demo's embedded PGlite in a
 * folder of its own instead), BENCH_ONLY (upload, dryrun or apply).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_ONLY;
const port = 3900 + Math.floor(Math.random() * 90);
const origin = `http://127.0.0.1:${port}`;
const megabyte = 1024 * 1024;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const pglite = process.env.BENCH_PGLITE === 'true';
const name = `plaudit_bench_imports_${randomBytes(4).toString('hex')}`;
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-imports-'));
if (!pglite) await admin((c) => c.query(`create database ${name}`));
console.log(`on ${pglite ? 'PGlite' : 'PostgreSQL'}`);

const server = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=@plaudit/source', 'server/src/main.ts'],
  {
    env: {
      ...process.env,
      ...(pglite ? { DATA_DIR: dataDir } : { DATABASE_URL: url.toString() }),
      PORT: String(port),
      HOST: '127.0.0.1',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      SEED: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

/** The server process's resident memory now and at its peak, in MiB. */
function memory(): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${server.pid ?? 0}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the server did not start');
}

async function call(path: string, body: unknown, token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** /healthz asked every 20 ms until stopped: its latencies in ms. */
function probeHealth(): { stop: () => Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await fetch(`${origin}/healthz`);
      } catch {
        // counted as its time all the same
      }
      latencies.push(performance.now() - started);
      await sleep(20);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies;
    },
  };
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return `${sorted.length} probes: median ${at(0.5)} ms, p99 ${at(0.99)} ms, longest ${Math.round(sorted.at(-1) ?? 0)} ms`;
};

/**
 * Uploads a file (and images) to the console's import and waits for its report: the answer itself (before
 * the security test) or the job it starts, followed through /api/admin/importjob.
 */
async function runImport(
  token: string,
  importer: string,
  mode: string,
  file: Buffer,
  images: { name: string; bytes: Buffer }[] = [],
): Promise<{ ms: number; answered: number; report: Record<string, unknown> }> {
  const form = new FormData();
  form.set('importer', importer);
  form.set('mode', mode);
  form.set('fileName', `${importer}.csv`);
  form.set('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), `${importer}.csv`);
  for (const image of images)
    form.append(
      'images',
      new Blob([new Uint8Array(image.bytes)], { type: 'image/png' }),
      image.name,
    );
  const started = performance.now();
  const response = await fetch(`${origin}/api/admin/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as Record<string, unknown>;
  const answered = performance.now() - started;
  if (!response.ok) return { ms: answered, answered, report: answer };
  let job = answer.job as Record<string, unknown> | undefined;
  if (!job) return { ms: answered, answered, report: answer };
  while (job.state === 'running') {
    await sleep(250);
    job = (await call('/api/admin/importjob', { jobId: job.jobId }, token)).job as Record<
      string,
      unknown
    >;
  }
  return { ms: performance.now() - started, answered, report: job };
}

const counts = (report: Record<string, unknown>) =>
  JSON.stringify(
    (report.report as Record<string, unknown> | null | undefined)?.counts ??
      report.counts ??
      report.message,
  );

try {
  await waitForServer();
  const login = await fetch(`${origin}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberNumber: '0820000001', password: 'Plaudit123' }),
  });
  const token = ((await login.json()) as { token: string }).token;

  if (!only || only === 'upload') {
    const heading = 'clusterCode,code,cat1,cat2,cat3,description,brand,price\n';
    const row = 'ZA,X-1,Pet Care,Cats,Toys,A toy,Brand,10.00\n';
    const file = Buffer.from(
      heading + row.repeat(Math.floor((20 * megabyte - heading.length) / row.length)),
    );
    const images = Array.from({ length: 50 }, (_, i) => ({
      name: `image-${i}.png`,
      bytes: randomBytes(5 * megabyte),
    }));
    const before = memory();
    const result = await runImport(token, 'products', 'dryRun', file, images);
    await sleep(1000);
    const after = memory();
    console.log(
      `upload 20 MB + 50 x 5 MB (products dry run, an administrator): RSS ${before.rss} -> ${after.rss} MiB, peak ${before.peak} -> ${after.peak} MiB; answered in ${Math.round(result.answered)} ms, report in ${Math.round(result.ms)} ms: ${counts(result.report)}`,
    );
  }

  if (!only || only === 'dryrun') {
    const rows = 1_000_000;
    const file = Buffer.from(
      `cellNum,firstname,surname,divisionCode\n${'0820000002,A,B,X\n'.repeat(rows)}`,
    );
    const idle = probeHealth();
    await sleep(2000);
    console.log(`/healthz idle: ${summary(await idle.stop())}`);
    const probe = probeHealth();
    const result = await runImport(token, 'members', 'dryRun', file);
    console.log(
      `dry run of ${rows.toLocaleString('en')} members rows (${(file.length / megabyte).toFixed(1)} MB): ${(result.ms / 1000).toFixed(1)} s (answered after ${Math.round(result.answered)} ms): ${counts(result.report)}`,
    );
    console.log(`/healthz meanwhile: ${summary(await probe.stop())}`);
  }

  if (!only || only === 'apply') {
    const rows = 50_000;
    const lines = Array.from(
      { length: rows },
      (_, i) => `08${String(30_000_000 + i)},Bench,Member${i},ZA-JHB-PAWS`,
    );
    const file = Buffer.from(`cellNum,firstname,surname,divisionCode\n${lines.join('\n')}\n`);
    const probe = probeHealth();
    const result = await runImport(token, 'members', 'apply', file);
    console.log(
      `apply of ${rows.toLocaleString('en')} new members: ${(result.ms / 1000).toFixed(1)} s (answered after ${Math.round(result.answered)} ms): ${counts(result.report)}`,
    );
    console.log(`/healthz meanwhile: ${summary(await probe.stop())}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (!pglite) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  rmSync(dataDir, { recursive: true, force: true });
}
