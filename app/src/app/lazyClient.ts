import type { ApiClient, ClientOptions } from '@plaudit/api';
import { takeEarly } from './early';

/**
 * The api client, loaded with its response schemas on the first call rather than with the page:
 * Hello becomes interactive without the contract's code, which arrives while the member types. A request
 * the boot script sent early (early.ts) answers the client's first identical one.
 */
export function lazyClient(options: ClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fetchFor: typeof fetch = (input, init) =>
    takeEarly(String(input), init) ?? send(input, init);

  let client: Promise<ApiClient> | undefined;
  const load = () =>
    (client ??= import('./client').then(({ createClient }) =>
      createClient({ ...options, fetch: fetchFor }),
    ));
  return {
    baseUrl,
    call: async (name, body, callOptions) => (await load()).call(name, body, callOptions),
  };
}
