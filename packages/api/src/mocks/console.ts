import {
  consoleMessages,
  consoleSearchLimit,
  memberBalanceFields,
  validateAdjustment,
} from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { ConsoleBalances, Member } from '../entities';
import * as fx from './fixtures';

const refusal = (status: number, message: string, formErrors?: Record<string, string>) =>
  HttpResponse.json(formErrors ? { message, formErrors } : { message }, { status });

/** As the server's apiAccess: the console is for administrators; anyone else gets its one refusal. */
const refuseNonAdmin = (caller: Member): Response | undefined =>
  caller.isAdminReports ? undefined : refusal(403, consoleMessages.adminOnly);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’.]/g, '');

/**
 * The demo server's operator console: search by name (the start of every word typed) or by cell number
 * (or its start), a member's page, and balance adjustments that change this mock's balances (one set per
 * createHandlers) and are refused below zero, as the server does.
 */
export class MockConsole {
  private readonly balances = new Map<number, ConsoleBalances>();

  private balancesOf(memberId: number): ConsoleBalances {
    return this.balances.get(memberId) ?? fx.consoleBalancesOf(memberId);
  }

  search(
    caller: Member,
    { query }: RequestOf<'adminMemberSearch'>,
  ): ResponseOf<'adminMemberSearch'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    const digits = query.replace(/[\s()-]/g, '');
    const words = fold(query).split(/\s+/).filter(Boolean);
    const found = /^\+?\d+$/.test(digits)
      ? fx.consoleMembers.filter((m) => m.cellNum.startsWith(digits.replace(/^\+27/, '0')))
      : words.length === 0
        ? []
        : fx.consoleMembers.filter((m) => {
            const nameWords = fold(m.name).split(/\s+/);
            return words.every((w) => nameWords.some((n) => n.startsWith(w)));
          });
    return { members: found.slice(0, consoleSearchLimit) };
  }

  member(
    caller: Member,
    { memberId }: RequestOf<'adminMember'>,
  ): ResponseOf<'adminMember'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    return (
      fx.consoleMemberPage(memberId, this.balancesOf(memberId)) ??
      refusal(404, consoleMessages.memberNotFound)
    );
  }

  adjust(
    caller: Member,
    body: RequestOf<'adminAdjustBalance'>,
  ): ResponseOf<'adminAdjustBalance'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    const issues = validateAdjustment(body);
    if (Object.keys(issues).length > 0) return refusal(400, Object.values(issues)[0] ?? '', issues);
    if (!fx.consoleMembers.some((m) => m.memberId === body.memberId))
      return refusal(404, consoleMessages.memberNotFound);
    const balances = this.balancesOf(body.memberId);
    const field = memberBalanceFields[body.account];
    const after = balances[field] + body.points;
    if (after < 0) {
      const text = consoleMessages.belowZero(balances[field], -body.points);
      return refusal(400, text, { points: text });
    }
    const changed = { ...balances, [field]: after };
    this.balances.set(body.memberId, changed);
    return { message: consoleMessages.adjusted(body.points, after), balances: changed };
  }
}
