import { defaultHandlers } from '@plaudit/api/mocks';
import { setupWorker } from 'msw/browser';

/**
 * The api's mocks in the browser: msw's service worker (public/mockServiceWorker.js, copied there by
 * msw on `npm install`, see package.json "msw") answers every `/api/…` call like a small demo server.
 * `requireAuth` answers a member call without the bearer token 401, as the real server does.
 */
export async function startMocks(): Promise<void> {
  await setupWorker(...defaultHandlers({ requireAuth: true })).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
