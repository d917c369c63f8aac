import { plauditApi } from '@plaudit/api';
import { createAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { StoreThunk } from './state';

/** Dispatched once the api is in: the reducer gives the new slice its initial state on this action. */
export const apiInjected = createAction('app/apiInjected');

/** Puts the api's slice and middleware into the store it runs in (loaded by shared/api.ts on first need). */
export const injectApi =
  (): StoreThunk<void> =>
  (dispatch, _getState, { host }) => {
    host.inject(plauditApi);
    host.addMiddleware(plauditApi.middleware);
    dispatch(apiInjected());
    setupListeners(dispatch);
  };
