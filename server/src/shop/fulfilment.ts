import { operationsMessages, pushMessages } from '@plaudit/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { commandLineChange } from '../admin/operations.ts';
import { audit, type Actor } from '../db/audit.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  accountKind,
  accounts,
  dispatchStatuses,
  ledgerEntries,
  members,
  orderLines,
  orders,
  voucherCodes,
} from '../db/schema.ts';
import { voucherCodesTemplate } from '../whatsapp/templates.ts';
import { inLanguage } from '../i18n/language.ts';
import { postTransfer } from '../ledger/ledger.ts';
import type { StatementWording } from '../ledger/wording.ts';
import { enqueue, type MessageBudget } from '../outbox/queue.ts';
import { pushTo } from '../push/messages.ts';
import { fieldRefusal, notFound } from '../refusals.ts';
import { defaultProgrammeName } from '../settings.ts';
import { allocateCodes, orderStatusOf, redemptionsAccounts, voucherSms } from './checkout.ts';

/** Sets an order's status from its lines' dispatch statuses. */
async function refreshOrderStatus(tx: Tx, orderId: number): Promise<string> {
  const lines = await tx
    .select({ s: orderLines.dispatchStatus })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const status = orderStatusOf(lines.map((l) => l.s));
  await tx.update(orders).set({ statusId: status }).where(eq(orders.id, orderId));
  return status;
}

/** The programme's name and address, which the member's messages about their codes give. */
export interface Programme {
  readonly programmeName: string;
  readonly portalUrl: string;
}

/**
 * Fulfils a product's pending order lines from its pool of free codes, oldest first, each one's SMS queued
 * with its codes; stops at the first line the pool cannot fill. Returns the lines now dispatched.
 */
export async function fulfilPending(
  tx: Tx,
  productId: number,
  now: Date,
  { programmeName, portalUrl }: Programme,
): Promise<number[]> {
  const pending = await tx
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      qty: orderLines.qty,
      description: orderLines.description,
    })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.productId, productId),
        eq(orderLines.dispatchStatus, dispatchStatuses.pending),
      ),
    )
    .orderBy(asc(orderLines.id))
    .for('update');
  const fulfilledLineIds: number[] = [];
  for (const line of pending) {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::integer` })
      .from(voucherCodes)
      .where(eq(voucherCodes.orderLineId, line.id));
    const have = held?.n ?? 0;
    const more = await allocateCodes(tx, productId, line.id, line.qty - have, now);
    if (have + more.length < line.qty) break;
    await tx
      .update(orderLines)
      .set({ dispatchStatus: dispatchStatuses.dispatched })
      .where(eq(orderLines.id, line.id));
    const all = await tx
      .select({ code: voucherCodes.code })
      .from(voucherCodes)
      .where(eq(voucherCodes.orderLineId, line.id))
      .orderBy(asc(voucherCodes.id));
    const [order] = await tx
      .select({
        orderNum: orders.orderNum,
        deliveryCell: orders.deliveryCell,
        memberId: orders.memberId,
        language: members.language,
        memberCell: members.cellE164,
      })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .where(eq(orders.id, line.orderId));
    await refreshOrderStatus(tx, line.orderId);
    if (order)
      await enqueue(
        tx,
        { now },
        {
          kind: 'voucherCodes',
          reference: order.orderNum,
          channel: 'sms',
          to: order.deliveryCell,
          // The member's language: codes arrive after an import, whoever ran it.
          body: inLanguage(order.language, () =>
            voucherSms(
              programmeName,
              order.orderNum,
              [{ description: line.description, codes: all.map((c) => c.code) }],
              false,
            ),
          ),
          // A member who chose WhatsApp hears there that the codes are ready (outboxInsert), when they
          // go to the member's own number.
          ...(order.deliveryCell === order.memberCell
            ? {
                template: voucherCodesTemplate(order.language, {
                  programmeName,
                  orderNum: order.orderNum,
                  portalUrl,
                }),
              }
            : {}),
        },
        // And a push to each browser the member subscribed (issue 37).
        pushTo(
          { id: order.memberId, language: order.language },
          'voucherCodes',
          programmeName,
          () => pushMessages.vouchersReady({ orderNum: order.orderNum }),
          order.orderNum,
        ),
      );
    fulfilledLineIds.push(line.id);
  }
  return fulfilledLineIds;
}

/** Who refunds a line and why (the audit log keeps both), and the programme's name for the member's SMS. */
export interface RefundOptions {
  readonly actor: Actor;
  readonly reason: string;
  readonly programmeName: string;
  /** The console caller's message budget the member's SMS counts against (none from the command line). */
  readonly budget?: MessageBudget | undefined;
}

/** What a refund did. */
export interface Refunded {
  readonly points: number;
  readonly orderStatusId: string;
  readonly orderNum: string;
  readonly memberId: number;
}

/**
 * The refund's transfer: a line's points return from the redemptions account its order credited (one of
 * eight, migration 0016) to the member's redeemable points.
 */
async function refundTransfer(
  tx: Tx,
  line: {
    id: number;
    points: number;
    description: string;
    memberId: number;
    orderNum: string;
    orderTransferId: number | null;
    memberLanguage: string | null;
  },
  now: Date,
  actor: Actor,
): Promise<number> {
  const description: StatementWording = {
    kind: 'refund',
    orderNum: line.orderNum,
    description: line.description,
  };
  const [credited] = await tx
    .select({ kind: accounts.kind })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerEntries.transferId, line.orderTransferId ?? 0), isNull(accounts.memberId)))
    .limit(1);
  const redemptions =
    redemptionsAccounts.find((k) => k === credited?.kind) ?? accountKind.redemptions;
  return postTransfer(tx, {
    kind: 'refund',
    memberId: actor.kind === 'console' ? actor.memberId : line.memberId,
    reference: `order-line:${line.id}`,
    createdAt: now,
    postings: [
      { account: { programme: redemptions }, amount: -line.points, description },
      {
        account: { memberId: line.memberId, kind: accountKind.redeemable },
        amount: line.points,
        description,
      },
    ],
  });
}

/**
 * Refunds a pending order line inside the caller's transaction: its share of the order's points returns
 * from the redemptions account (the one its order credited) by a refund transfer, codes it already held
 * go back to the pool, the line is marked refunded (9), the member is told by SMS (as a fulfilled line's
 * codes are sent) and the audit log keeps who, why, and the line and balance before and after. The line
 * is locked first, so of two refunds of one line the second finds it refunded and is refused, changing
 * nothing: a line that does not exist is notFound, one that is not pending is refused on `orderLineId`.
 */
export async function refundOrderLineIn(
  tx: Tx,
  orderLineId: number,
  now: Date,
  options: RefundOptions,
): Promise<Refunded> {
  const [line] = await tx
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      points: orderLines.points,
      description: orderLines.description,
      dispatchStatus: orderLines.dispatchStatus,
      memberId: orders.memberId,
      orderNum: orders.orderNum,
      orderTransferId: orders.transferId,
      memberCell: members.cellE164,
      memberLanguage: members.language,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orderLines.id, orderLineId))
    .for('update', { of: orderLines })
    .limit(1);
  if (!line) throw notFound(operationsMessages.lineNotFound);
  if (line.dispatchStatus !== dispatchStatuses.pending)
    throw fieldRefusal('orderLineId', operationsMessages.lineNotPending);
  const balanceOf = async () => {
    const [account] = await tx
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.memberId, line.memberId), eq(accounts.kind, accountKind.redeemable)));
    return account?.balance ?? 0;
  };
  const balanceBefore = await balanceOf();
  const refundTransferId =
    line.points > 0 ? await refundTransfer(tx, line, now, options.actor) : null;
  await tx
    .update(voucherCodes)
    .set({ orderLineId: null, allocatedAt: null })
    .where(inArray(voucherCodes.orderLineId, [line.id]));
  await tx
    .update(orderLines)
    .set({ dispatchStatus: dispatchStatuses.refunded, refundTransferId })
    .where(eq(orderLines.id, line.id));
  const orderStatusId = await refreshOrderStatus(tx, line.orderId);
  await enqueue(
    tx,
    { now, budget: options.budget },
    {
      kind: 'refund',
      reference: line.orderNum,
      channel: 'sms',
      to: line.memberCell,
      // To the member, in their language (not the administrator's).
      body: inLanguage(line.memberLanguage, () =>
        operationsMessages.refundSms(
          options.programmeName,
          line.orderNum,
          line.description,
          line.points,
        ),
      ),
    },
  );
  await audit(tx, {
    at: now,
    actor: options.actor,
    action: 'order.refund',
    targetMemberId: line.memberId,
    before: {
      orderNum: line.orderNum,
      orderLineId: line.id,
      dispatchStatus: dispatchStatuses.pending,
      balance: balanceBefore,
    },
    after: {
      orderNum: line.orderNum,
      orderLineId: line.id,
      dispatchStatus: dispatchStatuses.refunded,
      balance: await balanceOf(),
      orderStatusId,
      transferId: refundTransferId,
    },
    reason: options.reason,
  });
  return { points: line.points, orderStatusId, orderNum: line.orderNum, memberId: line.memberId };
}

/** The command line's reason for a refund when it is given none. */
export const commandLineRefundReason = 'Refunded from the command line';

/** refundOrderLineIn in its own transaction (the command line's refund-line). */
export async function refundOrderLine(
  db: Db,
  orderLineId: number,
  now: Date,
  options: RefundOptions = {
    actor: { kind: 'cli' },
    reason: commandLineRefundReason,
    programmeName: defaultProgrammeName,
  },
): Promise<Refunded> {
  return commandLineChange(db, (tx) => refundOrderLineIn(tx, orderLineId, now, options));
}
