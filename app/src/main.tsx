import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pickBrand } from './app/brand';
import { preloadFirstScreen } from './app/preload';
import { AppProviders } from './app/providers';
import { createRoutes, PortalRoutes } from './app/routes';
import { makeStore } from './app/store';
import '@plaudit/ui/styles.css';
import './app/global.scss';

const store = makeStore();
preloadFirstScreen(store, window.location.pathname);
// Declarative routing: the data router's loaders and actions are not used, and would add about 18 KB
// (gzipped) to every first load.
const routes = createRoutes();
const brand = pickBrand(import.meta.env.VITE_BRAND);
document.documentElement.dataset.brand = brand;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Rendered as a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is built.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} brand={brand}>
        <BrowserRouter basename="/">
          <PortalRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
