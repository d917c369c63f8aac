import { loadCatalogueArea } from '@plaudit/domain';
import { matchRoutes } from 'react-router-dom';
import { loadApi } from '../shared/api';
import { importChrome, importMemberData } from './layout';
import { loadOnce } from './lazy';
import { screenPaths, screens, type ScreenLoader, type ScreenRoute } from './screens';
import type { AppStore } from './store';

const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/**
 * For a stored session, starts side by side the code the first screen will need: the screen's own, the
 * header's, the api, the member data's source and the api client. Left to render, each would wait for the
 * one before it (the api, then member data, then the client, then the screen). A visitor's screen needs
 * little, and loads as it renders: its first render then stays a short task; but the screens' part of the
 * catalogue, which a visitor's screen other than Hello shows with its code, is asked for at once, beside
 * the first part, rather than once the portal has rendered and routed. A failure here is ignored: the
 * render asks again and shows it.
 */
export function preloadFirstScreen(store: AppStore, pathname: string): void {
  if (store.getState().session.token) preloadScreen(store, pathname);
  else if (screenAt(pathname)?.load) quietly(loadCatalogueArea('screens'));
}

/** The screen at `pathname`, if any, and its code loader unless the first chunk holds it (Hello). */
function screenAt(pathname: string): { screen: ScreenRoute; load?: ScreenLoader } | undefined {
  const name = matchRoutes(screenPaths, pathname)?.at(-1)?.route.handle.name;
  const screen = screens.find((s) => s.name === name);
  if (!screen) return undefined;
  return 'load' in screen ? { screen, load: screen.load } : { screen };
}

/**
 * Starts side by side what the screen at `pathname` needs once there is a session: its code, the
 * header's, the api, the member data's source and the api client (Hello asks for it while the member
 * types, so the page after Log in has its code). A failure is ignored: the render asks again.
 */
export function preloadScreen(store: AppStore, pathname: string): void {
  const found = screenAt(pathname);
  if (found) {
    if (found.load) quietly(loadOnce(found.load));
    if (!found.screen.hideChrome) quietly(loadOnce(importChrome));
  }
  quietly(loadApi(store));
  quietly(loadOnce(importMemberData));
  quietly(import('./client'));
}
