import {
  auditPageSize,
  consoleMessages,
  consoleSearchLimit,
  dayBounds,
  defaultProgrammeTimeZone,
  memberBalanceFields,
  memberStatusMessages,
  validateAdjustment,
  validateConsoleReason,
} from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { AuditEntry, AuditValue, ConsoleBalances, ConsoleMember, Member } from '../entities';
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

const formRefusal = (issues: Record<string, string>) =>
  refusal(400, Object.values(issues)[0] ?? '', issues);

/** The audit log's From and To as the server reads them: days of the programme, in order. */
function auditRange(body: RequestOf<'adminAudit'>): { start?: Date; end?: Date } | Response {
  const day = (text: string | undefined) =>
    text?.trim() ? (dayBounds(text.trim(), defaultProgrammeTimeZone) ?? null) : undefined;
  const from = day(body.from);
  const to = day(body.to);
  for (const [field, bounds] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (bounds === null) {
      const text = memberStatusMessages.auditDateInvalid;
      return refusal(400, text, { [field]: text });
    }
  if (from && to && from.start > to.start) {
    const text = memberStatusMessages.auditDatesOutOfOrder;
    return refusal(400, text, { to: text });
  }
  return { ...(from ? { start: from.start } : {}), ...(to ? { end: to.end } : {}) };
}

/**
 * The demo server's operator console: search by name (the start of every word typed) or by cell number
 * (or its start), a member's page, balance adjustments that change this mock's balances (one set per
 * createHandlers) and are refused below zero, roles and deactivation with their refusals, and the audit
 * log of it all (the demo's entries first), as the server does.
 */
export class MockConsole {
  private readonly balances = new Map<number, ConsoleBalances>();
  private readonly changed = new Map<number, ConsoleMember>();
  private readonly deactivatedAt = new Map<number, Date>();
  private readonly audit: AuditEntry[] = [...fx.auditEntries];

  private balancesOf(memberId: number): ConsoleBalances {
    return this.balances.get(memberId) ?? fx.consoleBalancesOf(memberId);
  }

  private rowOf(memberId: number): ConsoleMember | undefined {
    return this.changed.get(memberId) ?? fx.consoleMembers.find((m) => m.memberId === memberId);
  }

  private rows(): ConsoleMember[] {
    return fx.consoleMembers.map((m) => this.rowOf(m.memberId) ?? m);
  }

  private record(
    caller: Member,
    action: string,
    member: ConsoleMember,
    before: Record<string, AuditValue>,
    after: Record<string, AuditValue>,
    reason: string,
  ): void {
    const actor = fx.consoleMembers.find((m) => m.cellNum === caller.memberNumber);
    this.audit.unshift({
      auditId: Math.max(0, ...this.audit.map((e) => e.auditId)) + 1,
      at: new Date(),
      actorKind: 'console',
      actorMemberId: actor?.memberId ?? null,
      actor: actor?.name ?? `${caller.firstname} ${caller.surname}`,
      action,
      memberId: member.memberId,
      member: member.name,
      before,
      after,
      reason: reason.trim(),
    });
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
      ? this.rows().filter((m) => m.cellNum.startsWith(digits.replace(/^\+27/, '0')))
      : words.length === 0
        ? []
        : this.rows().filter((m) => {
            const nameWords = fold(m.name).split(/\s+/);
            return words.every((w) => nameWords.some((n) => n.startsWith(w)));
          });
    return { members: found.slice(0, consoleSearchLimit), total: found.length };
  }

  member(
    caller: Member,
    { memberId }: RequestOf<'adminMember'>,
  ): ResponseOf<'adminMember'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    const page = fx.consoleMemberPage(memberId, this.balancesOf(memberId));
    const row = this.rowOf(memberId);
    if (!page || !row) return refusal(404, consoleMessages.memberNotFound);
    return {
      ...page,
      member: { ...page.member, ...row, deactivatedAt: this.deactivatedAt.get(memberId) ?? null },
    };
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
    const row = this.rowOf(body.memberId);
    if (row)
      this.record(
        caller,
        'member.adjust',
        row,
        { account: body.account, balance: balances[field] },
        { account: body.account, balance: after },
        body.reason,
      );
    return { message: consoleMessages.adjusted(body.points, after), balances: changed };
  }

  setFlags(
    caller: Member,
    body: RequestOf<'adminSetFlags'>,
  ): ResponseOf<'adminSetFlags'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    const issues = validateConsoleReason(body);
    if (Object.keys(issues).length > 0) return formRefusal(issues);
    const row = this.rowOf(body.memberId);
    if (!row) return refusal(404, consoleMessages.memberNotFound);
    if (row.isManager === body.isManager && row.isAdmin === body.isAdmin)
      return refusal(400, memberStatusMessages.flagsUnchanged);
    if (row.cellNum === caller.memberNumber && !body.isAdmin)
      return refusal(400, memberStatusMessages.ownAdminFlag);
    const member = { ...row, isManager: body.isManager, isAdmin: body.isAdmin };
    this.changed.set(row.memberId, member);
    this.record(
      caller,
      'member.flags',
      member,
      { isManager: row.isManager, isAdmin: row.isAdmin },
      { isManager: body.isManager, isAdmin: body.isAdmin },
      body.reason,
    );
    return { message: memberStatusMessages.flagsChanged(row.name), member };
  }

  setActive(
    caller: Member,
    body: RequestOf<'adminSetActive'>,
  ): ResponseOf<'adminSetActive'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    const issues = validateConsoleReason(body);
    if (Object.keys(issues).length > 0) return formRefusal(issues);
    const row = this.rowOf(body.memberId);
    if (!row) return refusal(404, consoleMessages.memberNotFound);
    if (row.isActive === body.active)
      return refusal(
        400,
        body.active ? memberStatusMessages.alreadyActive : memberStatusMessages.alreadyDeactivated,
      );
    if (row.cellNum === caller.memberNumber)
      return refusal(400, memberStatusMessages.deactivateSelf);
    const now = new Date();
    const member = { ...row, isActive: body.active };
    this.changed.set(row.memberId, member);
    const was = this.deactivatedAt.get(row.memberId);
    if (body.active) this.deactivatedAt.delete(row.memberId);
    else this.deactivatedAt.set(row.memberId, now);
    this.record(
      caller,
      body.active ? 'member.reactivate' : 'member.deactivate',
      member,
      { active: row.isActive, deactivatedAt: was?.toISOString() ?? null },
      { active: body.active, deactivatedAt: body.active ? null : now.toISOString() },
      body.reason,
    );
    return {
      message: body.active
        ? memberStatusMessages.reactivated(row.name)
        : memberStatusMessages.deactivated(row.name),
      member,
    };
  }

  memberStatement(
    caller: Member,
    body: RequestOf<'adminMemberStatement'>,
  ): ResponseOf<'adminMemberStatement'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    return (
      fx.memberStatementOf(body.memberId, body.balance) ??
      refusal(404, consoleMessages.memberNotFound)
    );
  }

  auditLog(caller: Member, body: RequestOf<'adminAudit'>): ResponseOf<'adminAudit'> | Response {
    const refused = refuseNonAdmin(caller);
    if (refused) return refused;
    const actions = [...new Set(this.audit.map((e) => e.action))].sort();
    const action = body.action.trim();
    if (action !== '' && !actions.includes(action)) {
      const text = memberStatusMessages.unknownAuditAction;
      return refusal(400, text, { action: text });
    }
    const range = auditRange(body);
    if (range instanceof Response) return range;
    const typed = body.memberNumber?.trim() ?? '';
    const member =
      body.memberId !== null
        ? this.rowOf(body.memberId)
        : typed === ''
          ? undefined
          : this.rows().find((m) => m.cellNum.replace(/\D/g, '') === typed.replace(/\D/g, ''));
    if (body.memberId !== null && !member) return refusal(404, consoleMessages.memberNotFound);
    if (typed !== '' && !member) {
      const text = memberStatusMessages.unknownAuditMember(typed);
      return refusal(400, text, { memberNumber: text });
    }
    const found = this.audit.filter(
      (e) =>
        (action === '' || e.action === action) &&
        (member === undefined || e.memberId === member.memberId) &&
        (range.start === undefined || e.at >= range.start) &&
        (range.end === undefined || e.at < range.end),
    );
    const start = (body.page - 1) * auditPageSize;
    return {
      entries: found.slice(start, start + auditPageSize),
      total: found.length,
      page: body.page,
      pageSize: auditPageSize,
      actions,
      memberName: member?.name ?? null,
      memberNumber: member?.cellNum ?? null,
    };
  }
}
