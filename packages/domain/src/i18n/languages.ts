/**
 * The languages Plaudit ships, each named in itself, and the locale that formats its numbers and dates.
 * A language Node and browsers hold no locale data for (Oshindonga `ng`, Otjiherero `hz`) formats with a
 * named fallback locale: `Intl` would otherwise quietly fall back to en-US.
 */
export const shippedLanguages = ['en', 'af', 'zu', 'xh'] as const;

/** A language the portal can be shown in: a shipped one, or one a brand adds (its BCP 47 code). */
export type Language = string;

/** Each shipped language as a person choosing it reads it: named in itself. */
export const languageNames: Readonly<Record<string, string>> = {
  en: 'English',
  af: 'Afrikaans',
  zu: 'isiZulu',
  xh: 'isiXhosa',
};

/** The language shown when nothing else is known, and whose messages are the spec's words. */
export const defaultLanguage = 'en';

/** Formats numbers and dates for a language without locale data of its own. */
export const fallbackFormattingLocale = 'en-NA';

/**
 * The locale each shipped language formats with (South African conventions for the four). isiZulu and
 * isiXhosa format by en-ZA: Chromium holds no locale data for them (Intl quietly formats them as en-US,
 * '12,500.5' and 'Nov 18, 2026') and Node's CLDR data is thin (isiXhosa's relative times read '-2 h'), so
 * the portal and the server would write the same date two ways. They write numbers and money as English
 * does, and their month names are their own, from the catalogue (`ownMonthNames`).
 */
const formattingLocales: Readonly<Record<string, string>> = {
  en: 'en-ZA',
  af: 'af-ZA',
  zu: 'en-ZA',
  xh: 'en-ZA',
};

/** Whether a language's month names come from its catalogue rather than from Intl's data for its locale. */
export function ownMonthNames(language: Language): boolean {
  if (language === defaultLanguage) return false;
  const locale = formattingLocaleOf(language);
  return locale.split('-')[0] !== language.split('-')[0];
}

/** Whether this runtime's Intl holds data for the language (not a silent en-US fallback). */
function intlKnows(language: string): boolean {
  try {
    const [resolved] = Intl.NumberFormat.supportedLocalesOf([language]);
    return resolved !== undefined;
  } catch {
    return false;
  }
}

/**
 * The locale that formats a language's numbers, money and dates: the shipped languages' own, a brand's
 * language when Intl knows it, else the named fallback (en-NA).
 */
export function formattingLocaleOf(language: Language): string {
  return formattingLocales[language] ?? (intlKnows(language) ? language : fallbackFormattingLocale);
}

/**
 * The first of the request's `Accept-Language` choices (by their q weights) among the languages
 * offered, else the default. 'zu-ZA' matches 'zu'; an unknown or malformed header gives English.
 */
export function matchLanguage(
  acceptLanguage: string | undefined | null,
  offered: readonly Language[] = shippedLanguages,
): Language {
  if (!acceptLanguage) return defaultLanguage;
  const choices = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((c) => c.tag !== '' && c.q > 0 && !Number.isNaN(c.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of choices) {
    const base = tag.split('-')[0];
    const found = offered.find((l) => l.toLowerCase() === tag || l.toLowerCase() === base);
    if (found) return found;
  }
  return defaultLanguage;
}

/** A language a request or a stored choice names, when it is one offered; else undefined. */
export function offeredLanguage(
  value: string | undefined | null,
  offered: readonly Language[] = shippedLanguages,
): Language | undefined {
  return value ? offered.find((l) => l === value) : undefined;
}
