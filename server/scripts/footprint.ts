/**
 * `npm run footprint -w @plaudit/server`: the production build's start-up time and memory (RSS) on a new
 * PostgreSQL database, after start and after load. Builds the server, creates a database beside
 * FOOTPRINT_DATABASE_URL / TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), starts
 * `node dist/main.js` with NODE_ENV=production, imports the sample programme and an administrator through
 * the built command line, loads it from a separate autocannon process, prints the figures and drops the
 * database. FOOTPRINT_PORT (3000), FOOTPRINT_SECONDS (10).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { serverDir } from '../src/paths.ts';

const adminUrl =
  process.env.FOOTPRINT_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.FOOTPRINT_PORT ?? 3000);
const seconds = Number(process.env.FOOTPRINT_SECONDS ?? 10);
const name = `plaudit_footprint_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: url.toString() };
const samples = join(serverDir, 'samples');
const cell = '0825559900';
const password = `Footprint-${randomBytes(6).toString('hex')}`;

const query = async (text: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text);
  await client.end();
};
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const cli = (...args: string[]) =>
  execFileSync(process.execPath, [join(serverDir, 'dist', 'cli.js'), ...args], {
    env,
    input: password,
  });

execFileSync('npx', ['tsup', '--silent'], { cwd: serverDir, stdio: 'inherit' });
await query(`create database ${name}`);
const started = performance.now();
const server = spawn(process.execPath, [join(serverDir, 'dist', 'main.js')], {
  env: { ...env, PORT: String(port), RUN_JOBS: 'false' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await new Promise<void>((resolve, reject) => {
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Server listening')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${log}`)));
  });
  const startMs = performance.now() - started;
  const pid = server.pid ?? 0;
  const afterStart = rssMb(pid);

  cli('import-clusters', join(samples, 'clusters.csv'));
  cli('import-divisions', join(samples, 'divisions.csv'));
  cli('import-members', join(samples, 'members.csv'));
  cli(
    'create-admin',
    '--cell',
    cell,
    '--division',
    'ZA-CPT-WATERFRONT',
    '--firstname',
    'Foot',
    '--surname',
    'Print',
    '--password-stdin',
  );
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberNumber: cell, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const load = JSON.parse(
    execFileSync(
      'npx',
      [
        'autocannon',
        '--json',
        '-c',
        '10',
        '-d',
        String(seconds),
        '-m',
        'POST',
        '-H',
        'content-type=application/json',
        '-H',
        `authorization=Bearer ${token}`,
        '-b',
        '{}',
        `${base}/api/member/getmemberdata`,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    ),
  ) as { requests: { average: number }; non2xx: number };
  const afterLoad = rssMb(pid);
  console.log(`production build on PostgreSQL (node ${process.version})`);
  console.log(`  start-up (spawn to listening, migrations included): ${startMs.toFixed(0)} ms`);
  console.log(`  RSS after start:                                    ${afterStart.toFixed(0)} MB`);
  console.log(
    `  load: getmemberdata, 10 connections, ${seconds} s:          ${load.requests.average.toFixed(0)} req/s (${load.non2xx} non-2xx)`,
  );
  console.log(`  RSS after load:                                     ${afterLoad.toFixed(0)} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await query(`drop database if exists ${name}`);
}
