import { SendingOff } from '@plaudit/ui';
import { lazy, Suspense, useId, useSyncExternalStore, type ReactNode } from 'react';
import { pwaStore } from './offline';

// The notices' code arrives when first needed (the service worker precaches it for offline); their
// words are in the first part of the catalogue, there before the first render.
const Notices = lazy(() => import('./notices'));

/**
 * The installed portal's frame: offline, the notice with the data's time above the page and every submit
 * button off with the reason; a new version waiting, the prompt to reload.
 */
export function Installed({ children }: { children: ReactNode }) {
  const { offline, shownAsAt, applyUpdate } = useSyncExternalStore(
    pwaStore.subscribe,
    pwaStore.get,
  );
  const reasonId = useId();
  return (
    <>
      {(offline || applyUpdate) && (
        <Suspense fallback={null}>
          <Notices
            shownAsAt={offline ? (shownAsAt ?? new Date()) : undefined}
            reasonId={reasonId}
            applyUpdate={applyUpdate}
          />
        </Suspense>
      )}
      <SendingOff reasonId={offline ? reasonId : undefined}>{children}</SendingOff>
    </>
  );
}
