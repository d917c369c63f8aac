/**
 * The service worker's side of push notifications (issue 37): a push shows its notification, and a tap
 * on it brings the portal forward at the screen it is about. The PWA's service worker (sw.ts) calls
 * installPushHandlers(self). The payload is the server's (server/src/push/transport.ts):
 * `{ title, body, url, tag }`, url a path of the portal.
 */

/** What of a push event this needs (a PushEvent). */
export interface PushEventLike {
  readonly data: { json(): unknown } | null;
  waitUntil(promise: Promise<unknown>): void;
}

/** What of a notificationclick event this needs (a NotificationEvent). */
export interface NotificationClickLike {
  readonly notification: { readonly data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

/** A window the worker controls (a WindowClient). */
export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** What of ServiceWorkerGlobalScope this needs: `self` in the service worker fits it. */
export interface PushWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
  };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly unknown[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickLike) => void,
  ): void;
}

export interface PushNotice {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag: string | undefined;
}

/** A portal path ('/orders'), never another site ('//evil.example', 'https://…'): else Home. */
export function portalPath(url: unknown): string {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : '/';
}

/** The push's notice, from its payload as the server sends it; undefined for anything else. */
export function noticeOf(data: PushEventLike['data']): PushNotice | undefined {
  let payload: unknown;
  try {
    payload = data?.json();
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { title, body, url, tag } = payload as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string') return undefined;
  return { title, body, url: portalPath(url), tag: typeof tag === 'string' ? tag : undefined };
}

const isWindowClient = (client: unknown): client is WindowClientLike =>
  typeof client === 'object' &&
  client !== null &&
  typeof (client as WindowClientLike).url === 'string' &&
  typeof (client as WindowClientLike).focus === 'function';

/** Focuses a window of the portal already open at the path (navigating it there), else opens one. */
export async function openPortalAt(worker: PushWorkerScope, path: string): Promise<void> {
  const target = new URL(path, worker.location.origin).href;
  const windows = (
    await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
  ).filter(isWindowClient);
  const open = windows.filter((w) => new URL(w.url).origin === worker.location.origin);
  const chosen = open.find((w) => w.url === target) ?? open[0];
  if (chosen) {
    await chosen.focus();
    if (chosen.url !== target) await chosen.navigate(target);
    return;
  }
  await worker.clients.openWindow(target);
}

/** Shows each push's notification; a tap opens the portal at its screen. */
export function installPushHandlers(worker: PushWorkerScope): void {
  worker.addEventListener('push', (event) => {
    const notice = noticeOf(event.data);
    // A push always shows something (browsers require it); one the portal cannot read shows nothing more.
    if (!notice) return;
    event.waitUntil(
      worker.registration.showNotification(notice.title, {
        body: notice.body,
        ...(notice.tag ? { tag: notice.tag } : {}),
        data: { url: notice.url },
      }),
    );
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openPortalAt(worker, portalPath(data?.url)));
  });
}
