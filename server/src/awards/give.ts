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
import { and, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { awardRecipients, awards, divisions, members } from '../db/schema.ts';
import { HttpError, badRequest, refuseIf } from '../http/errors.ts';
import type { RequestBody } from '../http/calls.ts';
import { InsufficientPoints, postTransfer } from '../ledger/ledger.ts';
import { enqueue, type OutgoingMessage } from '../outbox/queue.ts';

export interface Giver {
  id: number;
  firstname: string;
  surname: string;
  isManager: boolean;
  divisionId: number;
}

interface Recipient {
  id: number;
  firstname: string;
  surname: string;
  email: string;
  cellE164: string;
  divisionId: number;
}

const recipientColumns = {
  id: members.id,
  firstname: members.firstname,
  surname: members.surname,
  email: members.email,
  cellE164: members.cellE164,
  divisionId: members.divisionId,
  registeredAt: members.registeredAt,
};

const refuseRecipients = (text: string): HttpError => badRequest({ recipients: text }, text);

/**
 * The members an award's `recipients` name: member ids, and 'div:{code}' for every registered member of a
 * division but the giver. Unknown, unregistered, the giver and 'all_shops:' are refused; duplicates count once.
 */
async function resolveRecipients(
  tx: Tx,
  giver: Giver,
  wire: readonly string[],
): Promise<{ recipients: Recipient[]; divisionCodes: string[] }> {
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
  if (memberIds.has(giver.id)) throw refuseRecipients(awardRefusals.yourself);

  const chosen = new Map<number, Recipient>();
  if (memberIds.size > 0) {
    const rows = await tx
      .select(recipientColumns)
      .from(members)
      .where(inArray(members.id, [...memberIds]));
    for (const id of memberIds) {
      const row = rows.find((r) => r.id === id);
      if (!row) throw refuseRecipients(awardRefusals.unknownRecipient);
      if (row.registeredAt === null)
        throw refuseRecipients(messages.unregisteredMember(memberName(row)));
      chosen.set(row.id, row);
    }
  }
  if (divisionCodes.size > 0) {
    const found = await tx
      .select({ id: divisions.id, code: divisions.code, name: divisions.name })
      .from(divisions)
      .where(inArray(divisions.code, [...divisionCodes]));
    for (const code of divisionCodes) {
      if (!found.some((d) => d.code === code))
        throw refuseRecipients(awardRefusals.unknownDivision(code));
    }
    const team = await tx
      .select(recipientColumns)
      .from(members)
      .where(
        and(
          inArray(
            members.divisionId,
            found.map((d) => d.id),
          ),
          isNotNull(members.registeredAt),
          ne(members.id, giver.id),
        ),
      );
    for (const division of found) {
      if (!team.some((m) => m.divisionId === division.id))
        throw refuseRecipients(awardRefusals.emptyDivision(division.name));
    }
    for (const row of team) chosen.set(row.id, row);
  }
  if (chosen.size === 0) throw refuseRecipients(messages.recipientsRequired);
  return {
    recipients: [...chosen.values()].sort((a, b) => a.id - b.id),
    divisionCodes: [...divisionCodes],
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

/**
 * Gives an award inside the caller's transaction (SPEC §2, DESIGN.md "Awards"): every recipient or none.
 * Points move from the giver's budget (Recognise, adhoc) or allowance (Pay It Forward) to each recipient in
 * one ledger transfer; each recipient's message is queued in the outbox. Refusals throw HttpError.
 */
export async function giveAward(
  tx: Tx,
  giver: Giver,
  body: RequestBody<'doReward'>,
  now: Date,
  settings: AwardSettings,
): Promise<{ message: string }> {
  const type = body.what;
  if ((type === 'reward' || type === 'adhoc') && !giver.isManager)
    throw new HttpError(403, messages.managerOnly);
  refuseIf(validateAward(body));
  const { recipients, divisionCodes } = await resolveRecipients(tx, giver, body.recipients);
  const points = type === 'thankyou' ? 0 : body.points;
  const giverName = `${giver.firstname} ${giver.surname}`;
  const title = awardTitles[type];

  const recordAward = async (transferId: number | null) => {
    const [award] = await tx
      .insert(awards)
      .values({
        type,
        giverMemberId: giver.id,
        giverDivisionId: giver.divisionId,
        value: body.reason,
        points,
        message: body.message,
        sendBy: body.sendBy,
        divisionCodes,
        transferId,
        createdAt: now,
      })
      .returning({ id: awards.id });
    if (!award) throw new Error('The award was not written.');
    await tx.insert(awardRecipients).values(
      recipients.map((r) => ({
        awardId: award.id,
        memberId: r.id,
        divisionId: r.divisionId,
        createdAt: now,
      })),
    );
    const text = notice(type, giverName, body.reason, points, body.message);
    await enqueue(
      tx,
      now,
      ...recipients.map((r): OutgoingMessage =>
        body.sendBy === 'email' && r.email !== ''
          ? { channel: 'email', to: r.email, subject: text.subject, body: text.email }
          : { channel: 'sms', to: r.cellE164, body: text.sms },
      ),
    );
  };

  if (points === 0) {
    await recordAward(null);
    return { message: messages.awardSubmitted(type) };
  }
  const source = type === 'payitforward' ? 'payItForward' : 'management';
  try {
    // The award's rows are written before the balances change, so the budget is held only briefly.
    await postTransfer(
      tx,
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
      recordAward,
    );
  } catch (error) {
    if (!(error instanceof InsufficientPoints)) throw error;
    const text =
      source === 'management'
        ? awardRefusals.budgetShort(error.available, error.needed)
        : awardRefusals.allowanceShort(error.available, error.needed);
    throw badRequest({ points: text }, text);
  }

  if (type === 'payitforward') {
    // After the transfer, which holds the giver's allowance account: another Pay It Forward of the same
    // giver waits for this one, so the month's sums below include every committed one (and this one).
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
  return { message: messages.awardSubmitted(type) };
}
