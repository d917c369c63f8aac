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

function pixelDiff(expected: Buffer, actual: Buffer): Promise<PixelDiff> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.resolve('stories/support/pixelDiff.mjs'), {
      workerData: { expected, actual, tolerance },
    });
    worker.once('message', (found: PixelDiff) => {
      resolve(found);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the pixel comparison stopped with code ${String(code)}`));
    });
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
