import type { GetToKnowCard } from '@plaudit/api/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { divisions, members } from '../db/schema.ts';
import { recentRecognition } from '../members/bundle.ts';
import { wireMemberId } from '../members/lookup.ts';
import { unauthorized } from '../refusals.ts';

/** How many colleagues /recentrecognition lists (Home shows the first eight of the same list). */
export const recentRecognitionLimit = 24;

/**
 * A registered member's get-to-know card, or none for an id of nobody registered on the programme (a member
 * who has left, deactivated, is nobody on it any more).
 */
async function getToKnowCard(db: Db, wireId: string): Promise<GetToKnowCard[]> {
  const match = /^([1-9]\d{0,9})$/.exec(wireId.trim());
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return [];
  const rows = await db
    .select({
      id: members.id,
      picId: members.picId,
      firstname: members.firstname,
      surname: members.surname,
      division: divisions.name,
      interest1: members.interest1,
      interestOtherDesc: members.interestOtherDesc,
      otherInfo: members.otherInfo,
    })
    .from(members)
    .innerJoin(divisions, eq(divisions.id, members.divisionId))
    .where(and(eq(members.id, id), isNotNull(members.registeredAt), isNull(members.deactivatedAt)))
    .limit(1);
  return rows.map((r) => ({
    memberId: wireMemberId(r.id, true),
    picId: r.picId,
    memberName: `${r.firstname} ${r.surname}`,
    division: r.division,
    interest1: r.interest1,
    interestOtherDesc: r.interestOtherDesc,
    otherInfo: r.otherInfo,
  }));
}

/** /recentrecognition: the colleagues of the member's country most recently recognised. */
export async function recentlyRecognised(context: ServerContext, memberId: number) {
  const [member] = await context.db
    .select({ clusterId: members.clusterId })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!member) throw unauthorized();
  return { report: await recentRecognition(context.db, member.clusterId, recentRecognitionLimit) };
}

/** /gettoknow: the card of the member asked for, or of the first colleague of Home's get-to-know list. */
export async function getToKnow(
  context: ServerContext,
  memberId: number,
  selectedMemberId: string,
) {
  let wanted = selectedMemberId.trim();
  if (wanted === '') {
    const home = (await context.memberData.get(memberId)).bundle.homeGetToKnow;
    wanted = home[0]?.memberId ?? '';
  }
  return { getToKnow: wanted === '' ? [] : await getToKnowCard(context.db, wanted) };
}
