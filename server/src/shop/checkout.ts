import type { CheckoutSummary } from '@plaudit/api/contract';
import {
  formatMoney,
  outboxMessages,
  pointsFor,
  pushMessages,
  shopMessages,
} from '@plaudit/domain';
import { and, count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Store } from '../db/changes.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Db, Tx } from '../db/client.ts';
import { violatedConstraint } from '../db/errors.ts';
import { firstRowOf, rowsOf } from '../db/rows.ts';
import {
  accountKind,
  basketLines,
  dispatchStatuses,
  members,
  orderLines,
  orders,
  products,
  programmeAccountKinds,
  promoCodes,
  voucherCodes,
  type ProgrammeAccountKind,
} from '../db/schema.ts';
import { fieldRefusal, invalid } from '../refusals.ts';
import type { RequestBody } from '../http/calls.ts';
import { answerOf, idempotencyOf, type Idempotency } from '../db/idempotency.ts';
import { InsufficientPoints, post, type Alongside } from '../ledger/ledger.ts';
import type { StatementWording } from '../ledger/wording.ts';
import { serverTexts } from '../i18n/messages.ts';
import { toE164 } from '../phone.ts';
import { currentLanguage } from '../i18n/language.ts';
import { voucherCodesTemplate } from '../whatsapp/templates.ts';
import { lockedLines, type LiveLine } from './basket.ts';
import { currencyInfoOf, type ShopMember } from './catalogue.ts';
import { newOrderNumber } from './orderNumbers.ts';
import type { MessageBudget, OutgoingMessage } from '../outbox/queue.ts';

type Promo = typeof promoCodes.$inferSelect;

/** A promo code as a checkout sees it: the discount it gives, or why it gives none. */
type PromoResult =
  | { ok: true; promo: Promo | undefined; discount: number; desc: string }
  | { ok: false; message: string };

const normalisedCode = (code: string) => code.trim().toUpperCase();

/**
 * Checks a promo code for a member and a basket total (DESIGN.md "Shop": percentage or fixed, validity
 * window, a total and a per-member use limit). `lock` holds the code's row until the order commits, so
 * its last use cannot be taken twice.
 */
export async function evaluatePromo(
  tx: Db | Tx,
  member: ShopMember,
  given: string,
  total: number,
  now: Date,
  lock = false,
): Promise<PromoResult> {
  const code = normalisedCode(given);
  if (code === '') return { ok: true, promo: undefined, discount: 0, desc: '' };
  const query = tx.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  const [promo] = lock ? await query.for('update') : await query;
  if (!promo || (promo.clusterId !== null && promo.clusterId !== member.clusterId))
    return { ok: false, message: shopMessages.promoUnknown };
  if (now < promo.validFrom) return { ok: false, message: shopMessages.promoNotYet };
  if (now > promo.validTo) return { ok: false, message: shopMessages.promoExpired };
  if (promo.totalLimit !== null && promo.usedCount >= promo.totalLimit)
    return { ok: false, message: shopMessages.promoUsedUp };
  if (promo.perMemberLimit !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.memberId, member.id), eq(orders.promoCodeId, promo.id)));
    if ((used?.n ?? 0) >= promo.perMemberLimit)
      return { ok: false, message: shopMessages.promoMemberLimit };
  }
  const discount =
    promo.kind === 'percent'
      ? Math.floor((total * Math.min(promo.amount, 100)) / 100)
      : Math.min(promo.amount, total);
  const off =
    promo.kind === 'percent'
      ? `${promo.amount}%`
      : formatMoney(promo.amount, currencyInfoOf(member.cluster));
  return { ok: true, promo, discount, desc: shopMessages.promoApplied(promo.code, off) };
}

const liveTotal = (lines: readonly Pick<LiveLine, 'qty' | 'price' | 'live'>[]) =>
  lines.filter((l) => l.live).reduce((n, l) => n + l.qty * l.price, 0);

/** getCheckoutOrderSummary: the basket at today's prices, the promo code's result and the total to confirm. */
export async function checkoutSummary(
  tx: Tx,
  member: ShopMember,
  promoCode: string,
  now: Date,
): Promise<CheckoutSummary> {
  const lines = await lockedLines(tx, member);
  const live = lines.filter((l) => l.live);
  const totalBasketPrice = liveTotal(live);
  const promo = await evaluatePromo(tx, member, promoCode, totalBasketPrice, now);
  const discount = promo.ok ? promo.discount : 0;
  const grandTotal = totalBasketPrice - discount;
  return {
    totalBasketQty: live.reduce((n, l) => n + l.qty, 0),
    totalBasketPrice,
    isVoucherOk: promo.ok,
    grandTotal,
    vfyTotal: grandTotal,
    cellNum: member.cellNational,
    voucherAmtDesc: promo.ok ? promo.desc : promo.message,
    shopVoucherDiscountTotal: discount,
  };
}

export interface PlaceOrderInput {
  cellNum: string;
  promoCode: string;
  vfyTotal: number;
}

/** The order's status from its lines' dispatch statuses (DESIGN.md: major 30 is complete). */
export function orderStatusOf(lineStatuses: readonly number[]): string {
  if (lineStatuses.length > 0 && lineStatuses.every((s) => s === dispatchStatuses.refunded))
    return '90';
  return lineStatuses.every((s) => s !== dispatchStatuses.pending) ? '30' : '20';
}

/** An order's status as the member and the console read it, in the current language (an unknown id as it is). */
export function orderStatusDescription(statusId: string): string {
  switch (statusId) {
    case '20':
      return serverTexts.orderProcessing;
    case '30':
      return serverTexts.orderComplete;
    case '90':
      return serverTexts.orderCancelled;
    default:
      return statusId;
  }
}

/** The SMS of an order's (or a fulfilment's) voucher codes, naming the programme. */
export function voucherSms(
  programmeName: string,
  orderNum: string,
  lines: readonly { description: string; codes: readonly string[] }[],
  pendingFollow: boolean,
): string {
  const parts = lines
    .filter((l) => l.codes.length > 0)
    .map((l) => `${l.description}: ${l.codes.join(', ')}`);
  return outboxMessages.voucherSms(programmeName, orderNum, parts, pendingFollow);
}

/**
 * Allocates up to `wanted` free codes of a product to an order line. SKIP LOCKED: two orders never take the
 * same code and neither waits for the other's codes; a line that gets fewer stays pending for an import.
 */
export async function allocateCodes(
  tx: Tx,
  productId: number,
  orderLineId: number,
  wanted: number,
  now: Date,
): Promise<string[]> {
  if (wanted <= 0) return [];
  const rows = await rowsOf<{ code: string }>(
    tx,
    sql`update ${voucherCodes} set order_line_id = ${orderLineId}, allocated_at = ${now}
        where id in (
          select id from ${voucherCodes}
          where product_id = ${productId} and order_line_id is null
          order by id limit ${wanted} for update skip locked)
        returning code`,
  );
  return rows.map((r) => r.code);
}

/** Splits an order's points over its lines by their totals (what refunding one line returns). */
function linePoints(points: number, totals: readonly number[]): number[] {
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum === 0) return totals.map(() => 0);
  const shares = totals.map((t) => Math.floor((points * t) / sum));
  const rest = points - shares.reduce((a, b) => a + b, 0);
  shares[shares.length - 1] = (shares[shares.length - 1] ?? 0) + rest;
  return shares;
}

/** What an order starts from: its id and number, and the member's basket lines, held until the order commits. */
export interface OrderToPlace {
  orderId: number;
  /** Random (newOrderNumber); the order's insert refuses one that is taken. */
  orderNum: string;
  lines: LiveLine[];
  /** The member's own number as it is now (a type Z cluster's codes go there). */
  cellE164: string;
}

/**
 * The next order id and the member's basket lines as an order takes them, in one statement that holds the
 * member's row (so one basket is ordered once: a second order of it waits, then finds its lines gone) and
 * then the lines. The id is taken before the Idempotency-Key is claimed, so the claim can hold the answer.
 */
export async function orderToPlace(
  tx: Tx,
  member: ShopMember,
  orderNum: string,
): Promise<OrderToPlace> {
  // Raw SQL: one statement that locks and reads, for placeOrder's figures in `bench:server` (BENCH_ONLY=shop).
  const row = await firstRowOf<{
    orderId: number | string;
    lines: LiveLine[];
    cellE164: string | null;
  }>(
    tx,
    sql`
    with held as (
      select id, cell_e164 from ${members} where id = ${member.id} for no key update),
    lines as (
      select b.id as "shopBasketId", b.product_id as "productId", b.qty, b.basket_price as "basketPrice",
             p.price, p.code, p.description,
             (p.active and p.no_basket = 'Y' and p.cluster_id = ${member.clusterId}) as live
      from ${basketLines} b join ${products} p on p.id = b.product_id
      where b.member_id = (select id from held)
      for update of b)
    select nextval(pg_get_serial_sequence(${getTableName(orders)}, ${orders.id.name}))::integer as "orderId",
           coalesce((select json_agg(lines order by "shopBasketId") from lines), '[]'::json) as lines,
           (select cell_e164 from held) as "cellE164"`,
  );
  if (!row) throw new Error('No order id was taken.');
  return {
    orderId: Number(row.orderId),
    orderNum,
    lines: row.lines,
    cellE164: row.cellE164 ?? member.cellE164,
  };
}

/**
 * Writes one order line with the voucher codes it can have now, in one statement: up to `qty` free codes of
 * the product are taken (SKIP LOCKED: two orders never take the same code, and neither waits for the
 * other's), the line is written dispatched when it got them all (pending otherwise, for an import to
 * fulfil) and the codes are given to it.
 */
async function writeOrderLine(
  tx: Tx,
  orderId: number,
  line: LiveLine,
  points: number,
  now: Date,
  /** The order's own insert, written by the same statement (with its first line). */
  order?: SQL,
): Promise<{ status: number; codes: string[] }> {
  // Raw SQL: a line and its codes in one round trip, for placeOrder in `bench:server` (BENCH_ONLY=shop).
  const row = await firstRowOf<{ status: number; codes: string[] }>(
    tx,
    sql`
    with ${order ? sql`new_order as (${order}),` : sql``}
    picked as (
      select id from ${voucherCodes}
      where product_id = ${line.productId} and order_line_id is null
      order by id limit ${line.qty} for update skip locked),
    line as (
      insert into ${orderLines} (order_id, product_id, product_code, description, qty, price, total, points,
          dispatch_status, created_at)
      select ${orderId}::integer, ${line.productId}::integer, ${line.code}::text, ${line.description}::text,
             ${line.qty}::integer, ${line.price}::integer, ${line.qty * line.price}::integer,
             ${points}::integer,
             case when (select count(*) from picked) = ${line.qty}
               then ${dispatchStatuses.dispatched}::integer else ${dispatchStatuses.pending}::integer end,
             ${now}::timestamptz
      returning id, dispatch_status),
    given as (
      update ${voucherCodes} v set order_line_id = line.id, allocated_at = ${now}::timestamptz
      from line, picked where v.id = picked.id
      returning v.id, v.code)
    select (select dispatch_status from line) as status,
           coalesce((select array_agg(code order by id) from given), '{}') as codes`,
  );
  if (!row) throw new Error('The order line was not written.');
  return { status: Number(row.status), codes: row.codes };
}

/** How often an order is tried with a new number when its number is taken (one in 2^40 is, per order). */
const orderNumberAttempts = 5;

/** The order's SMS: the programme it names, and the caller's message budget it counts against. */
export interface OrderSms {
  readonly programmeName: string;
  /** The portal's address, which a WhatsApp message about the codes points to. */
  readonly portalUrl: string;
  readonly budget: MessageBudget | undefined;
}

/**
 * placeOrder for a member, in its own transaction with its Idempotency-Key's claim (a request that repeats
 * a committed one gets its answer, and nothing is ordered twice); once it commits, the caches hear of the
 * balance and the outbox of the SMS. `now` is read inside the transaction, so a retried one takes its time.
 * An order whose random number another order holds fails at its insert, which ends PostgreSQL's
 * transaction, so the whole transaction runs again with a new number (nothing of the first was kept).
 */
export async function orderBasket(
  store: Store,
  member: ShopMember,
  input: RequestBody<'placeOrder'>,
  key: string | undefined,
  now: () => Date,
  sms: OrderSms,
  orderNumbers: () => string = newOrderNumber,
): Promise<{ orderNum: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(store, ['members', 'messages'], async (tx) => {
        const at = now();
        const order = await orderToPlace(tx, member, orderNumbers());
        const idempotency = idempotencyOf(
          { memberId: member.id, call: 'placeOrder', key, body: input, now: at },
          { orderNum: order.orderNum },
        );
        // The member's row is held (orderToPlace) until this order commits, as it was by every order of
        // theirs that claimed a key: a committed one that holds this key is found here, before its basket
        // is missed.
        const replay = idempotency && (await answerOf<{ orderNum: string }>(tx, idempotency.claim));
        if (replay) return replay;
        return placeOrder(tx, member, input, order, at, sms, idempotency);
      });
    } catch (error) {
      const numberTaken = violatedConstraint(error) === orders.orderNum.uniqueName;
      if (!numberTaken || attempt >= orderNumberAttempts) throw error;
    }
  }
}

/**
 * placeOrder, inside the caller's transaction (which holds the Idempotency-Key), of the lines orderToPlace
 * took (the member's row held, so one basket is ordered once); the total is recomputed and must equal vfyTotal; the order and its lines
 * are written with the codes each product's pool has; then one statement posts the points (one ledger
 * transfer to one of the redemptions accounts) together with the rest of the order (its transfer and status, the
 * promo code's use, the SMS, the emptied basket), so the redemptions account, which every order moves, is
 * held only from that statement to the commit. Any refusal throws, and the whole transaction rolls back.
 */
export async function placeOrder(
  tx: Tx,
  member: ShopMember,
  input: PlaceOrderInput,
  { orderId, orderNum, lines: basket, cellE164 }: OrderToPlace,
  now: Date,
  { programmeName, portalUrl, budget }: OrderSms,
  /** The request's Idempotency-Key, claimed with the order's transfer. */
  idempotency?: Idempotency<{ orderNum: string }>,
): Promise<{ orderNum: string }> {
  const lines = basket.filter((l) => l.live);
  if (lines.length === 0) throw invalid(shopMessages.basketEmpty);
  const deliveryCell = deliveryCellOf(member, input, cellE164);
  const priced = await priceOrder(tx, member, input, lines, now);
  const written = await writeOrder(
    tx,
    member,
    { orderId, orderNum, deliveryCell },
    lines,
    priced,
    now,
  );
  const pending = written.statuses.some((s) => s === dispatchStatuses.pending);
  // In the request's language: the member's own order.
  const sms: OutgoingMessage =
    written.sent.length > 0
      ? {
          kind: 'voucherCodes',
          reference: orderNum,
          channel: 'sms',
          to: deliveryCell,
          body: voucherSms(programmeName, orderNum, written.sent, pending),
          // A member who chose WhatsApp hears there that the codes are ready (outboxInsert); only when
          // they go to the member's own number, not to a number given for the delivery.
          ...(deliveryCell === cellE164
            ? {
                template: voucherCodesTemplate(currentLanguage(), {
                  programmeName,
                  orderNum,
                  portalUrl,
                }),
              }
            : {}),
        }
      : {
          kind: 'orderPlaced',
          reference: orderNum,
          channel: 'sms',
          to: deliveryCell,
          body: outboxMessages.orderPlacedSms(programmeName, orderNum),
        };
  // The rest of the order, written exactly when the transfer is.
  const alongside: Alongside[] = [
    { kind: 'orderSettled', orderId, statusId: orderStatusOf(written.statuses) },
    { kind: 'messages', queueing: { now, budget }, messages: [sms] },
    // The codes are ready at once: a push to each browser the member subscribed (issue 37).
    ...(written.sent.length > 0
      ? [
          {
            kind: 'messages' as const,
            queueing: { now },
            messages: [
              {
                kind: 'voucherCodes' as const,
                reference: orderNum,
                channel: 'push' as const,
                to: String(member.id),
                subject: programmeName,
                body: pushMessages.vouchersReady({ orderNum }),
              },
            ],
          },
        ]
      : []),
    { kind: 'basketEmptied', memberId: member.id },
    ...(priced.promo ? [{ kind: 'promoUsed' as const, promoCodeId: priced.promo.id }] : []),
  ];
  await settleOrder(tx, member, { orderId, orderNum }, priced.points, now, alongside, idempotency);
  return { orderNum };
}

/** Where the order's codes go: the number the member gives (a type C cluster), else their own. */
function deliveryCellOf(member: ShopMember, input: PlaceOrderInput, ownCell: string): string {
  if (member.cluster.deliveryType !== 'C') return ownCell;
  const typed = input.cellNum.trim();
  if (typed === '') throw fieldRefusal('cellNum', shopMessages.cellRequired);
  const e164 = toE164(typed, member.cluster.phoneRegion);
  if (!e164) throw fieldRefusal('cellNum', shopMessages.cellInvalid);
  return e164;
}

/** An order's figures: the basket's total, the promo code's discount, and the points it costs. */
interface PricedOrder {
  totalBasketPrice: number;
  promo: Promo | undefined;
  discount: number;
  grandTotal: number;
  points: number;
}

/** The order's total worked out again (the promo code's row held); it must be the total the member saw. */
async function priceOrder(
  tx: Tx,
  member: ShopMember,
  input: PlaceOrderInput,
  lines: readonly LiveLine[],
  now: Date,
): Promise<PricedOrder> {
  const totalBasketPrice = liveTotal(lines);
  const promo = await evaluatePromo(tx, member, input.promoCode, totalBasketPrice, now, true);
  if (!promo.ok) throw fieldRefusal('promoCode', promo.message);
  const grandTotal = totalBasketPrice - promo.discount;
  const money = currencyInfoOf(member.cluster);
  if (grandTotal !== input.vfyTotal)
    throw invalid(
      shopMessages.totalChanged(formatMoney(input.vfyTotal, money), formatMoney(grandTotal, money)),
    );
  return {
    totalBasketPrice,
    promo: promo.promo,
    discount: promo.discount,
    grandTotal,
    points: pointsFor(grandTotal, member.cluster),
  };
}

/**
 * The order and its lines, each with the codes its product's pool has now (the order's insert goes with
 * its first line's statement): the codes sent and each line's status.
 */
async function writeOrder(
  tx: Tx,
  member: ShopMember,
  { orderId, orderNum, deliveryCell }: { orderId: number; orderNum: string; deliveryCell: string },
  lines: readonly LiveLine[],
  priced: PricedOrder,
  now: Date,
): Promise<{ sent: { description: string; codes: string[] }[]; statuses: number[] }> {
  const shares = linePoints(
    priced.points,
    lines.map((l) => l.qty * l.price),
  );
  const order = tx.insert(orders).values({
    id: orderId,
    orderNum,
    memberId: member.id,
    clusterId: member.clusterId,
    statusId: '20',
    totalGrandTotal: priced.totalBasketPrice,
    totalDiscount: priced.discount,
    promoCodeId: priced.promo?.id ?? null,
    promoCode: priced.promo?.code ?? '',
    totalDue: priced.grandTotal,
    itemCount: lines.reduce((n, l) => n + l.qty, 0),
    points: priced.points,
    deliveryCell,
    transferId: null,
    createdAt: now,
  });
  const sent: { description: string; codes: string[] }[] = [];
  const statuses: number[] = [];
  for (const [i, l] of lines.entries()) {
    const written = await writeOrderLine(
      tx,
      orderId,
      l,
      shares[i] ?? 0,
      now,
      i === 0 ? order.getSQL() : undefined,
    );
    if (written.status === dispatchStatuses.dispatched)
      sent.push({ description: l.description, codes: written.codes });
    statuses.push(written.status);
  }
  return { sent, statuses };
}

/**
 * The order's points, one ledger transfer from the member's redeemable points to one of the redemptions
 * accounts, written with the rest of the order in one statement; refused when the points are not there.
 */
async function settleOrder(
  tx: Tx,
  member: ShopMember,
  { orderId, orderNum }: { orderId: number; orderNum: string },
  points: number,
  now: Date,
  alongside: Alongside[],
  idempotency: Idempotency<{ orderNum: string }> | undefined,
): Promise<void> {
  const description: StatementWording = { kind: 'order', orderNum };
  let posted;
  try {
    posted = await post(tx, {
      // Nothing to pay (a promo code took it all): the same writes, with no transfer.
      transfer:
        points > 0
          ? {
              kind: 'order',
              memberId: member.id,
              reference: orderNum,
              createdAt: now,
              postings: [
                {
                  account: { memberId: member.id, kind: accountKind.redeemable },
                  amount: -points,
                  description,
                },
                {
                  account: { programme: redemptionsAccountOf(orderId) },
                  amount: points,
                  description,
                },
              ],
            }
          : undefined,
      alongside,
      idempotency,
    });
  } catch (error) {
    if (error instanceof InsufficientPoints)
      throw invalid(shopMessages.unaffordable(points, error.available));
    throw error;
  }
  // orderBasket found no committed order holding the key while it held the member's row.
  if (posted.outcome !== 'written')
    throw new Error("The order's Idempotency-Key was taken meanwhile.");
}

/**
 * The redemptions accounts (migration 0016): an order credits the one its id picks, so concurrent orders
 * spread over eight rows instead of queueing on one; a refund debits the one its order credited.
 */
export const redemptionsAccounts = programmeAccountKinds.filter(
  (kind) => kind === accountKind.redemptions || kind.startsWith('redemptions.'),
);

export const redemptionsAccountOf = (orderId: number): ProgrammeAccountKind =>
  redemptionsAccounts[orderId % redemptionsAccounts.length] ?? accountKind.redemptions;
