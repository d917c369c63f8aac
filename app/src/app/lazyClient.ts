import type { ApiClient, ClientOptions } from '@plaudit/api';

/** How long a request sent early waits for the client's identical request before it is dropped. */
export const earlyAnswerMs = 10_000;

export interface LazyApiClient extends ApiClient {
  /**
   * Sends a call's request now, before the client's code has arrived: the client's first identical
   * request (same path, body and token) within earlyAnswerMs takes this answer instead of asking again.
   */
  sendEarly(path: string, body: string): void;
}

/**
 * The api client, loaded with its response schemas on the first call rather than with the page:
 * Hello becomes interactive without the contract's code, which arrives while the member types.
 */
export function lazyClient(options: ClientOptions): LazyApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const early = new Map<string, { answer: Promise<Response>; sentAt: number }>();
  const keyOf = (url: string, body: unknown, token: string | undefined) =>
    JSON.stringify([url, body, token ?? null]);
  const tokenOf = (init: RequestInit | undefined) =>
    new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '');

  // The client's requests: one sent early is answered from it, once.
  const fetchFor: typeof fetch = (input, init) => {
    const key = keyOf(String(input), init?.body, tokenOf(init));
    const sent = early.get(key);
    early.delete(key);
    return sent && Date.now() - sent.sentAt <= earlyAnswerMs ? sent.answer : send(input, init);
  };

  let client: Promise<ApiClient> | undefined;
  const load = () =>
    (client ??= import('./client').then(({ createClient }) =>
      createClient({ ...options, fetch: fetchFor }),
    ));
  return {
    baseUrl,
    call: async (name, body, callOptions) => (await load()).call(name, body, callOptions),
    sendEarly(path, body) {
      const token = options.getToken?.() ?? undefined;
      const url = `${baseUrl}${path}`;
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
      };
      if (token) headers.Authorization = `Bearer ${token}`;
      const answer = send(url, { method: 'POST', headers, body });
      // Unclaimed, a failure here is nobody's; claimed, the client sees it as its own.
      answer.catch(() => undefined);
      early.set(keyOf(url, body, token), { answer, sentAt: Date.now() });
    },
  };
}
