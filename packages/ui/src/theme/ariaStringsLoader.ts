import { defaultLanguage, type Language, type Translator } from '@plaudit/domain';
import type { installAriaStrings } from './ariaStrings.ts';

let install: typeof installAriaStrings | undefined;
let loading: Promise<void> | undefined;
/** The translator Brand shows now: React Aria's strings follow it once they have arrived. */
let shown: Translator | undefined;
/** Whether React Aria's strings follow the language shown of their own accord (followAriaStrings). */
let following = false;

/**
 * Loads React Aria's strings in our languages (ariaStrings.ts): nothing for English, whose words are React
 * Aria's own, so an English page carries none of it. Once they arrive they take the language Brand shows.
 */
export function loadAriaStrings(language: Language): Promise<void> {
  if (language === defaultLanguage && !install) return Promise.resolve();
  loading ??= import('./ariaStrings.ts').then(
    (module) => {
      install = module.installAriaStrings;
      if (shown) install(shown);
    },
    (error: unknown) => {
      // Forgotten, so the next call tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Loads them for a language other than English; failing, React Aria's hidden texts stay English. */
const fetchFor = (translator: Translator) =>
  void loadAriaStrings(translator.language).catch(() => undefined);

/**
 * From now on React Aria's strings follow the language shown without being asked: the portal calls it with
 * its screens' code, since its first screen (Hello) shows none of them, so a first load carries none.
 */
export function followAriaStrings(): void {
  following = true;
  if (shown) fetchFor(shown);
}

/** Puts React Aria's strings in the translator's language, once they have arrived (Brand calls it). */
export function showAriaStrings(translator: Translator): void {
  shown = translator;
  if (install) install(translator);
  else if (following) fetchFor(translator);
}
