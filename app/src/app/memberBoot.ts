// Imported by the boot script only, which must import nothing at run time (early.ts): types alone here.
import type { EarlyRequest } from './early';

/** getmemberdata as the api sends it for the shell (RTK Query's getMemberData without arguments). */
export const memberDataRequest = { path: '/api/member/getmemberdata', body: '{}' } as const;

/** advertdata as the api sends it (RTK Query's advertData without arguments): Home and the shop open with it. */
export const advertDataRequest = { path: '/api/site/advertdata', body: '{}' } as const;

/** The addresses whose screen opens with the adverts carousel, its first image the largest paint. */
const advertPaths = new Set(['/', '/rewards', '/redeem']);

/** The id of the page's list of the code every member screen needs (written by the build). */
export const memberCodeListId = 'plaudit-member-code';

/**
 * The id of the page's lists of the code of a few screens, by address (written by the build): opened at
 * that address, the screen's own code is fetched with the member shell's rather than once the portal
 * has run and routed (Insights: its chunk, its selects and charts, about 60 KB gz, one step earlier).
 */
export const routeCodeListId = 'plaudit-route-code';

/** Where the portal keeps the session's bearer token (shared/session.ts: tokenStorageKey). */
const tokenStorageKey = 'plaudit.token';

function storedToken(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(tokenStorageKey) || null;
  } catch {
    return null;
  }
}

/** The files of the page's list, or none when it has none (the development server writes none). */
function memberCode(document: Document): string[] {
  try {
    const list: unknown = JSON.parse(
      document.getElementById(memberCodeListId)?.textContent ?? '[]',
    );
    return Array.isArray(list) ? list.filter((file) => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** The files of the page's list for `path`, or none. */
function routeCode(document: Document, path: string): string[] {
  try {
    const lists: unknown = JSON.parse(
      document.getElementById(routeCodeListId)?.textContent ?? '{}',
    );
    const list: unknown =
      lists !== null && typeof lists === 'object' && Object.hasOwn(lists, path)
        ? (lists as Record<string, unknown>)[path]
        : undefined;
    return Array.isArray(list) ? list.filter((file) => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** Sends a call's request as the api client would, for the client to claim (early.ts: takeEarly). */
function sendEarly(
  url: string,
  body: string,
  token: string,
  send: typeof fetch,
): Promise<Response> {
  const answer = send(url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body,
  });
  // Unclaimed, a failure here is nobody's; claimed, the client sees it as its own.
  answer.catch(() => undefined);
  const request: EarlyRequest = { url, body, token, answer, sentAt: Date.now() };
  (globalThis.plauditEarlyRequests ??= []).push(request);
  return answer;
}

/**
 * The first advert's image, fetched as soon as the adverts' answer names it rather than once the screen
 * has rendered the carousel: it is the screen's largest paint. Reads a copy of the answer, taken before
 * the client claims it (this runs first: it was asked first).
 */
function preloadFirstAdvert(document: Document, answer: Promise<Response>): void {
  answer
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((data: unknown) => {
      const { advertData, imageBase } = (data ?? {}) as {
        advertData?: { fields?: unknown; records?: unknown };
        imageBase?: unknown;
      };
      const fields = advertData?.fields;
      const records = advertData?.records;
      if (!Array.isArray(fields) || !Array.isArray(records) || typeof imageBase !== 'string')
        return;
      const first: unknown = records[0];
      const img = Array.isArray(first) ? first[fields.indexOf('img')] : undefined;
      if (typeof img !== 'string' || img === '') return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.setAttribute('fetchpriority', 'high');
      link.href = `${imageBase}${img}`;
      document.head.append(link);
    })
    .catch(() => undefined);
}

/**
 * For a stored session, before the portal's code has arrived: sends the member data request, and starts
 * fetching the code that every member screen needs besides the portal's own (the header, the member data,
 * RTK Query and the api client with its schemas), at low priority so that the portal's own code comes
 * first. On Home and the shop it also asks for the adverts and fetches the first advert's image. Left to
 * the portal, these would wait for its code to arrive and run. A visitor gets nothing extra. A failure
 * here is ignored: the portal asks again.
 */
export function bootMember(
  document: Document,
  storage: Pick<Storage, 'getItem'> | undefined,
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
  path: string = globalThis.location?.pathname ?? '',
): void {
  const token = storedToken(storage);
  if (!token) return;
  sendEarly(memberDataRequest.path, memberDataRequest.body, token, send);
  if (advertPaths.has(path)) {
    const adverts = sendEarly(advertDataRequest.path, advertDataRequest.body, token, send);
    preloadFirstAdvert(document, adverts);
  }
  for (const file of [...memberCode(document), ...routeCode(document, path)]) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.setAttribute('fetchpriority', 'low');
    link.href = `/${file}`;
    document.head.append(link);
  }
}
