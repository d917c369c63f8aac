import type { Tx } from './client.ts';
import { auditLog } from './schema.ts';

/** Who does an operator action: the command line, or an administrator in the console. */
export type Actor =
  | { readonly kind: 'cli' }
  | { readonly kind: 'console'; readonly memberId: number }
  /** A member's own change that the log keeps (a WhatsApp STOP). */
  | { readonly kind: 'member'; readonly memberId: number };

/** One row of the audit log: who did what to whom, the state before and after, and why. */
export interface AuditEntry {
  readonly at: Date;
  readonly actor: Actor;
  /** 'area.verb' ('member.adjust'). */
  readonly action: string;
  readonly targetMemberId: number | null;
  readonly before: unknown;
  readonly after: unknown;
  readonly reason: string;
}

/**
 * Writes audit rows in the transaction of the change they describe, so the log holds a row exactly when
 * the change committed (the table refuses updates and deletes: migration 0029). Every operator change,
 * the console's and the command line's, writes its rows here.
 */
export async function audit(tx: Tx, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const rows = (Array.isArray(entries) ? entries : [entries]) as readonly AuditEntry[];
  if (rows.length === 0) return;
  await tx.insert(auditLog).values(
    rows.map((entry) => ({
      at: entry.at,
      actorMemberId: entry.actor.kind === 'cli' ? null : entry.actor.memberId,
      actorKind: entry.actor.kind,
      action: entry.action,
      targetMemberId: entry.targetMemberId,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
    })),
  );
}
