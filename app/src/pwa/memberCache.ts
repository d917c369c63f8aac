// The member's data calls, network first with the last answer kept (the service worker's side; types of
// a worker: tsconfig.sw.json). All of the portal's calls are POSTs, which the Cache API cannot key, so
// each answer is kept under a GET address made of the call's path and a digest of the member's token and
// the call's body: another member's token never finds it, and logging out deletes the cache.

import { memberCacheName, shownAsAtHeader, type ShownAsAtMessage } from './swProtocol.ts';

export { memberCacheName, shownAsAtHeader, swMessages } from './swProtocol.ts';

/** The calls whose last answer is kept: member data, Home, statements, orders with voucher codes. */
const memberDataPaths = new Set([
  '/api/member/getmemberdata',
  '/api/site/getcontentdb',
  '/api/site/advertdata',
  '/api/feed/list',
  '/api/report/statement',
  '/api/report/payitforwardstatement',
  '/api/shop/orders',
  '/api/shop/getVoucherCodeMessage',
]);

export function isMemberDataCall(url: URL, request: Request): boolean {
  return (
    request.method === 'POST' &&
    url.origin === globalThis.location.origin &&
    memberDataPaths.has(url.pathname)
  );
}

async function digest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The GET address an answer is kept under; none for a call without a member's token. */
async function keyOf(request: Request): Promise<string | undefined> {
  const authorization = request.headers.get('Authorization');
  if (!authorization) return undefined;
  const body = await request.clone().text();
  const url = new URL(request.url);
  const language = request.headers.get('Accept-Language') ?? '';
  const key = await digest(`${authorization}\n${language}\n${body}`);
  return `${url.origin}/__member-data${url.pathname}?k=${key}`;
}

/**
 * Network first: a good answer is kept (stamped with its time) and given; when the network fails, the
 * last kept answer is given instead, or the failure when there is none. A refusal (401, 4xx) is given as
 * it is and deletes what was kept for that call.
 */
export async function memberDataNetworkFirst({
  request,
  event,
}: {
  request: Request;
  event: ExtendableEvent;
}): Promise<Response> {
  const key = await keyOf(request);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (failure) {
    const kept = key ? await (await caches.open(memberCacheName)).match(key) : undefined;
    if (!kept) throw failure;
    const at = kept.headers.get(shownAsAtHeader);
    const clientId = 'clientId' in event ? (event as FetchEvent).clientId : '';
    const client = clientId
      ? await (globalThis as unknown as ServiceWorkerGlobalScope).clients.get(clientId)
      : undefined;
    if (at && client)
      client.postMessage({ type: 'plaudit-shown-as-at', at } satisfies ShownAsAtMessage);
    return kept;
  }
  if (key) {
    const cache = await caches.open(memberCacheName);
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(shownAsAtHeader, new Date().toISOString());
      const body = await response.clone().arrayBuffer();
      await cache.put(key, new Response(body, { status: response.status, headers }));
    } else {
      await cache.delete(key);
    }
  }
  return response;
}

export async function clearMemberCache(): Promise<void> {
  await caches.delete(memberCacheName);
}
