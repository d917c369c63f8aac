import { describe, expect, it } from 'vitest';
import { TimedCache } from '../src/members/timedCache.ts';

describe('the timed cache behind the member caches', () => {
  it('gives a value back until it is as old as the time limit', () => {
    const cache = new TimedCache<number, string>(5_000, 10);
    cache.keep(cache.mark(), 1, 'Lerato', 1_000);
    expect(cache.fresh(1, 5_999)).toBe('Lerato');
    expect(cache.fresh(1, 6_000)).toBeUndefined();
    expect(cache.fresh(2, 1_000)).toBeUndefined();
  });

  it('forgets everything on a change, and does not keep what was read before it', () => {
    const cache = new TimedCache<number, string>(5_000, 10);
    cache.keep(cache.mark(), 1, 'Lerato', 0);
    const mark = cache.mark();
    cache.changed();
    expect(cache.fresh(1, 0)).toBeUndefined();
    cache.keep(mark, 2, 'Sipho', 0);
    expect(cache.fresh(2, 0)).toBeUndefined();
    cache.keep(cache.mark(), 2, 'Sipho', 0);
    expect(cache.fresh(2, 0)).toBe('Sipho');
  });

  it('drops the least recently kept values beyond its size', () => {
    const cache = new TimedCache<number, number>(5_000, 2);
    for (const key of [1, 2, 1, 3]) cache.keep(cache.mark(), key, key, 0);
    expect([1, 2, 3].map((key) => cache.fresh(key, 0))).toEqual([1, undefined, 3]);
  });
});
