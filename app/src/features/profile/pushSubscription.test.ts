import { describe, expect, it, vi } from 'vitest';
import {
  currentPushState,
  keyBytes,
  turnPushOff,
  turnPushOn,
  type PushBrowser,
  type PushServer,
  type PushSubscriptionLike,
} from './pushSubscription';

const serverKey =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A browser with a fake pushManager: its permission, the member's answer and its one subscription. */
function fakeBrowser(
  permission: NotificationPermission,
  answer: NotificationPermission = 'granted',
) {
  let current: PushSubscriptionLike | null = null;
  const unsubscribed = vi.fn();
  const subscribe = vi.fn(async (options: { applicationServerKey: BufferSource }) => {
    current = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/phone',
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/phone', options }),
      unsubscribe: async () => {
        unsubscribed();
        current = null;
        return true;
      },
    };
    return current;
  });
  const browser: PushBrowser = {
    pushManager: async () => ({ getSubscription: async () => current, subscribe }),
    permission: () => permission,
    requestPermission: vi.fn(async () => {
      permission = answer;
      return answer;
    }),
  };
  return { browser, subscribe, unsubscribed, subscription: () => current };
}

function fakeServer(refuse = false) {
  const saved: unknown[] = [];
  const forgotten: string[] = [];
  const server: PushServer = {
    key: async () => serverKey,
    save: async (s) => {
      if (refuse) throw new Error('refused');
      saved.push(s);
    },
    forget: async (endpoint) => void forgotten.push(endpoint),
  };
  return { server, saved, forgotten };
}

describe('Notify me on this phone', () => {
  it('turns on: asks permission, subscribes with the server’s key and hands the subscription over', async () => {
    const phone = fakeBrowser('default');
    const api = fakeServer();
    expect(await currentPushState(phone.browser)).toBe('off');
    expect(await turnPushOn(phone.browser, api.server)).toBe('on');
    expect(phone.browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = phone.subscribe.mock.calls[0] ?? [];
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect(Array.from(options?.applicationServerKey as Uint8Array)).toEqual(
      Array.from(keyBytes(serverKey)),
    );
    expect(keyBytes(serverKey)).toHaveLength(65);
    expect(api.saved).toHaveLength(1);
    expect(await currentPushState(phone.browser)).toBe('on');
  });

  it('a refused permission is denied, and nothing is subscribed', async () => {
    const phone = fakeBrowser('default', 'denied');
    const api = fakeServer();
    expect(await turnPushOn(phone.browser, api.server)).toBe('denied');
    expect(phone.subscribe).not.toHaveBeenCalled();
    expect(api.saved).toEqual([]);
    expect(await currentPushState(fakeBrowser('denied').browser)).toBe('denied');
  });

  it('a subscription the server refused is taken back: failed, and the phone is not left on', async () => {
    const phone = fakeBrowser('granted');
    const api = fakeServer(true);
    expect(await turnPushOn(phone.browser, api.server)).toBe('failed');
    expect(phone.unsubscribed).toHaveBeenCalledOnce();
    expect(phone.subscription()).toBeNull();
  });

  it('a push service that does not answer in time is failed, and a subscription arriving later is taken back', async () => {
    const phone = fakeBrowser('granted');
    const api = fakeServer();
    let arrive: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (arrive = resolve));
    const original = phone.subscribe.getMockImplementation();
    phone.subscribe.mockImplementationOnce(async (options) => {
      await late;
      if (!original) throw new Error('no subscribe');
      return original(options);
    });
    expect(await turnPushOn(phone.browser, api.server, 20)).toBe('failed');
    arrive();
    await vi.waitFor(() => expect(phone.unsubscribed).toHaveBeenCalledOnce());
    expect(api.saved).toEqual([]);
    expect(phone.subscription()).toBeNull();
  });

  it('turns off: the server forgets this phone and the subscription ends', async () => {
    const phone = fakeBrowser('granted');
    const api = fakeServer();
    await turnPushOn(phone.browser, api.server);
    expect(await turnPushOff(phone.browser, api.server)).toBe('off');
    expect(api.forgotten).toEqual(['https://fcm.googleapis.com/fcm/send/phone']);
    expect(phone.subscription()).toBeNull();
  });

  it('a browser without push is unsupported', async () => {
    const api = fakeServer();
    expect(await currentPushState(undefined)).toBe('unsupported');
    expect(await turnPushOn(undefined, api.server)).toBe('unsupported');
  });
});
