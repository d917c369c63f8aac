import { registerCatalogue, hasCatalogue, type Catalogue } from './translator';

type Part = () => Promise<{ default: unknown }>;

/**
 * The parts of a catalogue (the map of namespaces to parts: scripts/catalogueAreas.ts): the portal's first
 * screen's and member shell's, the screens', and the server's (texts only the server formats, and msw's
 * mocks standing in for it).
 */
export type CatalogueArea = 'first' | 'screens' | 'server';

/**
 * A shipped language's compiled catalogue, in parts loaded on demand: each part is its own chunk in a
 * bundler's build, so a page downloads only the chosen language, and the portal of it only what the
 * screens shown so far need.
 */
const loaders: Readonly<Record<string, Readonly<Record<CatalogueArea, Part>>>> = {
  en: {
    first: () => import('./compiled/en-first.json'),
    screens: () => import('./compiled/en-screens.json'),
    server: () => import('./compiled/en-server.json'),
  },
  af: {
    first: () => import('./compiled/af-first.json'),
    screens: () => import('./compiled/af-screens.json'),
    server: () => import('./compiled/af-server.json'),
  },
  zu: {
    first: () => import('./compiled/zu-first.json'),
    screens: () => import('./compiled/zu-screens.json'),
    server: () => import('./compiled/zu-server.json'),
  },
  xh: {
    first: () => import('./compiled/xh-first.json'),
    screens: () => import('./compiled/xh-screens.json'),
    server: () => import('./compiled/xh-server.json'),
  },
};

/** The languages asked for on this page (the one shown, one being chosen), and the parts each needs. */
const languagesAsked = new Set<string>();
/** Every part unless the page loads them as it needs them (loadCataloguesByPart). */
const areasWanted = new Set<CatalogueArea>(['first', 'screens', 'server']);
const loading = new Map<string, Promise<void>>();
/**
 * The catalogue this module registered for a language, filled in place as its parts arrive, so a
 * translator made before (a Brand keeps its own) reads the later parts too.
 */
const filling = new Map<string, Record<string, unknown>>();

function loadPart(language: string, area: CatalogueArea): Promise<void> {
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
 * From now on `loadCatalogue` loads only a catalogue's first part, and `loadCatalogueArea` adds a part for
 * the languages asked for: the portal's way (main.tsx), whose screens ask for the screens' part with their
 * code (lazy.tsx) and which never formats the server's texts. Called before any catalogue is loaded.
 */
export function loadCataloguesByPart(): void {
  areasWanted.clear();
  areasWanted.add('first');
}

/**
 * Loads and registers a shipped language's catalogue: the whole of it, or with loadCataloguesByPart the
 * parts the page needs so far (the first screen's, and the screens' once a screen's code was asked for).
 * At once when they are loaded, or when the whole catalogue was registered already (the server, tests and
 * Storybook: registerShippedCatalogues).
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
export async function loadCatalogueArea(area: CatalogueArea): Promise<void> {
  areasWanted.add(area);
  await Promise.all(
    [...languagesAsked].map((language) =>
      loadPart(language, area).catch((error: unknown) => {
        if (languagesAsked.has(language)) throw error;
      }),
    ),
  );
}
