import type { AuditEntry, AuditValue } from '@plaudit/api/contract';
import { auditPageSize, consoleMessages, memberStatusMessages } from '@plaudit/domain';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { auditLog, members } from '../db/schema.ts';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import { fieldRefusal, notFound } from '../refusals.ts';

/** The operator actions of the audit log, console and command line, for the console's audit screen. */

const actor = alias(members, 'actor');
const target = alias(members, 'target');

/** A stored before or after as flat name-value pairs: a nested value becomes its JSON text. */
function flat(value: unknown): Record<string, AuditValue> | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return { value: JSON.stringify(value) };
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, v]): [string, AuditValue] => [
      name,
      v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
        ? v
        : JSON.stringify(v),
    ]),
  );
}

const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/**
 * One page of the audit log, newest first (ties by the order written), of one action or all ('') and of
 * one member or all (null); with the total, every action the log holds and the filtered member's name.
 * An action the log does not hold, or a member the programme does not have, is refused.
 */
export async function auditPage(
  db: Db,
  body: RequestBody<'adminAudit'>,
): Promise<ResponseValue<'adminAudit'>> {
  const action = body.action.trim();
  const actions = (
    await db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .orderBy(asc(auditLog.action))
  ).map((r) => r.action);
  if (action !== '' && !actions.includes(action))
    throw fieldRefusal('action', memberStatusMessages.unknownAuditAction);
  let memberName: string | null = null;
  if (body.memberId !== null) {
    const [who] = await db
      .select({ firstname: members.firstname, surname: members.surname })
      .from(members)
      .where(eq(members.id, body.memberId))
      .limit(1);
    if (!who) throw notFound(consoleMessages.memberNotFound);
    memberName = nameOf(who.firstname, who.surname);
  }
  const filters: SQL[] = [];
  if (action !== '') filters.push(eq(auditLog.action, action));
  if (body.memberId !== null) filters.push(eq(auditLog.targetMemberId, body.memberId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(auditLog)
    .where(where);
  const rows = await db
    .select({
      auditId: auditLog.id,
      at: auditLog.at,
      actorKind: auditLog.actorKind,
      actorMemberId: auditLog.actorMemberId,
      actorFirstname: actor.firstname,
      actorSurname: actor.surname,
      action: auditLog.action,
      memberId: auditLog.targetMemberId,
      targetFirstname: target.firstname,
      targetSurname: target.surname,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorMemberId))
    .leftJoin(target, eq(target.id, auditLog.targetMemberId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(auditPageSize)
    .offset((body.page - 1) * auditPageSize);
  const entries = rows.map((r): AuditEntry => ({
    auditId: r.auditId,
    at: r.at,
    actorKind: r.actorKind,
    actorMemberId: r.actorMemberId,
    actor: nameOf(r.actorFirstname, r.actorSurname),
    action: r.action,
    memberId: r.memberId,
    member: nameOf(r.targetFirstname, r.targetSurname),
    before: flat(r.before),
    after: flat(r.after),
    reason: r.reason,
  }));
  return { entries, total, page: body.page, pageSize: auditPageSize, actions, memberName };
}
