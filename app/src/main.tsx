import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { pickBrand } from './app/brand';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { makeStore } from './app/store';
import '@plaudit/ui/styles.css';
import './app/global.scss';

const store = makeStore();
const router = createBrowserRouter(createRoutes(), { basename: '/' });
const brand = pickBrand(import.meta.env.VITE_BRAND);
document.documentElement.dataset.brand = brand;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders store={store} brand={brand}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
