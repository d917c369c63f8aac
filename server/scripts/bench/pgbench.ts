import { spawnSync } from 'node:child_process';
import { connections, record, seconds, type Row } from './measure.ts';

export const pgbenchCall = 'pgbench tpcb-like (prepared)';

/** pgbench's own scale: ten branches, so ten clients do not all queue on one branch row. */
const scale = 10;

const pgbench = (args: string[]) =>
  spawnSync('pgbench', args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });

/** Whether pgbench is on the PATH (Debian's PostgreSQL has it). */
export const hasPgbench = (): boolean => pgbench(['--version']).status === 0;

/**
 * The database's own ceiling for a durable transaction like an award (three updates, an insert, a
 * commit that waits for the disk), at the bench's concurrency, from pgbench's own process:
 * `pgbench -b tpcb-like -M prepared`. Its tables live in the bench's database (dropped with it).
 */
export function measurePgbench(database: string, url: string): Row | undefined {
  const init = pgbench(['-i', '-q', '-s', String(scale), url]);
  if (init.status !== 0) {
    console.log(`pgbench -i failed: ${init.stderr.trim()}`);
    return undefined;
  }
  const threads = String(Math.min(2, connections));
  const run = pgbench([
    ...['-n', '-b', 'tpcb-like', '-M', 'prepared'],
    ...['-c', String(connections), '-j', threads, '-T', String(seconds), url],
  ]);
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
  pgbench(['-i', '-I', 'd', url]);
  if (run.status !== 0 || tps === undefined) {
    console.log(`pgbench failed: ${run.stderr.trim()}`);
    return undefined;
  }
  // pgbench reports an average, not percentiles: it stands in both columns.
  const average = Math.round(Number(latency ?? 0));
  return record(
    {
      database,
      call: pgbenchCall,
      rps: Number(tps),
      p50: average,
      p99: average,
      errors: 0,
      noBare: true,
    },
    'tx/s ',
    ' (latency: average)',
  );
}
