import { feedMessages } from '@plaudit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { firstRowOf } from '../db/rows.ts';
import { awardRecipients, awards, members } from '../db/schema.ts';
import { Refusal, unauthorized } from '../refusals.ts';

/** Who reads the wall: what decides which recognitions they see and how they add points. */
export interface Viewer {
  readonly id: number;
  readonly name: string;
  readonly divisionId: number;
  readonly clusterId: number;
  readonly isManager: boolean;
  readonly isAdmin: boolean;
  readonly language: string | null;
}

interface ViewerRow {
  id: number;
  firstname: string;
  surname: string;
  division_id: number;
  cluster_id: number;
  is_manager: boolean;
  is_admin_reports: boolean;
  language: string | null;
}

/** The signed-in member as the wall needs them; unauthenticated when they are gone or deactivated. */
export async function viewerOf(db: Db | Tx, memberId: number): Promise<Viewer> {
  const row = await firstRowOf<ViewerRow>(
    db,
    sql`select id, firstname, surname, division_id, cluster_id, is_manager, is_admin_reports, language
        from ${members} where id = ${memberId} and deactivated_at is null`,
  );
  if (!row) throw unauthorized();
  return {
    id: Number(row.id),
    name: `${row.firstname} ${row.surname}`,
    divisionId: Number(row.division_id),
    clusterId: Number(row.cluster_id),
    isManager: row.is_manager === true,
    isAdmin: row.is_admin_reports === true,
    language: row.language,
  };
}

/**
 * Whether the viewer may see the award `a` (an alias of awards) on the wall: every recognition but a private
 * one, which only its giver, its recipients, a manager of a recipient's store (the store the recipient
 * belonged to when it was given) and administrators see. Every wall call reads recognitions through this.
 */
export function visibleTo(viewer: Viewer, a: SQL = sql`a`): SQL {
  if (viewer.isAdmin) return sql`true`;
  const managerOfRecipient = viewer.isManager
    ? sql` or r.division_id = ${viewer.divisionId}::integer`
    : sql``;
  // `offset 0` keeps the recipients' check a probe of the award's own rows, made for a private one only:
  // without it PostgreSQL hashes every recognition the viewer (a manager: their store) ever received
  // first, which on a year of 1,000,000 took most of a page's time (bench:server, scripts/bench/wall.ts).
  return sql`(not ${a}.is_private or ${a}.giver_member_id = ${viewer.id}::integer
    or exists (select 1 from ${awardRecipients} r where r.award_id = ${a}.id
      and (r.member_id = ${viewer.id}::integer${managerOfRecipient}) offset 0))`;
}

/** The refusal of a recognition that does not exist or that the viewer may not see: the same for both. */
export const recognitionNotFound = (): Refusal => new Refusal('notFound', feedMessages.notFound);

/** The recognition's value, giver and type when the viewer may see it; refuses (not found) otherwise. */
export async function visibleRecognition(
  db: Db | Tx,
  viewer: Viewer,
  awardId: number,
): Promise<{ id: number; value: string; type: string; giverMemberId: number | null }> {
  const row = await firstRowOf<{ id: number; value: string; type: string; giver: number | null }>(
    db,
    sql`select a.id, a.value, a.type, a.giver_member_id as giver from ${awards} a
        where a.id = ${awardId}::bigint and ${visibleTo(viewer)}`,
  );
  if (!row) throw recognitionNotFound();
  return {
    id: Number(row.id),
    value: row.value,
    type: row.type,
    giverMemberId: row.giver === null ? null : Number(row.giver),
  };
}
