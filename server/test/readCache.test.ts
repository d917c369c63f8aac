import { describe, expect, it } from 'vitest';
import { ReadCache } from '../src/readCache.ts';

/** A cache on a clock the test moves, counting the reads it makes. */
function cacheOf(max = 10) {
  let now = 1_000;
  let reads = 0;
  const cache = new ReadCache<number, string>({ max, ttlMs: 5_000, now: () => now });
  const read =
    (value: string, took = 0) =>
    async () => {
      reads += 1;
      now += took;
      await Promise.resolve();
      return value;
    };
  return {
    cache,
    read,
    at: (t: number) => {
      now = t;
    },
    get reads() {
      return reads;
    },
  };
}

describe('the read cache behind the member and shop caches', () => {
  it('gives a value back until it is as old as the time limit, counted from when its read began', async () => {
    const c = cacheOf();
    expect(await c.cache.get(1, c.read('Lerato'))).toBe('Lerato');
    c.at(5_999);
    expect(await c.cache.get(1, c.read('other'))).toBe('Lerato');
    c.at(6_000);
    expect(await c.cache.get(1, c.read('Lerato Mokoena'))).toBe('Lerato Mokoena');
    expect(c.reads).toBe(2);
    // A read that took 2 s began 2 s before its value was kept: it goes 3 s after.
    c.at(20_000);
    await c.cache.get(2, c.read('Sipho', 2_000));
    c.at(24_999);
    expect(c.cache.peek(2)).toBe('Sipho');
    c.at(25_000);
    expect(c.cache.peek(2)).toBeUndefined();
  });

  it('forgets everything on a change, and does not keep what was read before it', async () => {
    const c = cacheOf();
    await c.cache.get(1, c.read('Lerato'));
    let release: () => void = () => undefined;
    const slow = c.cache.get(2, async () => {
      await new Promise<void>((done) => {
        release = done;
      });
      return 'Sipho';
    });
    c.cache.clear();
    expect(c.cache.peek(1)).toBeUndefined();
    release();
    // The caller still gets what it read; the cache does not keep it.
    expect(await slow).toBe('Sipho');
    expect(c.cache.peek(2)).toBeUndefined();
    const mark = c.cache.mark();
    c.cache.forget(3);
    c.cache.keep(mark, 2, 'Sipho');
    expect(c.cache.peek(2)).toBeUndefined();
    c.cache.keep(c.cache.mark(), 2, 'Sipho');
    expect(c.cache.peek(2)).toBe('Sipho');
  });

  it('reads a key once for the callers asking at the same time', async () => {
    const c = cacheOf();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => c.cache.get(1, c.read('Lerato'))),
    );
    expect(answers).toEqual(['Lerato', 'Lerato', 'Lerato', 'Lerato', 'Lerato']);
    expect(c.reads).toBe(1);
  });

  it('drops the least recently used values beyond its size', async () => {
    const c = cacheOf(2);
    for (const key of [1, 2]) await c.cache.get(key, c.read(String(key)));
    expect(c.cache.peek(1)).toBe('1');
    await c.cache.get(3, c.read('3'));
    expect([1, 2, 3].map((key) => c.cache.peek(key))).toEqual(['1', undefined, '3']);
  });
});
