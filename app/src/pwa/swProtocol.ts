// What the page and the service worker (sw.ts) share: names and messages.

/** The cache the member's answers are kept in (the page deletes it at logout too: offline.ts). */
export const memberCacheName = 'plaudit-member-data';

/** The header a kept answer carries: when the server gave it (ISO 8601). */
export const shownAsAtHeader = 'X-Plaudit-Shown-As-At';

/** The messages the page sends the worker. */
export const swMessages = {
  skipWaiting: 'plaudit-skip-waiting',
  clearMemberData: 'plaudit-clear-member-data',
} as const;

/** What the worker tells the page that asked when it gave a kept answer instead of the server's. */
export interface ShownAsAtMessage {
  type: 'plaudit-shown-as-at';
  /** When the server gave the kept answer (ISO 8601). */
  at: string;
}

/** The cache of the code the page has loaded (a screen's code is kept when first loaded). */
export const assetCacheName = 'plaudit-assets';

/** The cache of Home's advert pictures (the programme's, not the member's: logging out keeps it). */
export const advertCacheName = 'plaudit-adverts';

/** The page's list of the code it loaded before the worker took it over. */
export interface CacheLoadedMessage {
  type: 'plaudit-cache-loaded';
  urls: string[];
}

export function isCacheLoaded(data: unknown): data is CacheLoadedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'plaudit-cache-loaded' &&
    Array.isArray((data as { urls?: unknown }).urls) &&
    (data as { urls: unknown[] }).urls.every((url) => typeof url === 'string')
  );
}
