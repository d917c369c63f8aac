/** What the login guard hands Hello: the page the member asked for before logging in. */
export interface ReturnState {
  readonly from: string;
}

/** The state for the redirect to Hello from `location`. */
export function returnTo(location: { pathname: string; search: string }): ReturnState {
  return { from: `${location.pathname}${location.search}` };
}

/**
 * Where to go after a login: the page the guard turned the member away from, if the router state names
 * one of the portal's own addresses, else Home (the spec's default after a plain login).
 */
export function returnPathOf(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  // Only a path of this portal: never another origin ('//host'), and never back to login or logout.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from.startsWith('/hello') || from.startsWith('/logout')) return '/';
  return from;
}
