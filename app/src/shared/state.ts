import type { ApiExtra, plauditApi } from '@plaudit/api';
import {
  combineSlices,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { sessionSlice } from './session';

/**
 * The portal's state: the session slice, and the RTK Query cache once the api is injected (shared/api.ts):
 * Hello shows without RTK Query's code, which arrives with the first screen or call that needs it.
 */
export const rootReducer =
  combineSlices(sessionSlice).withLazyLoadedSlices<WithSlice<typeof plauditApi>>();
/** The state as screens see it: the api is in before any screen that uses it shows (ApiGate). */
export type RootState = Required<ReturnType<typeof rootReducer>>;
export type AppDispatch = ThunkDispatch<RootState, ApiExtra, UnknownAction>;

/** Typed react-redux hooks for screens (the store itself is made in app/store.ts). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
