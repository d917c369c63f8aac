import { openDatabase, type Database } from '../../src/db/client.ts';
import { startSmsGateway } from './gateway.ts';
import { checkInvariants, checkOutbox, type OutboxReport } from './invariants.ts';
import { startLoad, type LoadRecord } from './load.ts';
import { serverProcess, type ServerProcess } from './servers.ts';
import { createDatabase, prepareSoak, type PrepareOptions } from './setup.ts';

/**
 * One soak run: a fresh PostgreSQL database with the demo programme, `servers` server processes on it,
 * `clients` clients for `durationMs`, and (with `crashes`) a server killed with SIGKILL and started again
 * that many times, spread over the run. After each restart and at the end the invariants are checked
 * against what had been acknowledged by then; at the end the outbox is drained and compared with what the
 * SMS gateway received.
 */

export interface SoakOptions {
  /** A PostgreSQL URL the run may create a database next to. */
  adminUrl: string;
  servers: number;
  clients: number;
  durationMs: number;
  crashes: number;
  prepare?: PrepareOptions;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface CheckPoint {
  after: string;
  violations: string[];
}

export interface SoakResult {
  load: LoadRecord;
  crashes: number;
  checks: CheckPoint[];
  finalViolations: string[];
  duplicatedCodes: number;
  outbox: OutboxReport;
  /** Server processes' lines that look like failures (uncaught errors). */
  serverFailures: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  const created = await createDatabase(options.adminUrl);
  let database: Database | undefined;
  const gateway = await startSmsGateway();
  const servers: ServerProcess[] = [];
  const serverFailures: string[] = [];
  try {
    database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
    const world = await prepareSoak(database, options.prepare);
    const db = database.db;
    for (let i = 0; i < options.servers; i += 1)
      servers.push(
        serverProcess(`server ${i + 1}`, {
          databaseUrl: created.url,
          smsWebhookUrl: gateway.url,
          env: { SEED: 'false' },
          onLine: (line) => {
            if (/uncaught|unhandled|FATAL|"level":(50|60)/i.test(line))
              serverFailures.push(`server ${i + 1}: ${line.slice(0, 400)}`);
          },
        }),
      );
    await Promise.all(servers.map((s) => s.start()));
    log(`${servers.length} server(s) up on ${created.url.replace(/\/\/[^@]*@/, '//')}`);

    const checks: CheckPoint[] = [];
    let crashes = 0;
    let crashesDone = options.crashes === 0;
    const startedAt = Date.now();
    const targets = () => servers.flatMap((s) => s.url() ?? []);
    // The load runs for `durationMs`, and on until the last crash's restart has been checked.
    const loading = startLoad({
      world,
      targets,
      clients: options.clients,
      durationMs: options.durationMs * 10,
      stopped: () => crashesDone && Date.now() >= startedAt + options.durationMs,
    });
    // Crashes spread over the first 80 % of the run, each at its time or, if the restart before took
    // longer, at once.
    const crashing = (async () => {
      const spacing = (options.durationMs * 0.8) / Math.max(1, options.crashes);
      for (let n = 1; n <= options.crashes; n += 1) {
        const at = startedAt + spacing * (n - 0.5 + (Math.random() - 0.5) * 0.4);
        await sleep(Math.max(0, at - Date.now()));
        const victim = servers[Math.floor(Math.random() * servers.length)];
        if (!victim) break;
        await victim.kill();
        crashes += 1;
        log(`SIGKILL ${victim.name} (${crashes})`);
        await sleep(200 + Math.random() * 500);
        await victim.start();
        // What was acknowledged before the restart must be there now, and the ledger must balance.
        const acked = { awards: [...loading.record.awards], orders: [...loading.record.orders] };
        const report = await checkInvariants(db, acked);
        checks.push({
          after: `restart ${crashes} (${victim.name})`,
          violations: report.violations,
        });
        log(`restarted ${victim.name}: ${report.violations.length} violations`);
      }
    })().finally(() => {
      crashesDone = true;
    });
    const load = await loading.done;
    await crashing;
    const final = await checkInvariants(db, load);
    const outbox = await checkOutbox(db, gateway, {
      waitMs: 60_000,
      allowResends: crashes > 0,
    });
    return {
      load,
      crashes,
      checks,
      finalViolations: [...final.violations, ...outbox.violations],
      duplicatedCodes: final.duplicatedCodes,
      outbox,
      serverFailures,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await gateway.close();
    await database?.close();
    await created.drop();
  }
}
