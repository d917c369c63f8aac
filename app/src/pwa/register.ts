import { pwaStore } from './offline';
import { swMessages, type CacheLoadedMessage } from './swProtocol';

/** The code this page loaded, for a worker that took it over after it had (the first visit). */
function loadedCode(win: Window): CacheLoadedMessage {
  const urls = win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === win.location.origin && /\/assets\//.test(url));
  return { type: 'plaudit-cache-loaded', urls };
}

/**
 * Registers the service worker (production builds only: main.tsx) and offers a new version when one has
 * installed: the page keeps the version it started with until the member reloads (UpdatePrompt), when the
 * new worker takes over and the page loads again, whole, from it.
 */
export async function registerServiceWorker(win: Window = window): Promise<void> {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const registration = await container.register('/sw.js', { scope: '/' });
  const offer = (worker: ServiceWorker) =>
    pwaStore.updateWaiting(() => worker.postMessage(swMessages.skipWaiting));
  // A worker waiting when a page under an older one opens (the member said "Not now" elsewhere).
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install, not a new version.
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
  let hadController = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    // The first worker taking the page (clientsClaim) changes no code; a new version reloads the page.
    if (!hadController) {
      hadController = true;
      container.controller?.postMessage(loadedCode(win));
      return;
    }
    if (reloading) return;
    reloading = true;
    win.location.reload();
  });
  // A member who keeps the portal open for days learns of a deploy when they come back to it.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible') void registration.update().catch(() => {});
  });
}
