import { apiMiddlewareOptions, createClient, plauditApi } from '@plaudit/api';
import { readStoredToken, sessionLost, sessionReducer, tokenStorageKey } from '@plaudit/portal';
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

export function makeStore(storage: Storage = sessionStorage) {
  const apiClient = createClient({
    baseUrl: '', // the page's own origin: your server, or the mocks' service worker
    getToken: () => store.getState().session.token, // sent as `Authorization: Bearer …`
    onUnauthorized: () => store.dispatch(sessionLost()), // a 401 ends the session
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
