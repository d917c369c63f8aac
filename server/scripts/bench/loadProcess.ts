/**
 * The bench's load generator, a process of its own (forked by load.ts): the server under measurement keeps
 * its event loop and its core to itself. It takes one job at a time from its parent and answers with the
 * figures: an autocannon run, or shoppers placing orders (shop.ts).
 */
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import type { LoadJob, LoadResult, RequestResult, ShoppersResult } from './load.ts';

type AutocannonJob = Extract<LoadJob, { kind: 'autocannon' }>;
type ShoppersJob = Extract<LoadJob, { kind: 'shoppers' }>;
type RequestJob = Extract<LoadJob, { kind: 'request' }>;

/** A fresh Idempotency-Key per request (as the portal sends one), and the givers and bodies taken in turn. */
function varied(job: AutocannonJob) {
  const { vary } = job;
  if (!vary) return {};
  let turn = 0;
  return {
    requests: [
      {
        setupRequest: (request: { headers: Record<string, string>; body?: string }) => {
          turn += 1;
          const headers = { ...request.headers };
          if (vary.idempotencyKey) headers['idempotency-key'] = randomUUID();
          const authorization = vary.authorizations?.[turn % vary.authorizations.length];
          if (authorization) headers.authorization = authorization;
          const body = vary.bodies?.[turn % vary.bodies.length] ?? request.body;
          return { ...request, headers, ...(body === undefined ? {} : { body }) };
        },
      },
    ],
  };
}

async function runAutocannon(job: AutocannonJob): Promise<LoadResult> {
  const options = {
    url: job.url,
    method: 'POST' as const,
    headers: job.headers,
    body: job.body,
    connections: job.connections,
    ...varied(job),
  };
  await autocannon({ ...options, duration: job.warmUpSeconds });
  const result = await autocannon({ ...options, duration: job.seconds });
  return {
    kind: 'autocannon',
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

interface ShopperRun {
  placed: number;
  refused: Map<string, number>;
  failed: number;
  latencies: number[];
}

/**
 * Each shopper in turn: one of the product into the basket, then an order of exactly what that answer says
 * the basket holds (so an order is never refused as stale because an earlier request failed), on kept-alive
 * connections, one per shopper (node:http, so no client library's cost is in the figure).
 */
async function runShoppers(job: ShoppersJob): Promise<ShoppersResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.tokens.length });
  const call = (token: string, path: string, body: unknown, key?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        `${job.url}${path}`,
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
  const shop = async (token: string, until: number): Promise<ShopperRun> => {
    const run: ShopperRun = { placed: 0, refused: new Map(), failed: 0, latencies: [] };
    const refuse = (what: string) => run.refused.set(what, (run.refused.get(what) ?? 0) + 1);
    while (Date.now() < until) {
      const started = performance.now();
      try {
        const added = await call(token, '/api/shop/addtobasket', { productId: job.productId });
        if (added.status !== 200) {
          refuse(`addtobasket ${added.status}`);
          continue;
        }
        const { totalBasketPrice } = JSON.parse(added.text) as { totalBasketPrice: number };
        const placed = await call(
          token,
          '/api/shop/placeOrder',
          { ...job.order, vfyTotal: totalBasketPrice },
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
  const startedAt = performance.now();
  const runs = await Promise.all(job.tokens.map((t) => shop(t, Date.now() + job.seconds * 1000)));
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  const refused = new Map<string, number>();
  for (const r of runs) for (const [k, n] of r.refused) refused.set(k, (refused.get(k) ?? 0) + n);
  return {
    kind: 'shoppers',
    placed: runs.reduce((n, r) => n + r.placed, 0),
    elapsed,
    p50: at(0.5),
    p99: at(0.99),
    refused: [...refused],
    failed: runs.reduce((n, r) => n + r.failed, 0),
  };
}

async function runRequest(job: RequestJob): Promise<RequestResult> {
  const started = performance.now();
  const answer = await fetch(job.url, { method: 'POST', headers: job.headers, body: job.body });
  const text = await answer.text();
  return { kind: 'request', status: answer.status, text, ms: performance.now() - started };
}

process.on('message', (message: { id: number; job: LoadJob }) => {
  const { id, job } = message;
  const running =
    job.kind === 'autocannon'
      ? runAutocannon(job)
      : job.kind === 'shoppers'
        ? runShoppers(job)
        : runRequest(job);
  running.then(
    (result) => process.send?.({ id, result }),
    (error: unknown) => process.send?.({ id, error: String(error) }),
  );
});
