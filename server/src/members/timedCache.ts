/**
 * Values by key, each kept in memory for at most `ttlMs`, the oldest dropped beyond `maxEntries`.
 * `changed()` forgets them all, and a value read before a change is not kept after it: take `mark()`
 * before reading and hand it to `keep`.
 */
export class TimedCache<K, V> {
  private readonly entries = new Map<K, { value: V; loadedAt: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The value kept for the key, if it is younger than the time limit at `t` (ms). */
  fresh(key: K, t: number): V | undefined {
    const entry = this.entries.get(key);
    return entry && t - entry.loadedAt < this.ttlMs ? entry.value : undefined;
  }

  /** Taken before a read, for `keep`. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a value read at `loadedAt` since `mark`, unless a change came in between. */
  keep(mark: number, key: K, value: V, loadedAt: number): void {
    if (mark !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, { value, loadedAt });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets one key's value, and whatever is being read now (a read of another key is only read again). */
  forget(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  /** Forgets every value, and whatever is being read now. */
  changed(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
