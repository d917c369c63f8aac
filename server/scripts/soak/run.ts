/**
 * `npm run soak`: the long soak on PostgreSQL. Several server processes (src/main.ts) on one new
 * database, many clients sending awards, basket changes and orders (some again with the same
 * Idempotency-Key), a server killed with SIGKILL now and then and started again; the invariants checked
 * after every restart and at the end, and the outbox compared with what the SMS gateway received.
 *
 * Options (environment or flags): SOAK_SECONDS / --seconds (180), SOAK_CLIENTS / --clients (50),
 * SOAK_SERVERS / --servers (3), SOAK_CRASHES / --crashes (5), SOAK_DATABASE_URL (else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/test: a database is created next to it and dropped after).
 * Exits 1 when an invariant is broken, a 5xx came, or something was unexpectedly allowed.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { runSoak } from './scenario.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string' },
    clients: { type: 'string' },
    servers: { type: 'string' },
    crashes: { type: 'string' },
  },
});
const env = process.env;
const number = (flag: string | undefined, name: string, fallback: number) => {
  const value = Number(flag ?? env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const seconds = number(values.seconds, 'SOAK_SECONDS', 180);
const clients = number(values.clients, 'SOAK_CLIENTS', 50);
const servers = Math.max(1, number(values.servers, 'SOAK_SERVERS', 3));
const crashes = number(values.crashes, 'SOAK_CRASHES', 5);
const adminUrl =
  env.SOAK_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const stamp = () => new Date().toISOString().slice(11, 19);

// The machine's speed just before the run (this machine is shared and its speed drifts): a bare Fastify
// route at the same number of connections, so the run's throughput can be read against it.
const bare = Fastify();
bare.post('/bare', async () => ({ ok: true }));
const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`;
const bareRun = await autocannon({
  url: bareUrl,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{}',
  connections: clients,
  duration: 3,
});
await bare.close();
const bareRps = bareRun.requests.total / 3;
console.log(
  `soak: ${clients} clients, ${servers} servers, ${seconds} s, ${crashes} SIGKILLs (load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
const result = await runSoak({
  adminUrl,
  servers,
  clients,
  durationMs: seconds * 1000,
  crashes,
  // Enough points that most awards and orders go through (some are still refused for want of points).
  prepare: { budget: 20_000, redeemable: 10_000 },
  log: (line) => console.log(`${stamp()} ${line}`),
});
const { load } = result;
const runSeconds = (load.endedAt - load.startedAt) / 1000;
const ok = load.statuses.get(200) ?? 0;
const fiveXx = [...load.serverErrors.values()].reduce((a, b) => a + b, 0);
const statusLine = [...load.statuses.entries()]
  .sort(([a], [b]) => a - b)
  .map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`)
  .join(', ');
const checkViolations = result.checks.reduce((n, c) => n + c.violations.length, 0);
const violations = checkViolations + result.finalViolations.length + load.divergentReplays.length;
const duplicated = result.duplicatedCodes + (result.crashes > 0 ? 0 : result.outbox.deliveredTwice);

console.log(`
requests made:                 ${load.requests} (${statusLine})
acknowledged awards:           ${load.awards.length}
acknowledged orders:           ${load.orders.length}
retries with the same key:     ${load.deliberateRetries} after an answer, ${load.recoveryRetries} after no answer or a 5xx
crashes survived:              ${result.crashes} (SIGKILL and restart; invariants checked after each)
invariant violations:          ${violations}
5xx answers:                   ${fiveXx}
unexpected successes:          ${load.unexpectedSuccesses.length}
duplicated voucher codes:      ${result.duplicatedCodes}
SMS sent twice by the outbox:  ${result.outbox.deliveredTwice} of ${result.outbox.sms}${
  result.crashes > 0 ? ' (re-sent after a crash, each with its first Idempotency-Key)' : ''
}; never delivered: ${result.outbox.neverDelivered}
duplicated codes or messages:  ${duplicated}
throughput:                    ${(load.requests / runSeconds).toFixed(1)} requests/s (${((load.requests / runSeconds / bareRps) * 100).toFixed(1)}% of a bare Fastify route's ${bareRps.toFixed(0)}/s just before), ${(ok / runSeconds).toFixed(1)} answered 2xx/s, ${((load.awards.length + load.orders.length) / runSeconds).toFixed(1)} acknowledged awards+orders/s over ${runSeconds.toFixed(0)} s
load average after the run:    ${loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')}`);
for (const c of result.checks)
  for (const v of c.violations.slice(0, 5)) console.log(`  after ${c.after}: ${v}`);
for (const v of [...result.finalViolations, ...load.divergentReplays].slice(0, 20))
  console.log(`  at the end: ${v}`);
for (const u of load.unexpectedSuccesses.slice(0, 10)) console.log(`  unexpected: ${u}`);
for (const f of result.serverFailures.slice(0, 10)) console.log(`  server: ${f}`);
if (fiveXx > 0)
  console.log(`  5xx by call: ${JSON.stringify(Object.fromEntries(load.serverErrors))}`);
process.exit(violations > 0 || fiveXx > 0 || load.unexpectedSuccesses.length > 0 ? 1 : 0);
