import type {
  ConsoleAward,
  ConsoleBalances,
  ConsoleMember,
  ConsoleOrder,
  ConsoleStatementLine,
} from '@plaudit/api/contract';
import {
  calendarDayOf,
  consoleMessages,
  consoleSearchLimit,
  dayBounds,
  memberBalances,
  parseWireDate,
  validateAdjustment,
} from '@plaudit/domain';
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adjustBalanceIn, findMemberByCell } from '../admin/operations.ts';
import type { ServerContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { withIdempotency } from '../db/idempotency.ts';
import { rowsOf } from '../db/rows.ts';
import {
  accountKind,
  accounts,
  awardRecipients,
  awards,
  clusters,
  divisions,
  ledgerEntries,
  members,
  orders,
  transfers,
} from '../db/schema.ts';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import { InsufficientPoints } from '../ledger/ledger.ts';
import { nameSearchKeys, nameSearchWords } from '../members/nameSearch.ts';
import { statementRecords } from '../reports/reports.ts';
import { memberMessaging } from './memberDeliveries.ts';
import { fieldRefusal, notFound, refuseIf } from '../refusals.ts';

/**
 * The operator console's services (DESIGN.md "Operating the programme"): finding members, a member's
 * page, and balance adjustments. They are the command line's services (admin/operations.ts) with the
 * console's answers around them, so the two cannot disagree.
 */

const memberColumns = {
  memberId: members.id,
  firstname: members.firstname,
  surname: members.surname,
  cellNum: members.cellNational,
  division: divisions.name,
  divisionCode: divisions.code,
  cluster: clusters.code,
  isManager: members.isManager,
  isAdmin: members.isAdminReports,
  isRegistered: sql<boolean>`${members.registeredAt} is not null`,
  deactivatedAt: members.deactivatedAt,
  email: members.email,
  picId: members.picId,
};

/** The console rows of the members with these ids, in the order of the ids. */
async function consoleRows(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(divisions, eq(divisions.id, members.divisionId))
    .innerJoin(clusters, eq(clusters.id, members.clusterId))
    .where(inArray(members.id, [...ids]));
  return ids.flatMap((id) => rows.filter((r) => r.memberId === id));
}

const asListed = (r: Awaited<ReturnType<typeof consoleRows>>[number]): ConsoleMember => ({
  memberId: r.memberId,
  name: `${r.firstname} ${r.surname}`,
  cellNum: r.cellNum,
  division: r.division,
  divisionCode: r.divisionCode,
  cluster: r.cluster,
  isManager: r.isManager,
  isAdmin: r.isAdmin,
  isRegistered: r.isRegistered,
  isActive: r.deactivatedAt === null,
});

/** One member's console row, in the caller's transaction (after a change), or undefined. */
export async function consoleMemberIn(
  tx: Tx,
  memberId: number,
): Promise<ConsoleMember | undefined> {
  const [row] = await consoleRows(tx, [memberId]);
  return row && asListed(row);
}

/** The first 50 members who match a console search, by id in list order, and how many match in all. */
interface Matches {
  ids: number[];
  total: number;
}

/**
 * A number's matches: first the command line's lookup (the whole number in any programme country), then the
 * numbers that start with it, in surname order.
 */
async function membersByNumber(db: Db, typed: string, compact: string): Promise<Matches> {
  const exact = await findMemberByCell(db, typed);
  const digits = compact.replace(/^\+/, '');
  const starting = compact.startsWith('+')
    ? sql`${members.cellE164} like ${`+${digits}%`}`
    : or(
        sql`${members.cellNational} like ${`${digits}%`}`,
        sql`${members.cellE164} like ${`+${digits}%`}`,
      );
  const found = await db
    .select({ id: members.id })
    .from(members)
    .where(starting)
    .orderBy(members.surname, members.firstname, members.id)
    .limit(consoleSearchLimit);
  const ids = [...new Set([...(exact ? [exact.id] : []), ...found.map((r) => r.id)])];
  if (found.length < consoleSearchLimit) return { ids, total: ids.length };
  const [counted] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(members)
    .where(exact ? or(starting, eq(members.id, exact.id)) : starting);
  return { ids, total: counted?.total ?? ids.length };
}

/** A name's matches: the member list's name search (the start of every word typed), in surname order. */
async function membersByName(db: Db, typed: string): Promise<Matches> {
  const keys = nameSearchKeys(typed);
  if (keys.length === 0) return { ids: [], total: 0 };
  const words = sql`string_to_array(${nameSearchWords(keys)}, ' ')`;
  const found = await rowsOf<{ member_id: number }>(
    db,
    sql`select named.member_id from plaudit_search_members(${words},
      null::integer, null::integer, ${consoleSearchLimit}::integer)
      with ordinality as named(member_id, place) order by named.place`,
  );
  const ids = found.map((r) => Number(r.member_id));
  if (ids.length < consoleSearchLimit) return { ids, total: ids.length };
  const [counted] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(members)
    .where(sql`${members.nameKeys} @> ${words}`);
  return { ids, total: counted?.total ?? ids.length };
}

/**
 * Members of every cluster by cell number (or its start) or name (the start of each word), the first 50,
 * with how many match in all: the console says when it shows fewer than match.
 */
export async function searchMembers(
  db: Db,
  query: string,
): Promise<ResponseValue<'adminMemberSearch'>> {
  const typed = query.trim();
  const compact = typed.replace(/[\s()-]/g, '');
  const { ids, total } = /^\+?\d+$/.test(compact)
    ? await membersByNumber(db, typed, compact)
    : await membersByName(db, typed);
  const listed = (await consoleRows(db, ids.slice(0, consoleSearchLimit))).map(asListed);
  return { members: listed, total };
}

const colleague = alias(members, 'colleague');
const recentLimit = 20;

/** The last 20 awards a member gave, one row per recipient, newest first. */
async function awardsGiven(db: Db, memberId: number): Promise<ConsoleAward[]> {
  const rows = await db
    .select({
      awardId: awards.id,
      date: awards.createdAt,
      type: awards.type,
      value: awards.value,
      points: awards.points,
      firstname: colleague.firstname,
      surname: colleague.surname,
    })
    .from(awards)
    .innerJoin(awardRecipients, eq(awardRecipients.awardId, awards.id))
    .innerJoin(colleague, eq(colleague.id, awardRecipients.memberId))
    .where(eq(awards.giverMemberId, memberId))
    .orderBy(desc(awards.createdAt), desc(awards.id), colleague.surname, colleague.firstname)
    .limit(recentLimit);
  return rows.map(({ firstname, surname, ...r }) => ({
    ...r,
    colleague: `${firstname} ${surname}`,
  }));
}

/** The last 20 awards a member received, newest first; the programme's own name a birthday's giver. */
async function awardsReceived(
  db: Db,
  memberId: number,
  programmeName: string,
): Promise<ConsoleAward[]> {
  const rows = await db
    .select({
      awardId: awards.id,
      date: awardRecipients.createdAt,
      type: awards.type,
      value: awards.value,
      points: awards.points,
      firstname: colleague.firstname,
      surname: colleague.surname,
    })
    .from(awardRecipients)
    .innerJoin(awards, eq(awards.id, awardRecipients.awardId))
    .leftJoin(colleague, eq(colleague.id, awards.giverMemberId))
    .where(eq(awardRecipients.memberId, memberId))
    .orderBy(desc(awardRecipients.createdAt), desc(awards.id))
    .limit(recentLimit);
  return rows.map(({ firstname, surname, ...r }) => ({
    ...r,
    colleague: firstname === null ? programmeName : `${firstname} ${surname ?? ''}`,
  }));
}

/** The last 20 orders of a member, newest first. */
async function recentOrders(db: Db, memberId: number): Promise<ConsoleOrder[]> {
  return db
    .select({
      orderNum: orders.orderNum,
      orderDate: orders.createdAt,
      orderStatusId: orders.statusId,
      points: orders.points,
      itemCount: orders.itemCount,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(recentLimit);
}

const statementLinesEach = 5;

/** The last 5 lines of each of a member's three statements, as the statements word them. */
async function recentStatementLines(db: Db, memberId: number): Promise<ConsoleStatementLine[]> {
  const each = await Promise.all(
    memberBalances.map(async (account) => {
      const records = JSON.parse(await statementRecords(db, memberId, account)) as
        [string, string, number][] | null;
      return (records ?? []).slice(0, statementLinesEach).flatMap(([date, description, points]) => {
        const at = parseWireDate(date);
        return at ? [{ account, date: at, description, points }] : [];
      });
    }),
  );
  return each.flat();
}

/**
 * One member's page: who they are, the balances getMemberData reports to them (its very bundle, so the
 * two cannot differ), their last 20 awards given and received and their last 20 orders.
 */
export async function memberPage(
  context: ServerContext,
  memberId: number,
): Promise<ResponseValue<'adminMember'>> {
  const [row] = await consoleRows(context.db, [memberId]);
  if (!row) throw notFound(consoleMessages.memberNotFound);
  const [data, lines, given, received, placed, messaging] = await Promise.all([
    context.memberData.get(memberId),
    recentStatementLines(context.db, memberId),
    awardsGiven(context.db, memberId),
    awardsReceived(context.db, memberId, context.settings.programmeName),
    recentOrders(context.db, memberId),
    memberMessaging(context.db, memberId),
  ]);
  const { awardsPointsAvailable, awardsPointsAvailable1, awardsPointsAvailableMng } =
    data.bundle.memberData;
  return {
    member: {
      ...asListed(row),
      email: row.email,
      picId: row.picId,
      deactivatedAt: row.deactivatedAt,
    },
    balances: { awardsPointsAvailable, awardsPointsAvailable1, awardsPointsAvailableMng },
    statementLines: lines,
    awardsGiven: given,
    awardsReceived: received,
    orders: placed,
    ...(messaging ? { messaging } : {}),
  };
}

/** A member's three balances as getMemberData reads them (0 for an account not opened yet). */
async function balancesIn(tx: Tx, memberId: number): Promise<ConsoleBalances> {
  const rows = await tx
    .select({ kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.memberId, memberId));
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  return {
    awardsPointsAvailable: of(accountKind.redeemable),
    awardsPointsAvailable1: of(accountKind.payItForward),
    awardsPointsAvailableMng: of(accountKind.management),
  };
}

type AdjustAnswer = ResponseValue<'adminAdjustBalance'>;

/**
 * The points an administrator has credited through adjustments (theirs, console or not) since the start
 * of today in the programme's time zone. Their member row is locked first, so two adjustments of theirs
 * at once are counted one after the other and cannot pass the daily cap together.
 */
async function creditedToday(tx: Tx, adminId: number, now: Date, timeZone: string) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, adminId)).for('update');
  const { year, month, day } = calendarDayOf(now, timeZone);
  const start = dayBounds(
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    timeZone,
  )?.start;
  const [row] = await rowsOf<{ credited: number | string | null }>(
    tx,
    sql`select sum(e.amount) as credited from ${transfers} t
        join ${ledgerEntries} e on e.transfer_id = t.id
        join ${accounts} a on a.id = e.account_id
        where t.kind = 'adjustment' and t.member_id = ${adminId} and t.created_at >= ${start ?? now}
          and a.member_id is not null and e.amount > 0`,
  );
  return Number(row?.credited ?? 0);
}

/**
 * An administrator's balance adjustment: the command line's adjustBalance (the transfer and its audit
 * row, actor 'console') in one transaction with the request's Idempotency-Key (withIdempotency), so a
 * retry gets the first answer and adjusts nothing twice. Refused, changing nothing, when it would take the
 * balance below zero (the console words the ledger's refusal with the balance it has), or past the
 * console's caps of a credit.
 */
export async function adjustFromConsole(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminAdjustBalance'>,
  key: string | undefined,
): Promise<AdjustAnswer> {
  refuseIf(validateAdjustment(body));
  const caps = context.settings.consoleCredits;
  if (body.points > caps.perAdjustment)
    throw fieldRefusal('points', consoleMessages.creditCallCap(caps.perAdjustment));
  const [target] = await context.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, body.memberId))
    .limit(1);
  if (!target) throw notFound(consoleMessages.memberNotFound);
  const request = { memberId: adminId, call: 'adminAdjustBalance', key, body };
  try {
    return await withIdempotency(
      context,
      ['members'],
      { now: context.now, request },
      async (tx, now) => {
        if (body.points > 0) {
          const today = await creditedToday(tx, adminId, now, context.settings.timeZone);
          if (today + body.points > caps.perDay)
            throw fieldRefusal('points', consoleMessages.creditDailyCap(caps.perDay, today));
        }
        const adjusted = await adjustBalanceIn(tx, {
          memberId: body.memberId,
          kind: body.account,
          points: body.points,
          reason: body.reason.trim(),
          now,
          actor: { kind: 'console', memberId: adminId },
        });
        if (!adjusted) throw new Error('An adjustment without a reference was not made.');
        return {
          message: consoleMessages.adjusted(body.points, adjusted.after),
          balances: await balancesIn(tx, body.memberId),
        };
      },
    );
  } catch (error) {
    if (!(error instanceof InsufficientPoints)) throw error;
    throw fieldRefusal('points', consoleMessages.belowZero(error.available, error.needed));
  }
}
