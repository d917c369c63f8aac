import type { DeliveriesMonthRow } from '@plaudit/api/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { members, outbox, pushSubscriptions } from '../db/schema.ts';
import { inScope, monthOf, within, type InsightsQuery } from './scope.ts';

/**
 * A message counts for the scope when its recipient is a member of one of its divisions: their cell (SMS
 * and WhatsApp), their email, or one of their push subscriptions.
 */
const messageInScope = (q: InsightsQuery) =>
  q.divisions
    ? sql`exists (select 1 from ${members} m
                  where ${inScope(sql`m.division_id`, q.divisions)}
                    and ((o.channel in ('sms', 'whatsapp') and m.cell_e164 = o.recipient)
                         or (o.channel = 'email' and m.email <> '' and m.email = o.recipient)
                         or (o.channel = 'push' and exists (
                               select 1 from ${pushSubscriptions} s
                               where s.member_id = m.id and s.id::text = o.recipient))))`
    : sql`true`;

/**
 * Deliveries by channel per month of the range (issue 37), by the month a message was queued: sent (the
 * transport took it), delivered (WhatsApp said delivered or read), failed (WhatsApp said failed) and fell
 * back to SMS (a WhatsApp message sent once more by SMS). SMS, email and push report no delivery, so their
 * delivered and failed stay 0. Read live; a month and channel without messages is absent.
 */
export function deliveriesPerMonth(db: Db, q: InsightsQuery): Promise<DeliveriesMonthRow[]> {
  return rowsOf<DeliveriesMonthRow>(
    db,
    sql`select ${monthOf(sql`o.created_at`, q.timeZone)} as month, o.channel,
               count(*) filter (where o.sent_at is not null)::int as sent,
               count(*) filter (where o.delivery_status in ('delivered', 'read'))::int as delivered,
               count(*) filter (where o.delivery_status = 'failed')::int as failed,
               count(*) filter (where o.fell_back_at is not null)::int as "fellBack"
        from ${outbox} o
        where ${within(sql`o.created_at`, q)} and ${messageInScope(q)}
        group by 1, 2
        order by 1, array_position(array['sms', 'whatsapp', 'email', 'push'], o.channel)`,
  );
}
