import {
  memberDeliveriesMax,
  type DeliveryStatus,
  type MemberMessaging,
} from '@plaudit/api/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members, outbox, pushSubscriptions, type OutboxChannel } from '../db/schema.ts';

interface DeliveryRow {
  id: number;
  channel: OutboxChannel;
  kind: string;
  createdAt: Date;
  sentAt: Date | null;
  deliveryStatus: string | null;
  deliveryStatusAt: Date | null;
  fellBackAt: Date | null;
}

const reported = new Set<string>(['sent', 'delivered', 'read', 'failed']);

/** Where a message is: WhatsApp's last status, else sent once the transport took it, else queued. */
function statusOf(row: DeliveryRow): { status: DeliveryStatus; statusAt: Date | null } {
  if (row.deliveryStatus !== null && reported.has(row.deliveryStatus))
    return {
      status: row.deliveryStatus as DeliveryStatus,
      statusAt: row.deliveryStatusAt ?? row.sentAt,
    };
  return row.sentAt
    ? { status: 'sent', statusAt: row.sentAt }
    : { status: 'queued', statusAt: null };
}

/**
 * A member's message channel (SMS, or WhatsApp since they chose it) and their last messages, newest
 * first, without their words: the outbox rows to their cell (SMS, WhatsApp), their email and their push
 * subscriptions (issue 37). Undefined for a member who is not there.
 */
export async function memberMessaging(
  db: Db,
  memberId: number,
): Promise<MemberMessaging | undefined> {
  const [member] = await db
    .select({
      cell: members.cellE164,
      email: members.email,
      channel: members.messageChannel,
      since: members.whatsappOptInAt,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return undefined;
  const toCell = and(
    inArray(outbox.channel, ['sms', 'whatsapp']),
    eq(outbox.recipient, member.cell),
  );
  const toEmail = member.email
    ? and(eq(outbox.channel, 'email'), eq(outbox.recipient, member.email))
    : undefined;
  const toPush = and(
    eq(outbox.channel, 'push'),
    inArray(
      outbox.recipient,
      db
        .select({ id: sql<string>`${pushSubscriptions.id}::text` })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, memberId)),
    ),
  );
  const rows: DeliveryRow[] = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      kind: outbox.kind,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      deliveryStatus: outbox.deliveryStatus,
      deliveryStatusAt: outbox.deliveryStatusAt,
      fellBackAt: outbox.fellBackAt,
    })
    .from(outbox)
    .where(or(toCell, toEmail, toPush))
    .orderBy(desc(outbox.id))
    .limit(memberDeliveriesMax);
  return {
    messageChannel: member.channel,
    whatsappSince: member.channel === 'whatsapp' ? member.since : null,
    deliveries: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      kind: row.kind,
      createdAt: row.createdAt,
      ...statusOf(row),
      fellBackToSms: row.fellBackAt !== null,
    })),
  };
}
