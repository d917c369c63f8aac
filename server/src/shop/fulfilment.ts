import { fulfilmentMessages } from '@plaudit/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  accounts,
  dispatchStatuses,
  ledgerEntries,
  orderLines,
  orders,
  voucherCodes,
} from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { postTransfer } from '../ledger/ledger.ts';
import { enqueue } from '../outbox/queue.ts';
import { allocateCodes, orderStatusOf, redemptionsAccounts, voucherSms } from './checkout.ts';

export class FulfilmentRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FulfilmentRefused';
  }
}

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

/**
 * Fulfils a product's pending order lines from its pool of free codes, oldest first, each one's SMS queued
 * with its codes; stops at the first line the pool cannot fill. Returns the lines now dispatched.
 */
export async function fulfilPending(
  tx: Tx,
  productId: number,
  now: Date,
  programmeName: string,
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
      .select({ orderNum: orders.orderNum, deliveryCell: orders.deliveryCell })
      .from(orders)
      .where(eq(orders.id, line.orderId));
    await refreshOrderStatus(tx, line.orderId);
    if (order)
      await enqueue(tx, now, {
        channel: 'sms',
        to: order.deliveryCell,
        body: voucherSms(
          programmeName,
          order.orderNum,
          [{ description: line.description, codes: all.map((c) => c.code) }],
          false,
        ),
      });
    fulfilledLineIds.push(line.id);
  }
  return fulfilledLineIds;
}

export interface ImportResult {
  /** Codes added to the pool. */
  imported: number;
  /** Codes the pool already had (skipped). */
  duplicates: number;
  /** Pending order lines now dispatched, oldest first. */
  fulfilledLineIds: number[];
}

/**
 * Adds voucher codes to a product's pool and fulfils the product's pending order lines with them, oldest
 * first, each one's SMS queued with its codes (DESIGN.md "Shop"). One transaction; a code the pool has
 * already is skipped, so an import may be run again.
 */
export async function importVoucherCodes(
  db: Db,
  productId: number,
  codes: readonly string[],
  now: Date,
  programmeName: string,
): Promise<ImportResult> {
  const wanted = [...new Set(codes.map((c) => c.trim()).filter((c) => c !== ''))];
  return inTransaction(db, async (tx) => {
    const added =
      wanted.length === 0
        ? []
        : await tx
            .insert(voucherCodes)
            .values(wanted.map((code) => ({ productId, code, importedAt: now })))
            .onConflictDoNothing()
            .returning({ id: voucherCodes.id });
    const fulfilledLineIds = await fulfilPending(tx, productId, now, programmeName);
    return { imported: added.length, duplicates: wanted.length - added.length, fulfilledLineIds };
  });
}

/**
 * Refunds a pending order line: its share of the order's points returns from the redemptions account (the
 * one its order credited) by a
 * refund transfer, codes it already held go back to the pool, and the line is marked refunded (9).
 */
export async function refundOrderLine(
  db: Db,
  orderLineId: number,
  now: Date,
): Promise<{ points: number; orderStatusId: string }> {
  return inTransaction(db, async (tx) => {
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
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.id, orderLineId))
      .for('update', { of: orderLines })
      .limit(1);
    if (!line) throw new FulfilmentRefused(fulfilmentMessages.lineNotFound(orderLineId));
    if (line.dispatchStatus !== dispatchStatuses.pending)
      throw new FulfilmentRefused(fulfilmentMessages.lineNotPending(orderLineId));
    let refundTransferId: number | null = null;
    if (line.points > 0) {
      const description = `Refund: order ${line.orderNum}, ${line.description}`;
      // The points return from the redemptions account the order credited (one of eight, migration 0016).
      const [credited] = await tx
        .select({ kind: accounts.kind })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .where(
          and(eq(ledgerEntries.transferId, line.orderTransferId ?? 0), isNull(accounts.memberId)),
        )
        .limit(1);
      const redemptions = redemptionsAccounts.find((k) => k === credited?.kind) ?? 'redemptions';
      refundTransferId = await postTransfer(tx, {
        kind: 'refund',
        memberId: line.memberId,
        reference: `order-line:${line.id}`,
        createdAt: now,
        postings: [
          { account: { programme: redemptions }, amount: -line.points, description },
          {
            account: { memberId: line.memberId, kind: 'redeemable' },
            amount: line.points,
            description,
          },
        ],
      });
    }
    await tx
      .update(voucherCodes)
      .set({ orderLineId: null, allocatedAt: null })
      .where(inArray(voucherCodes.orderLineId, [line.id]));
    await tx
      .update(orderLines)
      .set({ dispatchStatus: dispatchStatuses.refunded, refundTransferId })
      .where(eq(orderLines.id, line.id));
    const orderStatusId = await refreshOrderStatus(tx, line.orderId);
    return { points: line.points, orderStatusId };
  });
}
