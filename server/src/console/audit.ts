import type { AuditEntry, AuditValue } from '@plaudit/api/contract';
import { auditPageSize, consoleMessages, dayBounds, memberStatusMessages } from '@plaudit/domain';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findMemberByCell } from '../admin/operations.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { auditLog, clusters, divisions, members, orderLines } from '../db/schema.ts';
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

/** The filter's member: by id (a member page's link) or by number (typed), or none. */
async function filteredMember(
  db: Db,
  body: RequestBody<'adminAudit'>,
): Promise<{ id: number; name: string; number: string } | null> {
  const typed = body.memberNumber?.trim() ?? '';
  if (body.memberId === null && typed === '') return null;
  if (body.memberId === null) {
    const found = await findMemberByCell(db, typed);
    if (!found) throw fieldRefusal('memberNumber', memberStatusMessages.unknownAuditMember(typed));
    return {
      id: found.id,
      name: nameOf(found.firstname, found.surname) ?? '',
      number: found.cellNational,
    };
  }
  const [who] = await db
    .select({ firstname: members.firstname, surname: members.surname, cell: members.cellNational })
    .from(members)
    .where(eq(members.id, body.memberId))
    .limit(1);
  if (!who) throw notFound(consoleMessages.memberNotFound);
  return { id: body.memberId, name: nameOf(who.firstname, who.surname) ?? '', number: who.cell };
}

/** The From and To days as instants (To's end, exclusive), refused when not days or out of order. */
function dateRange(body: RequestBody<'adminAudit'>, timeZone: string) {
  const day = (field: 'from' | 'to') => {
    const text = body[field]?.trim() ?? '';
    if (text === '') return undefined;
    const bounds = dayBounds(text, timeZone);
    if (!bounds) throw fieldRefusal(field, memberStatusMessages.auditDateInvalid);
    return bounds;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && from.start > to.start)
    throw fieldRefusal('to', memberStatusMessages.auditDatesOutOfOrder);
  return { start: from?.start, end: to?.end };
}

/**
 * Every action the log holds, each once. A loose index scan on audit_log_action_idx: one index probe per
 * action rather than a read of the whole log, which grows by every operator change for years.
 */
async function actionsHeld(db: Db): Promise<string[]> {
  const found = await rowsOf<{ action: string }>(
    db,
    sql`with recursive held(action) as (
          (select ${auditLog.action} from ${auditLog} order by ${auditLog.action} limit 1)
          union all
          select (select a.action from ${auditLog} a where a.action > held.action order by a.action limit 1)
          from held where held.action is not null)
        select action from held where action is not null`,
  );
  return found.map((r) => r.action);
}

const numbersOf = (entries: readonly AuditEntry[], field: string) => [
  ...new Set(
    entries.flatMap((e) =>
      [e.before?.[field], e.after?.[field]].filter(
        (v): v is number => typeof v === 'number' && Number.isInteger(v),
      ),
    ),
  ),
];
const textsOf = (entries: readonly AuditEntry[], field: string) => [
  ...new Set(
    entries.flatMap((e) =>
      [e.before?.[field], e.after?.[field]].filter((v): v is string => typeof v === 'string'),
    ),
  ),
];

/**
 * What the page's ids name, looked up once for the page: an order line's product, a country, a division.
 * Each entry gets the names of its own values; an id that names nothing (since removed) is left out.
 */
async function withNames(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const lineIds = numbersOf(entries, 'orderLineId');
  const clusterIds = numbersOf(entries, 'clusterId');
  const divisionCodes = textsOf(entries, 'divisionCode');
  const [lines, countries, stores] = await Promise.all([
    lineIds.length === 0
      ? []
      : db
          .select({ id: orderLines.id, name: orderLines.description })
          .from(orderLines)
          .where(inArray(orderLines.id, lineIds)),
    clusterIds.length === 0
      ? []
      : db
          .select({ id: clusters.id, name: clusters.name })
          .from(clusters)
          .where(inArray(clusters.id, clusterIds)),
    divisionCodes.length === 0
      ? []
      : db
          .select({ id: divisions.code, name: divisions.name })
          .from(divisions)
          .where(inArray(divisions.code, divisionCodes)),
  ]);
  const known: Record<string, Map<number | string, string>> = {
    orderLineId: new Map(lines.map((l) => [l.id, l.name])),
    clusterId: new Map(countries.map((c) => [c.id, c.name])),
    divisionCode: new Map(stores.map((d) => [d.id, d.name])),
  };
  return entries.map((e) => {
    const names: Record<string, string> = {};
    for (const [field, map] of Object.entries(known)) {
      const value = e.after?.[field] ?? e.before?.[field];
      const name =
        typeof value === 'number' || typeof value === 'string' ? map.get(value) : undefined;
      if (name !== undefined) names[field] = name;
    }
    return { ...e, names };
  });
}

/**
 * One page of the audit log, newest first (ties by the order written), of one action or all (''), of
 * one member or all (by id or by number), between two days or any; with the total, every action the log
 * holds and the filtered member's name and number. An action the log does not hold, a member the
 * programme does not have, a day that is not one and From after To are refused.
 */
export async function auditPage(
  context: ServerContext,
  body: RequestBody<'adminAudit'>,
): Promise<ResponseValue<'adminAudit'>> {
  const { db } = context;
  const action = body.action.trim();
  const range = dateRange(body, context.settings.timeZone);
  const actions = await actionsHeld(db);
  if (action !== '' && !actions.includes(action))
    throw fieldRefusal('action', memberStatusMessages.unknownAuditAction);
  const member = await filteredMember(db, body);
  const filters: SQL[] = [];
  if (action !== '') filters.push(eq(auditLog.action, action));
  if (member) filters.push(eq(auditLog.targetMemberId, member.id));
  if (range.start) filters.push(gte(auditLog.at, range.start));
  if (range.end) filters.push(lt(auditLog.at, range.end));
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
      targetNumber: target.cellNational,
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
    memberNumber: r.targetNumber,
    before: flat(r.before),
    after: flat(r.after),
    reason: r.reason,
  }));
  return {
    entries: await withNames(db, entries),
    total,
    page: body.page,
    pageSize: auditPageSize,
    actions,
    memberName: member?.name ?? null,
    memberNumber: member?.number ?? null,
  };
}
