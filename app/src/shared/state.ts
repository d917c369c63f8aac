import type { ApiExtra, plauditApi } from '@plaudit/api';
import type { Reducer, UnknownAction } from 'redux';
import type { ThunkDispatch } from 'redux-thunk';
import { useDispatch, useSelector } from 'react-redux';
import { sessionReducer, type SessionState } from '@plaudit/portal/session';

type ApiState = ReturnType<typeof plauditApi.reducer>;

/** The state as screens see it: the api is in before any screen that uses it shows (ApiGate). */
export interface RootState {
  readonly session: SessionState;
  readonly plauditApi: ApiState;
}
/** The state as the store holds it: without the api's cache until the api is injected. */
export type StoreState = Omit<RootState, 'plauditApi'> & { readonly plauditApi?: ApiState };

let apiReducer: Reducer<ApiState> | undefined;

/**
 * The portal's state: the session, and the RTK Query cache once the api is injected (shared/api.ts):
 * Hello shows without RTK Query's code, which arrives with the first screen or call that needs it.
 */
export function rootReducer(state: StoreState | undefined, action: UnknownAction): StoreState {
  const session = sessionReducer(state?.session, action);
  const api = apiReducer ? apiReducer(state?.plauditApi, action) : state?.plauditApi;
  if (state && session === state.session && api === state.plauditApi) return state;
  return api === undefined ? { session } : { session, plauditApi: api };
}

/** Adds the api's reducer; the next action gives its slice the initial state. */
export function injectApiReducer(reducer: Reducer<ApiState>): void {
  apiReducer = reducer;
}

export type AppDispatch = ThunkDispatch<RootState, ApiExtra, UnknownAction>;

/** Typed react-redux hooks for screens (the store itself is made in app/store.ts). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
