import { Brand } from '@plaudit/ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { brands, type BrandKey } from './brand';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  brand: BrandKey;
  children: ReactNode;
}

/** The store and the brand's theme and site configuration around everything. */
export function AppProviders({ store, brand, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <Brand brand={brand} site={brands[brand]}>
        {children}
      </Brand>
    </Provider>
  );
}
