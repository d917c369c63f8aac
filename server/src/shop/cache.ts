import type { CompressedCopies } from '../http/compression.ts';
import { ReadCache } from '../readCache.ts';
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
  readonly members: ReadCache<number, ShopMember>;
  readonly categories: ReadCache<
    number,
    { cat1: string; cat2: string; cat3: string; prodCat3Id: number }[]
  >;
  readonly productLists: ReadCache<string, EncodedAnswer>;
  readonly categoryAnswers: ReadCache<number, EncodedAnswer>;

  constructor(ttlMs: number, now: () => Date = () => new Date()) {
    const clock = () => now().getTime();
    this.members = new ReadCache({ max: 20_000, ttlMs, now: clock });
    this.categories = new ReadCache({ max: 100, ttlMs, now: clock });
    this.productLists = new ReadCache({ max: 5_000, ttlMs, now: clock });
    this.categoryAnswers = new ReadCache({ max: 20_000, ttlMs, now: clock });
  }

  catalogueChanged(): void {
    this.categories.clear();
    this.productLists.clear();
    this.categoryAnswers.clear();
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
    this.categoryAnswers.clear();
  }
}
