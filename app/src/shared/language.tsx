import {
  loadCatalogue,
  matchLanguage,
  offeredLanguage,
  shippedLanguages,
  type Language,
} from '@plaudit/domain';
import { LanguageMenu, useTranslator } from '@plaudit/ui';
import { createContext, use } from 'react';

/** Where a visitor's choice of language is kept on the device (local storage: it outlives the tab). */
export const languageStorageKey = 'plaudit.language';

function pageLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // A browser that refuses storage to the page: the choice then lasts as long as the page.
    return undefined;
  }
}

/** The language chosen on this device before, if it is one the portal offers. */
export function storedLanguage(storage: Storage | undefined = pageLocalStorage()) {
  try {
    return offeredLanguage(storage?.getItem(languageStorageKey));
  } catch {
    return undefined;
  }
}

/** Remembers the language chosen on this device (nothing happens where storage is refused). */
export function storeLanguage(language: Language, storage = pageLocalStorage()): void {
  try {
    storage?.setItem(languageStorageKey, language);
  } catch {
    // Full or blocked storage: the choice lasts for this page only.
  }
}

/**
 * The language a page opens in: the one chosen on this device before; on a first visit the browser's
 * first language the portal offers (navigator.languages, as its Accept-Language says them), else English.
 */
export function initialLanguage(
  storage: Storage | undefined = pageLocalStorage(),
  browserLanguages: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  return storedLanguage(storage) ?? matchLanguage(browserLanguages.join(','));
}

/** Names the language shown on the page (`<html lang>`), for screen readers, fonts and translators. */
export function showLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The portal's language and the way to change it. */
export interface LanguageChoice {
  /** The language shown. */
  readonly language: Language;
  /** The languages a person may choose, each named in itself on the menu. */
  readonly languages: readonly Language[];
  /**
   * Shows the portal in another language once its catalogue has arrived, and remembers it on the device.
   * Resolves when it shows.
   */
  readonly choose: (language: Language) => Promise<void>;
}

/**
 * Loads a language's catalogue: the portal downloads only the languages it shows. React Aria's texts in it
 * follow once the screens' code was asked for (lazy.tsx: followAriaStrings).
 */
export const loadLanguage = (language: Language): Promise<void> => loadCatalogue(language);

const LanguageContext = createContext<LanguageChoice | null>(null);

export const LanguageProvider = LanguageContext;

const keep = () => Promise.resolve();

/**
 * The portal's language and the way to choose another. Outside the portal's providers (a test or story
 * that renders screens in a Brand of its own) it is the Brand's language, and choosing changes nothing.
 */
export function useLanguage(): LanguageChoice {
  const translator = useTranslator();
  return (
    use(LanguageContext) ?? {
      language: translator.language,
      languages: shippedLanguages,
      choose: keep,
    }
  );
}

/**
 * The language menu of a visitor's screens (Hello, Register, Forgot password): the choice shows at once
 * and is remembered on this device (and sent with a registration).
 */
export function VisitorLanguageMenu() {
  const { language, languages, choose } = useLanguage();
  return <LanguageMenu value={language} languages={languages} onChange={(l) => void choose(l)} />;
}
