import type { MemberListItem } from '@plaudit/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { divisions, members } from '../db/schema.ts';
import { wireMemberId } from './lookup.ts';

/** The columns of a member list row (members joined with their divisions). */
export const memberListColumns = {
  id: members.id,
  registered: sql<boolean>`${members.registeredAt} is not null`,
  memberNumber: members.cellNational,
  firstname: members.firstname,
  surname: members.surname,
  division: divisions.name,
  isManager: members.isManager,
};

interface MemberListRow {
  id: number;
  registered: boolean;
  memberNumber: string;
  firstname: string;
  surname: string;
  division: string;
  isManager: boolean;
}

/** A member list row as getmemberlist answers it: an unregistered member's id starts with '0.'. */
export const memberListItem = (r: MemberListRow): MemberListItem => ({
  memberId: wireMemberId(r.id, r.registered),
  memberNumber: r.memberNumber,
  firstname: r.firstname,
  surname: r.surname,
  division: r.division,
  isManager: r.isManager,
});

interface Entry {
  item: MemberListItem;
  loadedAt: number;
}

/**
 * getmemberlist's rows by member id, kept in memory for at most `ttlMs`, so a name search reads only the
 * ids it found from the database and not their rows again. Like the member bundles, every write that
 * changes a member calls `changed()` (through the context's membersChanged), which empties the cache;
 * the time limit bounds what a write by another process can leave stale.
 */
export class MemberListRows {
  private readonly entries = new Map<number, Entry>();
  private generation = 0;
  private readonly byIds;

  constructor(
    db: Db,
    private readonly now: () => Date,
    private readonly ttlMs: number,
    private readonly maxEntries = 100_000,
  ) {
    this.byIds = db
      .select(memberListColumns)
      .from(members)
      .innerJoin(divisions, eq(divisions.id, members.divisionId))
      .where(sql`${members.id} = any(${sql.placeholder('ids')})`)
      .prepare('member_list_rows_by_id');
  }

  /** The rows of these members, in this order (a member no longer there is left out). */
  async inOrder(ids: readonly number[]): Promise<MemberListItem[]> {
    const t = this.now().getTime();
    const fresh = (id: number) => {
      const entry = this.entries.get(id);
      return entry && t - entry.loadedAt < this.ttlMs ? entry.item : undefined;
    };
    // What is cached now: a change during the read below empties the cache.
    const loaded = new Map<number, MemberListItem>();
    const missing: number[] = [];
    for (const id of ids) {
      const item = fresh(id);
      if (item) loaded.set(id, item);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const generation = this.generation;
      const read = new Map<number, MemberListItem>();
      for (const r of await this.byIds.execute({ ids: missing })) read.set(r.id, memberListItem(r));
      // A change made while the rows were being read may not be in them: keep them only if none came.
      if (generation === this.generation) this.keep(read, t);
      for (const [id, item] of read) loaded.set(id, item);
    }
    return ids.flatMap((id) => {
      const item = loaded.get(id);
      return item ? [item] : [];
    });
  }

  /** A member has changed: forget every row. */
  changed(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private keep(items: Map<number, MemberListItem>, loadedAt: number): void {
    for (const [id, item] of items) {
      this.entries.delete(id);
      this.entries.set(id, { item, loadedAt });
    }
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
