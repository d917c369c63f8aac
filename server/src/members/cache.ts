import type { Db } from '../db/client.ts';
import { encodeResponse } from '../http/calls.ts';
import type { CompressedCopies } from '../http/compression.ts';
import { loadMemberBundle, type MemberBundle } from './bundle.ts';
import { TimedCache } from './timedCache.ts';

export interface MemberData {
  bundle: MemberBundle;
  /** The bundle as it travels (encoded, and so validated, once). */
  wire: Record<string, unknown>;
  /** `wire` as JSON text, ready to send. */
  json: string;
  /** `json` compressed, made at the first call that accepts each encoding; gone with the entry. */
  compressed: CompressedCopies;
  divisionId: number;
}

/**
 * getmemberdata's bundle per member, kept in memory for at most `ttlMs`. The bundle shows other members
 * too (recent recognition of the country, get-to-know of the division), so every write that changes a
 * member, a balance, a ledger entry or a picture calls `changed()`, which empties the whole cache; the time
 * limit bounds what a write by another process can leave stale.
 */
export class MemberDataCache {
  private readonly bundles: TimedCache<number, MemberData>;
  private readonly loading = new Map<number, Promise<MemberData>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    ttlMs: number,
    maxEntries = 20_000,
  ) {
    this.bundles = new TimedCache(ttlMs, maxEntries);
  }

  async get(memberId: number): Promise<MemberData> {
    const t = this.now().getTime();
    const kept = this.bundles.fresh(memberId, t);
    if (kept) return kept;
    const pending = this.loading.get(memberId);
    if (pending) return pending;
    const mark = this.bundles.mark();
    const load = this.load(memberId).finally(() => {
      if (this.loading.get(memberId) === load) this.loading.delete(memberId);
    });
    this.loading.set(memberId, load);
    const data = await load;
    this.bundles.keep(mark, memberId, data, t);
    return data;
  }

  /** Something getmemberdata shows has changed: forget every bundle. */
  changed(): void {
    this.bundles.changed();
    this.loading.clear();
  }

  private async load(memberId: number): Promise<MemberData> {
    const { bundle, divisionId } = await loadMemberBundle(this.db, memberId);
    const wire = encodeResponse('getMemberData', bundle) as Record<string, unknown>;
    return { bundle, wire, json: JSON.stringify(wire), compressed: {}, divisionId };
  }
}
