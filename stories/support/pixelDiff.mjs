// The pixel comparison of stories/support/visual.ts, in a worker thread of its own: inside the story tests'
// Jest sandbox, pngjs and pixelmatch ran about fifteen times slower than in plain Node (a third of a second
// to decode one screenshot), which was half of every story's time.
import { parentPort, workerData } from 'node:worker_threads';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** @type {{ expected: Uint8Array, actual: Uint8Array, tolerance: number }} */
const { expected, actual, tolerance } = workerData;
const want = PNG.sync.read(Buffer.from(expected));
const got = PNG.sync.read(Buffer.from(actual));
if (want.width !== got.width || want.height !== got.height) {
  parentPort?.postMessage({ kind: 'size', width: got.width, height: got.height });
} else {
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(want.data, got.data, diff.data, got.width, got.height, {
    threshold: 0.1,
  });
  const within = changed / (got.width * got.height) <= tolerance;
  parentPort?.postMessage({
    kind: 'pixels',
    changed,
    diff: within ? undefined : PNG.sync.write(diff),
  });
}
