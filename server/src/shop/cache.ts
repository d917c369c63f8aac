import type { CompressedCopies } from '../http/compression.ts';
import { TimedCache } from '../members/timedCache.ts';
import type { ShopMember } from './catalogue.ts';

/** An answer encoded once, with its compressed copies (made on demand), as registerCall sends it. */
export interface EncodedAnswer {
  json: string;
  copies: CompressedCopies;
}

/**
 * What every shop page asks again and again, kept in memory for a few seconds (DESIGN.md "Scale": at most
 * 5 s, so another server process's change shows soon): a member's cluster and shop settings, a cluster's
 * category rows, and a category's product list as it travels. Basket totals and balances are never kept.
 * `catalogueChanged()` forgets the catalogue at once (this process's own price changes).
 */
export class ShopCaches {
  readonly members: TimedCache<number, ShopMember>;
  readonly categories: TimedCache<
    number,
    { cat1: string; cat2: string; cat3: string; prodCat3Id: number }[]
  >;
  readonly productLists: TimedCache<string, EncodedAnswer>;

  constructor(ttlMs: number) {
    this.members = new TimedCache(ttlMs, 20_000);
    this.categories = new TimedCache(ttlMs, 100);
    this.productLists = new TimedCache(ttlMs, 5_000);
  }

  catalogueChanged(): void {
    this.categories.changed();
    this.productLists.changed();
  }
}

/** A value from a cache, or loaded (and kept unless a change came in meanwhile). */
export async function cached<K, V>(
  cache: TimedCache<K, V>,
  key: K,
  now: number,
  load: () => Promise<V>,
): Promise<V> {
  const kept = cache.fresh(key, now);
  if (kept !== undefined) return kept;
  const mark = cache.mark();
  const value = await load();
  cache.keep(mark, key, value, now);
  return value;
}
