import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  members,
  outbox,
  pushSubscriptions,
  type OutboxChannel,
  type OutboxKind,
  type OutboxTemplate,
} from '../db/schema.ts';
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
  /** A WhatsApp message's template (a member who chose WhatsApp gets it instead of the SMS). */
  template?: OutboxTemplate;
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
  // An SMS with a template goes by WhatsApp to a member who chose it (issue 37); the template is kept only
  // on a WhatsApp message.
  return sql`insert into ${outbox} (channel, recipient, subject, body, kind, reference, template, created_at)
    select case when w.whatsapp then 'whatsapp' else m.channel end, m.recipient, m.subject, m.body, m.kind,
           m.reference, case when w.whatsapp or m.channel = 'whatsapp' then m.template::jsonb end,
           ${createdAt}
    from (select u.channel, coalesce(s.id::text, u.recipient) as recipient, u.subject, u.body, u.kind,
                 u.reference, u.template
          from unnest(${column((m) => m.channel)}, ${column((m) => m.to)}, ${column((m) => m.subject ?? '')},
                      ${column((m) => m.body)}, ${column((m) => m.kind)}, ${column((m) => m.reference ?? '')},
                      ${sql.param(items.map((m) => (m.template ? JSON.stringify(m.template) : null)))}::text[])
            with ordinality as u(channel, recipient, subject, body, kind, reference, template, n)
          left join ${pushSubscriptions} s on u.channel = 'push' and s.member_id::text = u.recipient
          where u.channel <> 'push' or s.id is not null
          -- The rows in the order given (a caller may append a where, so the order is kept here).
          order by u.n, s.id) as m
    cross join lateral (select m.channel = 'sms' and m.template is not null and exists (
        select 1 from ${members} where ${members.cellE164} = m.recipient
          and ${members.messageChannel} = 'whatsapp') as whatsapp) w`;
}
