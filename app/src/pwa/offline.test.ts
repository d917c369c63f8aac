import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMemberData, pwaStore, watchConnection } from './offline';
import { memberCacheName, swMessages } from './swProtocol';

afterEach(() => pwaStore.cameOnline());

/** A window whose connection and service worker the test drives. */
function fakeWindow(onLine: boolean) {
  const events = new EventTarget();
  const container = Object.assign(new EventTarget(), {
    startMessages: vi.fn(),
    controller: { postMessage: vi.fn() },
  });
  const deleted: string[] = [];
  const win = Object.assign(events, {
    navigator: { onLine, serviceWorker: container },
    caches: {
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    },
  });
  return { win: win as unknown as Window, container, deleted };
}

const shownAsAt = (at: string) =>
  new MessageEvent('message', { data: { type: 'plaudit-shown-as-at', at } });

describe('the offline state', () => {
  it('opens offline with the oldest kept answer’s time, and forgets it when the connection is back', () => {
    const { win, container } = fakeWindow(false);
    watchConnection(win);
    expect(container.startMessages).toHaveBeenCalled();
    expect(pwaStore.get().offline).toBe(true);
    container.dispatchEvent(shownAsAt('2026-11-29T08:42:00.000Z'));
    container.dispatchEvent(shownAsAt('2026-11-29T07:10:00.000Z'));
    container.dispatchEvent(shownAsAt('2026-11-29T09:00:00.000Z'));
    expect(pwaStore.get().shownAsAt?.toISOString()).toBe('2026-11-29T07:10:00.000Z');
    win.dispatchEvent(new Event('online'));
    expect(pwaStore.get()).toMatchObject({ offline: false, shownAsAt: undefined });
  });

  it('takes a kept answer’s time over when the connection went', () => {
    const { win, container } = fakeWindow(true);
    watchConnection(win);
    expect(pwaStore.get().offline).toBe(false);
    win.dispatchEvent(new Event('offline'));
    expect(pwaStore.get().offline).toBe(true);
    container.dispatchEvent(shownAsAt('2026-11-28T16:05:00.000Z'));
    expect(pwaStore.get().shownAsAt?.toISOString()).toBe('2026-11-28T16:05:00.000Z');
  });

  it('ignores other messages and times that are not dates', () => {
    const { win, container } = fakeWindow(true);
    watchConnection(win);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'other', at: 'x' } }));
    container.dispatchEvent(shownAsAt('not a date'));
    expect(pwaStore.get()).toMatchObject({ offline: false, shownAsAt: undefined });
  });

  it('logging out deletes the member’s kept answers and tells the worker', async () => {
    const { win, container, deleted } = fakeWindow(false);
    await clearMemberData(win);
    expect(deleted).toEqual([memberCacheName]);
    expect(container.controller.postMessage).toHaveBeenCalledWith(swMessages.clearMemberData);
  });
});
