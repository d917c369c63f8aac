import {
  monthBounds,
  monthKeyOf,
  operationsMessages,
  validateBudgetGrant,
  validateOperationReason,
} from '@plaudit/domain';
import { and, eq } from 'drizzle-orm';
import { GrantRefused, grantBudgetsIn, managerBudgets } from '../admin/budgets.ts';
import { orderHistory, pendingLines, productStock } from '../admin/orders.ts';
import { createPromoIn, endPromoIn, listPromos, PromoRefused } from '../admin/promos.ts';
import type { ServerContext } from '../context.ts';
import { writeInTransaction, type Change } from '../db/changes.ts';
import type { Tx } from '../db/client.ts';
import { idempotentRequests } from '../db/schema.ts';
import type { CallName } from '@plaudit/api/contract';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import { claimIdempotencyKey } from '../db/idempotency.ts';
import { fieldRefusal, notFound, refuseIf } from '../refusals.ts';
import { FulfilmentRefused, refundOrderLineIn } from '../shop/fulfilment.ts';

/**
 * The operator console's budgets, orders and promo codes: the command line's services (admin/budgets.ts,
 * admin/promos.ts, shop/fulfilment.ts) with the console's answers around them. Every change runs in one
 * transaction with its audit row and the request's Idempotency-Key, so a retry gets the first answer and
 * changes nothing twice; a refusal rolls everything back.
 */

/**
 * Runs a console change once per Idempotency-Key: the key is claimed with a placeholder in the change's
 * transaction and given the real answer once it is known, so a committed key always holds it.
 */
async function once<N extends CallName>(
  context: ServerContext,
  changes: readonly Change[],
  claim: { adminId: number; call: N; key: string | undefined; body: unknown },
  change: (tx: Tx, now: Date) => Promise<ResponseValue<N>>,
  /** Turns the stored answer (JSON: dates as strings) back into an answer, where it holds dates. */
  revive: (stored: ResponseValue<N>, tx: Tx, now: Date) => Promise<ResponseValue<N>> = async (
    stored,
  ) => stored,
): Promise<ResponseValue<N>> {
  return writeInTransaction(context, changes, async (tx) => {
    const now = context.now();
    const replay = await claimIdempotencyKey<ResponseValue<N> | null>(
      tx,
      { memberId: claim.adminId, call: claim.call, key: claim.key, body: claim.body, now },
      null,
    );
    if (replay) return revive(replay, tx, now);
    const answer = await change(tx, now);
    if (claim.key !== undefined)
      await tx
        .update(idempotentRequests)
        .set({ response: JSON.stringify(answer) })
        .where(
          and(
            eq(idempotentRequests.memberId, claim.adminId),
            eq(idempotentRequests.call, claim.call),
            eq(idempotentRequests.key, claim.key),
          ),
        );
    return answer;
  });
}

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
  const reason = body.reason.trim();
  try {
    return await once(
      context,
      ['members'],
      { adminId, call: 'adminGrantBudget', key, body },
      async (tx, now) => {
        const granted = await grantBudgetsIn(tx, {
          target:
            body.memberId !== undefined
              ? { memberId: body.memberId }
              : { divisionCode: body.divisionCode ?? '' },
          points: body.points,
          reason,
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
      },
    );
  } catch (error) {
    if (!(error instanceof GrantRefused)) throw error;
    if (error.notFound) throw notFound(error.message);
    throw fieldRefusal(error.field, error.message);
  }
}

/** Pending lines oldest first and the stock of codes. */
export async function ordersPage(context: ServerContext): Promise<ResponseValue<'adminOrders'>> {
  const [pending, stock] = await Promise.all([pendingLines(context.db), productStock(context.db)]);
  return { pending, stock };
}

/** A refund of a pending line through the ledger, audited, the member told by SMS. */
export async function refundFromConsole(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminRefundLine'>,
  key: string | undefined,
): Promise<ResponseValue<'adminRefundLine'>> {
  refuseIf(validateOperationReason(body.reason));
  try {
    return await once(
      context,
      ['members', 'messages'],
      { adminId, call: 'adminRefundLine', key, body },
      async (tx, now) => {
        const refunded = await refundOrderLineIn(tx, body.orderLineId, now, {
          actor: { kind: 'console', memberId: adminId },
          reason: body.reason.trim(),
          programmeName: context.settings.programmeName,
        });
        return {
          message: operationsMessages.refunded(refunded.points, refunded.orderNum),
          orderNum: refunded.orderNum,
          orderStatusId: refunded.orderStatusId,
          points: refunded.points,
        };
      },
    );
  } catch (error) {
    if (!(error instanceof FulfilmentRefused)) throw error;
    if (error.message.includes('not found')) throw notFound(operationsMessages.lineNotFound);
    throw fieldRefusal('orderLineId', operationsMessages.lineNotPending);
  }
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

const promoRefusal = (error: unknown) => {
  if (!(error instanceof PromoRefused)) return error;
  if (error.notFound) return notFound(error.message);
  return fieldRefusal(error.field, error.message);
};

/** A new promo code by the import's rules, audited. */
export async function createPromoFromConsole(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminCreatePromo'>,
  key: string | undefined,
): Promise<ResponseValue<'adminCreatePromo'>> {
  refuseIf(validateOperationReason(body.reason));
  const { reason, ...input } = body;
  try {
    return await once(
      context,
      [],
      { adminId, call: 'adminCreatePromo', key, body },
      async (tx, now) => {
        const created = await createPromoIn(tx, input, reason.trim(), now, {
          kind: 'console',
          memberId: adminId,
        });
        return {
          message: operationsMessages.promoCreated(created.code),
          promos: await listPromos(tx, now),
        };
      },
      async (stored, tx, now) => ({ message: stored.message, promos: await listPromos(tx, now) }),
    );
  } catch (error) {
    throw promoRefusal(error);
  }
}

/** Ends a promo code now, audited. */
export async function endPromoFromConsole(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminEndPromo'>,
  key: string | undefined,
): Promise<ResponseValue<'adminEndPromo'>> {
  refuseIf(validateOperationReason(body.reason));
  try {
    return await once(
      context,
      [],
      { adminId, call: 'adminEndPromo', key, body },
      async (tx, now) => {
        const ended = await endPromoIn(tx, body.promoId, body.reason.trim(), now, {
          kind: 'console',
          memberId: adminId,
        });
        return {
          message: operationsMessages.promoEnded(ended.code),
          promos: await listPromos(tx, now),
        };
      },
      async (stored, tx, now) => ({ message: stored.message, promos: await listPromos(tx, now) }),
    );
  } catch (error) {
    throw promoRefusal(error);
  }
}
