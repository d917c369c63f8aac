import type { GetToKnowCard } from '@plaudit/api/contract';
import { fieldLabels, fieldLimits, messages } from '@plaudit/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { divisions, members } from '../db/schema.ts';
import { registerCall, signedIn } from '../http/calls.ts';
import { fieldRefusal, unauthorized } from '../http/errors.ts';
import { recentRecognition } from '../members/bundle.ts';
import { wireMemberId } from '../members/lookup.ts';
import { nominateAs } from './nominate.ts';
import { sendToAllAs } from './sendToAll.ts';

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

/** Nominations, Send To All, recent recognition and get-to-know (issue 13). */
export function recognitionRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db } = context;

  // The contract's length check would word a too long `reason` as an award's Value; a nomination's reason
  // is its text, so it is refused here first with the form's label.
  const nominationReasonLength: preHandlerHookHandler = async (request) => {
    const reason = (request.body as { reason?: unknown } | null)?.reason;
    if (typeof reason === 'string' && reason.length > fieldLimits.nominationReason)
      throw fieldRefusal(
        'reason',
        messages.tooLong(fieldLabels.nominationReason, fieldLimits.nominationReason),
      );
  };

  registerCall(
    app,
    context,
    'newNom',
    async ({ body, session }) =>
      nominateAs(
        context,
        signedIn(session).memberId,
        body,
        context.now(),
        context.settings.nominationCap,
      ),
    { preHandler: [nominationReasonLength] },
  );

  registerCall(app, context, 'sendToAll', async ({ body, session }) =>
    sendToAllAs(context, signedIn(session).memberId, body, context.now()),
  );

  registerCall(app, context, 'getRecentRecognition', async ({ session }) => {
    const memberId = signedIn(session).memberId;
    const [member] = await db
      .select({ clusterId: members.clusterId })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    if (!member) throw unauthorized();
    return { report: await recentRecognition(db, member.clusterId, recentRecognitionLimit) };
  });

  registerCall(app, context, 'getToKnow', async ({ body, session }) => {
    const memberId = signedIn(session).memberId;
    let wanted = body.selectedMemberId.trim();
    if (wanted === '') {
      const home = (await context.memberData.get(memberId)).bundle.homeGetToKnow;
      wanted = home[0]?.memberId ?? '';
    }
    return { getToKnow: wanted === '' ? [] : await getToKnowCard(db, wanted) };
  });
}
