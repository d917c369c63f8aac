import type { ApiExtra, plauditApi } from '@plaudit/api';
import type { Middleware, Reducer, Store, UnknownAction } from 'redux';
import type { ThunkAction, ThunkDispatch } from 'redux-thunk';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { SessionState } from '@plaudit/portal/session';

type ApiState = ReturnType<typeof plauditApi.reducer>;

/** The state as screens see it: the api is in before any screen that uses it shows (ApiGate). */
export interface RootState {
  readonly session: SessionState;
  readonly plauditApi: ApiState;
}

/** The slices a store takes in once their code has arrived (combineSlices().withLazyLoadedSlices). */
export interface LazyLoadedSlices {
  readonly plauditApi: ApiState;
}

/** The state as the store holds it: without the api's cache until the api is injected. */
export type StoreState = Omit<RootState, keyof LazyLoadedSlices> & Partial<LazyLoadedSlices>;

/**
 * What loading the api needs of the store it goes into. makeStore (app/store.ts) gives each store its own,
 * in the thunk extra argument, so the api's code reaches the store it was loaded for and no other.
 */
export interface ApiHost {
  /** Adds a lazily loaded slice to this store's reducer (combineSlices().inject). */
  readonly inject: (slice: {
    readonly reducerPath: keyof LazyLoadedSlices;
    readonly reducer: Reducer<ApiState>;
  }) => void;
  /** Adds middleware to this running store (createDynamicMiddleware). */
  readonly addMiddleware: (...middleware: Middleware[]) => void;
}

/** The store's thunk extra argument: the api's (its client and storage), and the store's ApiHost. */
export interface AppExtra extends ApiExtra {
  readonly host: ApiHost;
}

export type AppDispatch = ThunkDispatch<RootState, AppExtra, UnknownAction>;

/** A thunk that needs nothing of the state: it runs before the api's slice is in (api.ts). */
export type StoreThunk<R> = ThunkAction<R, unknown, AppExtra, UnknownAction>;

/** The store as the portal's code holds it: its dispatch runs thunks with the store's extra argument. */
export type PortalStore = Store<StoreState> & { dispatch: AppDispatch };

/** Typed react-redux hooks for screens (the store itself is made in app/store.ts). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<PortalStore>();
