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
 * category rows, a category's product list as it travels, and a member's categorylist answer (the tree
 * with the basket's totals and the points available, as it travels). This process forgets a member's
 * answer at once when their basket changes (`basketChanged`) and every member's when a balance or member
 * changes (`membersChanged`; app.ts wires both to the feed of changes); `catalogueChanged()` forgets the catalogue and
 * the answers at once (this process's own price changes). placeOrder and checkout never read these.
 */
export class ShopCaches {
  readonly members: TimedCache<number, ShopMember>;
  readonly categories: TimedCache<
    number,
    { cat1: string; cat2: string; cat3: string; prodCat3Id: number }[]
  >;
  readonly productLists: TimedCache<string, EncodedAnswer>;
  readonly categoryAnswers: TimedCache<number, EncodedAnswer>;

  constructor(ttlMs: number) {
    this.members = new TimedCache(ttlMs, 20_000);
    this.categories = new TimedCache(ttlMs, 100);
    this.productLists = new TimedCache(ttlMs, 5_000);
    this.categoryAnswers = new TimedCache(ttlMs, 20_000);
  }

  catalogueChanged(): void {
    this.categories.changed();
    this.productLists.changed();
    this.categoryAnswers.changed();
  }

  /** A member's basket changed in this process. */
  basketChanged(memberId: number): void {
    this.categoryAnswers.forget(memberId);
  }

  /**
   * A balance or a member changed in this process (an order, an award, a profile). The members' shop
   * settings stay (their cluster's; placeOrder reads the member's own number afresh with its lines).
   */
  membersChanged(): void {
    this.categoryAnswers.changed();
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
