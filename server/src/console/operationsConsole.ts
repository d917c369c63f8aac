import {
  monthBounds,
  monthKeyOf,
  operationsMessages,
  pendingLinesLimit,
  validateBudgetGrant,
  validateOperationReason,
} from '@plaudit/domain';
import { grantBudgetsIn, managerBudgets } from '../admin/budgets.ts';
import { orderHistory, pendingLineCount, pendingLines, productStock } from '../admin/orders.ts';
import { createPromoIn, endPromoIn, listPromos } from '../admin/promos.ts';
import type { ServerContext } from '../context.ts';
import { withIdempotency } from '../db/idempotency.ts';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import { notFound, refuseIf } from '../refusals.ts';
import { refundOrderLineIn } from '../shop/fulfilment.ts';
import type { MessageBudget } from '../outbox/queue.ts';

/**
 * The operator console's budgets, orders and promo codes: the command line's services (admin/budgets.ts,
 * admin/promos.ts, shop/fulfilment.ts), whose refusals the console shows as they are, with the console's
 * answers around them. Every change runs through withIdempotency: one transaction with its audit row and
 * the request's Idempotency-Key, so a retry gets the first answer and changes nothing twice.
 */

const thisMonth = (context: ServerContext) => {
  const month = monthKeyOf(context.now(), context.settings.timeZone);
  return { month, ...monthBounds(month, context.settings.timeZone) };
};

/** Every manager's budget this month. */
export async function budgetsPage(context: ServerContext): Promise<ResponseValue<'adminBudgets'>> {
  const { month, start, end } = thisMonth(context);
  return { month, managers: await managerBudgets(context.db, start, end) };
}

/** A grant to one manager or every manager of a division, through the ledger, audited. */
export async function grantFromConsole(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminGrantBudget'>,
  key: string | undefined,
): Promise<ResponseValue<'adminGrantBudget'>> {
  refuseIf(validateBudgetGrant(body));
  const request = { memberId: adminId, call: 'adminGrantBudget', key, body };
  return withIdempotency(context, ['members'], { now: context.now, request }, async (tx, now) => {
    const granted = await grantBudgetsIn(tx, {
      target:
        body.memberId !== undefined
          ? { memberId: body.memberId }
          : { divisionCode: body.divisionCode ?? '' },
      points: body.points,
      reason: body.reason.trim(),
      now,
      actor: { kind: 'console', memberId: adminId },
    });
    const ids = new Set(granted.managers.map((m) => m.memberId));
    const { start, end } = thisMonth(context);
    const budgets = await managerBudgets(tx, start, end);
    return {
      message: operationsMessages.granted(body.points, ids.size),
      managers: budgets.filter((m) => ids.has(m.memberId)),
    };
  });
}

/** Pending lines oldest first and the stock of codes. */
export async function ordersPage(context: ServerContext): Promise<ResponseValue<'adminOrders'>> {
  const [pending, stock] = await Promise.all([pendingLines(context.db), productStock(context.db)]);
  const pendingTotal =
    pending.length < pendingLinesLimit ? pending.length : await pendingLineCount(context.db);
  return { pending, pendingTotal, stock };
}

/** A refund of a pending line through the ledger, audited, the member told by SMS. */
export async function refundFromConsole(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminRefundLine'>,
  key: string | undefined,
  budget: MessageBudget | undefined,
): Promise<ResponseValue<'adminRefundLine'>> {
  refuseIf(validateOperationReason(body.reason));
  const request = { memberId: adminId, call: 'adminRefundLine', key, body };
  const changes = ['members', 'messages'] as const;
  return withIdempotency(context, changes, { now: context.now, request }, async (tx, now) => {
    const refunded = await refundOrderLineIn(tx, body.orderLineId, now, {
      actor: { kind: 'console', memberId: adminId },
      reason: body.reason.trim(),
      programmeName: context.settings.programmeName,
      budget,
    });
    return {
      message: operationsMessages.refunded(refunded.points, refunded.orderNum),
      orderNum: refunded.orderNum,
      orderStatusId: refunded.orderStatusId,
      points: refunded.points,
    };
  });
}

/** One order's lines and history. */
export async function orderHistoryPage(
  context: ServerContext,
  body: RequestBody<'adminOrderHistory'>,
): Promise<ResponseValue<'adminOrderHistory'>> {
  const history = await orderHistory(context.db, body.orderNum);
  if (!history) throw notFound(operationsMessages.orderNotFound(body.orderNum.trim()));
  return history;
}

export async function promosPage(context: ServerContext): Promise<ResponseValue<'adminPromos'>> {
  return { promos: await listPromos(context.db, context.now()) };
}

type PromoAnswer = ResponseValue<'adminCreatePromo'>;

/** A stored promo answer keeps its message; the list is read again (it holds dates and live use counts). */
const revivePromos = async (
  stored: PromoAnswer,
  tx: Parameters<typeof listPromos>[0],
  now: Date,
): Promise<PromoAnswer> => ({ message: stored.message, promos: await listPromos(tx, now) });

/** A new promo code by the import's rules, audited. */
export async function createPromoFromConsole(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminCreatePromo'>,
  key: string | undefined,
): Promise<ResponseValue<'adminCreatePromo'>> {
  refuseIf(validateOperationReason(body.reason));
  const { reason, ...input } = body;
  const request = { memberId: adminId, call: 'adminCreatePromo', key, body };
  const once = { now: context.now, request, revive: revivePromos };
  return withIdempotency(context, [], once, async (tx, now) => {
    const actor = { kind: 'console', memberId: adminId } as const;
    const created = await createPromoIn(tx, input, reason.trim(), now, actor);
    return {
      message: operationsMessages.promoCreated(created.code),
      promos: await listPromos(tx, now),
    };
  });
}

/** Ends a promo code now, audited. */
export async function endPromoFromConsole(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminEndPromo'>,
  key: string | undefined,
): Promise<ResponseValue<'adminEndPromo'>> {
  refuseIf(validateOperationReason(body.reason));
  const request = { memberId: adminId, call: 'adminEndPromo', key, body };
  const once = { now: context.now, request, revive: revivePromos };
  return withIdempotency(context, [], once, async (tx, now) => {
    const actor = { kind: 'console', memberId: adminId } as const;
    const ended = await endPromoIn(tx, body.promoId, body.reason.trim(), now, actor);
    return {
      message: operationsMessages.promoEnded(ended.code),
      promos: await listPromos(tx, now),
    };
  });
}
