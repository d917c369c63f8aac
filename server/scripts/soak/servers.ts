import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Server processes as an operator runs them (`src/main.ts` under tsx), on one PostgreSQL database, for the
 * soak run and the cluster tests: started, killed with SIGKILL or stopped with SIGTERM, and started again
 * on the same port, as a supervisor would.
 */

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerOptions {
  databaseUrl: string;
  /** Absent: a free port the first time (kept for restarts). */
  port?: number;
  /** Where SMS are POSTed (the soak's gateway). */
  smsWebhookUrl?: string;
  /** Extra environment (SEED, RUN_JOBS, …). */
  env?: Record<string, string>;
  /** Every line the process writes (stdout and stderr). */
  onLine?: (line: string) => void;
}

export interface ServerProcess {
  readonly name: string;
  /** http://127.0.0.1:{port}, or undefined while the process is down. */
  url(): string | undefined;
  start(): Promise<void>;
  /** SIGKILL: the process ends at once, whatever it was doing. */
  kill(): Promise<void>;
  /** SIGTERM and the time the process took to exit, with its exit code. */
  stop(): Promise<{ code: number | null; ms: number }>;
  /** Times the process was started. */
  readonly starts: number;
}

export function serverProcess(name: string, options: ServerOptions): ServerProcess {
  let port = options.port ?? 0;
  let child: ChildProcess | undefined;
  let up = false;
  let starts = 0;
  const exited = (c: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (c.exitCode !== null || c.signalCode !== null) resolve(c.exitCode);
      else c.once('exit', (code) => resolve(code));
    });
  const start = async () => {
    if (child) throw new Error(`${name} is running already`);
    starts += 1;
    if (port === 0) port = await freePort();
    const c = spawn(
      process.execPath,
      ['--conditions=@plaudit/source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: options.databaseUrl,
          LOG_LEVEL: 'warn',
          MESSAGE_RATE_LIMIT: '1000000000',
          OUTBOX_CLAIM_SECONDS: '10',
          ...(options.smsWebhookUrl ? { SMS_WEBHOOK_URL: options.smsWebhookUrl } : {}),
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = c;
    let pending = '';
    const onData = (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine?.(line);
    };
    c.stdout?.on('data', onData);
    c.stderr?.on('data', onData);
    c.once('exit', () => {
      up = false;
      if (child === c) child = undefined;
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (c.exitCode !== null || c.signalCode !== null)
        throw new Error(`${name} exited (${c.exitCode ?? c.signalCode}) before it listened`);
      if (Date.now() > deadline) throw new Error(`${name} did not listen within 120 s`);
      if (await answers(port)) {
        up = true;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    name,
    url: () => (up ? `http://127.0.0.1:${port}` : undefined),
    start,
    kill: async () => {
      const c = child;
      if (!c) return;
      up = false;
      c.kill('SIGKILL');
      await exited(c);
    },
    stop: async () => {
      const c = child;
      if (!c) return { code: null, ms: 0 };
      up = false;
      const from = Date.now();
      c.kill('SIGTERM');
      const code = await exited(c);
      return { code, ms: Date.now() - from };
    },
    get starts() {
      return starts;
    },
  };
}

/** A port nothing listens on now (the kernel's choice), for a process to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  try {
    // The load balancer's health check: the process listens and reaches the database.
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(2_000),
    });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}
