import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What the load process (loadProcess.ts) is asked to run. */
export type LoadJob =
  | {
      kind: 'autocannon';
      url: string;
      headers: Record<string, string>;
      body: string;
      connections: number;
      warmUpSeconds: number;
      seconds: number;
      /** Per request: a fresh Idempotency-Key; authorizations and bodies taken in turn. */
      vary?: { idempotencyKey?: boolean; authorizations?: string[]; bodies?: string[] };
    }
  | {
      kind: 'shoppers';
      url: string;
      /** One shopper per token, each on a connection of its own. */
      tokens: string[];
      productId: number;
      /** The placeOrder body but the total, which each order takes from its addtobasket answer. */
      order: Record<string, unknown>;
      seconds: number;
    }
  | { kind: 'request'; url: string; headers: Record<string, string>; body: string };

export type LoadResult = {
  kind: 'autocannon';
  total: number;
  p50: number;
  p99: number;
  errors: number;
};

export type ShoppersResult = {
  kind: 'shoppers';
  placed: number;
  elapsed: number;
  p50: number;
  p99: number;
  refused: [string, number][];
  failed: number;
};

/** One request, timed from the load process. */
export type RequestResult = { kind: 'request'; status: number; text: string; ms: number };

type Result = LoadResult | ShoppersResult | RequestResult;
type Answer = { id: number; result?: Result; error?: string };

let child: ChildProcess | undefined;
let nextId = 0;
const waiting = new Map<number, (answer: Answer) => void>();

/** The load process, started on first use (tsx in a process of its own, like `npm run bench` itself). */
function loadProcess(): ChildProcess {
  if (child) return child;
  const started = fork(fileURLToPath(new URL('./loadProcess.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('message', (answer: Answer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  started.on('exit', (code) => {
    for (const [, settle] of waiting) settle({ id: -1, error: `the load process ended (${code})` });
    waiting.clear();
    child = undefined;
  });
  child = started;
  return started;
}

function run(job: LoadJob): Promise<Result> {
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, (answer) =>
      answer.result ? resolve(answer.result) : reject(new Error(answer.error)),
    );
    loadProcess().send({ id, job });
  });
}

export async function autocannonRun(
  job: Extract<LoadJob, { kind: 'autocannon' }>,
): Promise<LoadResult> {
  const result = await run(job);
  if (result.kind !== 'autocannon') throw new Error('the load process answered another job');
  return result;
}

export async function shoppersRun(
  job: Extract<LoadJob, { kind: 'shoppers' }>,
): Promise<ShoppersResult> {
  const result = await run(job);
  if (result.kind !== 'shoppers') throw new Error('the load process answered another job');
  return result;
}

export async function timedRequest(
  job: Extract<LoadJob, { kind: 'request' }>,
): Promise<RequestResult> {
  const result = await run(job);
  if (result.kind !== 'request') throw new Error('the load process answered another job');
  return result;
}

/** Ends the load process (the bench's last step). */
export function stopLoad(): void {
  child?.kill();
}
