import {
  awardPoints,
  awardRefusals,
  awardShortOfPoints,
  calendarMonthOf,
  feedMessages,
  milestoneMessages,
} from '@plaudit/domain';
import type { FeedAddition } from '@plaudit/api/contract';
import { sql } from 'drizzle-orm';
import type { Store } from '../db/changes.ts';
import type { Tx } from '../db/client.ts';
import { idempotencyOf } from '../db/idempotency.ts';
import { rowsOf } from '../db/rows.ts';
import { accountKind, awardRecipients, awards, feedAdditions, members } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { InsufficientPoints, post } from '../ledger/ledger.ts';
import { additionWording } from '../ledger/wording.ts';
import { badRequest, forbidden, invalid } from '../refusals.ts';
import { viewerOf, visibleRecognition, type Viewer } from './viewer.ts';

export interface AddPointsSettings {
  timeZone: string;
  payItForwardMonthlyCapPerColleague: number;
}

interface RecipientRow {
  member_id: number;
  firstname: string;
  surname: string;
  language: string | null;
  active: boolean;
}

type Answer = { message: string; additions: FeedAddition[] };

/**
 * Points a colleague adds to a recognition they neither gave nor received ("+30 from Pieter"): to each of
 * its recipients still on the programme, from a manager's budget or a member's Pay It Forward allowance,
 * with the award forms' choices of points, through the ledger as an award is (one transfer, both
 * statements), and the Pay It Forward cap per colleague and month counting awards and additions together.
 * With an Idempotency-Key it is written once: twenty presses of one key credit once.
 */
export async function addPoints(
  store: Store,
  memberId: number,
  body: { id: number; points: number },
  now: Date,
  settings: AddPointsSettings,
  key: string | undefined,
): Promise<Answer> {
  return inTransaction(store, ['members'], async (tx) => {
    const viewer = await viewerOf(tx, memberId);
    const recognition = await visibleRecognition(tx, viewer, body.id);
    // A milestone card (an anniversary, a birthday, a welcome) is the programme's: nobody gave it.
    if (recognition.giverMemberId === null) throw invalid(milestoneMessages.nobodyGave);
    const everyone = await rowsOf<RecipientRow>(
      tx,
      sql`select m.id as member_id, m.firstname, m.surname, m.language,
          (m.deactivated_at is null and m.registered_at is not null) as active
        from ${awardRecipients} r join ${members} m on m.id = r.member_id
        where r.award_id = ${recognition.id}::bigint order by m.id`,
    );
    if (
      recognition.giverMemberId === viewer.id ||
      everyone.some((r) => Number(r.member_id) === viewer.id)
    )
      throw forbidden(feedMessages.ownRecognition);
    const source = viewer.isManager ? accountKind.management : accountKind.payItForward;
    const offered = awardPoints(source === accountKind.management ? 'reward' : 'payitforward');
    if (!offered.includes(body.points)) {
      const text = feedMessages.pointsNotOffered({ points: offered.join(', ') });
      throw badRequest({ points: text }, text);
    }
    const recipients = everyone.filter((r) => r.active);
    if (recipients.length === 0) throw invalid(feedMessages.noRecipients);

    const earlier = await rowsOf<FeedAddition>(
      tx,
      sql`select g.firstname || ' ' || g.surname as giver, f.points from ${feedAdditions} f
        join ${members} g on g.id = f.giver_member_id
        where f.award_id = ${recognition.id}::bigint order by f.created_at, f.id`,
    );
    const answer: Answer = {
      message: feedMessages.pointsAdded({ points: body.points, count: recipients.length }),
      additions: [...earlier, { giver: viewer.name, points: body.points }],
    };
    const idempotency = idempotencyOf(
      { memberId: viewer.id, call: 'feedAddPoints', key, body, now },
      answer,
    );
    let posted;
    try {
      posted = await post(tx, {
        transfer: {
          kind: 'award',
          memberId: viewer.id,
          createdAt: now,
          postings: [
            ...recipients.map((r) => ({
              account: { memberId: viewer.id, kind: source } as const,
              amount: -body.points,
              description: additionWording(recognition.value, 'to', `${r.firstname} ${r.surname}`),
              counterpartyMemberId: Number(r.member_id),
            })),
            ...recipients.map((r) => ({
              account: { memberId: Number(r.member_id), kind: accountKind.redeemable } as const,
              amount: body.points,
              description: additionWording(recognition.value, 'from', viewer.name),
              counterpartyMemberId: viewer.id,
            })),
          ],
        },
        alongside: [
          {
            kind: 'feedAddition',
            addition: {
              awardId: recognition.id,
              giverMemberId: viewer.id,
              points: body.points,
              paidFrom: source,
              createdAt: now,
            },
          },
        ],
        idempotency,
      });
    } catch (error) {
      if (!(error instanceof InsufficientPoints)) throw error;
      const text = awardShortOfPoints(source, error.available, error.needed);
      throw badRequest({ points: text }, text);
    }
    if (posted.outcome === 'replayed') return posted.answer;
    if (source === accountKind.payItForward)
      await refuseOverCap(tx, viewer, recipients, body.points, now, settings);
    return answer;
  });
}

/**
 * The Pay It Forward cap per colleague and month, read after the transfer, which holds the giver's
 * allowance account (see awards/give.ts): Pay It Forward awards and points added from the allowance count
 * together.
 */
async function refuseOverCap(
  tx: Tx,
  giver: Viewer,
  recipients: readonly RecipientRow[],
  points: number,
  now: Date,
  settings: AddPointsSettings,
): Promise<void> {
  const month = calendarMonthOf(now, settings.timeZone);
  const cap = settings.payItForwardMonthlyCapPerColleague;
  const ids = recipients.map((r) => Number(r.member_id));
  const sums = await rowsOf<{ member_id: number; given: number }>(
    tx,
    sql`select member_id, sum(points)::integer as given from (
        select r.member_id, a.points from ${awards} a
          join ${awardRecipients} r on r.award_id = a.id
          where a.giver_member_id = ${giver.id}::integer and a.type = 'payitforward'
            and a.created_at >= ${month.start} and r.member_id = any(${sql.param(ids)}::integer[])
        union all
        select r.member_id, f.points from ${feedAdditions} f
          join ${awardRecipients} r on r.award_id = f.award_id
          where f.giver_member_id = ${giver.id}::integer and f.paid_from = 'payItForward'
            and f.created_at >= ${month.start} and r.member_id = any(${sql.param(ids)}::integer[])
      ) given group by member_id`,
  );
  for (const sum of sums) {
    if (sum.given <= cap) continue;
    const who = recipients.find((r) => Number(r.member_id) === Number(sum.member_id));
    const text = awardRefusals.monthlyCap(
      who ? `${who.firstname} ${who.surname}` : '',
      cap,
      sum.given - points,
    );
    throw badRequest({ points: text }, text);
  }
}
