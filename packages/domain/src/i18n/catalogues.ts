import { registerCatalogue, hasCatalogue, type Catalogue } from './translator';

type Part = () => Promise<{ default: unknown }>;

/**
 * The parts of a catalogue a browser loads (the map of namespaces to parts: scripts/catalogueAreas.ts):
 * the first screen's and the member shell's, before the first render; the screens', with any screen's code.
 */
export type BrowserArea = 'first' | 'screens';

/**
 * A shipped language's compiled catalogue, in the parts a browser loads on demand: each part is
 * its own chunk in a bundler's build, so the portal downloads only the chosen language, and of it only
 * what the screens shown so far need. The server's part is never imported here.
 */
const loaders: Readonly<Record<string, Readonly<Record<BrowserArea, Part>>>> = {
  en: {
    first: () => import('./compiled/en-first.json'),
    screens: () => import('./compiled/en-screens.json'),
  },
  af: {
    first: () => import('./compiled/af-first.json'),
    screens: () => import('./compiled/af-screens.json'),
  },
  zu: {
    first: () => import('./compiled/zu-first.json'),
    screens: () => import('./compiled/zu-screens.json'),
  },
  xh: {
    first: () => import('./compiled/xh-first.json'),
    screens: () => import('./compiled/xh-screens.json'),
  },
};

/** The languages asked for on this page (the one shown, one being chosen), and the parts each needs. */
const languagesAsked = new Set<string>();
const areasWanted = new Set<BrowserArea>(['first']);
const loading = new Map<string, Promise<void>>();
/**
 * The catalogue this module registered for a language, filled in place as its parts arrive, so a
 * translator made before (a Brand keeps its own) reads the later parts too.
 */
const filling = new Map<string, Record<string, unknown>>();

function loadPart(language: string, area: BrowserArea): Promise<void> {
  const key = `${language}/${area}`;
  let part = loading.get(key);
  if (!part) {
    const load = loaders[language]?.[area];
    if (!load) return Promise.resolve();
    part = load().then(
      (module) => {
        let catalogue = filling.get(language);
        if (!catalogue) {
          catalogue = {};
          filling.set(language, catalogue);
          registerCatalogue(language, catalogue as Catalogue);
        }
        Object.assign(catalogue, module.default);
      },
      (error: unknown) => {
        // Forgotten, so the next call tries again.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, part);
  }
  return part;
}

/**
 * Loads and registers a shipped language's catalogue: the parts the page needs so far (the first screen's,
 * and the screens' once a screen's code was asked for). At once when they are loaded, or when the whole
 * catalogue was registered already (the server, tests and Storybook: registerShippedCatalogues).
 */
export async function loadCatalogue(language: string): Promise<void> {
  if (!loaders[language] || (hasCatalogue(language) && !filling.has(language))) return;
  languagesAsked.add(language);
  try {
    await Promise.all([...areasWanted].map((area) => loadPart(language, area)));
  } catch (error) {
    languagesAsked.delete(language);
    throw error;
  }
}

/**
 * Loads a part of the catalogue for every language the page has asked for, and for any asked from now on:
 * the portal asks for the screens' part with every screen's code (app/src/app/lazy.tsx), so a screen never
 * shows before its words. A language whose own loading failed (the page fell back to another) is skipped.
 */
export async function loadCatalogueArea(area: BrowserArea): Promise<void> {
  areasWanted.add(area);
  await Promise.all(
    [...languagesAsked].map((language) =>
      loadPart(language, area).catch((error: unknown) => {
        if (languagesAsked.has(language)) throw error;
      }),
    ),
  );
}
