import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outbox, pushSubscriptions, type OutboxChannel, type OutboxKind } from '../db/schema.ts';
import { queuedAt, type Queueing } from './budget.ts';

export type { MessageBudget, Queueing } from './budget.ts';

export interface OutgoingMessage {
  /** What the message is: how the outbox recognises it (a pin's text is blanked once sent), never by its words. */
  kind: OutboxKind;
  /** What it is about, kept once a secret text is blanked (voucher codes: the order number). */
  reference?: string;
  channel: OutboxChannel;
  /** A number or address; for 'push', the member's id (see outboxInsert). */
  to: string;
  subject?: string;
  body: string;
}

/**
 * Queues messages inside the caller's transaction: they are sent only if the change commits. With a
 * budget, each counts against it (queuedAt).
 */
export async function enqueue(
  tx: Db | Tx,
  queueing: Queueing,
  ...items: OutgoingMessage[]
): Promise<void> {
  if (items.length === 0) return;
  await tx.execute(outboxInsert(queueing, items));
}

/**
 * An insert of messages as one statement with a parameter per column (a division's fifty messages are four
 * arrays, not two hundred parameters). A caller may append a `where` to make it conditional: only the rows
 * it inserts count against the budget.
 *
 * A 'push' message names a member (`to` is their id): it becomes one row per push subscription they keep
 * (none when they keep none), each with the subscription's id as its recipient. Push rows never count
 * against the budget (they cost nothing and are sent beside the member's usual message).
 */
export function outboxInsert(queueing: Queueing, items: readonly OutgoingMessage[]): SQL {
  const column = (pick: (m: OutgoingMessage) => string) =>
    sql`${sql.param(items.map(pick))}::text[]`;
  const plainAt = sql`${queueing.now.toISOString()}::timestamptz`;
  const createdAt = items.some((m) => m.channel !== 'push')
    ? sql`case when m.channel = 'push' then ${plainAt} else ${queuedAt(queueing)} end`
    : plainAt;
  return sql`insert into ${outbox} (channel, recipient, subject, body, kind, reference, created_at)
    select m.channel, m.recipient, m.subject, m.body, m.kind, m.reference, ${createdAt}
    from (select u.channel, coalesce(s.id::text, u.recipient) as recipient, u.subject, u.body, u.kind,
                 u.reference
          from unnest(${column((m) => m.channel)}, ${column((m) => m.to)}, ${column((m) => m.subject ?? '')},
                      ${column((m) => m.body)}, ${column((m) => m.kind)}, ${column((m) => m.reference ?? '')})
            as u(channel, recipient, subject, body, kind, reference)
          left join ${pushSubscriptions} s on u.channel = 'push' and s.member_id::text = u.recipient
          where u.channel <> 'push' or s.id is not null) as m`;
}
