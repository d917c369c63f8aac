/** Where the bearer token lives between page loads (SPEC §4: session storage). */
export const tokenStorageKey = 'plaudit.token';

export interface SessionState {
  /** The bearer token of the signed-in member, or null when nobody is signed in. */
  readonly token: string | null;
  /** True after the server answered 401: the portal goes to /logout. */
  readonly lost: boolean;
}

const initialState: SessionState = { token: null, lost: false };

// Written without createSlice: the session is all the state Hello has, and createSlice would bring
// Immer and most of Redux Toolkit into Hello's first load (about 7 KB gzipped). RTK Query brings them
// with the first screen or call that needs the api.
export const signedIn = (token: string) => ({ type: 'session/signedIn', payload: token }) as const;
export const signedOut = () => ({ type: 'session/signedOut' }) as const;
export const sessionLost = () => ({ type: 'session/sessionLost' }) as const;

type SessionAction = ReturnType<typeof signedIn | typeof signedOut | typeof sessionLost>;

/** The login session: UI state only; member data itself lives in the RTK Query cache. */
export function sessionReducer(
  state: SessionState = initialState,
  action: { type: string },
): SessionState {
  const known = action as SessionAction;
  switch (known.type) {
    case 'session/signedIn':
      return { token: known.payload, lost: false };
    case 'session/signedOut':
      return initialState;
    case 'session/sessionLost':
      return { token: null, lost: true };
    default:
      return state;
  }
}

export const selectToken = (state: { session: SessionState }) => state.session.token;
export const selectIsSignedIn = (state: { session: SessionState }) => state.session.token !== null;
export const selectSessionLost = (state: { session: SessionState }) => state.session.lost;

/** Reads the stored token, if the storage is there and holds one. */
export function readStoredToken(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(tokenStorageKey) || null;
  } catch {
    return null;
  }
}
