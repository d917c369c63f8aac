import { useLayoutEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { createRoutes, PortalRoutes } from '../app/routes';
import { makeStore } from '../app/store';
import { preloadScreen } from '../app/preload';
import { PinStepStorage } from '../shared/pinStep';
import { ScreenPreload, type PreloadScreen } from '../shared/screenPreload';
import { tokenStorageKey } from '@plaudit/portal/session';
import { memoryStorage } from './memoryStorage';

export { memoryStorage } from './memoryStorage';
export { tokenStorageKey } from '@plaudit/portal/session';
export { brands, type BrandKey } from '../app/brand';
export { AppProviders } from '../app/providers';

export interface PortalAtOptions {
  /** The address the portal opens at, e.g. '/myprofile/update'. */
  path: string;
  /** A bearer token already in session storage (a member who logged in before). @default none */
  token?: string;
  /** Where the calls go. @default '' (the page's origin; tests under Node need a full origin) */
  baseUrl?: string;
  /** What fetches a screen's code early (Hello's, while the member types). @default the portal's own */
  preload?: PreloadScreen;
}

/** Where the portal is: `router.state.location` follows each navigation (tests read it). */
export interface PortalRouter {
  readonly state: { location: Location };
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onChange(location), [onChange, location]);
  return null;
}

/** The whole routed portal at an address, with a fresh store and session storage (tests and stories). */
export function portalAt({ path, token, baseUrl = '', preload }: PortalAtOptions) {
  const storage = memoryStorage(token ? { [tokenStorageKey]: token } : {});
  const store = makeStore({ storage, baseUrl });
  const routes = createRoutes();
  const router: PortalRouter = {
    state: { location: { pathname: path, search: '', hash: '', state: null, key: 'default' } },
  };
  const follow = (location: Location) => {
    router.state.location = location;
  };
  const element: ReactNode = (
    <Provider store={store}>
      <ScreenPreload value={preload ?? ((pathname) => preloadScreen(store, pathname))}>
        <PinStepStorage value={storage}>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe onChange={follow} />
            <PortalRoutes routes={routes} />
          </MemoryRouter>
        </PinStepStorage>
      </ScreenPreload>
    </Provider>
  );
  return { store, router, storage, element };
}
