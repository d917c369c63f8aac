import {
  awardPaidFrom,
  awardRefusals,
  awardShortOfPoints,
  calendarMonthOf,
  callRefusal,
  flowMessages,
  memberName,
  messages,
  outboxMessages,
  parseRecipients,
  pushMessages,
  refuseAwardRecipients,
  refuseRecipientCount,
  validateAward,
  type AwardRecipientCaps,
  type AwardType,
} from '@plaudit/domain';
import { contract } from '@plaudit/api/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { write, type Change, type Store } from '../db/changes.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyOf, type Idempotency } from '../db/idempotency.ts';
import { executePrepared } from '../db/prepared.ts';
import { accountKind, awardRecipients, awards, divisions, members } from '../db/schema.ts';
import { badRequest, forbidden, refuseIf, unauthorized, type Refusal } from '../refusals.ts';
import type { RequestBody } from '../http/calls.ts';
import { InsufficientPoints, post, type Alongside } from '../ledger/ledger.ts';
import type { OutgoingMessage, Queueing } from '../outbox/queue.ts';
import { inLanguage } from '../i18n/language.ts';
import { pushTo } from '../push/messages.ts';
import { recognitionTemplate } from '../whatsapp/templates.ts';
import { awardWording } from '../ledger/wording.ts';

interface Person {
  id: number;
  firstname: string;
  surname: string;
  email: string;
  cellE164: string;
  divisionId: number;
  /** The language the member chose (null: none), in which their message and statement line are written. */
  language: string | null;
}

export interface Giver extends Person {
  isManager: boolean;
  isAdminReports: boolean;
  clusterId: number;
}

type Recipient = Person;

const refuseRecipients = (text: string): Refusal => badRequest({ recipients: text }, text);

/** A member row as the lookup reads it. */
interface LookupRow {
  via: 'giver' | 'member' | 'division';
  id: number | null;
  firstname: string | null;
  surname: string | null;
  email: string | null;
  cell_e164: string | null;
  division_id: number | null;
  cluster_id: number | null;
  language: string | null;
  registered: boolean | null;
  is_manager: boolean | null;
  is_admin_reports: boolean | null;
  code: string | null;
  division_name: string | null;
}

/**
 * The giver and the members an award's recipients name, in one query: member ids, and every registered
 * member of each division but the giver.
 */
async function lookUp(
  tx: Db | Tx,
  giverId: number,
  { memberIds, divisionCodes }: { memberIds: readonly number[]; divisionCodes: readonly string[] },
): Promise<LookupRow[]> {
  const person = sql`m.id, m.firstname, m.surname, m.email, m.cell_e164, m.division_id, m.language,
    m.registered_at is not null as registered, m.is_manager, m.is_admin_reports`;
  const parts = [
    sql`select 'giver' as via, ${person}, m.cluster_id, null::text as code, null::text as division_name
    from ${members} m where m.id = ${giverId} and m.deactivated_at is null`,
  ];
  if (memberIds.length > 0)
    parts.push(sql`select 'member', ${person}, m.cluster_id, null, null from ${members} m
      where m.id = any(${sql.param(memberIds)}::integer[]) and m.deactivated_at is null`);
  if (divisionCodes.length > 0)
    parts.push(sql`select 'division', ${person}, d.cluster_id, d.code, d.name from ${divisions} d
      left join ${members} m on m.division_id = d.id and m.registered_at is not null
        and m.deactivated_at is null and m.id <> ${giverId}
      where d.code = any(${sql.param(divisionCodes)}::text[])`);
  return (await executePrepared<LookupRow>(tx, sql.join(parts, sql` union all `))).rows;
}

const personOf = (r: LookupRow): Person => ({
  id: Number(r.id),
  firstname: r.firstname ?? '',
  surname: r.surname ?? '',
  email: r.email ?? '',
  cellE164: r.cell_e164 ?? '',
  divisionId: Number(r.division_id),
  language: r.language,
});

/**
 * The giver from the lookup's rows, with the flags that say which awards they may give (read with the
 * recipients, so the route reads no flags of its own); unauthorized when they are not a member (any more).
 */
function giverOf(rows: readonly LookupRow[]): Giver {
  const row = rows.find((r) => r.via === 'giver');
  if (!row) throw unauthorized();
  return {
    ...personOf(row),
    isManager: row.is_manager === true,
    isAdminReports: row.is_admin_reports === true,
    clusterId: Number(row.cluster_id),
  };
}

/**
 * The recipients of an award from the lookup's rows: unknown, unregistered, the giver and 'all_shops:' are
 * refused; duplicates count once. Whole divisions only where the award type takes them (a manager's
 * Recognise and Adhoc) and only in the giver's country; at most the type's cap of members.
 */
function recipientsOf(
  rows: readonly LookupRow[],
  giver: Giver,
  type: AwardType,
  { memberIds, divisionCodes }: { memberIds: readonly number[]; divisionCodes: readonly string[] },
  caps: AwardRecipientCaps,
): Recipient[] {
  if (memberIds.includes(giver.id)) throw refuseRecipients(awardRefusals.yourself);
  const chosen = new Map<number, Recipient>();
  for (const id of memberIds) {
    const row = rows.find((r) => r.via === 'member' && Number(r.id) === id);
    if (!row) throw refuseRecipients(awardRefusals.unknownRecipient);
    const member = personOf(row);
    if (row.registered !== true)
      throw refuseRecipients(messages.unregisteredMember(memberName(member)));
    chosen.set(id, member);
  }
  for (const code of divisionCodes) {
    const team = rows.filter((r) => r.via === 'division' && r.code === code);
    if (team.length === 0) throw refuseRecipients(awardRefusals.unknownDivision(code));
    if (Number(team[0]?.cluster_id) !== giver.clusterId)
      throw refuseRecipients(awardRefusals.divisionOutsideCluster(team[0]?.division_name ?? code));
    if (team.every((r) => r.id === null))
      throw refuseRecipients(awardRefusals.emptyDivision(team[0]?.division_name ?? code));
    for (const row of team) if (row.id !== null) chosen.set(Number(row.id), personOf(row));
  }
  if (chosen.size === 0) throw refuseRecipients(messages.recipientsRequired);
  const overCap = refuseRecipientCount(type, chosen.size, caps);
  if (overCap !== undefined) throw refuseRecipients(overCap);
  return [...chosen.values()].sort((a, b) => a.id - b.id);
}

export interface AwardSettings {
  timeZone: string;
  /** The programme's name, in the recipients' messages. */
  programmeName: string;
  payItForwardMonthlyCapPerColleague: number;
  /** Most members one award reaches, per type. */
  awardRecipientCaps: AwardRecipientCaps;
  /** The portal's address, which the WhatsApp message gives (issue 37). */
  portalUrl?: string;
}

/** An award moves balances and queues a message per recipient. */
const awardChanges: readonly Change[] = ['members', 'messages'];

/** An award's giver, recipients and points, once written. */
interface Given {
  giver: Giver;
  recipients: Recipient[];
  points: number;
}

type Answer = { message: string };

/**
 * Gives an award (SPEC §2, DESIGN.md "Awards"): every recipient or none. Points move from the giver's
 * budget (Recognise, adhoc) or allowance (Pay It Forward) to each recipient in one ledger transfer; each
 * recipient's message is queued in the outbox. With an Idempotency-Key the award is written once: a request
 * that repeats one already given answers as it did. A refusal throws a Refusal and changes nothing.
 */
export async function giveAward(
  store: Store,
  giverId: number,
  body: RequestBody<'doReward'>,
  queueing: Queueing,
  settings: AwardSettings,
  key: string | undefined,
): Promise<Answer> {
  const { now } = queueing;
  const answer = { message: messages.awardSubmitted(body.what) };
  const idempotency = idempotencyOf(
    { memberId: giverId, call: 'doReward', key, body, now },
    answer,
  );
  if (body.what === 'payitforward')
    // The month's cap is read once the giver's allowance is locked: that needs a transaction.
    return inTransaction(store, awardChanges, async (tx) => {
      const written = await writeAward(tx, giverId, body, queueing, settings, idempotency);
      if (written.outcome === 'replayed') return written.answer;
      await refuseOverCap(tx, written.given, now, settings);
      return answer;
    });
  // Any other award is one statement with its key's claim: its own transaction, one round trip.
  const written = await write(store, awardChanges, (db) =>
    writeAward(db, giverId, body, queueing, settings, idempotency),
  );
  return written.outcome === 'replayed' ? written.answer : answer;
}

/**
 * Writes an award with its Idempotency-Key's claim, in one statement (on the database itself, its own
 * transaction) after the lookup of its giver and recipients: 'replayed', and nothing written, when a
 * committed request holds the key.
 */
async function writeAward(
  db: Db | Tx,
  giverId: number,
  body: RequestBody<'doReward'>,
  queueing: Queueing,
  settings: AwardSettings,
  idempotency: Idempotency<Answer> | undefined,
): Promise<{ outcome: 'written'; given: Given } | { outcome: 'replayed'; answer: Answer }> {
  const type = body.what;
  const issues = validateAward(body);
  const parsed = parseRecipients(body.recipients);
  const early = parsed.ok
    ? refuseAwardRecipients(type, parsed.recipients, settings.awardRecipientCaps)
    : parsed.refusal;
  // A body refused on its face looks up the giver alone, so a list naming every division costs the
  // database nothing; the giver's flags come with the lookup either way.
  const named =
    parsed.ok && early === undefined && Object.keys(issues).length === 0
      ? parsed.recipients
      : { memberIds: [], divisionCodes: [] };
  const rows = await lookUp(db, giverId, named);
  const giver = giverOf(rows);
  // The award is where the roles of its type are checked (the route leaves them to it, checkedByCall),
  // first: a member's Recognise is refused as such, whatever else is wrong with it.
  const refusal = callRefusal(contract.doReward.path, giver, type);
  if (refusal !== undefined) throw forbidden(refusal);
  refuseIf(issues);
  if (early !== undefined) throw refuseRecipients(early);
  const { divisionCodes } = named;
  const recipients = recipientsOf(rows, giver, type, named, settings.awardRecipientCaps);
  return postAward(db, { giver, recipients }, body, queueing, settings, {
    divisionCodes,
    idempotency,
  });
}

/** Posts an award (its transfer, row, recipients, messages and Idempotency-Key's claim) in one statement. */
async function postAward(
  db: Db | Tx,
  { giver, recipients }: { giver: Giver; recipients: Recipient[] },
  body: RequestBody<'doReward'>,
  queueing: Queueing,
  settings: AwardSettings,
  {
    divisionCodes,
    idempotency,
  }: {
    divisionCodes: readonly string[];
    idempotency: Idempotency<Answer> | undefined;
  },
): Promise<{ outcome: 'written'; given: Given } | { outcome: 'replayed'; answer: Answer }> {
  const { now } = queueing;
  const type = body.what;
  const source = awardPaidFrom(type);
  const points = source === undefined ? 0 : body.points;
  const giverName = `${giver.firstname} ${giver.surname}`;
  // Each recipient's message in their own language (the giver's own words as they wrote them).
  const textIn = (language: string | null) =>
    inLanguage(language, () =>
      outboxMessages.award(settings.programmeName, {
        title: flowMessages.awardNames[type],
        giver: giverName,
        value: body.reason,
        points,
        message: body.message,
      }),
    );
  const alongside: Alongside[] = [
    {
      kind: 'award',
      award: {
        type,
        giverMemberId: giver.id,
        giverDivisionId: giver.divisionId,
        value: body.reason,
        points,
        message: body.message,
        sendBy: body.sendBy,
        divisionCodes: [...divisionCodes],
        createdAt: now,
        isPrivate: body.private ?? false,
      },
      recipients: recipients.map((r) => ({ memberId: r.id, divisionId: r.divisionId })),
    },
    {
      kind: 'messages',
      queueing,
      messages: recipients.map((r): OutgoingMessage => {
        const text = textIn(r.language);
        return body.sendBy === 'email' && r.email !== ''
          ? {
              kind: 'award',
              channel: 'email',
              to: r.email,
              subject: text.subject,
              body: text.email,
            }
          : {
              kind: 'award',
              channel: 'sms',
              to: r.cellE164,
              body: text.sms,
              // A recipient who chose WhatsApp gets it there (outboxInsert), in their language or English.
              template: recognitionTemplate(r.language, {
                programmeName: settings.programmeName,
                giver: giverName,
                award: () => flowMessages.awardNames[type],
                points,
                portalUrl: settings.portalUrl ?? '',
              }),
            };
      }),
    },
    // Beside the usual message, a push to each browser a recipient subscribed (issue 37).
    {
      kind: 'messages',
      queueing,
      messages: recipients.map((r) =>
        pushTo(r, 'award', settings.programmeName, () =>
          pushMessages.recognised({ giver: giverName, value: body.reason }),
        ),
      ),
    },
  ];
  let posted;
  try {
    posted = await post(db, {
      transfer: source && {
        kind: 'award',
        memberId: giver.id,
        createdAt: now,
        postings: [
          ...recipients.map((r) => ({
            account: { memberId: giver.id, kind: source } as const,
            amount: -points,
            description: awardWording(type, body.reason, 'to', `${r.firstname} ${r.surname}`),
            counterpartyMemberId: r.id,
          })),
          ...recipients.map((r) => ({
            account: { memberId: r.id, kind: accountKind.redeemable } as const,
            amount: points,
            description: awardWording(type, body.reason, 'from', giverName),
            counterpartyMemberId: giver.id,
          })),
        ],
      },
      alongside,
      idempotency,
    });
  } catch (error) {
    if (!(error instanceof InsufficientPoints) || source === undefined) throw error;
    const refusal = awardShortOfPoints(source, error.available, error.needed);
    throw badRequest({ points: refusal }, refusal);
  }
  if (posted.outcome === 'replayed') return posted;
  return { outcome: 'written', given: { giver, recipients, points } };
}

/**
 * Pay It Forward's monthly cap per colleague, read after the transfer, which holds the giver's allowance
 * account: another Pay It Forward of the same giver waits for this one, so the month's sums include every
 * committed one (and this one).
 */
async function refuseOverCap(
  tx: Tx,
  { giver, recipients, points }: Given,
  now: Date,
  settings: AwardSettings,
): Promise<void> {
  const month = calendarMonthOf(now, settings.timeZone);
  const cap = settings.payItForwardMonthlyCapPerColleague;
  const sums = await tx
    .select({
      memberId: awardRecipients.memberId,
      given: sql<number>`sum(${awards.points})::integer`,
    })
    .from(awardRecipients)
    .innerJoin(awards, eq(awards.id, awardRecipients.awardId))
    .where(
      and(
        eq(awards.giverMemberId, giver.id),
        eq(awards.type, 'payitforward'),
        gte(awards.createdAt, month.start),
        inArray(
          awardRecipients.memberId,
          recipients.map((r) => r.id),
        ),
      ),
    )
    .groupBy(awardRecipients.memberId);
  for (const sum of sums) {
    if (sum.given <= cap) continue;
    const who = recipients.find((r) => r.id === sum.memberId);
    const before = sum.given - points;
    const text = awardRefusals.monthlyCap(who ? memberName(who) : 'one colleague', cap, before);
    throw badRequest({ points: text }, text);
  }
}
