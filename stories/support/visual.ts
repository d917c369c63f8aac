import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Committed screenshot baselines of the stories marked `parameters: { visual: true }`. */
const baselineDir = path.resolve('stories/__visual__');
const diffDir = path.resolve('storybook-static/visual-diff');
const update = process.env['VISUAL_UPDATE'] === '1';
/** Share of pixels allowed to differ: anti-aliasing noise, not a changed component. */
const tolerance = 0.002;

/**
 * Compares a screenshot with its baseline; returns a failure text, or undefined when it matches.
 * A missing baseline is written (first run), and VISUAL_UPDATE=1 rewrites them all.
 */
export function compare(name: string, actual: Buffer): string | undefined {
  const file = path.join(baselineDir, `${name}.png`);
  if (update || !existsSync(file)) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(file, actual);
    return undefined;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    return `${name}: size ${String(got.width)}x${String(got.height)} differs from the baseline`;
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: 0.1,
  });
  if (changed / (got.width * got.height) <= tolerance) return undefined;
  mkdirSync(diffDir, { recursive: true });
  writeFileSync(path.join(diffDir, `${name}.actual.png`), actual);
  writeFileSync(path.join(diffDir, `${name}.diff.png`), PNG.sync.write(diff));
  return `${name}: ${String(changed)} pixels differ from the baseline (see ${diffDir})`;
}
