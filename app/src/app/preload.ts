import { matchRoutes } from 'react-router-dom';
import { loadApi } from '../shared/api';
import { importChrome, importMemberData } from './layout';
import { loadOnce } from './lazy';
import { screenPaths, screens } from './screens';
import type { AppStore } from './store';

const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/**
 * For a stored session, starts side by side the code the first screen will need: the screen's own, the
 * header's, the api, the member data's source and the api client. Left to render, each would wait for the
 * one before it (the api, then member data, then the client, then the screen). A visitor's screen needs
 * little, and loads as it renders: its first render then stays a short task. A failure here is ignored:
 * the render asks again and shows it.
 */
export function preloadFirstScreen(store: AppStore, pathname: string): void {
  if (!store.getState().session.token) return;
  preloadScreen(store, pathname);
}

/**
 * Starts side by side what the screen at `pathname` needs once there is a session: its code, the
 * header's, the api, the member data's source and the api client (Hello asks for it while the member
 * types, so the page after Log in has its code). A failure is ignored: the render asks again.
 */
export function preloadScreen(store: AppStore, pathname: string): void {
  const name = matchRoutes(screenPaths, pathname)?.at(-1)?.route.handle.name;
  const screen = screens.find((s) => s.name === name);
  if (screen) {
    if ('load' in screen) quietly(loadOnce(screen.load));
    if (!screen.hideChrome) quietly(loadOnce(importChrome));
  }
  quietly(loadApi(store));
  quietly(loadOnce(importMemberData));
  quietly(import('./client'));
}
