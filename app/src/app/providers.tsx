import { Brand } from '@plaudit/ui';
import { useCallback, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ScreenPreload } from '../shared/screenPreload';
import { brands, type BrandKey } from './brand';
import { preloadScreen } from './preload';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  brand: BrandKey;
  children: ReactNode;
}

/**
 * The store, the brand's theme and site configuration, and the preloader of a screen's code around
 * everything.
 */
export function AppProviders({ store, brand, children }: AppProvidersProps) {
  const preload = useCallback((pathname: string) => preloadScreen(store, pathname), [store]);
  return (
    <Provider store={store}>
      <Brand brand={brand} site={brands[brand]}>
        <ScreenPreload value={preload}>{children}</ScreenPreload>
      </Brand>
    </Provider>
  );
}
