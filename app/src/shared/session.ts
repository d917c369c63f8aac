import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the bearer token lives between page loads (SPEC §4: session storage). */
export const tokenStorageKey = 'plaudit.token';

export interface SessionState {
  /** The bearer token of the signed-in member, or null when nobody is signed in. */
  readonly token: string | null;
  /** True after the server answered 401: the portal goes to /logout. */
  readonly lost: boolean;
}

const initialState: SessionState = { token: null, lost: false };

/** The login session: UI state only; member data itself lives in the RTK Query cache. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn: (_state, action: PayloadAction<string>) => ({ token: action.payload, lost: false }),
    signedOut: () => initialState,
    sessionLost: () => ({ token: null, lost: true }),
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
    selectSessionLost: (state) => state.lost,
  },
});

export const { signedIn, signedOut, sessionLost } = sessionSlice.actions;
export const { selectToken, selectIsSignedIn, selectSessionLost } = sessionSlice.selectors;

/** Reads the stored token, if the storage is there and holds one. */
export function readStoredToken(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(tokenStorageKey) || null;
  } catch {
    return null;
  }
}
