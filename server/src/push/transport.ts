import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from '../db/client.ts';
import { pushSubscriptions, type OutboxKind } from '../db/schema.ts';
import type { Transport } from '../outbox/transports.ts';
import { isAllowedHost } from './addresses.ts';
import type { VapidKeys } from './keys.ts';

/** What a push carries (the service worker's pushHandlers.ts reads it): the words and where a tap opens. */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  /** A path of the portal. */
  readonly url: string;
  /** Notifications with the same tag replace each other (one per outbox row, so a retry never shows two). */
  readonly tag: string;
}

/** The portal's screen a notification opens, by what it is about. */
const screenOf: Partial<Record<OutboxKind, string>> = {
  award: '/recentrecognition',
  voucherCodes: '/orders',
};

/** How long a push service keeps a notification for a phone that is off: a day. */
const ttlSeconds = 24 * 60 * 60;

export interface PushTransportOptions {
  /** Production sends only to the allowed services' hosts (checked again at sending). */
  readonly production: boolean;
  readonly serviceHosts: readonly string[];
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/**
 * Sends a push message (its recipient is a push subscription's id) with web-push: the payload encrypted
 * with aes128gcm, signed with the VAPID keys. A subscription gone by then (unsubscribed, or dropped
 * before) is nothing to send. A push service's 404 or 410 (the browser unsubscribed, or the subscription
 * expired) drops the subscription and the message counts as done; any other failure is thrown, and the
 * dispatcher tries again later as it does for SMS and email.
 */
export function pushTransport(db: Db, keys: VapidKeys, options: PushTransportOptions): Transport {
  const fetchImpl = options.fetch ?? fetch;
  return async ({ id, kind, to, subject, body }) => {
    const subscriptionId = Number(to);
    if (!Number.isSafeInteger(subscriptionId)) return;
    const [row] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptionId));
    if (!row) return;
    if (
      options.production &&
      !isAllowedHost(new URL(row.endpoint).hostname, options.serviceHosts)
    ) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
      return;
    }
    const payload: PushPayload = {
      title: subject,
      body,
      url: (kind && screenOf[kind]) ?? '/',
      tag: `plaudit-${id ?? row.id}`,
    };
    // web-push encrypts and signs; the request is sent with fetch (web-push's own sender speaks https
    // only, and tests push to a plain-http service on 127.0.0.1, which production never accepts).
    const request = webPush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(payload),
      { vapidDetails: keys, TTL: ttlSeconds, contentEncoding: 'aes128gcm' },
    );
    const response = await fetchImpl(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
      return;
    }
    if (!response.ok) throw new Error(`Push service answered ${response.status}`);
  };
}
