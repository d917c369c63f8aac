// The pixel comparison of stories/support/visual.ts, in a worker thread of its own: inside the story tests'
// Jest sandbox, pngjs and pixelmatch ran about fifteen times slower than in plain Node (a third of a second
// to decode one screenshot), which was half of every story's time. The thread answers one comparison per
// message, so a story file's screenshots share it (starting a thread costs more than a comparison).
import { parentPort } from 'node:worker_threads';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** @param {{ expected: Uint8Array, actual: Uint8Array, tolerance: number }} pair */
function compare({ expected, actual, tolerance }) {
  const want = PNG.sync.read(Buffer.from(expected));
  const got = PNG.sync.read(Buffer.from(actual));
  if (want.width !== got.width || want.height !== got.height)
    return { kind: 'size', width: got.width, height: got.height };
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(want.data, got.data, diff.data, got.width, got.height, {
    threshold: 0.1,
  });
  const within = changed / (got.width * got.height) <= tolerance;
  return { kind: 'pixels', changed, diff: within ? undefined : PNG.sync.write(diff) };
}

/** @typedef {{ id: number, expected: Uint8Array, actual: Uint8Array, tolerance: number }} Request */
parentPort?.on('message', (/** @type {Request} */ request) => {
  try {
    parentPort?.postMessage({ id: request.id, found: compare(request) });
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: String(error) });
  }
});
