import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { dispatchStatuses } from '../../src/db/schema.ts';
import { checkLedger } from '../../src/ledger/ledger.ts';
import { outboxIdOfKey, type SmsGateway } from './gateway.ts';
import type { AckedAward, AckedOrder } from './load.ts';

/**
 * The invariants the soak checks against the database (the Jepsen bank test's and TigerBeetle's, with
 * Stripe's idempotency): the ledger balances, nothing acknowledged is missing or doubled, no voucher code
 * is given twice, promo limits hold. Each broken invariant is one line of `violations`.
 */

export interface Acknowledged {
  awards: readonly AckedAward[];
  orders: readonly AckedOrder[];
}

export interface InvariantReport {
  violations: string[];
  /** Voucher codes allocated to two order lines (or more). */
  duplicatedCodes: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function checkInvariants(db: Db, acked: Acknowledged): Promise<InvariantReport> {
  const violations: string[] = [];
  const ledger = await checkLedger(db);
  for (const t of ledger.unbalancedTransfers)
    violations.push(`transfer ${t.transferId} sums to ${t.sum} over ${t.entries} entries`);
  for (const a of ledger.mismatchedAccounts)
    violations.push(`account ${a.accountId} holds ${a.balance}; its entries sum to ${a.entries}`);
  for (const a of ledger.negativeMemberAccounts)
    violations.push(`account ${a.accountId} is below zero (${a.balance})`);

  // Awards: the load writes its key into each award's message, so an award is found by its key.
  const awardRows = rowsOf<{ key: string; n: number; unpaid: number; keyed: number }>(
    await db.execute(sql`
      select substring(a.message from 6) as key, count(*)::integer as n,
        count(*) filter (where a.points > 0 and (a.transfer_id is null or not exists
          (select 1 from ledger_entries e where e.transfer_id = a.transfer_id)))::integer as unpaid,
        count(i.key)::integer as keyed
      from awards a
      left join idempotent_requests i on i.member_id = a.giver_member_id and i.call = 'doReward'
        and i.key = substring(a.message from 6)
      where a.message like 'Soak soak-%'
      group by 1`),
  );
  const awardsByKey = new Map(awardRows.map((r) => [r.key, r]));
  for (const r of awardRows) {
    if (r.n > 1) violations.push(`award ${r.key} is there ${r.n} times`);
    if (r.unpaid > 0) violations.push(`award ${r.key} has points but no transfer`);
    if (r.keyed !== r.n) violations.push(`award ${r.key} is there without its Idempotency-Key`);
  }
  for (const a of acked.awards)
    if (!awardsByKey.has(a.key)) violations.push(`acknowledged award ${a.key} is missing`);

  // Orders: each acknowledged one is there once, under the key that acknowledged it; every order of the
  // run has its key (an order placed twice for one key would have none). The run's orders are those since
  // its first order call: the demo's history has orders of its own, placed without the api.
  const orderRows = rowsOf<{
    order_num: string;
    member_id: number;
    points: number;
    transfers: number;
    keys: number;
  }>(
    await db.execute(sql`
      select o.order_num, o.member_id, o.points,
        (select count(*) from transfers t where t.kind = 'order' and t.reference = o.order_num)::integer
          as transfers,
        (select count(*) from idempotent_requests i where i.member_id = o.member_id
           and i.call = 'placeOrder' and i.response::jsonb ->> 'orderNum' = o.order_num)::integer as keys
      from orders o
      where o.created_at >= coalesce(
        (select min(created_at) from idempotent_requests where call = 'placeOrder'), 'infinity')`),
  );
  const ordersByNum = new Map<string, number>();
  for (const o of orderRows) {
    ordersByNum.set(o.order_num, (ordersByNum.get(o.order_num) ?? 0) + 1);
    if (o.keys !== 1) violations.push(`order ${o.order_num} has ${o.keys} Idempotency-Keys`);
    if ((o.points > 0 ? 1 : 0) !== o.transfers)
      violations.push(`order ${o.order_num} (${o.points} points) has ${o.transfers} transfers`);
  }
  const keyAnswers = new Map(
    rowsOf<{ member_id: number; key: string; order_num: string }>(
      await db.execute(sql`
        select member_id, key, response::jsonb ->> 'orderNum' as order_num
        from idempotent_requests where call = 'placeOrder'`),
    ).map((r) => [`${r.member_id}:${r.key}`, r.order_num]),
  );
  for (const o of acked.orders) {
    const n = ordersByNum.get(o.orderNum) ?? 0;
    if (n !== 1) violations.push(`acknowledged order ${o.orderNum} is there ${n} times`);
    const held = keyAnswers.get(`${o.memberId}:${o.key}`);
    if (held !== o.orderNum)
      violations.push(`order key ${o.key} holds ${held ?? 'nothing'}, acknowledged ${o.orderNum}`);
  }

  // Voucher codes: none given twice; a line never holds more than its quantity, a dispatched line exactly.
  const [codes] = rowsOf<{ duplicated: number }>(
    await db.execute(sql`
      select count(*)::integer as duplicated from (
        select product_id, code from voucher_codes where order_line_id is not null
        group by product_id, code having count(*) > 1) d`),
  );
  const duplicatedCodes = codes?.duplicated ?? 0;
  if (duplicatedCodes > 0) violations.push(`${duplicatedCodes} voucher codes were given twice`);
  for (const line of rowsOf<{ id: number; qty: number; codes: number; status: number }>(
    await db.execute(sql`
      select l.id, l.qty, l.dispatch_status as status, count(v.id)::integer as codes
      from order_lines l left join voucher_codes v on v.order_line_id = l.id
      group by l.id
      having count(v.id) > l.qty
        or (l.dispatch_status = ${dispatchStatuses.dispatched} and count(v.id) <> l.qty)`),
  ))
    violations.push(
      `order line ${line.id} (qty ${line.qty}, status ${line.status}) holds ${line.codes} codes`,
    );

  // Promo codes: the count kept equals the orders that used it, within both limits.
  for (const p of rowsOf<{
    code: string;
    total_limit: number | null;
    used_count: number;
    used: number;
  }>(
    await db.execute(sql`
      select p.code, p.total_limit, p.used_count, count(o.id)::integer as used
      from promo_codes p left join orders o on o.promo_code_id = p.id group by p.id`),
  )) {
    if (p.used !== p.used_count)
      violations.push(`promo ${p.code} counts ${p.used_count} uses; ${p.used} orders used it`);
    if (p.total_limit !== null && p.used > p.total_limit)
      violations.push(`promo ${p.code} was used ${p.used} times (limit ${p.total_limit})`);
  }
  for (const m of rowsOf<{ code: string; member_id: number; n: number; per: number }>(
    await db.execute(sql`
      select p.code, o.member_id, count(*)::integer as n, p.per_member_limit as per
      from orders o join promo_codes p on p.id = o.promo_code_id
      where p.per_member_limit is not null
      group by p.id, o.member_id having count(*) > p.per_member_limit`),
  ))
    violations.push(`member ${m.member_id} used promo ${m.code} ${m.n} times (limit ${m.per})`);
  return { violations, duplicatedCodes };
}

export interface OutboxReport {
  /** SMS the outbox holds. */
  sms: number;
  /** Messages not sent (yet) when the check gave up waiting. */
  unsent: number;
  /** SMS the gateway never received. */
  neverDelivered: number;
  /** SMS the gateway received more than once (the same outbox Idempotency-Key). */
  deliveredTwice: number;
  violations: string[];
}

/**
 * Waits (up to `waitMs`) until the outbox is drained, then compares it with what the gateway received:
 * every SMS at least once; a second delivery of one message is counted (with `allowResends` false, as
 * when no process was killed, it is a violation).
 */
export async function checkOutbox(
  db: Db,
  gateway: SmsGateway,
  options: { waitMs: number; allowResends: boolean },
): Promise<OutboxReport> {
  const until = Date.now() + options.waitMs;
  let unsent = 0;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::integer as n from outbox where sent_at is null`),
    );
    unsent = row?.n ?? 0;
    if (unsent === 0 || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const sms = rowsOf<{ id: number }>(
    await db.execute(sql`select id from outbox where channel = 'sms' order by id`),
  ).map((r) => Number(r.id));
  const delivered = new Map<number, number>();
  for (const [key, n] of gateway.byKey) {
    const id = outboxIdOfKey(key);
    if (id !== undefined) delivered.set(id, n);
  }
  const neverDelivered = sms.filter((id) => !delivered.has(id)).length;
  const deliveredTwice = [...delivered.values()].filter((n) => n > 1).length;
  const violations: string[] = [];
  if (unsent > 0) violations.push(`${unsent} outbox messages were never sent`);
  if (neverDelivered > 0) violations.push(`${neverDelivered} SMS never reached the gateway`);
  if (deliveredTwice > 0 && !options.allowResends)
    violations.push(`${deliveredTwice} SMS were sent twice`);
  return { sms: sms.length, unsent, neverDelivered, deliveredTwice, violations };
}
