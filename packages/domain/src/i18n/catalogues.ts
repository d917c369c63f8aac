import { registerCatalogue, hasCatalogue, type Catalogue } from './translator';

/**
 * Loads a shipped language's compiled catalogue on demand, so the portal downloads only the chosen one.
 * Each is its own chunk in a bundler's build.
 */
const loaders: Readonly<Record<string, () => Promise<{ default: unknown }>>> = {
  en: () => import('./compiled/en.json'),
  af: () => import('./compiled/af.json'),
  zu: () => import('./compiled/zu.json'),
  xh: () => import('./compiled/xh.json'),
};

/** Loads and registers a shipped language's catalogue (at once when it is loaded already). */
export async function loadCatalogue(language: string): Promise<void> {
  const load = loaders[language];
  if (!load || hasCatalogue(language)) return;
  const module = await load();
  registerCatalogue(language, module.default as Catalogue);
}
