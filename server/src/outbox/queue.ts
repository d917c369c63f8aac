import type { Db, Tx } from '../db/client.ts';
import { outbox, type OutboxChannel } from '../db/schema.ts';

export interface OutgoingMessage {
  channel: OutboxChannel;
  to: string;
  subject?: string;
  body: string;
}

/** Queues messages inside the caller's transaction: they are sent only if the change commits. */
export async function enqueue(tx: Db | Tx, now: Date, ...items: OutgoingMessage[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(outbox).values(
    items.map((m) => ({
      channel: m.channel,
      recipient: m.to,
      subject: m.subject ?? '',
      body: m.body,
      createdAt: now,
    })),
  );
}
