import {
  awardRefusals,
  outboxMessages,
  parseRecipients,
  recognitionMessages,
  refuseNomineeCount,
  refuseNominees,
  validateNomination,
} from '@plaudit/domain';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Store } from '../db/changes.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Tx } from '../db/client.ts';
import { divisions, members, nominationNominees, nominations } from '../db/schema.ts';
import type { RequestBody } from '../http/calls.ts';
import { badRequest, refuseIf, unauthorized } from '../refusals.ts';
import { inLanguage } from '../i18n/language.ts';
import { enqueue, type Queueing } from '../outbox/queue.ts';
import { readRecipients, type WireRecipients } from './recipients.ts';

export interface Nominator {
  id: number;
  firstname: string;
  surname: string;
  divisionId: number;
  clusterId: number;
  isManager: boolean;
}

/** newNom for a member, in its own transaction; the administrators' emails are sent once it commits. */
export async function nominateAs(
  store: Store,
  memberId: number,
  body: RequestBody<'newNom'>,
  queueing: Queueing,
  cap: number,
): Promise<{ message: string }> {
  const { message } = await inTransaction(store, ['messages'], async (tx) => {
    const [nominator] = await tx
      .select({
        id: members.id,
        firstname: members.firstname,
        surname: members.surname,
        divisionId: members.divisionId,
        clusterId: members.clusterId,
        isManager: members.isManager,
      })
      .from(members)
      .where(and(eq(members.id, memberId), isNull(members.deactivatedAt)))
      .limit(1);
    if (!nominator) throw unauthorized();
    return nominate(tx, nominator, body, queueing, cap);
  });
  return { message };
}

/** How many nominees the administrators' email names before it says how many more there are. */
const namedInEmail = 25;

/**
 * Stores a nomination inside the caller's transaction (SPEC §2, §3; DESIGN.md): the nominator and their
 * division, the value and the reason, every nominee with their division (a whole division expands to its
 * registered members but the nominator, who keep its code, and the division is kept as chosen), and an
 * email to each of the programme's administrators through the outbox. Nominees are bounded as awards
 * are (refuseNominees): colleagues one by one, and whole divisions of their own country for a manager;
 * at most `cap` nominees in all.
 */
export async function nominate(
  tx: Tx,
  nominator: Nominator,
  body: RequestBody<'newNom'>,
  queueing: Queueing,
  cap: number,
): Promise<{ message: string; nominationId: number; nominees: number }> {
  refuseIf(validateNomination(body));
  const chosen = await chosenNominees(tx, nominator, body.members, cap);
  const nominationId = await writeNomination(tx, nominator, body, chosen, queueing.now);
  const nominees = await tellAdministrators(tx, nominationId, nominator, body, chosen, queueing);
  return { message: recognitionMessages.nominationSubmitted, nominationId, nominees };
}

/** The nominees as chosen, refused under `members` past the nominator's bounds. */
async function chosenNominees(
  tx: Tx,
  nominator: Nominator,
  wire: readonly string[],
  cap: number,
): Promise<WireRecipients> {
  const refuse = (text: string) => badRequest({ members: text }, text);
  const parsed = parseRecipients(wire);
  if (!parsed.ok) throw refuse(parsed.refusal);
  const early = refuseNominees(nominator, parsed.recipients, cap);
  if (early) throw refuse(early);
  const chosen = await readRecipients(tx, wire, {
    field: 'members',
    self: { id: nominator.id, refusal: recognitionMessages.nominateYourself },
    emptyDivision: recognitionMessages.emptyDivision,
    divisionsExclude: nominator.id,
  });
  const abroad = chosen.divisions.find((d) => d.clusterId !== nominator.clusterId);
  if (abroad) throw refuse(awardRefusals.divisionOutsideCluster(abroad.name));
  if (chosen.divisions.length > 0) {
    const [reached] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(or(inArray(members.id, [0, ...chosen.memberIds]), inDivisions(chosen, nominator)));
    const tooMany = refuseNomineeCount(reached?.n ?? 0, cap);
    if (tooMany) throw refuse(tooMany);
  }
  return chosen;
}

/** The registered members of the chosen divisions but the nominator. */
const inDivisions = (chosen: WireRecipients, nominator: Nominator) =>
  and(
    inArray(
      members.divisionId,
      chosen.divisions.map((d) => d.id),
    ),
    isNotNull(members.registeredAt),
    isNull(members.deactivatedAt),
    ne(members.id, nominator.id),
  );

/** The nomination's row and its nominees' (a member named and in a chosen division keeps no code). */
async function writeNomination(
  tx: Tx,
  nominator: Nominator,
  body: RequestBody<'newNom'>,
  chosen: WireRecipients,
  now: Date,
): Promise<number> {
  const [nomination] = await tx
    .insert(nominations)
    .values({
      nominatorMemberId: nominator.id,
      nominatorDivisionId: nominator.divisionId,
      value: body.nomCat,
      reason: body.reason.trim(),
      divisionCodes: chosen.divisions.map((d) => d.code),
      createdAt: now,
    })
    .returning({ id: nominations.id });
  if (!nomination) throw new Error('The nomination was not written.');
  const nominees = (via: SQL) =>
    tx
      .select({
        nominationId: sql<number>`${nomination.id}::bigint`.as('nomination_id'),
        memberId: members.id,
        divisionId: members.divisionId,
        viaDivisionCode: sql<string | null>`${via}`.as('via_division_code'),
        createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
      })
      .from(members);
  if (chosen.memberIds.length > 0)
    await tx
      .insert(nominationNominees)
      .select(nominees(sql`null::text`).where(inArray(members.id, chosen.memberIds)));
  for (const division of chosen.divisions)
    await tx
      .insert(nominationNominees)
      .select(
        nominees(sql`${division.code}::text`).where(
          and(eq(members.divisionId, division.id), inDivisions(chosen, nominator)),
        ),
      )
      .onConflictDoNothing();
  return nomination.id;
}

/** Emails every administrator of the programme the nomination; how many nominees it holds. */
async function tellAdministrators(
  tx: Tx,
  nominationId: number,
  nominator: Nominator,
  body: RequestBody<'newNom'>,
  chosen: WireRecipients,
  queueing: Queueing,
): Promise<number> {
  // One after another: a transaction is one connection.
  const named = await tx
    .select({
      firstname: members.firstname,
      surname: members.surname,
      division: divisions.name,
    })
    .from(nominationNominees)
    .innerJoin(members, eq(members.id, nominationNominees.memberId))
    .innerJoin(divisions, eq(divisions.id, nominationNominees.divisionId))
    .where(eq(nominationNominees.nominationId, nominationId))
    .orderBy(asc(members.surname), asc(members.firstname))
    .limit(namedInEmail);
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(nominationNominees)
    .where(eq(nominationNominees.nominationId, nominationId));
  const admins = await tx
    .select({ email: members.email, language: members.language })
    .from(members)
    .where(
      and(eq(members.isAdminReports, true), isNotNull(members.registeredAt), ne(members.email, '')),
    )
    .orderBy(asc(members.id));
  const count = total?.n ?? 0;
  // Each administrator's email in their language (the nominator's reason as written).
  const emailIn = (language: string | null) =>
    inLanguage(language, () =>
      outboxMessages.nominationEmail({
        nominator: `${nominator.firstname} ${nominator.surname}`,
        value: body.nomCat,
        count,
        wholeDivisions: chosen.divisions.map((d) => d.name),
        named: named.map((n) => `${n.firstname} ${n.surname} (${n.division})`),
        reason: body.reason.trim(),
      }),
    );
  await enqueue(
    tx,
    queueing,
    ...admins.map((a) => ({
      kind: 'nomination' as const,
      channel: 'email' as const,
      to: a.email,
      ...emailIn(a.language),
    })),
  );
  return count;
}
