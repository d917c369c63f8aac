import { sql, type SQL } from 'drizzle-orm';
import {
  accounts,
  awardRecipients,
  awards,
  ledgerEntries,
  members,
  nominationNominees,
  nominations,
  orderLines,
  orders,
  products,
  shopCategories,
  transfers,
} from '../db/schema.ts';
import { inScope, monthOf, within, type InsightsQuery, type InsightsScope } from './scope.ts';

/*
 * The live queries: each chart's figures for a range, straight from the awards, the ledger and the orders,
 * read in created_at order from the indexes of migrations 0024 and 0027. The charts read them for the part
 * of a range that has no roll-ups (rollups.ts), and the roll-ups are made of their answers.
 *
 * Who is counted where: an award counts for a division when its giver gave it from there or a recipient
 * received it there (the management report's Current); a member's points by their division now.
 */

/** The awards of the range that count for the scope: given from one of its divisions or received in one. */
const scopedAwards = (q: InsightsQuery, scope: readonly number[]) => sql`
  select id from ${awards}
  where ${inScope(sql`giver_division_id`, scope)} and ${within(sql`created_at`, q)}
  union
  select award_id from ${awardRecipients}
  where ${inScope(sql`division_id`, scope)} and ${within(sql`created_at`, q)}`;

/** The nominations of the range that count for the scope: made from one of its divisions or naming one of its members. */
const nominationsWhere = (q: InsightsQuery) =>
  q.divisions
    ? sql`${within(sql`n.created_at`, q)} and (${inScope(sql`n.nominator_division_id`, q.divisions)}
          or exists (select 1 from ${nominationNominees} nn
                     where nn.nomination_id = n.id and ${inScope(sql`nn.division_id`, q.divisions)}))`
    : within(sql`n.created_at`, q);

const awardsOf = (q: InsightsQuery) =>
  q.divisions
    ? sql`${awards} a join (${scopedAwards(q, q.divisions)}) picked on picked.id = a.id`
    : sql`${awards} a`;
const awardsWhere = (q: InsightsQuery) => (q.divisions ? sql`true` : within(sql`a.created_at`, q));
/**
 * An award the charts count: not an approved nomination's (its nomination is the recognition the charts
 * count), nor a wall card without points (a welcome, an anniversary the table gives none: no award).
 */
export const notNominationAward = sql`a.type <> 'nomination' and (a.milestone is null or a.points > 0)`;
/**
 * An award's kind on the recognition chart: a Shout Out from the programme (a birthday's, a work
 * anniversary's) is 'birthday', whose series is named "Birthdays and anniversaries".
 */
export const awardKind = sql`case when a.giver_member_id is null then 'birthday' else a.type end`;

/**
 * Awards per month by type. An approved nomination's award is not among them: the nomination is counted,
 * once, as nominations made (and so in the values).
 */
export const awardKindRows = (q: InsightsQuery) =>
  sql`select ${monthOf(sql`a.created_at`, q.timeZone)} as month, ${awardKind} as kind,
             count(*)::int as count
      from ${awardsOf(q)} where ${awardsWhere(q)} and ${notNominationAward}
      group by 1, 2`;

/** Nominations made per month. */
export const nominationMonthRows = (q: InsightsQuery) =>
  sql`select ${monthOf(sql`n.created_at`, q.timeZone)} as month, count(*)::int as count
      from ${nominations} n where ${nominationsWhere(q)}
      group by 1`;

/** The values of the range's awards among colleagues and its nominations (one row per value and source). */
export const valueRows = (q: InsightsQuery) =>
  sql`select a.value, count(*) as awards, 0 as nominations
      from ${awardsOf(q)}
      where ${awardsWhere(q)} and a.giver_member_id is not null and ${notNominationAward}
      group by 1
      union all
      select n.value, 0, count(*) from ${nominations} n where ${nominationsWhere(q)} group by 1`;

/**
 * What moved each of a member's three balances (account kinds), the entry's transfer kind telling why:
 * issued (granted, allowed, received from a colleague's award, a recommendation, a birthday, an approved
 * nomination, an adjustment either way), used (redeemed in the shop less refunds, or given to colleagues
 * from a budget or an allowance) and expired. Per balance, issued less used less expired is what its
 * accounts gained: the three are never added together (a budget's points given are a member's received).
 */
const balanceSums = (kind: SQL, amount: SQL) =>
  sql`coalesce(sum(${amount}) filter (where ${kind} not in ('order', 'refund', 'expiry')
                                       and not (${kind} = 'award' and ${amount} < 0)), 0)::float8 as issued,
      coalesce(sum(-${amount}) filter (where ${kind} in ('order', 'refund')
                                        or (${kind} = 'award' and ${amount} < 0)), 0)::float8 as used,
      coalesce(sum(-${amount}) filter (where ${kind} = 'expiry'), 0)::float8 as expired`;

/**
 * The range's member entries per month, member's division (now) and balance, for the scope. Every
 * division's (a period being rolled up, the whole programme): the members, their accounts and the range's
 * entries joined whole. A scope's (the day or two read live): the range's entries in created_at order
 * (migration 0027's index), each one's account and transfer looked up by key (joining a division's
 * members' accounts would read every account).
 */
export const balancePointsRows = (q: InsightsQuery) => {
  if (!q.divisions)
    return sql`select ${monthOf(sql`e.created_at`, q.timeZone)} as month, m.division_id as division,
             a.kind as balance, ${balanceSums(sql`t.kind`, sql`e.amount`)}
      from ${members} m
      join ${accounts} a on a.member_id = m.id
      join ${ledgerEntries} e on e.account_id = a.id
      join ${transfers} t on t.id = e.transfer_id
      where ${within(sql`e.created_at`, q)}
      group by 1, 2, 3`;
  return sql`with l as materialized (
        select l.amount, l.transfer_id, l.created_at, o.division, o.balance
        from ${ledgerEntries} l
        cross join lateral (select m.division_id as division, a.kind as balance
                            from ${accounts} a join ${members} m on m.id = a.member_id
                            where a.id = l.account_id) o
        where ${within(sql`l.created_at`, q)}),
      e as (
        select l.created_at, l.division, l.balance, l.amount,
               (select t.kind from ${transfers} t where t.id = l.transfer_id) as kind
        from l where ${inScope(sql`l.division`, q.divisions)})
      select ${monthOf(sql`e.created_at`, q.timeZone)} as month, e.division, e.balance,
             ${balanceSums(sql`e.kind`, sql`e.amount`)}
      from e
      group by 1, 2, 3`;
};

/** The order lines of the scope's members (by division now); every line for the whole programme. */
const linesOf = (scope: InsightsScope) =>
  scope
    ? sql`${orderLines} l join ${orders} o on o.id = l.order_id
          join ${members} m on m.id = o.member_id and ${inScope(sql`m.division_id`, scope)}`
    : sql`${orderLines} l`;

/** The range's orders per month and the points they took (refunded lines given back). */
export const shopMonthRows = (q: InsightsQuery) =>
  sql`select ${monthOf(sql`l.created_at`, q.timeZone)} as month,
             count(distinct l.order_id)::int as orders,
             coalesce(sum(l.points) filter (where l.dispatch_status <> 9), 0)::float8 as points
      from ${linesOf(q.divisions)} where ${within(sql`l.created_at`, q)}
      group by 1`;

/** What each top-level category sold in the range (refunded lines not counted). */
export const shopCategoryRows = (q: InsightsQuery) =>
  sql`select c.cat1 as category, sum(l.qty)::int as items, sum(l.points)::float8 as points
      from ${linesOf(q.divisions)}
      join ${products} p on p.id = l.product_id join ${shopCategories} c on c.id = p.category_id
      where ${within(sql`l.created_at`, q)} and l.dispatch_status <> 9
      group by 1`;

/**
 * The lines waiting for voucher codes and the oldest of them: found by their index, each one's member's
 * division looked up by key (a join would read every order).
 */
export const pendingLinesRow = (scope: InsightsScope) =>
  sql`select count(*)::int as lines, min(l.created_at) as oldest
      from ${orderLines} l
      where l.dispatch_status = 1
        and ${
          scope
            ? inScope(
                sql`(select m.division_id from ${orders} o join ${members} m on m.id = o.member_id
                     where o.id = l.order_id)`,
                scope,
              )
            : sql`true`
        }`;
