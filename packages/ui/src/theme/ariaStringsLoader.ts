import { defaultLanguage, type Language, type Translator } from '@plaudit/domain';
import type { installAriaStrings } from './ariaStrings.ts';

let install: typeof installAriaStrings | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads React Aria's strings in our languages (ariaStrings.ts) before a page shows a language other
 * than English, beside that language's catalogue: nothing for English, whose words are React Aria's own,
 * so an English first load carries none of it. Brand then puts them in place as it renders.
 */
export function loadAriaStrings(language: Language): Promise<void> {
  if (language === defaultLanguage && !install) return Promise.resolve();
  loading ??= import('./ariaStrings.ts').then(
    (module) => {
      install = module.installAriaStrings;
    },
    (error: unknown) => {
      // Forgotten, so the next call tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Puts React Aria's strings in the translator's language, once loadAriaStrings has loaded them. */
export function showAriaStrings(translator: Translator): void {
  install?.(translator);
}
