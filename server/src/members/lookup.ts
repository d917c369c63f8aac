import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { clusters, members } from '../db/schema.ts';
import { cellCandidates } from '../phone.ts';

/** The phone regions of the programme's countries, first country first (cached: countries rarely change). */
export async function programmeRegions(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ region: clusters.phoneRegion })
    .from(clusters)
    .orderBy(asc(clusters.sortOrder), asc(clusters.id));
  return [...new Set(rows.map((r) => r.region))];
}

export interface MemberMatch {
  id: number;
  cellE164: string;
  passwordHash: string | null;
  registered: boolean;
  /** An administrator deactivated them (they left): no login, no registration. */
  deactivated: boolean;
}

/** The member a typed cell number names; where a local number is valid in two countries, the first country's. */
export async function findMemberByCell(
  db: Db | Tx,
  typed: string,
): Promise<{ candidates: string[]; member: MemberMatch | undefined }> {
  const candidates = cellCandidates(typed, await programmeRegions(db));
  if (candidates.length === 0) return { candidates, member: undefined };
  const rows = await db
    .select({
      id: members.id,
      cellE164: members.cellE164,
      passwordHash: members.passwordHash,
      registeredAt: members.registeredAt,
      deactivatedAt: members.deactivatedAt,
    })
    .from(members)
    .where(inArray(members.cellE164, candidates));
  const best = candidates
    .map((c) => rows.find((r) => r.cellE164 === c))
    .find((r) => r !== undefined);
  return {
    candidates,
    member: best && {
      id: best.id,
      cellE164: best.cellE164,
      passwordHash: best.passwordHash,
      registered: best.registeredAt !== null,
      deactivated: best.deactivatedAt !== null,
    },
  };
}

/** The wire memberId: a member who has not registered yet is '0.{id}'. */
export const wireMemberId = (id: number, registered: boolean): string =>
  registered ? String(id) : `0.${id}`;

export async function memberById(db: Db | Tx, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}
