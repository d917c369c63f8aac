import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { apiMiddlewareOptions, plauditApi, type ApiExtra } from './baseApi';

/**
 * A store holding only the api slice, for tests, stories and the contract kit. The app builds its own
 * store the same way (reducer at `plauditApi.reducerPath`, `apiMiddlewareOptions`, `plauditApi.middleware`).
 */
export const makeApiStore = (extra: ApiExtra) => {
  const store = configureStore({
    reducer: { [plauditApi.reducerPath]: plauditApi.reducer },
    middleware: (getDefault) =>
      getDefault(apiMiddlewareOptions(extra)).concat(plauditApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
};
export type ApiStore = ReturnType<typeof makeApiStore>;
