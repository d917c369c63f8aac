import { plauditApi, type ApiExtra } from '@plaudit/api';
import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { sessionSlice } from './session';

/** The portal's state: the session slice and the RTK Query cache. */
export const rootReducer = combineSlices(sessionSlice, plauditApi);
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, ApiExtra, UnknownAction>;

/** Typed react-redux hooks for screens (the store itself is made in app/store.ts). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
