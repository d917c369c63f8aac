import type { Db } from '../db/client.ts';
import { encodeResponse } from '../http/calls.ts';
import type { CompressedCopies } from '../http/compression.ts';
import { loadMemberBundle, type MemberBundle } from './bundle.ts';
import { ReadCache } from '../readCache.ts';

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
 * getmemberdata's bundle per member, kept in memory for at most `ttlMs` (a ReadCache: one read per member
 * at a time). The bundle shows other members too (recent recognition of the country, get-to-know of the
 * division), so every write that changes a member, a balance, a ledger entry or a picture calls
 * `changed()`, which empties the whole cache; the time limit bounds what a write by another process can
 * leave stale.
 */
export class MemberDataCache {
  private readonly bundles: ReadCache<number, MemberData>;

  constructor(
    private readonly db: Db,
    now: () => Date,
    ttlMs: number,
    maxEntries = 20_000,
  ) {
    this.bundles = new ReadCache({ max: maxEntries, ttlMs, now: () => now().getTime() });
  }

  get(memberId: number): Promise<MemberData> {
    return this.bundles.get(memberId, () => this.load(memberId));
  }

  /** Something getmemberdata shows has changed: forget every bundle. */
  changed(): void {
    this.bundles.clear();
  }

  private async load(memberId: number): Promise<MemberData> {
    const { bundle, divisionId } = await loadMemberBundle(this.db, memberId);
    const wire = encodeResponse('getMemberData', bundle) as Record<string, unknown>;
    return { bundle, wire, json: JSON.stringify(wire), compressed: {}, divisionId };
  }
}
