import { profileMessages } from '@plaudit/domain';
import type { GetToKnowRow, RecentRecognitionRow } from '@plaudit/api/contract';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import {
  accountKind,
  accounts,
  awardRecipients,
  awards,
  clusters,
  divisions,
  ledgerEntries,
  members,
  transfers,
} from '../db/schema.ts';
import { notFound } from '../refusals.ts';
import type { ResponseValue } from '../http/calls.ts';
import { wireMemberId } from './lookup.ts';

export type MemberBundle = ResponseValue<'getMemberData'>;

const recipient = alias(members, 'recipient');
const recipientDivision = alias(divisions, 'recipient_division');

/** Everything Home and the profile show about the logged-in member (three queries), and the member's division. */
export async function loadMemberBundle(
  db: Db | Tx,
  memberId: number,
): Promise<{ bundle: MemberBundle; divisionId: number }> {
  const [row] = await db
    .select({
      member: members,
      clusterCode: clusters.code,
      siteTemplate: clusters.siteTemplate,
      divisionCode: divisions.code,
      redeemable: sql<number>`coalesce((select balance from ${accounts} where ${accounts.memberId} = ${members.id} and ${accounts.kind} = ${accountKind.redeemable}), 0)::int`,
      payItForward: sql<number>`coalesce((select balance from ${accounts} where ${accounts.memberId} = ${members.id} and ${accounts.kind} = ${accountKind.payItForward}), 0)::int`,
      management: sql<number>`coalesce((select balance from ${accounts} where ${accounts.memberId} = ${members.id} and ${accounts.kind} = ${accountKind.management}), 0)::int`,
      messagesSent: sql<number>`(select count(*) from ${awardRecipients} r join ${awards} w on w.id = r.award_id where w.giver_member_id = ${members.id})::int`,
      rewardsIssued: sql<number>`coalesce((select sum(e.amount) from ${ledgerEntries} e join ${accounts} a on a.id = e.account_id where a.member_id = ${members.id} and a.kind = ${accountKind.redeemable} and e.amount > 0), 0)::int`,
      rewardsRedeemed: sql<number>`coalesce((select -sum(e.amount) from ${ledgerEntries} e join ${accounts} a on a.id = e.account_id join ${transfers} t on t.id = e.transfer_id where a.member_id = ${members.id} and a.kind = ${accountKind.redeemable} and t.kind in ('order', 'refund')), 0)::int`,
    })
    .from(members)
    .innerJoin(clusters, eq(clusters.id, members.clusterId))
    .innerJoin(divisions, eq(divisions.id, members.divisionId))
    .where(eq(members.id, memberId))
    .limit(1);
  if (!row) throw notFound(profileMessages.memberGone);
  const m = row.member;

  const [recent, getToKnow] = await Promise.all([
    recentRecognition(db, m.clusterId, 8),
    db
      .select({
        id: members.id,
        picId: members.picId,
        firstname: members.firstname,
        surname: members.surname,
        division: divisions.name,
        interest1: members.interest1,
        otherInfo: members.otherInfo,
      })
      .from(members)
      .innerJoin(divisions, eq(divisions.id, members.divisionId))
      .where(
        and(
          eq(members.divisionId, m.divisionId),
          ne(members.id, m.id),
          ne(members.interest1, ''),
          sql`${members.registeredAt} is not null`,
          isNull(members.deactivatedAt),
        ),
      )
      .orderBy(members.surname, members.firstname)
      .limit(6),
  ]);

  const bundle: MemberBundle = {
    memberData: {
      firstname: m.firstname,
      surname: m.surname,
      email: m.email,
      memberNumber: m.cellNational,
      cellNum: m.cellNational,
      postAddr2: m.postAddr2,
      picId: m.picId,
      awardsPointsAvailable: row.redeemable,
      awardsPointsAvailable1: row.payItForward,
      awardsPointsAvailableMng: row.management,
      isAdminReports: m.isAdminReports,
      isManager: m.isManager,
      clusterCode: row.clusterCode,
      divisionCode: row.divisionCode,
      siteTemplate: row.siteTemplate,
      dOBdd: m.dobDd,
      dOBmm: m.dobMm,
      interest1: m.interest1,
      interestOtherDesc: m.interestOtherDesc,
      otherInfo: m.otherInfo,
      // The language the member chose, once they chose one: the portal opens in it on any device.
      ...(m.language ? { language: m.language } : {}),
      messageChannel: m.messageChannel,
      whatsappOptInAt: m.whatsappOptInAt,
    },
    homeGetToKnow: getToKnow.map((g): GetToKnowRow => ({
      memberId: wireMemberId(g.id, true),
      picId: g.picId,
      memberName: `${g.firstname} ${g.surname}`,
      division: g.division,
      interest1: g.interest1,
      otherInfo: g.otherInfo,
    })),
    homeRecentRecognition: recent,
    homeStats: {
      messagesSent: row.messagesSent,
      rewardsIssued: row.rewardsIssued,
      rewardsRedeemed: row.rewardsRedeemed,
    },
  };
  return { bundle, divisionId: m.divisionId };
}

/**
 * The members most recently recognised in a country (any award, a Shout Out too), newest first, each once
 * (at their latest award), leaving out those who have left (deactivated): a row shows only picture, name
 * and division, so a second row for the same person says nothing new and pushes a colleague off the list. Reads the newest award recipients (four per place
 * wanted, through their date index) and keeps each member's first; when a few people took nearly all of
 * them the list is shorter rather than a scan of every award.
 */
export async function recentRecognition(
  db: Db | Tx,
  clusterId: number,
  limit: number,
): Promise<RecentRecognitionRow[]> {
  const rows = await db
    .select({
      id: recipient.id,
      picId: recipient.picId,
      firstname: recipient.firstname,
      surname: recipient.surname,
      division: recipientDivision.name,
    })
    .from(awardRecipients)
    .innerJoin(recipient, eq(recipient.id, awardRecipients.memberId))
    .innerJoin(recipientDivision, eq(recipientDivision.id, recipient.divisionId))
    .where(and(eq(recipient.clusterId, clusterId), isNull(recipient.deactivatedAt)))
    // The recipients of one award share its time: their member id orders them, so that Home's few and the
    // whole list agree on who comes first.
    .orderBy(
      desc(awardRecipients.createdAt),
      desc(awardRecipients.awardId),
      asc(awardRecipients.memberId),
    )
    .limit(limit * 4);
  const seen = new Set<number>();
  const distinct = rows.filter((r) => {
    if (seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  });
  return distinct.slice(0, limit).map((r) => ({
    picId: r.picId,
    memberName: `${r.firstname} ${r.surname}`,
    division: r.division,
  }));
}
