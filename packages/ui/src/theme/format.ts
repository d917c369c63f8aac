import { defaultLanguage, formatterFor, type Formatter, type Language } from '@plaudit/domain';
import { useTranslator } from './site.tsx';

/**
 * Numbers, money and dates as the ui shows them: the domain's formatter of the language shown (points,
 * counts, money in minor units with the server's currency rules, dates and date-times in a time zone,
 * months, relative times). English keeps the spec's formats ('12,500', 'R1,234.50', 'd MMM yyyy HH:mm');
 * another language formats by its locale. The language decides: a brand names no locale of its own.
 */
export type BrandFormat = Formatter;

/** The spec's own formats: English's. */
export const specFormat: BrandFormat = formatterFor(defaultLanguage);

/**
 * The formats of a language (a shipped one, a brand's, or any BCP 47 tag Intl knows); the spec's when none
 * is named. A language without locale data formats by en-NA.
 */
export function formatFor(language: Language | undefined): BrandFormat {
  return language === undefined ? specFormat : formatterFor(language);
}

/** Numbers, money and dates in the language shown: the component draws again when it changes. */
export function useBrandFormat(): BrandFormat {
  return formatterFor(useTranslator().language);
}
