import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '../app/routes';
import { makeStore } from '../app/store';
import { tokenStorageKey } from '../shared/session';
import { memoryStorage } from './memoryStorage';

export { memoryStorage } from './memoryStorage';
export { tokenStorageKey } from '../shared/session';
export { brands, type BrandKey } from '../app/brand';
export { AppProviders } from '../app/providers';

export interface PortalAtOptions {
  /** The address the portal opens at, e.g. '/myprofile/update'. */
  path: string;
  /** A bearer token already in session storage (a member who logged in before). @default none */
  token?: string;
  /** Where the calls go. @default '' (the page's origin; tests under Node need a full origin) */
  baseUrl?: string;
}

/** The whole routed portal at an address, with a fresh store and session storage (tests and stories). */
export function portalAt({ path, token, baseUrl = '' }: PortalAtOptions) {
  const storage = memoryStorage(token ? { [tokenStorageKey]: token } : {});
  const store = makeStore({ storage, baseUrl });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const element: ReactNode = (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
  return { store, router, storage, element };
}
