import nodemailer from 'nodemailer';
import type { OutboxChannel, OutboxKind } from '../db/schema.ts';
import { defaultProgrammeName } from '../settings.ts';

export interface Delivery {
  /** The outbox row's id (absent for a message sent outside the outbox): the same on every attempt. */
  id?: number;
  /** What the message is (a push notification opens the screen about it). */
  kind?: OutboxKind;
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string;
}

/** Sends one message; throws when it could not (the dispatcher retries later). */
export type Transport = (delivery: Delivery) => Promise<void>;

/**
 * A transport per channel. Push is optional (a dispatcher without it leaves push messages queued, retried
 * later): tests and tools that send only SMS and email name those two.
 */
export type Transports = Record<'sms' | 'email', Transport> & {
  readonly [C in Exclude<OutboxChannel, 'sms' | 'email'>]?: Transport;
};

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
    ...(config.push ? { push: config.push } : {}),
  };
}
