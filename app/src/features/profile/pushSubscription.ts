import type { PushState } from '@plaudit/ui';

/** What of the browser the subscribe flow uses (navigator.serviceWorker, Notification, PushManager). */
export interface PushBrowser {
  /** navigator.serviceWorker.ready's pushManager; undefined when the browser has no push. */
  readonly pushManager: () => Promise<PushManagerLike> | undefined;
  /** Notification.permission. */
  readonly permission: () => NotificationPermission;
  readonly requestPermission: () => Promise<NotificationPermission>;
}

export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: BufferSource;
  }): Promise<PushSubscriptionLike>;
}

export interface PushSubscriptionLike {
  readonly endpoint: string;
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

/** The server's side: its key, and this browser's subscription kept or forgotten (the push calls). */
export interface PushServer {
  key(): Promise<string>;
  save(subscription: unknown): Promise<void>;
  forget(endpoint: string): Promise<void>;
}

/** The real browser's push, or undefined where there is none (no service worker, PushManager or Notification). */
export function browserPush(): PushBrowser | undefined {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof window === 'undefined' ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return undefined;
  return {
    pushManager: () => navigator.serviceWorker.ready.then((r) => r.pushManager),
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
  };
}

/** A base64url key (the server's VAPID public key) as the bytes applicationServerKey takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Where this browser stands now: unsupported, blocked, or on when it has a subscription. */
export async function currentPushState(browser: PushBrowser | undefined): Promise<PushState> {
  if (!browser) return 'unsupported';
  if (browser.permission() === 'denied') return 'denied';
  const manager = await browser.pushManager();
  if (!manager) return 'unsupported';
  return (await manager.getSubscription()) ? 'on' : 'off';
}

/**
 * How long turning notifications on may take before it counts as failed: a phone's push service that
 * never answers (no connection to it, a browser that cannot reach it) must not leave "One moment…" up.
 */
export const pushOnTimeoutMs = 30_000;

/**
 * Turns notifications on: asks the member's permission, subscribes with the server's key and hands the
 * subscription to the server. A refused permission is 'denied'; any other failure, or no answer within
 * `timeoutMs`, is 'failed' (a subscription the server did not keep, also one that arrives late, is taken
 * back, so the phone never thinks it is on).
 */
export async function turnPushOn(
  browser: PushBrowser | undefined,
  server: PushServer,
  timeoutMs = pushOnTimeoutMs,
): Promise<PushState> {
  if (!browser) return 'unsupported';
  const permission =
    browser.permission() === 'granted' ? 'granted' : await browser.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  let timedOut = false;
  let subscription: PushSubscriptionLike | undefined;
  const subscribe = async (): Promise<PushState> => {
    const manager = await browser.pushManager();
    if (!manager) return 'unsupported';
    const key = await server.key();
    subscription = await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    });
    if (timedOut) throw new Error('Subscribed after the wait ended.');
    await server.save(subscription.toJSON());
    return 'on';
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<PushState>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve('failed');
    }, timeoutMs);
  });
  const attempt = subscribe().catch(async () => {
    await subscription?.unsubscribe().catch(() => false);
    return 'failed' as const;
  });
  try {
    return await Promise.race([attempt, giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** Turns notifications off: the server forgets this browser, and the browser's subscription ends (else it stays on). */
export async function turnPushOff(
  browser: PushBrowser | undefined,
  server: PushServer,
): Promise<PushState> {
  if (!browser) return 'unsupported';
  try {
    const manager = await browser.pushManager();
    const subscription = await manager?.getSubscription();
    if (subscription) {
      await server.forget(subscription.endpoint);
      await subscription.unsubscribe();
    }
    return 'off';
  } catch {
    // Still on: the server or the browser kept it.
    return 'on';
  }
}
