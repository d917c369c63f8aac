import { describe, expect, it, vi } from 'vitest';
import {
  installPushHandlers,
  portalPath,
  type NotificationClickLike,
  type PushEventLike,
  type PushWorkerScope,
} from './pushHandlers';

type Listener = (event: never) => void;

/** A service worker scope with its listeners, notifications and windows recorded. */
function fakeWorker(windows: { url: string }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions | undefined }[] = [];
  const opened: string[] = [];
  const clients = windows.map((w) => ({
    url: w.url,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async (url: string) => url),
  }));
  const worker: PushWorkerScope = {
    location: { origin: 'https://portal.example' },
    registration: {
      showNotification: async (title, options) => void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url) => void opened.push(url),
    },
    addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener),
  };
  installPushHandlers(worker);
  const waits: Promise<unknown>[] = [];
  const push = async (payload: unknown) => {
    const event: PushEventLike = {
      data: { json: () => payload },
      waitUntil: (p) => void waits.push(p),
    };
    (listeners.get('push') as (e: PushEventLike) => void)(event);
    await Promise.all(waits);
  };
  const click = async (data: unknown) => {
    const close = vi.fn();
    const event: NotificationClickLike = {
      notification: { data, close },
      waitUntil: (p) => void waits.push(p),
    };
    (listeners.get('notificationclick') as (e: NotificationClickLike) => void)(event);
    await Promise.all(waits);
    return close;
  };
  return { shown, opened, clients, push, click };
}

describe('push handlers', () => {
  it('a push shows its notification with where a tap goes', async () => {
    const w = fakeWorker();
    await w.push({
      title: 'Plaudit',
      body: 'Pieter recognised you',
      url: '/orders',
      tag: 'plaudit-7',
    });
    expect(w.shown).toEqual([
      {
        title: 'Plaudit',
        options: { body: 'Pieter recognised you', tag: 'plaudit-7', data: { url: '/orders' } },
      },
    ]);
  });

  it('a push the portal cannot read shows nothing of its own', async () => {
    const w = fakeWorker();
    await w.push('not an object');
    await w.push({ title: 3 });
    expect(w.shown).toEqual([]);
  });

  it('a tap opens the portal at the screen when no window is open', async () => {
    const w = fakeWorker();
    const close = await w.click({ url: '/recentrecognition' });
    expect(close).toHaveBeenCalled();
    expect(w.opened).toEqual(['https://portal.example/recentrecognition']);
  });

  it('a tap focuses an open portal window and takes it to the screen', async () => {
    const w = fakeWorker([
      { url: 'https://elsewhere.example/' },
      { url: 'https://portal.example/' },
    ]);
    await w.click({ url: '/orders' });
    expect(w.opened).toEqual([]);
    expect(w.clients[0]?.focus).not.toHaveBeenCalled();
    expect(w.clients[1]?.focus).toHaveBeenCalled();
    expect(w.clients[1]?.navigate).toHaveBeenCalledWith('https://portal.example/orders');
  });

  it('never opens another site', () => {
    expect(portalPath('//evil.example/x')).toBe('/');
    expect(portalPath('https://evil.example/')).toBe('/');
    expect(portalPath('/\\evil.example')).toBe('/');
    expect(portalPath('/orders')).toBe('/orders');
  });
});
