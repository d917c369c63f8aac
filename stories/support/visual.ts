import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Committed screenshot baselines of the stories marked `parameters: { visual: true }`. */
const baselineDir = path.resolve('stories/__visual__');
const diffDir = path.resolve('storybook-static/visual-diff');
const update = process.env['VISUAL_UPDATE'] === '1';
/** Share of pixels allowed to differ: anti-aliasing noise, not a changed component. */
const tolerance = 0.002;

/** What pixelDiff.mjs finds: another size, or how many pixels differ (with the diff image when too many). */
type PixelDiff =
  | { kind: 'size'; width: number; height: number }
  | { kind: 'pixels'; changed: number; diff: Uint8Array | undefined };

type Answer = { id: number; found: PixelDiff } | { id: number; error: string };

/**
 * The comparing thread of this story file: started by its first comparison that needs pixels, and ended
 * once no comparison has come for a second (a story file's stories follow each other closely).
 */
let differ:
  | {
      worker: Worker;
      waiting: Map<number, { resolve: (found: PixelDiff) => void; reject: (e: Error) => void }>;
      idle?: NodeJS.Timeout;
    }
  | undefined;
let requests = 0;

function startDiffer(): NonNullable<typeof differ> {
  const worker = new Worker(path.resolve('stories/support/pixelDiff.mjs'));
  const started: NonNullable<typeof differ> = { worker, waiting: new Map() };
  const fail = (error: Error) => {
    if (differ === started) differ = undefined;
    for (const { reject } of started.waiting.values()) reject(error);
    started.waiting.clear();
  };
  worker.on('message', (answer: Answer) => {
    const waiter = started.waiting.get(answer.id);
    started.waiting.delete(answer.id);
    if ('error' in answer) waiter?.reject(new Error(answer.error));
    else waiter?.resolve(answer.found);
    if (started.waiting.size > 0) return;
    started.idle = setTimeout(() => {
      if (differ === started) differ = undefined;
      void worker.terminate();
    }, 1000);
    started.idle.unref();
  });
  worker.once('error', fail);
  worker.once('exit', (code) => {
    fail(new Error(`the pixel comparison stopped with code ${String(code)}`));
  });
  return started;
}

function pixelDiff(expected: Buffer, actual: Buffer): Promise<PixelDiff> {
  differ ??= startDiffer();
  const { worker, waiting } = differ;
  clearTimeout(differ.idle);
  const id = (requests += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, expected, actual, tolerance });
  });
}

/**
 * Compares a screenshot with its baseline; resolves to a failure text, or undefined when it matches.
 * A missing baseline is written (first run), and VISUAL_UPDATE=1 rewrites them all.
 */
export async function compare(name: string, actual: Buffer): Promise<string | undefined> {
  const file = path.join(baselineDir, `${name}.png`);
  if (update || !existsSync(file)) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(file, actual);
    return undefined;
  }
  const baseline = readFileSync(file);
  // The same pixels mostly come back as the same bytes, which need no decoding.
  if (baseline.equals(actual)) return undefined;
  const found = await pixelDiff(baseline, actual);
  if (found.kind === 'size') {
    return `${name}: size ${String(found.width)}x${String(found.height)} differs from the baseline`;
  }
  if (!found.diff) return undefined;
  mkdirSync(diffDir, { recursive: true });
  writeFileSync(path.join(diffDir, `${name}.actual.png`), actual);
  writeFileSync(path.join(diffDir, `${name}.diff.png`), found.diff);
  return `${name}: ${String(found.changed)} pixels differ from the baseline (see ${diffDir})`;
}
