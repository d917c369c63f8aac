import type { ApiClient, ClientOptions } from '@plaudit/api';

/**
 * The api client, loaded with its response schemas on the first call rather than with the page:
 * Hello becomes interactive without the contract's code, which arrives while the member types.
 */
export function lazyClient(options: ClientOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const load = () =>
    (client ??= import('./client').then(({ createClient }) => createClient(options)));
  return {
    baseUrl: (options.baseUrl ?? '').replace(/\/+$/, ''),
    call: async (name, body, callOptions) => (await load()).call(name, body, callOptions),
  };
}
