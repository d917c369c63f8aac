import { otpMessages, pinChannelMessages, type MessageChannel } from '@plaudit/domain';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { otpChallenges, outbox } from '../db/schema.ts';
import { blankedBody } from '../outbox/secrets.ts';
import { fieldRefusal } from '../refusals.ts';
import { hashSecret } from '../security/tokens.ts';
import type { Settings } from '../settings.ts';
import { fallBackToSms } from '../whatsapp/webhook.ts';
import { pinReference } from './otp.ts';

/**
 * A pin sent by WhatsApp (issue 37) goes by SMS, the same pin and once, when the Cloud API refuses the
 * number (the dispatcher), a `failed` status arrives (the webhook), no `delivered` arrives within
 * WHATSAPP_PIN_FALLBACK_SECONDS (here: the pin step's poll and a sweep every few seconds) or the member
 * asks ("Send it by SMS instead"). The fallback is no new pin: the challenge, and so the number's pin
 * limits (one pin per resend interval, the hourly and daily caps), are those of the pin sent by WhatsApp;
 * each pin costs at most one SMS more.
 */

export interface PinStatus {
  channel: MessageChannel;
  fellBack: boolean;
  delivered: boolean;
}

const isDelivered = (status: string | null) => status === 'delivered' || status === 'read';

/** The WhatsApp message of a pin sent by WhatsApp (none for a pin sent by SMS). */
async function whatsAppPin(tx: Tx, challengeId: number) {
  const [row] = await tx
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'pin'),
        eq(outbox.reference, pinReference(challengeId)),
        eq(outbox.channel, 'whatsapp'),
      ),
    )
    .for('update');
  return row;
}

/** Whether a WhatsApp pin queued at `createdAt` waited longer for a delivery than the setting allows. */
const overdue = (createdAt: Date, now: Date, settings: Pick<Settings, 'whatsApp'>) =>
  now.getTime() - createdAt.getTime() >= settings.whatsApp.pinFallbackSeconds * 1000;

/**
 * Where the pin `auth` names is (pinStatus), its overdue WhatsApp message sent by SMS first; with `bySms`
 * (pinBySms) the same pin by SMS now, once, while the pin can still be used.
 */
export async function pinStatus(
  context: ServerContext,
  auth: string,
  bySms: boolean,
): Promise<PinStatus> {
  const now = context.now();
  let queued = false;
  const status = await context.db.transaction(async (tx): Promise<PinStatus> => {
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.authHash, hashSecret(auth)));
    if (!challenge) throw fieldRefusal('auth', otpMessages.notForThisStep);
    const message = await whatsAppPin(tx, challenge.id);
    if (!message) return { channel: 'sms', fellBack: false, delivered: false };
    const delivered = isDelivered(message.deliveryStatus);
    if (!message.fellBackAt) {
      if (bySms) {
        if (challenge.consumedAt) throw fieldRefusal('auth', otpMessages.used);
        if (challenge.expiresAt.getTime() <= now.getTime())
          throw fieldRefusal('auth', otpMessages.expired);
        // In production a delivered pin is no longer kept (the webhook blanks it): none to send again.
        if (message.body === blankedBody(message.kind, message.reference))
          throw fieldRefusal('auth', pinChannelMessages.deliveredAlready);
      }
      const live = !challenge.consumedAt && challenge.expiresAt.getTime() > now.getTime();
      if (bySms || (live && !delivered && overdue(message.createdAt, now, context.settings))) {
        queued = await fallBackToSms(tx, now, message.id);
        return { channel: 'sms', fellBack: true, delivered };
      }
      return { channel: 'whatsapp', fellBack: false, delivered };
    }
    return { channel: 'sms', fellBack: true, delivered };
  });
  if (queued) context.changes.committed(['messages']);
  return status;
}

/**
 * Sends by SMS every WhatsApp pin still usable that no `delivered` was reported for within the setting's
 * seconds (the server runs it every few seconds). Returns how many went.
 */
export async function fallBackOverduePins(
  db: Db,
  now: Date,
  settings: Pick<Settings, 'whatsApp' | 'otp'>,
): Promise<number> {
  const before = new Date(now.getTime() - settings.whatsApp.pinFallbackSeconds * 1000);
  // A pin older than its time to live is of no use any more.
  const after = new Date(now.getTime() - settings.otp.ttlMs);
  const waiting = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        // Written out, not as parameters: so the planner sees outbox_whatsapp_pin_waiting_idx's condition.
        sql`${outbox.kind} = 'pin' and ${outbox.channel} = 'whatsapp' and ${outbox.fellBackAt} is null`,
        or(isNull(outbox.deliveryStatus), inArray(outbox.deliveryStatus, ['sent'])),
        lte(outbox.createdAt, before),
        gt(outbox.createdAt, after),
      ),
    );
  let sent = 0;
  for (const { id } of waiting)
    if (await db.transaction((tx) => fallBackToSms(tx, now, id))) sent += 1;
  return sent;
}
