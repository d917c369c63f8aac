import { whatsAppMessages, type Language } from '@plaudit/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import { audit } from '../db/audit.ts';
import { members, outbox } from '../db/schema.ts';
import { inLanguage } from '../i18n/language.ts';
import { enqueue } from '../outbox/queue.ts';
import { blankedBody } from '../outbox/secrets.ts';

/** The statuses the Cloud API reports of a message, in the order they come; `failed` ends it. */
const statusRank = { sent: 1, delivered: 2, read: 3, failed: 4 } as const;
type DeliveryStatus = keyof typeof statusRank;
const isStatus = (value: unknown): value is DeliveryStatus =>
  typeof value === 'string' && Object.hasOwn(statusRank, value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Whether `signature` ('sha256=' and hex) is the HMAC-SHA256 of the raw body with the app secret. */
export function validSignature(raw: Buffer, signature: unknown, appSecret: string): boolean {
  if (!appSecret || typeof signature !== 'string' || !signature.startsWith('sha256=')) return false;
  const given = Buffer.from(signature.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  // Compared in constant time; a digest of another length is refused before (timingSafeEqual needs both).
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Meta's webhook for WhatsApp (issue 37), /webhooks/whatsapp. GET answers the verify handshake. POST is
 * taken only with a valid X-Hub-Signature-256 over the raw body (else 401, nothing read or changed); it
 * records each message status on its outbox row, sends a failed message once more by SMS (once, however
 * often Meta repeats the status), takes back the WhatsApp choice of a member who writes STOP and answers
 * any other text once with the portal's address.
 */
export function whatsAppWebhookRoutes(app: FastifyInstance, context: ServerContext): void {
  void app.register(async (scope) => {
    // The signature is over the bytes Meta sent: this scope keeps the body raw and parses it itself.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.get('/webhooks/whatsapp', async (request, reply) => {
      const query = isRecord(request.query) ? request.query : {};
      const { verifyToken } = context.settings.whatsApp;
      if (
        verifyToken !== '' &&
        query['hub.mode'] === 'subscribe' &&
        typeof query['hub.verify_token'] === 'string' &&
        equalText(query['hub.verify_token'], verifyToken) &&
        typeof query['hub.challenge'] === 'string'
      )
        return reply.type('text/plain').send(query['hub.challenge']);
      return reply.code(403).type('text/plain').send('Forbidden');
    });

    scope.post('/webhooks/whatsapp', async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (
        !validSignature(
          raw,
          request.headers['x-hub-signature-256'],
          context.settings.whatsApp.appSecret,
        )
      )
        return reply.code(401).type('text/plain').send('Unauthorized');
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.code(400).type('text/plain').send('Bad Request');
      }
      const changes = list(isRecord(payload) ? payload.entry : undefined).flatMap((entry) =>
        list(isRecord(entry) ? entry.changes : undefined),
      );
      for (const change of changes) {
        const value = isRecord(change) && isRecord(change.value) ? change.value : {};
        for (const status of list(value.statuses)) await recordStatus(context, status);
        for (const message of list(value.messages)) await answerInbound(context, message);
      }
      // Meta repeats a delivery it got no 200 for: a repeat changes nothing twice.
      return reply.code(200).type('text/plain').send('OK');
    });
  });
}

const equalText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Keeps a status on its message's row (never going back: a late `sent` after `delivered` is ignored). A
 * `failed` message is queued once more by SMS, its fallback marked in the same statement, so Meta's
 * repeats send nothing more.
 */
async function recordStatus(context: ServerContext, status: unknown): Promise<void> {
  if (!isRecord(status) || typeof status.id !== 'string' || !isStatus(status.status)) return;
  const now = context.now();
  const rank = statusRank[status.status];
  const providerId = status.id;
  const newStatus = status.status;
  let queued = false;
  await context.db.transaction(async (tx) => {
    const rankOf = sql`case ${outbox.deliveryStatus} when 'sent' then 1 when 'delivered' then 2
      when 'read' then 3 when 'failed' then 4 else 0 end`;
    const [row] = await tx
      .update(outbox)
      .set({ deliveryStatus: newStatus, deliveryStatusAt: now })
      .where(
        and(
          eq(outbox.providerMessageId, providerId),
          eq(outbox.channel, 'whatsapp'),
          sql`${rankOf} < ${rank}`,
        ),
      )
      .returning();
    if (!row) return;
    if (newStatus === 'failed' && (await fallBackToSms(tx, now, row.id))) queued = true;
    else if (context.settings.production && (newStatus === 'delivered' || newStatus === 'read')) {
      // Delivered: a pin or voucher codes are no longer kept (the SMS fallback no longer needs them).
      const blanked = blankedBody(row.kind, row.reference);
      if (blanked !== undefined)
        await tx.update(outbox).set({ body: blanked, template: null }).where(eq(outbox.id, row.id));
    }
  });
  if (queued) context.changes.committed(['messages']);
}

type Tx = Parameters<Parameters<ServerContext['db']['transaction']>[0]>[0];

/**
 * Queues a WhatsApp message once more by SMS, with the same words (a pin: the same pin), once: the row is
 * marked in the statement that claims it.
 */
export async function fallBackToSms(tx: Tx, now: Date, outboxId: number): Promise<boolean> {
  const [message] = await tx
    .update(outbox)
    .set({ fellBackAt: now })
    .where(and(eq(outbox.id, outboxId), eq(outbox.channel, 'whatsapp'), isNull(outbox.fellBackAt)))
    .returning();
  if (!message) return false;
  await enqueue(
    tx,
    { now },
    {
      kind: message.kind,
      reference: message.reference,
      channel: 'sms',
      to: message.recipient,
      body: message.body,
    },
  );
  return true;
}

/** A member's message: STOP takes their WhatsApp choice back; any other text gets one automatic answer. */
async function answerInbound(context: ServerContext, message: unknown): Promise<void> {
  if (!isRecord(message) || typeof message.from !== 'string' || typeof message.id !== 'string')
    return;
  if (!/^\d{6,15}$/.test(message.from)) return;
  const cell = `+${message.from}`;
  const text =
    message.type === 'text' && isRecord(message.text) && typeof message.text.body === 'string'
      ? message.text.body
      : '';
  const now = context.now();
  const inboundId = message.id;
  await context.db.transaction(async (tx) => {
    const [member] = await tx
      .select({
        id: members.id,
        language: members.language,
        messageChannel: members.messageChannel,
        whatsappOptInText: members.whatsappOptInText,
        whatsappOptInAt: members.whatsappOptInAt,
      })
      .from(members)
      .where(eq(members.cellE164, cell))
      .for('update');
    if (text.trim().toUpperCase() === 'STOP') {
      if (!member || member.messageChannel !== 'whatsapp') return;
      await tx
        .update(members)
        .set({ messageChannel: 'sms', whatsappOptInText: null, whatsappOptInAt: null })
        .where(eq(members.id, member.id));
      await audit(tx, {
        at: now,
        actor: { kind: 'member', memberId: member.id },
        action: 'member.whatsappStop',
        targetMemberId: member.id,
        before: {
          messageChannel: 'whatsapp',
          optInText: member.whatsappOptInText,
          optInAt: member.whatsappOptInAt?.toISOString() ?? null,
        },
        after: { messageChannel: 'sms' },
        reason: 'The member wrote STOP on WhatsApp.',
      });
      return;
    }
    // One answer per message: a message Meta delivers again finds its answer queued (its reference).
    const reference = `wa-in:${inboundId}`;
    const [answered] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.kind, 'whatsappReply'), eq(outbox.reference, reference)))
      .limit(1);
    if (answered) return;
    const language = (member?.language ?? 'en') as Language;
    await enqueue(
      tx,
      { now },
      {
        kind: 'whatsappReply',
        reference,
        channel: 'whatsapp',
        to: cell,
        body: inLanguage(language, () =>
          whatsAppMessages.autoReply(context.settings.programmeName, context.settings.portalUrl),
        ),
      },
    );
  });
  context.changes.committed(['messages', 'members']);
}
