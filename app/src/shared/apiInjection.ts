import { plauditApi } from '@plaudit/api';
import { createAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { ApiHost } from './api';
import { injectApiReducer } from './state';

/** Dispatched once the api is in: the reducer gives the new slice its initial state on this action. */
export const apiInjected = createAction('app/apiInjected');

/** Puts the api's reducer and middleware into a running store (loaded by shared/api.ts on first need). */
export function injectApi(
  store: { dispatch: (action: { type: string }) => unknown },
  host: ApiHost,
): void {
  injectApiReducer(plauditApi.reducer);
  host.addMiddleware(plauditApi.middleware);
  store.dispatch(apiInjected());
  setupListeners(store.dispatch as Parameters<typeof setupListeners>[0]);
}
