import type { Db } from '../db/client.ts';
import { encodeResponse } from '../http/calls.ts';
import type { CompressedCopies } from '../http/compression.ts';
import { loadMemberBundle, type MemberBundle } from './bundle.ts';

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

interface Entry {
  data: MemberData;
  loadedAt: number;
}

/**
 * getmemberdata's bundle per member, kept in memory for at most `ttlMs`. The bundle shows other members
 * too (recent recognition of the country, get-to-know of the division), so every write that changes a
 * member, a balance, a ledger entry or a picture calls `changed()`, which empties the whole cache; the time
 * limit bounds what a write by another process can leave stale.
 */
export class MemberDataCache {
  private readonly entries = new Map<number, Entry>();
  private readonly loading = new Map<number, Promise<MemberData>>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  async get(memberId: number): Promise<MemberData> {
    const t = this.now().getTime();
    const entry = this.entries.get(memberId);
    if (entry && t - entry.loadedAt < this.ttlMs) return entry.data;
    const pending = this.loading.get(memberId);
    if (pending) return pending;
    const generation = this.generation;
    const load = this.load(memberId).finally(() => {
      if (this.loading.get(memberId) === load) this.loading.delete(memberId);
    });
    this.loading.set(memberId, load);
    const data = await load;
    // A change made while the bundle was being read may not be in it: keep it only if none came.
    if (generation === this.generation) {
      this.entries.delete(memberId);
      this.entries.set(memberId, { data, loadedAt: t });
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= this.maxEntries) break;
        this.entries.delete(oldest);
      }
    }
    return data;
  }

  /** Something getmemberdata shows has changed: forget every bundle. */
  changed(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private async load(memberId: number): Promise<MemberData> {
    const { bundle, divisionId } = await loadMemberBundle(this.db, memberId);
    const wire = encodeResponse('getMemberData', bundle) as Record<string, unknown>;
    return { bundle, wire, json: JSON.stringify(wire), compressed: {}, divisionId };
  }
}
