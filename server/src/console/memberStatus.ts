import type { ConsoleMember } from '@plaudit/api/contract';
import { consoleMessages, memberStatusMessages, validateConsoleReason } from '@plaudit/domain';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { audit } from '../db/audit.ts';
import type { Tx } from '../db/client.ts';
import { withIdempotency } from '../db/idempotency.ts';
import { members } from '../db/schema.ts';
import type { RequestBody } from '../http/calls.ts';
import { invalid, notFound, refuseIf } from '../refusals.ts';
import { consoleMemberIn } from './memberConsole.ts';

/**
 * The console's changes of who a member is to the programme: their roles (manager, administrator) and
 * whether they are active. Each is one transaction (withIdempotency, as every console change; these calls
 * carry no key) with its audit row (before, after, reason); a refusal changes nothing.
 */

/** The member row locked for the change, or 404. */
async function lockedMember(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({
      id: members.id,
      firstname: members.firstname,
      surname: members.surname,
      isManager: members.isManager,
      isAdminReports: members.isAdminReports,
      deactivatedAt: members.deactivatedAt,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update')
    .limit(1);
  if (!row) throw notFound(consoleMessages.memberNotFound);
  return row;
}

const refusal = invalid;

/** The console's row of a member after a change, read in the change's transaction. */
async function rowAfter(tx: Tx, memberId: number): Promise<ConsoleMember> {
  const row = await consoleMemberIn(tx, memberId);
  if (!row) throw new Error('The changed member is gone.');
  return row;
}

/**
 * Sets a member's manager and administrator flags as asked, with the reason in the audit log
 * ('member.flags'). Refused when nothing would change, and when administrators would take away their own
 * administrator role (so the programme is never left without the one who asked).
 */
export async function setFlags(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminSetFlags'>,
): Promise<{ message: string; member: ConsoleMember }> {
  refuseIf(validateConsoleReason(body));
  return withIdempotency(context, ['members'], { now: context.now }, async (tx, now) => {
    const member = await lockedMember(tx, body.memberId);
    if (member.isManager === body.isManager && member.isAdminReports === body.isAdmin)
      throw refusal(memberStatusMessages.flagsUnchanged);
    if (member.id === adminId && !body.isAdmin) throw refusal(memberStatusMessages.ownAdminFlag);
    await tx
      .update(members)
      .set({ isManager: body.isManager, isAdminReports: body.isAdmin })
      .where(eq(members.id, member.id));
    await audit(tx, {
      at: now,
      actor: { kind: 'console', memberId: adminId },
      action: 'member.flags',
      targetMemberId: member.id,
      before: { isManager: member.isManager, isAdmin: member.isAdminReports },
      after: { isManager: body.isManager, isAdmin: body.isAdmin },
      reason: body.reason.trim(),
    });
    return {
      message: memberStatusMessages.flagsChanged(`${member.firstname} ${member.surname}`),
      member: await rowAfter(tx, member.id),
    };
  });
}

/**
 * Deactivates a member who has left (active false) or reactivates one, with the reason in the audit log
 * ('member.deactivate', 'member.reactivate'). Deactivation ends every session of the member at once; their
 * balances stay as they are (nothing moves in the ledger, so their statements still explain every point).
 * Refused when the member is in that state already, and when administrators would deactivate themselves.
 */
export async function setActive(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminSetActive'>,
): Promise<{ message: string; member: ConsoleMember }> {
  refuseIf(validateConsoleReason(body));
  const once = { now: context.now };
  const changed = await withIdempotency(context, ['members'], once, async (tx, now) => {
    const member = await lockedMember(tx, body.memberId);
    const active = member.deactivatedAt === null;
    if (active === body.active)
      throw refusal(
        body.active ? memberStatusMessages.alreadyActive : memberStatusMessages.alreadyDeactivated,
      );
    if (member.id === adminId) throw refusal(memberStatusMessages.deactivateSelf);
    await tx
      .update(members)
      .set({ deactivatedAt: body.active ? null : now })
      .where(eq(members.id, member.id));
    if (!body.active) await context.sessions.revokeMember(tx, member.id, now);
    await audit(tx, {
      at: now,
      actor: { kind: 'console', memberId: adminId },
      action: body.active ? 'member.reactivate' : 'member.deactivate',
      targetMemberId: member.id,
      before: { active, deactivatedAt: member.deactivatedAt?.toISOString() ?? null },
      after: { active: body.active, deactivatedAt: body.active ? null : now.toISOString() },
      reason: body.reason.trim(),
    });
    const name = `${member.firstname} ${member.surname}`;
    return {
      message: body.active
        ? memberStatusMessages.reactivated(name)
        : memberStatusMessages.deactivated(name),
      member: await rowAfter(tx, member.id),
    };
  });
  // A call of theirs that read a session while the deactivation was under way may have kept it since.
  if (!body.active) context.sessions.forgetMember(body.memberId);
  return changed;
}
