import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverDir } from '../src/paths.ts';

/**
 * The security probes against the production build run as a real process (`node server/dist/main.js`, not
 * app.inject): built once, started with NODE_ENV=production on a fresh database (PostgreSQL when
 * TEST_DATABASE_URL names one, else an embedded PGlite folder), beside a development process.
 */

const folder = mkdtempSync(join(tmpdir(), 'plaudit-production-'));

/** A built app in miniature: a page, a script with its source map, and files no one should get. */
const staticDir = join(folder, 'app');
mkdirSync(join(staticDir, 'assets'), { recursive: true });
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><title>Plaudit</title><div id="root"></div>',
);
writeFileSync(
  join(staticDir, 'assets', 'index-abc123.js'),
  'console.log("portal");\n//# sourceMappingURL=index-abc123.js.map',
);
writeFileSync(
  join(staticDir, 'assets', 'index-abc123.js.map'),
  '{"version":3,"sources":["src/secret.ts"]}',
);
writeFileSync(join(staticDir, '.env'), 'SMTP_URL=smtp://user:password@mail.example');

interface Running {
  process: ChildProcess;
  port: number;
  log: () => string;
}

/** Starts the built server and resolves once it listens (its port read from its own log). */
function start(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [join(serverDir, 'dist', 'main.js')], {
    cwd: folder,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      RUN_JOBS: 'false',
      STATIC_DIR: staticDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    // A new embedded database takes seconds, and minutes on a machine as loaded as a full test run's.
    const timer = setTimeout(() => reject(new Error(`no start within 240 s:\n${output}`)), 240_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at http:\/\/[^:]+:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({ process: child, port: Number(listening[1]), log: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
}

const stop = async (running: Running | undefined) => {
  if (!running || running.process.exitCode !== null) return;
  const exited = new Promise((resolve) => running.process.once('exit', resolve));
  running.process.kill('SIGTERM');
  await exited;
};

/** An address of this machine that is not loopback (a listener on every interface answers there). */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** Whether anything accepts a connection at this address and port. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `plaudit_production_${randomBytes(6).toString('hex')}`;
const sql = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
};

describe(`the production build on ${adminUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  let production: Running | undefined;
  let development: Running | undefined;
  let productionUrl = '';

  beforeAll(async () => {
    const build = spawnSync('npx', ['tsup'], { cwd: serverDir, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);
    let database: Record<string, string> = { DATA_DIR: join(folder, 'production-data') };
    if (adminUrl) {
      await sql(adminUrl, `create database ${databaseName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${databaseName}`;
      productionUrl = url.toString();
      database = { DATABASE_URL: productionUrl };
    }
    [production, development] = await Promise.all([
      // Behind one reverse proxy (server/README's nginx): the proxy is this machine, one hop.
      start({ NODE_ENV: 'production', SEED: 'true', TRUST_PROXY: '1', ...database }),
      start({ SEED: 'false', DATA_DIR: join(folder, 'development-data') }),
    ]);
  }, 420_000);

  afterAll(async () => {
    await Promise.all([stop(production), stop(development)]);
    if (adminUrl) await sql(adminUrl, `drop database if exists ${databaseName}`);
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  const get = (running: Running | undefined, path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${running?.port ?? 0}${path}`, init);

  it('listens on loopback only unless HOST is set, in development and production', async () => {
    for (const running of [production, development]) {
      expect(await accepts('127.0.0.1', running?.port ?? 0)).toBe(true);
      // A machine without any other interface has nothing more to probe.
      if (outsideAddress) expect(await accepts(outsideAddress, running?.port ?? 0)).toBe(false);
    }
  });

  it('has no /dev routes in production (the development process has them)', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.json'])
      expect((await get(production, path)).status, path).toBe(404);
    const price = await get(production, '/dev/shop/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'AIRTIME-50', price: 1 }),
    });
    expect(price.status).toBe(404);
    const jobs = await get(production, '/dev/jobs/run', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(jobs.status).toBe(404);
    expect((await get(development, '/dev/outbox.json')).status).toBe(200);
  });

  it('starts empty, never with the demo programme, and says how to begin', async () => {
    expect(production?.log()).toContain('create-admin');
    expect(production?.log()).not.toContain('seeded the demo programme');
    const login = await get(production, '/api/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ memberNumber: '0820000001', password: 'Plaudit123' }),
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    if (productionUrl) {
      const members = await sql(productionUrl, 'select count(*)::int as n from members');
      expect(members.rows[0]).toEqual({ n: 0 });
    }
    // An unknown number still costs a password hash (no timing tell), slow on a busy machine.
  }, 30_000);

  it('serves no source map, dot-file or unknown file, and still every page', async () => {
    expect((await get(production, '/assets/index-abc123.js')).status).toBe(200);
    for (const path of [
      '/assets/index-abc123.js.map',
      '/.env',
      '/.git/config',
      '/backup.sql',
      '/wp-login.php',
      '/rewards/.htaccess',
    ])
      expect((await get(production, path)).status, path).toBe(404);
    for (const path of ['/', '/hello', '/rewards/airtime-and-data', '/reward/1001', '/terms']) {
      const page = await get(production, path);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    }
    // Outside production the map is there for the browser's developer tools.
    expect((await get(development, '/assets/index-abc123.js.map')).status).toBe(200);
  });

  it('counts logins by the address the proxy saw, however X-Forwarded-For is forged', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let n = 1; n <= 11; n += 1) {
      const login = await get(production, '/api/member/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${n}, 127.0.0.1`,
        },
        body: JSON.stringify({ memberNumber: '0820000003', password: `Wrong${n}pass` }),
      });
      statuses.push(login.status);
      retryAfter = login.headers.get('retry-after');
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  }, 120_000);

  it('refuses to start with TRUST_PROXY=true, saying what to set', async () => {
    await expect(
      start({ NODE_ENV: 'production', TRUST_PROXY: 'true', DATA_DIR: join(folder, 'refused') }),
    ).rejects.toThrow(/TRUST_PROXY=1 for one nginx/);
  });
});
