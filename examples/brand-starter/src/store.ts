import { apiMiddlewareOptions, createClient, plauditApi } from '@plaudit/api';
import { readStoredToken, sessionLost, sessionReducer, tokenStorageKey } from '@plaudit/portal';
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

/**
 * The store: the session (its bearer token) and the api's cache. The client reads the token from the
 * store at each call, so every member call after Log in carries `Authorization: Bearer …`; a 401 ends the
 * session. baseUrl '' calls the page's own origin, where the mocks (mocks.ts) or your server answer.
 */
export function makeStore(storage: Storage = sessionStorage) {
  const apiClient = createClient({
    baseUrl: '',
    getToken: () => store.getState().session.token,
    onUnauthorized: () => store.dispatch(sessionLost()),
  });
  const store = configureStore({
    reducer: { session: sessionReducer, [plauditApi.reducerPath]: plauditApi.reducer },
    preloadedState: { session: { token: readStoredToken(storage), lost: false } },
    middleware: (getDefault) =>
      getDefault(apiMiddlewareOptions({ apiClient, storage })).concat(plauditApi.middleware),
  });
  // The token outlives a reload (SPEC §4: session storage), and goes with Log out.
  store.subscribe(() => {
    const token = store.getState().session.token;
    if (token) storage.setItem(tokenStorageKey, token);
    else storage.removeItem(tokenStorageKey);
  });
  setupListeners(store.dispatch);
  return store;
}

export type Store = ReturnType<typeof makeStore>;
export type RootState = ReturnType<Store['getState']>;
