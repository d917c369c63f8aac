import nodemailer from 'nodemailer';
import type { OutboxChannel, OutboxKind, OutboxTemplate } from '../db/schema.ts';
import { defaultProgrammeName } from '../settings.ts';
import { templateMessageBody, textMessageBody } from '../whatsapp/templates.ts';

export interface Delivery {
  /** The outbox row's id (absent for a message sent outside the outbox): the same on every attempt. */
  id?: number;
  /** What the message is (a push notification opens the screen about it). */
  kind?: OutboxKind;
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string;
  /** A WhatsApp message's template (WhatsApp sends only templates to a member who has not written). */
  template?: OutboxTemplate | null;
}

/** What a transport learnt of a message it sent: the provider's id of it (WhatsApp's statuses name it). */
export interface Sent {
  providerMessageId?: string;
}

/**
 * Sends one message; throws when it could not (the dispatcher retries later). Most transports learn
 * nothing of the message they sent and resolve to nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- SMS and email resolve to nothing
export type Transport = (delivery: Delivery) => Promise<Sent | void>;

/**
 * A transport per channel: SMS and email always; a channel added later may have none (a dispatcher without
 * it leaves that channel's messages queued, retried later), so tests and tools that send only SMS and
 * email name those two.
 */
export type Transports = Record<'sms' | 'email', Transport> &
  Partial<Record<OutboxChannel, Transport>>;

export function consoleTransport(log: (line: string) => void): Transport {
  return async ({ channel, to, subject, body }) => {
    log(`[outbox ${channel}] to ${to}${subject ? ` — ${subject}` : ''}: ${body}`);
  };
}

/**
 * POSTs `{ to, body }` as JSON to an SMS gateway's webhook; a non-2xx answer is a failure. An outbox message
 * carries `Idempotency-Key: plaudit-outbox-{id}`, the same on every attempt: a message sent again after a
 * crash (the gateway answered, but the process died before it marked the message sent) is one the gateway
 * can recognise and not deliver twice.
 */
export function webhookTransport(url: string, fetchImpl: typeof fetch = fetch): Transport {
  return async ({ id, to, body }) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(id === undefined ? {} : { 'idempotency-key': `plaudit-outbox-${id}` }),
      },
      body: JSON.stringify({ to, body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
  };
}

/** The WhatsApp Cloud API's settings (issue 37). */
export interface WhatsAppSettings {
  /** Meta's Graph API with its version. @default 'https://graph.facebook.com/v21.0' */
  graphUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

export const defaultGraphUrl = 'https://graph.facebook.com/v21.0';

/** An answer of the Cloud API that refused a message: its error's code and words, never the message. */
export class WhatsAppRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    detail: string,
  ) {
    super(
      `WhatsApp Cloud API answered ${status}${code === undefined ? '' : ` (${code})`}: ${detail}`,
    );
  }
}

/**
 * Sends a template message through the Cloud API's messages endpoint with the access token as a bearer
 * token; the answer's message id is returned (kept on the outbox row). A message without a template goes
 * as text, which WhatsApp delivers only within a conversation the member began (the automatic answer).
 */
export function whatsAppTransport(
  settings: WhatsAppSettings,
  fetchImpl: typeof fetch = fetch,
): Transport {
  const url = `${settings.graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return async ({ to, body, template }) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${settings.accessToken}`,
      },
      // Without a template: an answer within the conversation the member began (the automatic answer).
      body: JSON.stringify(
        template ? templateMessageBody(to, template) : textMessageBody(to, body),
      ),
      signal: AbortSignal.timeout(10_000),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = whatsAppError(answer);
      throw new WhatsAppRefused(response.status, error.code, error.message);
    }
    const id = messageId(answer);
    if (!id) throw new Error('WhatsApp Cloud API answered without a message id');
    return { providerMessageId: id };
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function whatsAppError(answer: unknown): { code: number | undefined; message: string } {
  const error = isRecord(answer) && isRecord(answer.error) ? answer.error : {};
  return {
    code: typeof error.code === 'number' ? error.code : undefined,
    message: typeof error.message === 'string' ? error.message.slice(0, 200) : 'no error given',
  };
}

function messageId(answer: unknown): string | undefined {
  const messages = isRecord(answer) && Array.isArray(answer.messages) ? answer.messages : [];
  const first: unknown = messages[0];
  return isRecord(first) && typeof first.id === 'string' ? first.id : undefined;
}

/**
 * Sends email through SMTP (a URL), or through any nodemailer transport given by its options. The body is
 * sent as text/plain only: names, messages and reasons members typed are text, never HTML.
 */
export function smtpTransport(
  server: string | Parameters<typeof nodemailer.createTransport>[0],
  from: string,
): Transport {
  const transporter = nodemailer.createTransport(server);
  return async ({ to, subject, body }) => {
    await transporter.sendMail({ from, to, subject, text: body });
  };
}

/**
 * Production's stand-in for a channel with no transport configured: the message is not sent and stays in
 * the outbox (the dispatcher tries again later), and the log says why without the message, which may hold
 * a one-time pin or voucher codes.
 */
export function unconfiguredTransport(setting: string, log: (line: string) => void): Transport {
  return async ({ id, channel }) => {
    const text = `${setting} is not set: ${channel} message ${id ?? ''} stays in the outbox`;
    log(text);
    throw new Error(text);
  };
}

export interface TransportConfig {
  /** In production a channel without a transport sends nothing and logs no message body. */
  production?: boolean;
  smsWebhookUrl?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** The WhatsApp Cloud API: all three settings, or none (WHATSAPP_GRAPH_URL has a default). */
  whatsApp?: Partial<WhatsAppSettings> | undefined;
  /** The sender's name of email when MAIL_FROM names none. @default 'Plaudit' */
  programmeName?: string;
  log: (line: string) => void;
  /** Sends push notifications (push/transport.ts); absent: push messages stay queued. */
  push?: Transport | undefined;
}

/** A display name for a From header: quoted when it holds more than letters, digits and spaces. */
const mailboxName = (name: string) =>
  /^[\w ]+$/.test(name) ? name : `"${name.replace(/[\\"]/g, '\\$&')}"`;

/** The transports the settings name; outside production a missing one writes its messages to the log. */
export function transportsFrom(config: TransportConfig): Transports {
  const fallback = (setting: string) =>
    config.production ? unconfiguredTransport(setting, config.log) : consoleTransport(config.log);
  return {
    sms: config.smsWebhookUrl
      ? webhookTransport(config.smsWebhookUrl)
      : fallback('SMS_WEBHOOK_URL'),
    email: config.smtpUrl
      ? smtpTransport(
          config.smtpUrl,
          config.mailFrom ??
            `${mailboxName(config.programmeName ?? defaultProgrammeName)} <no-reply@plaudit.example>`,
        )
      : fallback('SMTP_URL'),
    whatsapp: whatsAppFrom(config.whatsApp, fallback),
    ...(config.push ? { push: config.push } : {}),
  };
}

function whatsAppFrom(
  settings: Partial<WhatsAppSettings> | undefined,
  fallback: (setting: string) => Transport,
): Transport {
  const { phoneNumberId, accessToken } = settings ?? {};
  if (!phoneNumberId) return fallback('WHATSAPP_PHONE_NUMBER_ID');
  if (!accessToken) return fallback('WHATSAPP_ACCESS_TOKEN');
  return whatsAppTransport({
    graphUrl: settings?.graphUrl || defaultGraphUrl,
    phoneNumberId,
    accessToken,
  });
}
