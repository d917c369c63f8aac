// The portal's service worker (built by vite-plugin-pwa in injectManifest mode: app/vite.config.ts). It
// precaches the app shell, so the portal opens without a connection, and keeps the last answer of the
// member's own data calls (memberCache.ts). Web Push's handlers join it here (one import and one call).
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  clearMemberCache,
  isMemberDataCall,
  memberDataNetworkFirst,
  swMessages,
} from './memberCache.ts';
import { installPushHandlers } from './pushHandlers.ts';
import { advertCacheName, assetCacheName, isCacheLoaded } from './swProtocol.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A recognition, voucher codes or a nomination's outcome pushed to this phone (My Profile turns it on).
installPushHandlers(self);
// The first worker takes the page that installed it, so that page's later answers are kept already. A
// new version waits until the member reloads (the page's UpdatePrompt sends skipWaiting).
clientsClaim();

// Every page of the portal is index.html (history routing): offline, the page the member was on opens.
// The server's own paths are never pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(?:api|dev|adverts|profilepic|assets)(?:\/|$)/],
  }),
);

// A screen's code (content-hashed, so never stale) is kept when the page first loads it.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: assetCacheName }),
);

// Home's advert pictures (the programme's, the same for every member) show offline too: the kept one at
// once, and a conditional request refreshes it (a 304 when unchanged, so little data).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/adverts/'),
  new StaleWhileRevalidate({
    cacheName: advertCacheName,
    plugins: [new ExpirationPlugin({ maxEntries: 30 })],
  }),
);

// A new version starts with no screens of the old one kept (it activates only when no page of the old
// one runs: the member reloaded, or closed the portal).
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(assetCacheName));
});

registerRoute(({ url, request }) => isMemberDataCall(url, request), memberDataNetworkFirst, 'POST');

// A logout that reaches the server clears what was kept for the member, as the page's own logout does
// (which also works offline).
registerRoute(
  ({ url }) => url.pathname === '/api/member/logout',
  async ({ request }) => {
    await clearMemberCache();
    return fetch(request);
  },
  'POST',
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data === swMessages.skipWaiting) void self.skipWaiting();
  if (data === swMessages.clearMemberData) event.waitUntil(clearMemberCache());
  // The code the page loaded before this worker took it (its first visit): kept like any later load.
  if (isCacheLoaded(data)) {
    const own = data.urls.filter((url) =>
      new URL(url, self.location.href).pathname.startsWith('/assets/'),
    );
    event.waitUntil(
      caches
        .open(assetCacheName)
        .then((cache) => cache.addAll(own))
        .catch(() => {}),
    );
  }
});
