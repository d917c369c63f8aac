import { lowStockThreshold, pendingLinesLimit } from '@plaudit/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { orderStatusDescription } from '../shop/checkout.ts';
import {
  auditLog,
  clusters,
  dispatchStatuses,
  members,
  orderLines,
  orders,
  products,
  transfers,
  voucherCodes,
} from '../db/schema.ts';

/**
 * The shop as operators watch it: order lines waiting for voucher codes (oldest first), each product's
 * stock of free codes against what is waiting, and one order's history.
 */

export interface PendingLine {
  orderLineId: number;
  orderNum: string;
  orderDate: Date;
  memberId: number;
  member: string;
  cellNum: string;
  productCode: string;
  description: string;
  qty: number;
  points: number;
}

/** How many order lines are pending in all (the list shows the oldest pendingLinesLimit). */
export async function pendingLineCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderLines)
    .where(eq(orderLines.dispatchStatus, dispatchStatuses.pending));
  return row?.n ?? 0;
}

/** Pending order lines, oldest first, at most pendingLinesLimit. */
export async function pendingLines(db: Db): Promise<PendingLine[]> {
  const rows = await db
    .select({
      orderLineId: orderLines.id,
      orderNum: orders.orderNum,
      orderDate: orders.createdAt,
      memberId: members.id,
      firstname: members.firstname,
      surname: members.surname,
      cellNum: members.cellNational,
      productCode: orderLines.productCode,
      description: orderLines.description,
      qty: orderLines.qty,
      points: orderLines.points,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orderLines.dispatchStatus, dispatchStatuses.pending))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.id))
    .limit(pendingLinesLimit);
  return rows.map(({ firstname, surname, ...r }) => ({ ...r, member: `${firstname} ${surname}` }));
}

export interface ProductStock {
  productId: number;
  productCode: string;
  description: string;
  cluster: string;
  /** Voucher codes in the pool, not given to any line. */
  free: number;
  /** Codes the product's pending lines still want. */
  waiting: number;
  /** Fewer free codes than lowStockThreshold, or than the pending lines want. */
  isLow: boolean;
}

/** The stock of codes of every product sold through the basket: the low ones first, then by code. */
export async function productStock(db: Db): Promise<ProductStock[]> {
  const rows = await rowsOf<{
    product_id: number;
    code: string;
    description: string;
    cluster: string;
    free: number | string;
    waiting: number | string;
  }>(
    db,
    sql`select p.id as product_id, p.code, p.description, c.code as cluster,
          (select count(*) from ${voucherCodes} v
            where v.product_id = p.id and v.order_line_id is null)::integer as free,
          (select coalesce(sum(l.qty), 0) from ${orderLines} l
            where l.product_id = p.id and l.dispatch_status = ${dispatchStatuses.pending})::integer
            - (select count(*) from ${voucherCodes} v join ${orderLines} l on l.id = v.order_line_id
                where l.product_id = p.id and l.dispatch_status = ${dispatchStatuses.pending})::integer
            as waiting
        from ${products} p join ${clusters} c on c.id = p.cluster_id
        where (p.active and p.no_basket <> 'N')
           or exists (select 1 from ${orderLines} l
                       where l.product_id = p.id and l.dispatch_status = ${dispatchStatuses.pending})`,
  );
  return rows
    .map((r) => {
      const free = Number(r.free);
      const waiting = Number(r.waiting);
      return {
        productId: Number(r.product_id),
        productCode: r.code,
        description: r.description,
        cluster: r.cluster,
        free,
        waiting,
        isLow: free < lowStockThreshold || free < waiting,
      };
    })
    .sort(
      (a, b) =>
        Number(b.isLow) - Number(a.isLow) ||
        a.free - b.free ||
        a.cluster.localeCompare(b.cluster) ||
        a.productCode.localeCompare(b.productCode),
    );
}

export interface OrderHistory {
  order: {
    orderNum: string;
    orderDate: Date;
    memberId: number;
    member: string;
    cellNum: string;
    orderStatusId: string;
    orderStatusDesc: string;
    points: number;
    promoCode: string;
  };
  lines: {
    orderLineId: number;
    productCode: string;
    description: string;
    qty: number;
    points: number;
    dispatchStatus: number;
  }[];
  events: { date: Date; event: string }[];
}

/**
 * One order: who placed it, its lines as they stand, and what happened to it, oldest first: placed,
 * each line's codes sent, each refund with who made it and why.
 */
export async function orderHistory(db: Db, orderNum: string): Promise<OrderHistory | undefined> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNum: orders.orderNum,
      orderDate: orders.createdAt,
      memberId: members.id,
      firstname: members.firstname,
      surname: members.surname,
      cellNum: members.cellNational,
      orderStatusId: orders.statusId,
      points: orders.points,
      promoCode: orders.promoCode,
    })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.orderNum, orderNum.trim().toUpperCase()))
    .limit(1);
  if (!order) return undefined;
  const lines = await db
    .select({
      orderLineId: orderLines.id,
      productCode: orderLines.productCode,
      description: orderLines.description,
      qty: orderLines.qty,
      points: orderLines.points,
      dispatchStatus: orderLines.dispatchStatus,
      refundTransferId: orderLines.refundTransferId,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const events: { date: Date; event: string }[] = [
    {
      date: order.orderDate,
      event: `Placed by ${order.firstname} ${order.surname}: ${order.points} points${order.promoCode ? `, promo code ${order.promoCode}` : ''}`,
    },
  ];
  for (const line of lines) {
    const codes = await db
      .select({ at: voucherCodes.allocatedAt })
      .from(voucherCodes)
      .where(eq(voucherCodes.orderLineId, line.orderLineId));
    const sentAt = codes.reduce<Date | null>(
      (latest, c) => (c.at && (!latest || c.at > latest) ? c.at : latest),
      null,
    );
    if (line.dispatchStatus === dispatchStatuses.dispatched && sentAt)
      events.push({
        date: sentAt,
        event: `${line.description}: ${codes.length === 1 ? '1 voucher code' : `${codes.length} voucher codes`} sent`,
      });
    if (line.dispatchStatus === dispatchStatuses.refunded) {
      const [audit] = await db
        .select({
          at: auditLog.at,
          reason: auditLog.reason,
          actorKind: auditLog.actorKind,
          firstname: members.firstname,
          surname: members.surname,
        })
        .from(auditLog)
        .leftJoin(members, eq(members.id, auditLog.actorMemberId))
        .where(
          and(
            eq(auditLog.action, 'order.refund'),
            sql`${auditLog.after}->>'orderLineId' = ${String(line.orderLineId)}`,
          ),
        )
        .limit(1);
      const [transfer] = line.refundTransferId
        ? await db
            .select({ at: transfers.createdAt })
            .from(transfers)
            .where(eq(transfers.id, line.refundTransferId))
        : [];
      const by = audit
        ? audit.actorKind === 'console'
          ? ` by ${audit.firstname ?? ''} ${audit.surname ?? ''}`.trimEnd()
          : ' from the command line'
        : '';
      events.push({
        date: audit?.at ?? transfer?.at ?? order.orderDate,
        event: `${line.description}: refunded${by}, ${line.points} points back${audit ? ` (${audit.reason})` : ''}`,
      });
    }
  }
  events.sort((a, b) => a.date.getTime() - b.date.getTime());
  const { id: _id, firstname, surname, ...rest } = order;
  return {
    order: {
      ...rest,
      member: `${firstname} ${surname}`,
      orderStatusDesc: orderStatusDescription(order.orderStatusId),
    },
    lines: lines.map(({ refundTransferId: _r, ...l }) => l),
    events,
  };
}
