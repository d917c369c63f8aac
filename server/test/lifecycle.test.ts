import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The server process as an operator runs it: a stop signal (SIGTERM, as a container platform or a load
 * balancer's drain sends it) lets requests under way finish and ends the process within 10 s, whatever
 * its clients or its log reader do.
 */

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const started: { child: ChildProcess; dataDir: string }[] = [];

afterEach(() => {
  for (const { child, dataDir } of started.splice(0)) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Starts `src/main.ts` on a free port with an empty embedded database, and resolves once it listens. */
async function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-lifecycle-'));
  const child = spawn(
    process.execPath,
    ['--conditions=@plaudit/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.push({ child, dataDir });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  return { child, port };
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; ms: number }>((resolve) => {
    const from = Date.now();
    child.on('exit', (code) => resolve({ code, ms: Date.now() - from }));
  });

/** A POST that resolves with its status, or with the error that ended it. */
function post(port: number, path: string, body: unknown, agent?: Agent) {
  return new Promise<number | string>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        agent,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error) => resolve(error.message));
    req.end(JSON.stringify(body));
  });
}

describe('the server process', { timeout: 180_000 }, () => {
  it('finishes a request under way on SIGTERM, closes idle keep-alive connections and exits cleanly, also when its log reader has gone', async () => {
    const { child, port } = await startServer();
    const keepAlive = new Agent({ keepAlive: true });
    const content = { contentKey: 'terms', isCache: true };
    expect(await post(port, '/api/site/getcontentdb', content, keepAlive)).toBe(404);
    // From here on every log line (the request's, the stop's) meets a closed pipe.
    child.stdout?.destroy();
    child.stderr?.destroy();
    // A login hashes a password (scrypt) before answering: it is still under way when the signal comes.
    const login = post(port, '/api/member/login', {
      memberNumber: '0820000003',
      password: 'Plaudit123',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await login).toBe(400);
    const { code, ms } = await exit;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    keepAlive.destroy();
  });

  it('exits within 10 s when a client is still trickling its request, and when its log reader has gone', async () => {
    const { child, port } = await startServer();
    // The reader of the server's log goes away: later log lines meet a closed pipe.
    child.stdout?.destroy();
    const slow = connect(port, '127.0.0.1');
    slow.on('error', () => undefined);
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write(
      'POST /api/site/getcontentdb HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"con',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exit = exited(child);
    child.kill('SIGTERM');
    const { code, ms } = await exit;
    expect(ms).toBeLessThan(10_000);
    // The slow client's connection was cut; the database was closed as on any stop.
    expect(code).toBe(0);
    slow.destroy();
  });
});
