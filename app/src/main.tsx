import { defaultLanguage, loadCataloguesByPart, type Language } from '@plaudit/domain';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pickBrand } from './app/brand';
import { preloadFirstScreen } from './app/preload';
import { AppProviders } from './app/providers';
import { createRoutes, PortalRoutes } from './app/routes';
import { makeStore } from './app/store';
import { Installed } from './pwa/Installed';
import { watchConnection } from './pwa/offline';
import { initialLanguage, loadLanguage, showLanguage } from './shared/language';
import '@plaudit/ui/styles.css';
import './app/global.scss';

// The language chosen on this device, else the browser's: only its catalogue is downloaded, and it is
// asked for first, while the rest of the page starts; of it, only the first screen's part (a screen's code
// comes with the screens' part: lazy.tsx).
loadCataloguesByPart();
const chosen = initialLanguage();
showLanguage(chosen);
// A catalogue that fails to arrive leaves the page in English, when English's arrives.
const shown = loadLanguage(chosen).then(
  () => chosen,
  () =>
    loadLanguage(defaultLanguage).then(
      () => defaultLanguage,
      () => defaultLanguage,
    ),
);

// Before the first data call: the service worker's word that it showed a kept answer waits for this.
watchConnection();
// The service worker, once the page has loaded (its precaching never competes with the first load).
if (import.meta.env.PROD)
  window.addEventListener('load', () => {
    setTimeout(() => void import('./pwa/register').then((m) => m.registerServiceWorker()), 1000);
  });

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
// holding the main thread until the whole page is built. It waits for the language's words.
const render = (language: Language) =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders store={store} brand={brand} language={language}>
          <Installed>
            <BrowserRouter basename="/">
              <PortalRoutes routes={routes} />
            </BrowserRouter>
          </Installed>
        </AppProviders>
      </StrictMode>,
    );
  });
void shown.then((language) => {
  showLanguage(language);
  render(language);
});
