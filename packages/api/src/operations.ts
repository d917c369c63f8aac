import { fieldLimits, operationReasonMax } from '@plaudit/domain';
import { z } from 'zod/mini';
import { dataset, emptyRequest, wireDate } from './codecs';

/**
 * (ours) The operator console's budgets, orders and promo codes (DESIGN.md "Operating the programme"):
 * their rows and their calls' schemas, administrators only (apiAccess). `contract.ts` lists the calls.
 */

const int4Max = 2_147_483_647;
const id = () => z.int().check(z.gte(1), z.lte(int4Max));
const count = () => z.int().check(z.gte(0), z.lte(int4Max));
const text = (max: number) => z.string().check(z.maxLength(max));
const reason = () => text(operationReasonMax);

/** A manager's recognition budget in a month: granted and spent in it, and what is left now. */
export const budgetRow = z.object({
  memberId: z.int(),
  name: z.string(),
  cellNum: z.string(),
  division: z.string(),
  divisionCode: z.string(),
  cluster: z.string(),
  granted: z.int(),
  spent: z.int(),
  left: z.int(),
});
export type BudgetRow = z.output<typeof budgetRow>;

/** An order line waiting for voucher codes. */
export const pendingLine = z.object({
  orderLineId: z.int(),
  orderNum: z.string(),
  orderDate: wireDate,
  memberId: z.int(),
  member: z.string(),
  cellNum: z.string(),
  productCode: z.string(),
  description: z.string(),
  qty: z.int(),
  points: z.int(),
});
export type PendingLine = z.output<typeof pendingLine>;

/** A product's voucher codes: free in the pool, still wanted by its pending lines, and whether that is low. */
export const stockRow = z.object({
  productId: z.int(),
  productCode: z.string(),
  description: z.string(),
  cluster: z.string(),
  free: z.int(),
  waiting: z.int(),
  isLow: z.boolean(),
});
export type StockRow = z.output<typeof stockRow>;

export const promoStates = ['upcoming', 'active', 'ended', 'usedUp'] as const;

/** A promo code with its uses and limits; `state` says whether checkout takes it now. */
export const promoRow = z.object({
  promoId: z.int(),
  code: z.string(),
  /** '' for every cluster. */
  cluster: z.string(),
  kind: z.enum(['percent', 'fixed']),
  amount: z.int(),
  /** '10%', or the amount in its cluster's currency. */
  amountDesc: z.string(),
  validFrom: wireDate,
  validTo: wireDate,
  usedCount: z.int(),
  totalLimit: z.nullable(z.int()),
  perMemberLimit: z.nullable(z.int()),
  state: z.enum(promoStates),
});
export type PromoRow = z.output<typeof promoRow>;

/** A line of an order as it stands (dispatchStatus 1 pending, 4 dispatched, 9 refunded). */
export const historyLine = z.object({
  orderLineId: z.int(),
  productCode: z.string(),
  description: z.string(),
  qty: z.int(),
  points: z.int(),
  dispatchStatus: z.int(),
});
export type HistoryLine = z.output<typeof historyLine>;

/** Something that happened to an order. */
export const historyEvent = z.object({ date: wireDate, event: z.string() });
export type HistoryEvent = z.output<typeof historyEvent>;

export const adminBudgetsRequest = emptyRequest;
/** Every manager's budget in the current month ('yyyy-MM', the programme's time zone). */
export const adminBudgetsResponse = z.object({ month: z.string(), managers: dataset(budgetRow) });

/**
 * A grant to one manager (memberId) or to every manager of a division (divisionCode), from the
 * programme's funding through the ledger. Honours an `Idempotency-Key` header.
 */
export const adminGrantBudgetRequest = z.object({
  memberId: z.optional(id()),
  divisionCode: z.optional(text(fieldLimits.consoleSearch)),
  points: z.int().check(z.gte(-int4Max), z.lte(int4Max)),
  reason: reason(),
});
export const adminGrantBudgetResponse = z.object({
  message: z.string(),
  /** The managers granted, their budgets after the grant. */
  managers: dataset(budgetRow),
});

export const adminOrdersRequest = emptyRequest;
export const adminOrdersResponse = z.object({
  /** The oldest pending lines, at most pendingLinesLimit (200). */
  pending: dataset(pendingLine),
  /** How many lines are pending in all: more than `pending` holds when the list is cut at its limit. */
  pendingTotal: z.optional(z.int().check(z.gte(0))),
  stock: dataset(stockRow),
});

/** Refunds a pending line through the ledger. Honours an `Idempotency-Key` header. */
export const adminRefundLineRequest = z.object({ orderLineId: id(), reason: reason() });
export const adminRefundLineResponse = z.object({
  message: z.string(),
  orderNum: z.string(),
  orderStatusId: z.string(),
  points: count(),
});

export const adminOrderHistoryRequest = z.object({ orderNum: text(30) });
export const adminOrderHistoryResponse = z.object({
  order: z.object({
    orderNum: z.string(),
    orderDate: wireDate,
    memberId: z.int(),
    member: z.string(),
    cellNum: z.string(),
    orderStatusId: z.string(),
    /** The status in words, as My Orders names it. */
    orderStatusDesc: z.string(),
    points: z.int(),
    promoCode: z.string(),
  }),
  lines: dataset(historyLine),
  events: dataset(historyEvent),
});

export const adminPromosRequest = emptyRequest;
export const adminPromosResponse = z.object({ promos: dataset(promoRow) });

/**
 * A new promo code, as the CSV import's row (every field as typed; the same rules check it). Honours an
 * `Idempotency-Key` header.
 */
export const adminCreatePromoRequest = z.object({
  code: text(30),
  kind: text(10),
  amount: text(12),
  validFrom: text(10),
  validTo: text(10),
  clusterCode: text(10),
  totalLimit: text(9),
  perMemberLimit: text(9),
  reason: reason(),
});
export const adminCreatePromoResponse = z.object({
  message: z.string(),
  promos: dataset(promoRow),
});

/** Ends a promo code now. Honours an `Idempotency-Key` header. */
export const adminEndPromoRequest = z.object({ promoId: id(), reason: reason() });
export const adminEndPromoResponse = z.object({ message: z.string(), promos: dataset(promoRow) });

/** The calls, as contract.ts lists them. */
export const operationsCalls = {
  adminBudgets: {
    path: '/api/admin/budgets',
    access: 'member',
    area: 'admin',
    request: adminBudgetsRequest,
    response: adminBudgetsResponse,
  },
  adminGrantBudget: {
    path: '/api/admin/grantbudget',
    access: 'member',
    area: 'admin',
    request: adminGrantBudgetRequest,
    response: adminGrantBudgetResponse,
  },
  adminOrders: {
    path: '/api/admin/orders',
    access: 'member',
    area: 'admin',
    request: adminOrdersRequest,
    response: adminOrdersResponse,
  },
  adminRefundLine: {
    path: '/api/admin/refundline',
    access: 'member',
    area: 'admin',
    request: adminRefundLineRequest,
    response: adminRefundLineResponse,
  },
  adminOrderHistory: {
    path: '/api/admin/orderhistory',
    access: 'member',
    area: 'admin',
    request: adminOrderHistoryRequest,
    response: adminOrderHistoryResponse,
  },
  adminPromos: {
    path: '/api/admin/promos',
    access: 'member',
    area: 'admin',
    request: adminPromosRequest,
    response: adminPromosResponse,
  },
  adminCreatePromo: {
    path: '/api/admin/createpromo',
    access: 'member',
    area: 'admin',
    request: adminCreatePromoRequest,
    response: adminCreatePromoResponse,
  },
  adminEndPromo: {
    path: '/api/admin/endpromo',
    access: 'member',
    area: 'admin',
    request: adminEndPromoRequest,
    response: adminEndPromoResponse,
  },
} as const;
