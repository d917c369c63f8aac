import {
  allShopsRecipient,
  awardRefusals,
  awardTitles,
  calendarMonthOf,
  memberName,
  messages,
  validateAward,
  type AwardType,
} from '@plaudit/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { awardRecipients, awards, divisions, members } from '../db/schema.ts';
import { HttpError, badRequest, refuseIf, unauthorized } from '../http/errors.ts';
import type { RequestBody } from '../http/calls.ts';
import { claimIdempotencyKey, claimStatement, storedAnswer } from '../http/idempotency.ts';
import {
  InsufficientPoints,
  inTransaction,
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

const refuseRecipients = (text: string): HttpError => badRequest({ recipients: text }, text);

/** What an award's `recipients` name on the wire: member ids, and division codes ('div:{code}'). */
function parseRecipients(wire: readonly string[]): {
  memberIds: number[];
  divisionCodes: string[];
} {
  const memberIds = new Set<number>();
  const divisionCodes = new Set<string>();
  for (const raw of wire) {
    const entry = raw.trim();
    if (entry === allShopsRecipient) throw refuseRecipients(awardRefusals.allShops);
    if (entry.startsWith('div:')) {
      divisionCodes.add(entry.slice(4));
      continue;
    }
    const match = /^(0\.)?([1-9]\d{0,9})$/.exec(entry);
    const id = match ? Number(match[2]) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647)
      throw refuseRecipients(awardRefusals.unknownRecipient);
    memberIds.add(id);
  }
  return { memberIds: [...memberIds], divisionCodes: [...divisionCodes] };
}

interface LookupRow {
  via: 'giver' | 'member' | 'division';
  id: number | null;
  firstname: string | null;
  surname: string | null;
  email: string | null;
  cell_e164: string | null;
  division_id: number | null;
  registered: boolean | null;
  is_manager: boolean | null;
  code: string | null;
  division_name: string | null;
}

/**
 * The giver and the members an award's `recipients` name, in one query: member ids, and 'div:{code}' for every
 * registered member of a division but the giver. Unknown, unregistered, the giver and 'all_shops:' are
 * refused; duplicates count once. Undefined when the giver is not a member (any more).
 */
async function lookUp(
  tx: Db | Tx,
  giverId: number,
  wire: readonly string[],
): Promise<{ giver: Giver; recipients: Recipient[]; divisionCodes: string[] } | undefined> {
  const { memberIds, divisionCodes } = parseRecipients(wire);
  const person = sql`m.id, m.firstname, m.surname, m.email, m.cell_e164, m.division_id,
    m.registered_at is not null as registered, m.is_manager`;
  const parts = [
    sql`select 'giver' as via, ${person}, null::text as code, null::text as division_name
    from ${members} m where m.id = ${giverId}`,
  ];
  if (memberIds.length > 0)
    parts.push(sql`select 'member', ${person}, null, null from ${members} m
      where m.id = any(${sql.param(memberIds)}::integer[])`);
  if (divisionCodes.length > 0)
    parts.push(sql`select 'division', ${person}, d.code, d.name from ${divisions} d
      left join ${members} m on m.division_id = d.id and m.registered_at is not null and m.id <> ${giverId}
      where d.code = any(${sql.param(divisionCodes)}::text[])`);
  const rows = (
    (await tx.execute(sql.join(parts, sql` union all `))) as unknown as {
      rows: LookupRow[];
    }
  ).rows;
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
    if (team.every((r) => r.id === null))
      throw refuseRecipients(awardRefusals.emptyDivision(team[0]?.division_name ?? code));
    for (const row of team) if (row.id !== null) chosen.set(Number(row.id), personOf(row));
  }
  if (chosen.size === 0) throw refuseRecipients(messages.recipientsRequired);
  return {
    giver,
    recipients: [...chosen.values()].sort((a, b) => a.id - b.id),
    divisionCodes,
  };
}

/** A sentence that ends as written when it already ends in a stop ('Well done!'), else with a full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function notice(type: AwardType, giver: string, value: string, points: number, text: string) {
  const what = awardTitles[type];
  const gift = points > 0 ? ` and ${points} points` : '';
  return {
    sms: `${sentence(`${giver} sent you a ${what}: ${value}${gift}`)} ${text}`,
    subject: `${giver} sent you a ${what}: ${value}`,
    email: `${sentence(`${giver} sent you a ${what} for ${value}${gift}`)}\n\n${text}\n\nLog in to Plaudit to see your points and say thank you.`,
  };
}

export interface AwardSettings {
  timeZone: string;
  payItForwardMonthlyCapPerColleague: number;
}

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
 * that repeats one already given answers as it did. Refusals throw HttpError and change nothing.
 */
export async function giveAward(
  db: Db,
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
    return inTransaction(db, async (tx) => {
      const replay = claim && (await claimIdempotencyKey(tx, claim, answer));
      if (replay) return replay;
      const given = await writeAward(tx, giverId, body, now);
      if (given) await refuseOverCap(tx, given, now, settings);
      return answer;
    });
  // Any other award is one statement with its key's claim: its own transaction, one round trip.
  const given = await writeAward(
    db,
    giverId,
    body,
    now,
    claim && ((when) => claimStatement(claim, answer, when)),
  );
  return given || !claim ? answer : storedAnswer(db, claim);
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
  guard?: Guard,
): Promise<Given | undefined> {
  const type = body.what;
  refuseIf(validateAward(body));
  const found = await lookUp(db, giverId, body.recipients);
  if (!found) throw unauthorized();
  const { giver, recipients, divisionCodes } = found;
  if ((type === 'reward' || type === 'adhoc') && !giver.isManager)
    throw new HttpError(403, messages.managerOnly);
  const points = type === 'thankyou' ? 0 : body.points;
  const giverName = `${giver.firstname} ${giver.surname}`;
  const title = awardTitles[type];
  const text = notice(type, giverName, body.reason, points, body.message);

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

  if (points === 0) {
    const guarded = guard ? sql`guard as (${guard(sql`true`)}),` : sql``;
    const written = await db.execute(
      sql`with ${guarded} transfer as (select null::bigint as id
          ${guard ? sql`where exists (select 1 from guard)` : sql``}), ${withParts(awardRows)}
        select 1 from transfer`,
    );
    return (written as unknown as { rows: unknown[] }).rows.length > 0
      ? { giver, recipients, points }
      : undefined;
  }
  const source = type === 'payitforward' ? 'payItForward' : 'management';
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
    const refusal =
      source === 'management'
        ? awardRefusals.budgetShort(error.available, error.needed)
        : awardRefusals.allowanceShort(error.available, error.needed);
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
