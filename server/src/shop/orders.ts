import type { OrderLine, Order } from '@plaudit/api/contract';
import { canViewVoucherCodes, shopMessages } from '@plaudit/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderLines, orders, voucherCodes } from '../db/schema.ts';
import { invalid, notFound } from '../refusals.ts';
import { orderStatusDescription } from './checkout.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c,
  );

/** Every order of the member, newest first, with their lines (SPEC §7 orders). */
export async function ordersOf(
  db: Db,
  memberId: number,
): Promise<{ orders: Order[]; orderDetails: OrderLine[] }> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const ids = rows.map((r) => r.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .orderBy(asc(orderLines.id));
  return {
    orders: rows.map((o) => ({
      memberOrderId: o.id,
      orderNum: o.orderNum,
      orderDate: o.createdAt,
      orderStatusDesc: orderStatusDescription(o.statusId),
      orderStatusId: o.statusId,
      totalGrandTotal: o.totalGrandTotal,
      totalDiscount: o.totalDiscount,
      VoucherCode: o.promoCode,
      totalDue: o.totalDue,
      itemCount: o.itemCount,
    })),
    orderDetails: lines.map((l) => ({
      memberOrderId: l.orderId,
      memberOrderItemId: l.id,
      productCode: l.productCode,
      itemDescription: l.description,
      itemQty: l.qty,
      itemPrice: l.price,
      itemTotal: l.total,
      dispatchStatus: l.dispatchStatus,
    })),
  };
}

/**
 * getVoucherCodeMessage: the codes of the member's own line, only when SPEC §4 lets the portal offer them
 * (a dispatched line of a complete order), as HTML with how to use them.
 */
export async function voucherCodeMessage(
  db: Db,
  memberId: number,
  memberOrderItemId: number,
): Promise<string> {
  const [line] = await db
    .select({
      id: orderLines.id,
      description: orderLines.description,
      dispatchStatus: orderLines.dispatchStatus,
      orderStatusId: orders.statusId,
      orderNum: orders.orderNum,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, memberOrderItemId), eq(orders.memberId, memberId)))
    .limit(1);
  if (!line) throw notFound(shopMessages.voucherNotAvailable);
  if (!canViewVoucherCodes(line, { orderStatusId: line.orderStatusId }))
    throw invalid(shopMessages.voucherNotAvailable);
  const codes = await db
    .select({ code: voucherCodes.code })
    .from(voucherCodes)
    .where(eq(voucherCodes.orderLineId, line.id))
    .orderBy(asc(voucherCodes.id));
  return [
    `<p><strong>${escapeHtml(line.description)}</strong> (order ${escapeHtml(line.orderNum)})</p>`,
    `<ul>${codes.map((c) => `<li><code>${escapeHtml(c.code)}</code></li>`).join('')}</ul>`,
    '<p>Show a code at the till or enter it at the online checkout. Each code can be used once; keep it private until you use it.</p>',
  ].join('');
}
