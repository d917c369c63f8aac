import afFirst from './compiled/af-first.json';
import afScreens from './compiled/af-screens.json';
import afServer from './compiled/af-server.json';
import enFirst from './compiled/en-first.json';
import enScreens from './compiled/en-screens.json';
import enServer from './compiled/en-server.json';
import xhFirst from './compiled/xh-first.json';
import xhScreens from './compiled/xh-screens.json';
import xhServer from './compiled/xh-server.json';
import zuFirst from './compiled/zu-first.json';
import zuScreens from './compiled/zu-screens.json';
import zuServer from './compiled/zu-server.json';
import { registerCatalogue, type Catalogue } from './translator';

/**
 * Registers every shipped language's whole catalogue (every area's part) at once: for the server, tests
 * and Storybook, which speak every language (the portal loads one, part by part, with `loadCatalogue`).
 */
export function registerShippedCatalogues(): void {
  const shipped: Record<string, readonly unknown[]> = {
    en: [enFirst, enScreens, enServer],
    af: [afFirst, afScreens, afServer],
    zu: [zuFirst, zuScreens, zuServer],
    xh: [xhFirst, xhScreens, xhServer],
  };
  for (const [language, parts] of Object.entries(shipped))
    registerCatalogue(language, Object.assign({}, ...parts) as Catalogue);
}
