import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outbox, type OutboxChannel } from '../db/schema.ts';
import { messageQueueTime } from '../http/messageLimits.ts';

export interface OutgoingMessage {
  channel: OutboxChannel;
  to: string;
  subject?: string;
  body: string;
}

/**
 * Queues messages inside the caller's transaction: they are sent only if the change commits. Each counts
 * against the message budget of the call under way, if any (messageQueueTime).
 */
export async function enqueue(tx: Db | Tx, now: Date, ...items: OutgoingMessage[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(outbox).values(
    items.map((m) => ({
      channel: m.channel,
      recipient: m.to,
      subject: m.subject ?? '',
      body: m.body,
      createdAt: messageQueueTime(now),
    })),
  );
}

/**
 * An insert of messages as one statement with a parameter per column (a division's fifty messages are four
 * arrays, not two hundred parameters). A caller may append a `where` to make it conditional: only the rows
 * it inserts count against the message budget. `perMessageBudget: false` counts none of them: the call
 * under way then counts once, as Send To All does (an administrator's approval of a nomination).
 */
export function outboxInsert(
  now: Date,
  items: readonly OutgoingMessage[],
  options: { perMessageBudget?: boolean } = {},
): SQL {
  const column = (pick: (m: OutgoingMessage) => string) =>
    sql`${sql.param(items.map(pick))}::text[]`;
  const queuedAt =
    options.perMessageBudget === false
      ? sql`${now.toISOString()}::timestamptz`
      : messageQueueTime(now);
  return sql`insert into ${outbox} (channel, recipient, subject, body, created_at)
    select m.channel, m.recipient, m.subject, m.body, ${queuedAt}
    from unnest(${column((m) => m.channel)}, ${column((m) => m.to)}, ${column((m) => m.subject ?? '')},
                ${column((m) => m.body)}) as m(channel, recipient, subject, body)`;
}
