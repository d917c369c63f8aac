import {
  awardPaidFrom,
  awardRefusals,
  awardShortOfPoints,
  awardTitles,
  calendarMonthOf,
  memberName,
  messages,
  outboxMessages,
  parseRecipients,
  refuseAwardRecipients,
  refuseRecipientCount,
  validateAward,
  type AwardRecipientCaps,
  type AwardType,
} from '@plaudit/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { write, writeInTransaction, type Change, type Store } from '../db/changes.ts';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { executePrepared } from '../db/prepared.ts';
import { awardRecipients, awards, divisions, members } from '../db/schema.ts';
import { badRequest, forbidden, refuseIf, unauthorized, type Refusal } from '../refusals.ts';
import type { RequestBody } from '../http/calls.ts';
import { claimIdempotencyKey, claimStatement, storedAnswer } from '../http/idempotency.ts';
import {
  InsufficientPoints,
  postGuardedTransfer,
  withParts,
  type AlongsideStatement,
  type Guard,
} from '../ledger/ledger.ts';
import { outboxInsert, type OutgoingMessage } from '../outbox/queue.ts';

interface Person {
  id: number;
  firstname: string;
  surname: string;
  email: string;
  cellE164: string;
  divisionId: number;
}

export interface Giver extends Person {
  isManager: boolean;
}

type Recipient = Person;

const refuseRecipients = (text: string): Refusal => badRequest({ recipients: text }, text);

interface LookupRow {
  via: 'giver' | 'member' | 'division';
  id: number | null;
  firstname: string | null;
  surname: string | null;
  email: string | null;
  cell_e164: string | null;
  division_id: number | null;
  cluster_id: number | null;
  registered: boolean | null;
  is_manager: boolean | null;
  code: string | null;
  division_name: string | null;
}

/**
 * The giver and the members an award's `recipients` name, in one query: member ids, and 'div:{code}' for every
 * registered member of a division but the giver. Unknown, unregistered, the giver and 'all_shops:' are
 * refused; duplicates count once. Whole divisions only where the award type takes them (a manager's
 * Recognise and Adhoc) and only in the giver's country; at most the type's cap of members. Undefined
 * when the giver is not a member (any more).
 */
async function lookUp(
  tx: Db | Tx,
  giverId: number,
  type: AwardType,
  wire: readonly string[],
  caps: AwardRecipientCaps,
): Promise<{ giver: Giver; recipients: Recipient[]; divisionCodes: string[] } | undefined> {
  const parsed = parseRecipients(wire);
  if (!parsed.ok) throw refuseRecipients(parsed.refusal);
  // Refused before the lookup, so a list naming every division costs the database nothing.
  const early = refuseAwardRecipients(type, parsed.recipients, caps);
  if (early !== undefined) throw refuseRecipients(early);
  const { memberIds, divisionCodes } = parsed.recipients;
  const person = sql`m.id, m.firstname, m.surname, m.email, m.cell_e164, m.division_id,
    m.registered_at is not null as registered, m.is_manager`;
  const parts = [
    sql`select 'giver' as via, ${person}, m.cluster_id, null::text as code, null::text as division_name
    from ${members} m where m.id = ${giverId}`,
  ];
  if (memberIds.length > 0)
    parts.push(sql`select 'member', ${person}, m.cluster_id, null, null from ${members} m
      where m.id = any(${sql.param(memberIds)}::integer[]) and m.deactivated_at is null`);
  if (divisionCodes.length > 0)
    parts.push(sql`select 'division', ${person}, d.cluster_id, d.code, d.name from ${divisions} d
      left join ${members} m on m.division_id = d.id and m.registered_at is not null
        and m.deactivated_at is null and m.id <> ${giverId}
      where d.code = any(${sql.param(divisionCodes)}::text[])`);
  const { rows } = await executePrepared<LookupRow>(tx, sql.join(parts, sql` union all `));
  const personOf = (r: LookupRow): Person => ({
    id: Number(r.id),
    firstname: r.firstname ?? '',
    surname: r.surname ?? '',
    email: r.email ?? '',
    cellE164: r.cell_e164 ?? '',
    divisionId: Number(r.division_id),
  });
  const giverRow = rows.find((r) => r.via === 'giver');
  if (!giverRow) return undefined;
  const giver = { ...personOf(giverRow), isManager: giverRow.is_manager === true };

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
    if (Number(team[0]?.cluster_id) !== Number(giverRow.cluster_id))
      throw refuseRecipients(awardRefusals.divisionOutsideCluster(team[0]?.division_name ?? code));
    if (team.every((r) => r.id === null))
      throw refuseRecipients(awardRefusals.emptyDivision(team[0]?.division_name ?? code));
    for (const row of team) if (row.id !== null) chosen.set(Number(row.id), personOf(row));
  }
  if (chosen.size === 0) throw refuseRecipients(messages.recipientsRequired);
  const overCap = refuseRecipientCount(type, chosen.size, caps);
  if (overCap !== undefined) throw refuseRecipients(overCap);
  return {
    giver,
    recipients: [...chosen.values()].sort((a, b) => a.id - b.id),
    divisionCodes,
  };
}

export interface AwardSettings {
  timeZone: string;
  /** The programme's name, in the recipients' messages. */
  programmeName: string;
  payItForwardMonthlyCapPerColleague: number;
  /** Most members one award reaches, per type (issue 21). */
  awardRecipientCaps: AwardRecipientCaps;
}

/** An award moves balances and queues a message per recipient. */
const awardChanges: readonly Change[] = ['members', 'messages'];

/** An award's giver, recipients and points, once written. */
interface Given {
  giver: Giver;
  recipients: Recipient[];
  points: number;
}

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
  now: Date,
  settings: AwardSettings,
  key: string | undefined,
): Promise<{ message: string }> {
  const answer = { message: messages.awardSubmitted(body.what) };
  const claim =
    key === undefined ? undefined : { memberId: giverId, call: 'doReward', key, body, now };
  if (body.what === 'payitforward')
    // The month's cap is read once the giver's allowance is locked: that needs a transaction.
    return writeInTransaction(store, awardChanges, async (tx) => {
      const replay = claim && (await claimIdempotencyKey(tx, claim, answer));
      if (replay) return replay;
      const given = await writeAward(tx, giverId, body, now, settings);
      if (given) await refuseOverCap(tx, given, now, settings);
      return answer;
    });
  // Any other award is one statement with its key's claim: its own transaction, one round trip.
  const given = await write(store, awardChanges, (db) =>
    writeAward(
      db,
      giverId,
      body,
      now,
      settings,
      claim && ((when) => claimStatement(claim, answer, when)),
    ),
  );
  return given || !claim ? answer : storedAnswer(store.db, claim);
}

/**
 * Writes an award, with the guard's statement when given (undefined, and nothing written, when the guard
 * wrote nothing). On the database itself the award is one statement, so its own transaction.
 */
async function writeAward(
  db: Db | Tx,
  giverId: number,
  body: RequestBody<'doReward'>,
  now: Date,
  settings: AwardSettings,
  guard?: Guard,
): Promise<Given | undefined> {
  const type = body.what;
  refuseIf(validateAward(body));
  const found = await lookUp(db, giverId, type, body.recipients, settings.awardRecipientCaps);
  if (!found) throw unauthorized();
  const { giver, recipients, divisionCodes } = found;
  if ((type === 'reward' || type === 'adhoc') && !giver.isManager)
    throw forbidden(messages.managerOnly);
  const source = awardPaidFrom(type);
  const points = source === undefined ? 0 : body.points;
  const giverName = `${giver.firstname} ${giver.surname}`;
  const title = awardTitles[type];
  const text = outboxMessages.award(settings.programmeName, {
    title,
    giver: giverName,
    value: body.reason,
    points,
    message: body.message,
  });

  // The award, its recipients and their messages, each written once with the transfer (from `transfer`).
  const awardRows: AlongsideStatement[] = [
    {
      name: 'award',
      statement: sql`insert into ${awards} (type, giver_member_id, giver_division_id, value, points,
          message, send_by, division_codes, transfer_id, created_at)
        select ${type}, ${giver.id}, ${giver.divisionId}, ${body.reason}, ${points}, ${body.message},
          ${body.sendBy}, ${sql.param(divisionCodes)}::text[], transfer.id, ${now} from transfer
        returning id`,
    },
    {
      name: 'award_recipient',
      statement: sql`insert into ${awardRecipients} (award_id, member_id, division_id, created_at)
        select award.id, r.member_id, r.division_id, ${now} from award,
          unnest(${sql.param(recipients.map((r) => r.id))}::integer[],
                 ${sql.param(recipients.map((r) => r.divisionId))}::integer[]) as r(member_id, division_id)
        returning award_id`,
    },
    {
      name: 'message',
      statement: sql`${outboxInsert(
        now,
        recipients.map((r): OutgoingMessage =>
          body.sendBy === 'email' && r.email !== ''
            ? { channel: 'email', to: r.email, subject: text.subject, body: text.email }
            : { channel: 'sms', to: r.cellE164, body: text.sms },
        ),
      )} where exists (select 1 from transfer) returning id`,
    },
  ];

  if (source === undefined) {
    const guarded = guard ? sql`guard as (${guard(sql`true`)}),` : sql``;
    const written = await rowsOf<object>(
      db,
      sql`with ${guarded} transfer as (select null::bigint as id
          ${guard ? sql`where exists (select 1 from guard)` : sql``}), ${withParts(awardRows)}
        select 1 from transfer`,
    );
    return written.length > 0 ? { giver, recipients, points } : undefined;
  }
  try {
    const transferId = await postGuardedTransfer(
      db,
      {
        kind: 'award',
        memberId: giver.id,
        createdAt: now,
        postings: [
          ...recipients.map((r) => ({
            account: { memberId: giver.id, kind: source } as const,
            amount: -points,
            description: `${title}: ${body.reason} \u2014 to ${r.firstname} ${r.surname}`,
            counterpartyMemberId: r.id,
          })),
          ...recipients.map((r) => ({
            account: { memberId: r.id, kind: 'redeemable' } as const,
            amount: points,
            description: `${title}: ${body.reason} \u2014 from ${giverName}`,
            counterpartyMemberId: giver.id,
          })),
        ],
      },
      awardRows,
      guard,
    );
    return transferId === undefined ? undefined : { giver, recipients, points };
  } catch (error) {
    if (!(error instanceof InsufficientPoints)) throw error;
    const refusal = awardShortOfPoints(source, error.available, error.needed);
    throw badRequest({ points: refusal }, refusal);
  }
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
