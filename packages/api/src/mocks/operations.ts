import {
  checkPromoCode,
  consoleMessages,
  defaultProgrammeTimeZone,
  operationsMessages,
  promoStateOf,
  validateBudgetGrant,
  validateOperationReason,
} from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { Member } from '../entities';
import type { BudgetRow, PendingLine, PromoRow } from '../operations';
import * as fx from './fixtures';

const refusal = (status: number, message: string, formErrors?: Record<string, string>) =>
  HttpResponse.json(formErrors ? { message, formErrors } : { message }, { status });

const fieldRefusal = (field: string, message: string) =>
  refusal(400, message, { [field]: message });

const formRefusal = (issues: Record<string, string>) =>
  Object.keys(issues).length > 0 ? refusal(400, Object.values(issues)[0] ?? '', issues) : undefined;

const refuseNonAdmin = (caller: Member): Response | undefined =>
  caller.isAdminReports ? undefined : refusal(403, consoleMessages.adminOnly);

const currencyDecimals: Record<string, number> = { ZA: 2, NA: 2, BW: 2 };

/**
 * The demo server's budgets, orders and promo codes: grants raise this mock's budgets, a refund takes the
 * line off the pending list (a second refund of it is refused), promo codes are created by the shop's
 * rules and ended; administrators only, as the server.
 */
export class MockOperations {
  private budgets: BudgetRow[] = fx.budgetRows.map((r) => ({ ...r }));
  private pending: PendingLine[] = [...fx.pendingLines];
  private promos: PromoRow[] = fx.promoRows.map((p) => ({ ...p }));

  constructor(private readonly now: () => Date = () => fx.fixtureNow) {}

  budgetsPage(caller: Member): ResponseOf<'adminBudgets'> | Response {
    return refuseNonAdmin(caller) ?? { month: fx.adminBudgets.month, managers: this.budgets };
  }

  grant(
    caller: Member,
    body: RequestOf<'adminGrantBudget'>,
  ): ResponseOf<'adminGrantBudget'> | Response {
    const refused = refuseNonAdmin(caller) ?? formRefusal(validateBudgetGrant(body));
    if (refused) return refused;
    let ids: number[];
    if (body.memberId !== undefined) {
      const person = fx.consoleMembers.find((m) => m.memberId === body.memberId);
      if (!person) return refusal(404, consoleMessages.memberNotFound);
      if (!person.isManager)
        return fieldRefusal('memberId', operationsMessages.notAManager(person.name));
      ids = [person.memberId];
    } else {
      const code = (body.divisionCode ?? '').trim();
      const division = fx.divisions.find((d) => d.divisionCode === code);
      if (!division) return fieldRefusal('divisionCode', operationsMessages.unknownDivision(code));
      ids = this.budgets.filter((b) => b.divisionCode === code).map((b) => b.memberId);
      if (ids.length === 0)
        return fieldRefusal(
          'divisionCode',
          operationsMessages.divisionWithoutManagers(division.division),
        );
    }
    this.budgets = this.budgets.map((b) =>
      ids.includes(b.memberId)
        ? { ...b, granted: b.granted + body.points, left: b.left + body.points }
        : b,
    );
    return {
      message: operationsMessages.granted(body.points, ids.length),
      managers: this.budgets.filter((b) => ids.includes(b.memberId)),
    };
  }

  ordersPage(caller: Member): ResponseOf<'adminOrders'> | Response {
    return (
      refuseNonAdmin(caller) ?? {
        pending: this.pending,
        pendingTotal: this.pending.length,
        stock: fx.stockRows,
      }
    );
  }

  refund(
    caller: Member,
    body: RequestOf<'adminRefundLine'>,
  ): ResponseOf<'adminRefundLine'> | Response {
    const refused = refuseNonAdmin(caller) ?? formRefusal(validateOperationReason(body.reason));
    if (refused) return refused;
    const line = this.pending.find((l) => l.orderLineId === body.orderLineId);
    if (!line) {
      const known = fx.pendingLines.some((l) => l.orderLineId === body.orderLineId);
      return known
        ? fieldRefusal('orderLineId', operationsMessages.lineNotPending)
        : refusal(404, operationsMessages.lineNotFound);
    }
    this.pending = this.pending.filter((l) => l !== line);
    return {
      message: operationsMessages.refunded(line.points, line.orderNum),
      orderNum: line.orderNum,
      orderStatusId: '90',
      points: line.points,
    };
  }

  history(
    caller: Member,
    { orderNum }: RequestOf<'adminOrderHistory'>,
  ): ResponseOf<'adminOrderHistory'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    const wanted = orderNum.trim().toUpperCase();
    if (wanted !== fx.adminOrderHistory.order.orderNum)
      return refusal(404, operationsMessages.orderNotFound(orderNum.trim()));
    return fx.adminOrderHistory;
  }

  promosPage(caller: Member): ResponseOf<'adminPromos'> | Response {
    return refuseNonAdmin(caller) ?? { promos: this.promos };
  }

  create(
    caller: Member,
    body: RequestOf<'adminCreatePromo'>,
  ): ResponseOf<'adminCreatePromo'> | Response {
    const refused = refuseNonAdmin(caller) ?? formRefusal(validateOperationReason(body.reason));
    if (refused) return refused;
    const checked = checkPromoCode(
      body,
      (code) => currencyDecimals[code],
      defaultProgrammeTimeZone,
    );
    if (!checked.ok) return fieldRefusal(checked.field, checked.message);
    const promo = checked.value;
    if (this.promos.some((p) => p.code === promo.code))
      return fieldRefusal('code', operationsMessages.promoExists(promo.code));
    const row: PromoRow = {
      promoId: Math.max(0, ...this.promos.map((p) => p.promoId)) + 1,
      code: promo.code,
      cluster: promo.clusterCode ?? '',
      kind: promo.kind,
      amount: promo.amount,
      amountDesc: promo.kind === 'percent' ? `${promo.amount}%` : (promo.amount / 100).toFixed(2),
      validFrom: promo.validFrom,
      validTo: promo.validTo,
      usedCount: 0,
      totalLimit: promo.totalLimit,
      perMemberLimit: promo.perMemberLimit,
      state: promoStateOf({ ...promo, usedCount: 0 }, this.now()),
    };
    this.promos = [row, ...this.promos];
    return { message: operationsMessages.promoCreated(row.code), promos: this.promos };
  }

  end(caller: Member, body: RequestOf<'adminEndPromo'>): ResponseOf<'adminEndPromo'> | Response {
    const refused = refuseNonAdmin(caller) ?? formRefusal(validateOperationReason(body.reason));
    if (refused) return refused;
    const promo = this.promos.find((p) => p.promoId === body.promoId);
    if (!promo) return refusal(404, operationsMessages.promoNotFound);
    if (promo.state === 'ended')
      return fieldRefusal('promoId', operationsMessages.promoAlreadyEnded(promo.code));
    const now = this.now();
    this.promos = this.promos.map((p) =>
      p === promo ? { ...p, validTo: new Date(now.getTime() - 1000), state: 'ended' } : p,
    );
    return { message: operationsMessages.promoEnded(promo.code), promos: this.promos };
  }
}
