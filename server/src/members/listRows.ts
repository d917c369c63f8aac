import type { MemberListItem } from '@plaudit/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { divisions, members } from '../db/schema.ts';
import { wireMemberId } from './lookup.ts';
import { ReadCache } from '../readCache.ts';

/** The columns of a member list row. */
const memberListColumns = {
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

/** Member list rows: members joined with their divisions, to narrow with `.where`. */
export const memberListRows = (db: Db) =>
  db
    .select(memberListColumns)
    .from(members)
    .innerJoin(divisions, eq(divisions.id, members.divisionId))
    .$dynamic();

/**
 * getmemberlist's rows by member id, kept in memory for at most `ttlMs`, so a name search reads only the
 * ids it found from the database and not their rows again. Like the member bundles, every write that
 * changes a member has `changed()` called (the feed of changes hears 'members'), which empties the cache;
 * the time limit bounds what a write by another process can leave stale.
 */
export class MemberListRows {
  private readonly rows: ReadCache<number, MemberListItem>;
  private readonly byIds;

  constructor(db: Db, now: () => Date, ttlMs: number, maxEntries = 100_000) {
    this.rows = new ReadCache({ max: maxEntries, ttlMs, now: () => now().getTime() });
    // A deactivated member (they left) is never listed: the search's ids drop them here.
    this.byIds = memberListRows(db)
      .where(
        sql`${members.id} = any(${sql.placeholder('ids')}) and ${members.deactivatedAt} is null`,
      )
      .prepare('member_list_rows_by_id');
  }

  /** The rows of these members, in this order (a member no longer there is left out). */
  async inOrder(ids: readonly number[]): Promise<MemberListItem[]> {
    // What is kept now: a change during the read below forgets it.
    const found = new Map<number, MemberListItem>();
    const missing: number[] = [];
    for (const id of ids) {
      const item = this.rows.peek(id);
      if (item) found.set(id, item);
      else missing.push(id);
    }
    if (missing.length > 0) {
      // One read for every row missing (a name search's hundred), not one per row.
      const mark = this.rows.mark();
      for (const r of await this.byIds.execute({ ids: missing })) {
        const item = memberListItem(r);
        found.set(r.id, item);
        this.rows.keep(mark, r.id, item);
      }
    }
    return ids.flatMap((id) => {
      const item = found.get(id);
      return item ? [item] : [];
    });
  }

  /** A member has changed: forget every row. */
  changed(): void {
    this.rows.clear();
  }
}
