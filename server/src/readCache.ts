import { LRUCache } from 'lru-cache';

/**
 * What the member and shop caches keep of the database, on lru-cache. Their rules (tested through the
 * caches that use it, test/readCache.test.ts):
 * - a value is kept at most `ttlMs` from when its read began (DESIGN.md "Scale": at most 5 s, so another
 *   server process's write shows soon), the least recently used dropped beyond `max`;
 * - callers asking for a key while it is read wait for that one read (lru-cache's fetch: single flight);
 * - `forget(key)` and `clear()` drop values at once (the feed of this process's committed writes), and a
 *   read under way then is not kept: its callers get what it read, the next caller reads again.
 */
export class ReadCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly values: LRUCache<K, V, () => Promise<V>>;
  /** Moves on at every forget and clear: a read begun before it is not kept. */
  private version = 0;
  /** The keys being read, with how many reads (lru-cache's keys() leaves them out), for clear. */
  private readonly reading = new Map<K, number>();

  constructor(
    private readonly options: {
      readonly max: number;
      readonly ttlMs: number;
      /** The clock, in ms (tests move it). */
      readonly now: () => number;
    },
  ) {
    this.values = new LRUCache<K, V, () => Promise<V>>({
      max: options.max,
      ttl: options.ttlMs,
      ttlResolution: 0,
      // lru-cache takes a start time of 0 for "never stale": a clock that starts at 0 (a test's) is moved on.
      perf: { now: () => options.now() + 1 },
      // A read overtaken by a forget or clear still answers its callers; lru-cache then does not keep it.
      ignoreFetchAbort: true,
      fetchMethod: async (key, _stale, { options: set, context: load }) => {
        const startedAt = options.now();
        this.reading.set(key, (this.reading.get(key) ?? 0) + 1);
        try {
          const value = await load();
          set.ttl = this.ttlFrom(startedAt);
          return value;
        } finally {
          const left = (this.reading.get(key) ?? 1) - 1;
          if (left === 0) this.reading.delete(key);
          else this.reading.set(key, left);
        }
      },
    });
  }

  /** The value kept for the key, or read by `load` (once for every caller asking meanwhile). */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    const value = await this.values.fetch(key, { context: load });
    if (value === undefined) throw new Error('A cached read gave nothing.');
    return value;
  }

  /** The value kept for the key, if one is. */
  peek(key: K): V | undefined {
    return this.values.get(key);
  }

  /** Taken before a read of several keys at once, for `keep`. */
  mark(): { readonly version: number; readonly startedAt: number } {
    return { version: this.version, startedAt: this.options.now() };
  }

  /** Keeps values read together since `mark`, unless a forget or clear came in between. */
  keep(mark: { readonly version: number; readonly startedAt: number }, key: K, value: V): void {
    if (mark.version !== this.version) return;
    this.values.set(key, value, { ttl: this.ttlFrom(mark.startedAt) });
  }

  forget(key: K): void {
    this.version += 1;
    this.values.delete(key);
  }

  clear(): void {
    this.version += 1;
    // lru-cache's own clear() empties arrays as long as `max` (100,000 rows for the member list) at every
    // committed write, a millisecond of the event loop each; deleting what is kept and read costs only that.
    for (const key of [...this.values.keys(), ...this.reading.keys()]) this.values.delete(key);
  }

  /**
   * The time left to a value read from `startedAt`: lru-cache counts from when it is set and holds a value
   * while its age is at most its ttl, so a value is gone once `ttlMs` have passed since its read began.
   */
  private ttlFrom(startedAt: number): number {
    return Math.max(1, this.options.ttlMs - 1 - (this.options.now() - startedAt));
  }
}
