import af from './compiled/af.json';
import en from './compiled/en.json';
import xh from './compiled/xh.json';
import zu from './compiled/zu.json';
import { registerCatalogue, type Catalogue } from './translator';

/**
 * Registers every shipped language's catalogue at once: for the server, tests and Storybook, which speak
 * every language (the portal loads one with `loadCatalogue`).
 */
export function registerShippedCatalogues(): void {
  const shipped: Record<string, unknown> = { en, af, zu, xh };
  for (const [language, catalogue] of Object.entries(shipped))
    registerCatalogue(language, catalogue as Catalogue);
}
