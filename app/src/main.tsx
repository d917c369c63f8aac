import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pickBrand } from './app/brand';
import { AppProviders } from './app/providers';
import { createRoutes, PortalRoutes } from './app/routes';
import { makeStore } from './app/store';
import '@plaudit/ui/styles.css';
import './app/global.scss';

const store = makeStore();
// Declarative routing: the data router's loaders and actions are not used, and would add about 18 KB
// (gzipped) to every first load.
const routes = createRoutes();
const brand = pickBrand(import.meta.env.VITE_BRAND);
document.documentElement.dataset.brand = brand;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders store={store} brand={brand}>
      <BrowserRouter basename="/">
        <PortalRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
