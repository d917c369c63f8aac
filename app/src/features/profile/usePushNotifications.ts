import {
  useLazyPushKeyQuery,
  usePushSubscribeMutation,
  usePushUnsubscribeMutation,
  type RequestOf,
} from '@plaudit/api';
import type { PushState } from '@plaudit/ui';
import { useEffect, useMemo, useState } from 'react';
import {
  browserPush,
  currentPushState,
  turnPushOff,
  turnPushOn,
  type PushBrowser,
  type PushServer,
} from './pushSubscription';

/** "Notify me on this phone": this browser's push state, and turning it on or off through the push calls. */
export function usePushNotifications(given?: PushBrowser) {
  // The page's browser, found once.
  const [browser] = useState(() => given ?? browserPush());
  const [state, setState] = useState<PushState>(browser ? 'working' : 'unsupported');
  const [getKey] = useLazyPushKeyQuery();
  const [subscribe] = usePushSubscribeMutation();
  const [unsubscribe] = usePushUnsubscribeMutation();
  const server = useMemo<PushServer>(
    () => ({
      key: async () => (await getKey(undefined, true).unwrap()).publicKey,
      save: async (subscription) => {
        await subscribe({
          subscription: subscription as RequestOf<'pushSubscribe'>['subscription'],
        }).unwrap();
      },
      forget: async (endpoint) => {
        await unsubscribe({ endpoint }).unwrap();
      },
    }),
    [getKey, subscribe, unsubscribe],
  );
  useEffect(() => {
    let live = true;
    void currentPushState(browser)
      .catch((): PushState => 'off')
      .then((found) => {
        if (live) setState(found);
      });
    return () => {
      live = false;
    };
  }, [browser]);
  const change = (on: boolean) => {
    setState('working');
    void (on ? turnPushOn(browser, server) : turnPushOff(browser, server)).then(setState);
  };
  return { state, change };
}
