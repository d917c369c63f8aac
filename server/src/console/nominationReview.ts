import type { AdminNomination } from '@plaudit/api/contract';
import {
  decisionOf,
  nominationAwardName,
  nominationPageSize,
  nominationReviewMessages,
  pushMessages,
  validateNominationReview,
  type NominationFilter,
  type NominationStatus,
} from '@plaudit/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { audit } from '../db/audit.ts';
import type { Db, Tx } from '../db/client.ts';
import { withIdempotency } from '../db/idempotency.ts';
import { rowsOf } from '../db/rows.ts';
import {
  accountKind,
  awardRecipients,
  awards,
  divisions,
  members,
  nominationNominees,
  nominations,
  type OutboxTemplate,
} from '../db/schema.ts';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import { inLanguage } from '../i18n/language.ts';
import { post } from '../ledger/ledger.ts';
import { awardWording } from '../ledger/wording.ts';
import { enqueue, type MessageBudget, type OutgoingMessage } from '../outbox/queue.ts';
import { pushTo } from '../push/messages.ts';
import { notFound, refuseIf, Refusal } from '../refusals.ts';
import { nominationOutcomeTemplate, recognitionTemplate } from '../whatsapp/templates.ts';

/**
 * The nominations review of the operator console (DESIGN.md "Operating the programme"): every nomination
 * with its review, and the review itself, once. An approval is an award of type 'nomination' from the
 * programme's funding to each nominee's redeemable points, with its message to the nominees; a decline
 * keeps the note. Either way the nominator is told through the outbox and the audit log keeps who decided
 * what, all in the transaction of the change.
 */

interface ListedRow {
  id: number | string;
  created_at: Date | string;
  nominator: string;
  nominator_division: string;
  nominees: string | null;
  nominee_count: number | string;
  value: string;
  reason: string;
  status: NominationStatus;
  review_points: number;
  review_note: string;
  reviewed_at: Date | string | null;
  reviewed_by: string | null;
}

const asDate = (value: Date | string): Date =>
  value instanceof Date
    ? value
    : new Date(/[zZ]|[+-]\d\d(:?\d\d)?$/.test(value) ? value : `${value}Z`);

const asListed = (r: ListedRow): AdminNomination => ({
  nominationId: Number(r.id),
  date: asDate(r.created_at),
  nominator: r.nominator,
  nominatorDivision: r.nominator_division,
  nominees: r.nominees ?? '',
  nomineeCount: Number(r.nominee_count),
  value: r.value,
  reason: r.reason,
  status: r.status,
  points: r.review_points,
  note: r.review_note,
  reviewedAt: r.reviewed_at === null ? null : asDate(r.reviewed_at),
  reviewedBy: r.reviewed_by ?? '',
});

/** The nominations review's rows: the nominees' names (surname order) joined, the reviewer's name. */
async function listed(db: Db | Tx, where: ReturnType<typeof sql>, page?: { offset: number }) {
  const rows = await rowsOf<ListedRow>(
    db,
    sql`select n.id, n.created_at, nm.firstname || ' ' || nm.surname as nominator,
          d.name as nominator_division,
          (select string_agg(m.firstname || ' ' || m.surname, ', ' order by m.surname, m.firstname)
             from ${nominationNominees} nn join ${members} m on m.id = nn.member_id
             where nn.nomination_id = n.id) as nominees,
          (select count(*) from ${nominationNominees} nn where nn.nomination_id = n.id) as nominee_count,
          n.value, n.reason, n.status, n.review_points, n.review_note, n.reviewed_at,
          rv.firstname || ' ' || rv.surname as reviewed_by
        from ${nominations} n
        join ${members} nm on nm.id = n.nominator_member_id
        join ${divisions} d on d.id = n.nominator_division_id
        left join ${members} rv on rv.id = n.reviewed_by_member_id
        where ${where}
        order by n.created_at desc, n.id desc
        ${page ? sql`limit ${nominationPageSize} offset ${page.offset}` : sql``}`,
  );
  return rows.map(asListed);
}

/** One page of the nominations of a status (or all), newest first, with how many the filter holds. */
export async function listNominations(
  db: Db,
  filter: { status: NominationFilter; page: number },
): Promise<ResponseValue<'adminNominations'>> {
  const where = filter.status === 'all' ? sql`true` : sql`n.status = ${filter.status}`;
  const [rows, counts] = await Promise.all([
    listed(db, where, { offset: (filter.page - 1) * nominationPageSize }),
    rowsOf<{ total: number | string; waiting: number | string }>(
      db,
      sql`select count(*) filter (where ${where}) as total,
            count(*) filter (where n.status = 'waiting') as waiting
          from ${nominations} n`,
    ),
  ]);
  return {
    nominations: rows,
    total: Number(counts[0]?.total ?? 0),
    page: filter.page,
    pageSize: nominationPageSize,
    waiting: Number(counts[0]?.waiting ?? 0),
  };
}

type ReviewAnswer = ResponseValue<'adminReviewNomination'>;

interface Person {
  id: number;
  firstname: string;
  surname: string;
  email: string;
  cellE164: string;
  divisionId: number;
  /** The language the member chose (null: none): their messages and statement lines are in it. */
  language: string | null;
}

const personColumns = {
  id: members.id,
  firstname: members.firstname,
  surname: members.surname,
  email: members.email,
  cellE164: members.cellE164,
  divisionId: members.divisionId,
  language: members.language,
};

const nameOf = (p: Pick<Person, 'firstname' | 'surname'>) => `${p.firstname} ${p.surname}`;

/**
 * Email when the person has an address, else SMS (or the WhatsApp template, to a person who chose
 * WhatsApp: outboxInsert); the text written in the person's language.
 */
const messageTo = (
  p: Person,
  write: () => { subject: string; email: string; sms: string },
  template: OutboxTemplate,
): OutgoingMessage => {
  const text = inLanguage(p.language, write);
  return p.email !== ''
    ? {
        kind: 'nominationReview',
        channel: 'email',
        to: p.email,
        subject: text.subject,
        body: text.email,
      }
    : { kind: 'nominationReview', channel: 'sms', to: p.cellE164, body: text.sms, template };
};

/**
 * How a review answers, from the nomination as reviewed and the nominees its award left out (they had
 * left the programme by then).
 */
const answerOf = (nomination: AdminNomination, leftOut: readonly string[]): ReviewAnswer => ({
  message:
    nomination.status === 'approved'
      ? nominationReviewMessages.approved(
          nomination.points,
          nomination.nomineeCount - leftOut.length,
          leftOut,
        )
      : nominationReviewMessages.declined,
  nomination,
});

/** The nominees an approved nomination's award did not credit. */
async function leftOutOf(tx: Tx, nominationId: number): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    tx,
    sql`select m.firstname || ' ' || m.surname as name
        from ${nominationNominees} nn
        join ${nominations} n on n.id = nn.nomination_id
        join ${members} m on m.id = nn.member_id
        where nn.nomination_id = ${nominationId} and n.award_id is not null
          and not exists (select 1 from ${awardRecipients} r
                          where r.award_id = n.award_id and r.member_id = nn.member_id)
        order by m.surname, m.firstname, m.id`,
  );
  return rows.map((r) => r.name);
}

/** The nomination under review, its row locked until the review commits; refused when there is none. */
async function lockedNomination(tx: Tx, nominationId: number) {
  const [found] = await tx
    .select({
      id: nominations.id,
      status: nominations.status,
      value: nominations.value,
      nominatorId: nominations.nominatorMemberId,
      nominatorDivisionId: nominations.nominatorDivisionId,
    })
    .from(nominations)
    .where(eq(nominations.id, nominationId))
    .for('update');
  if (!found) throw notFound(nominationReviewMessages.notFound);
  return found;
}

type Nomination = Awaited<ReturnType<typeof lockedNomination>>;

/** A nominee as reviewed: whether they are still on the programme (active) decides their credit. */
interface Nominee extends Person {
  active: boolean;
}

/** The nominator and the nominees (surname order) of a nomination. */
async function peopleOf(tx: Tx, found: Nomination) {
  const [nominator] = await tx
    .select(personColumns)
    .from(members)
    .where(eq(members.id, found.nominatorId));
  if (!nominator) throw new Error('The nominator is gone.');
  const nominees: Nominee[] = await tx
    .select({
      ...personColumns,
      divisionId: nominationNominees.divisionId,
      active: sql<boolean>`${members.deactivatedAt} is null`,
    })
    .from(nominationNominees)
    .innerJoin(members, eq(members.id, nominationNominees.memberId))
    .where(eq(nominationNominees.nominationId, found.id))
    .orderBy(asc(members.surname), asc(members.firstname), asc(members.id));
  return { nominator, nominees };
}

/** What an approval awards: the points each credited nominee gets, and the administrator's message. */
interface Approval {
  readonly adminId: number;
  readonly found: Nomination;
  readonly nominator: Person;
  readonly credited: readonly Nominee[];
  readonly points: number;
  readonly note: string;
  readonly now: Date;
  readonly programmeName: string;
  readonly portalUrl: string;
}

/** The approval's award, with its transfer and a message to each credited nominee: the award's id. */
async function writeNominationAward(
  tx: Tx,
  { adminId, found, nominator, credited, points, note, now, programmeName, portalUrl }: Approval,
): Promise<number> {
  const text = () =>
    nominationReviewMessages.toNominee(programmeName, {
      value: found.value,
      nominator: nameOf(nominator),
      points,
      message: note,
    });
  // One statement, however many nominees: the transfer, the award with a row per nominee and a
  // message each go as arrays (a nomination of thousands once overflowed drizzle's insert).
  const posted = await post(tx, {
    transfer: {
      kind: 'award',
      memberId: adminId,
      reference: `nomination:${found.id}`,
      createdAt: now,
      postings: [
        {
          account: { programme: accountKind.funding },
          amount: -points * credited.length,
          description: { kind: 'nominationFunding', nominationId: found.id, value: found.value },
        },
        ...credited.map((n) => ({
          account: { memberId: n.id, kind: accountKind.redeemable } as const,
          amount: points,
          description: awardWording('nomination', found.value, 'from', nameOf(nominator)),
          counterpartyMemberId: nominator.id,
        })),
      ],
    },
    alongside: [
      {
        kind: 'award',
        award: {
          type: 'nomination',
          giverMemberId: nominator.id,
          giverDivisionId: found.nominatorDivisionId,
          value: found.value,
          points,
          message: note,
          sendBy: 'email',
          divisionCodes: [],
          createdAt: now,
          isPrivate: false,
        },
        recipients: credited.map((n) => ({ memberId: n.id, divisionId: n.divisionId })),
      },
      // An administrator's decision, as Send To All: the nominees' messages are not counted one by one.
      {
        kind: 'messages',
        queueing: { now },
        messages: credited.map((n) =>
          messageTo(
            n,
            text,
            recognitionTemplate(n.language, {
              programmeName,
              giver: nameOf(nominator),
              award: nominationAwardName,
              points,
              portalUrl,
            }),
          ),
        ),
      },
      // And a push to each browser a nominee subscribed (issue 37).
      {
        kind: 'messages',
        queueing: { now },
        messages: credited.map((n) =>
          pushTo(n, 'award', programmeName, () =>
            pushMessages.recognised({ giver: nameOf(nominator), value: found.value }),
          ),
        ),
      },
    ],
  });
  if (posted.outcome !== 'written' || posted.transferId === undefined)
    throw new Error('The nomination award was not written.');
  const [award] = await tx
    .select({ id: awards.id })
    .from(awards)
    .where(eq(awards.transferId, posted.transferId));
  if (!award) throw new Error('The nomination award was not written.');
  return award.id;
}

/**
 * Reviews a nomination once. The nomination's row is locked first, so two reviews at once queue and the
 * second finds it reviewed: repeating the decision made answers as the first review did and changes
 * nothing; another decision is refused (422) and changes nothing. The approval's transfer carries the
 * reference 'nomination:{id}', so the database itself refuses a second award for one nomination. The
 * review, the nominator's message and the audit row are one transaction (withIdempotency, as every
 * console change; this call carries no key).
 */
export async function reviewNomination(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminReviewNomination'>,
  budget: MessageBudget | undefined,
): Promise<ReviewAnswer> {
  refuseIf(validateNominationReview(body));
  const changes = ['members', 'messages'] as const;
  return withIdempotency(context, changes, { now: context.now }, async (tx, now) => {
    const found = await lockedNomination(tx, body.nominationId);
    const current = async () => {
      const [row] = await listed(tx, sql`n.id = ${found.id}`);
      if (!row) throw new Error('The reviewed nomination is gone.');
      return row;
    };
    if (found.status !== 'waiting') {
      if (decisionOf(found.status) === body.decision)
        return answerOf(await current(), await leftOutOf(tx, found.id));
      throw new Refusal('conflict', nominationReviewMessages.alreadyReviewed(found.status));
    }

    const { programmeName } = context.settings;
    const { nominator, nominees } = await peopleOf(tx, found);
    const nomineeNames = nominees.map(nameOf).join(', ');
    // A nominee who has left the programme since (deactivated) is not credited; the answer names them.
    const credited = nominees.filter((n) => n.active);
    const leftOut = nominees.filter((n) => !n.active).map(nameOf);
    const approve = body.decision === 'approve';
    const note = approve ? body.message.trim() : body.note.trim();

    if (approve && nominees.length === 0) throw new Error('A nomination without nominees.');
    if (approve && credited.length === 0)
      throw new Refusal('conflict', nominationReviewMessages.everyNomineeLeft);
    const awardId = approve
      ? await writeNominationAward(tx, {
          adminId,
          found,
          nominator,
          credited,
          points: body.points,
          note,
          now,
          programmeName,
          portalUrl: context.settings.portalUrl,
        })
      : null;

    const status: NominationStatus = approve ? 'approved' : 'declined';
    await tx
      .update(nominations)
      .set({
        status,
        reviewedAt: now,
        reviewedByMemberId: adminId,
        reviewPoints: approve ? body.points : 0,
        reviewNote: note,
        awardId,
      })
      .where(eq(nominations.id, found.id));
    await enqueue(
      tx,
      { now, budget },
      messageTo(
        nominator,
        () =>
          nominationReviewMessages.toNominator(programmeName, {
            decision: body.decision,
            value: found.value,
            nominees: nomineeNames,
            note: approve ? '' : note,
          }),
        nominationOutcomeTemplate(nominator.language, {
          programmeName,
          value: found.value,
          decision: body.decision,
          portalUrl: context.settings.portalUrl,
        }),
      ),
      // And a push to each browser the nominator subscribed (issue 37).
      pushTo(nominator, 'nominationReview', programmeName, () =>
        approve
          ? pushMessages.nominationApproved({ value: found.value })
          : pushMessages.nominationDeclined({ value: found.value }),
      ),
    );
    await audit(tx, {
      at: now,
      actor: { kind: 'console', memberId: adminId },
      action: approve ? 'nomination.approve' : 'nomination.decline',
      targetMemberId: nominator.id,
      before: { nominationId: found.id, status: 'waiting' },
      after: {
        nominationId: found.id,
        status,
        ...(approve
          ? {
              points: body.points,
              nominees: nomineeNames,
              awardId,
              ...(leftOut.length > 0 ? { leftOut: leftOut.join(', ') } : {}),
            }
          : {}),
      },
      reason: note,
    });
    return answerOf(await current(), leftOut);
  });
}
