import { formatDate, formatDateTime, shortMonthName as specShortMonthName } from '../dates';
import { formatMoney, formatPoints, type CurrencyInfo } from '../money';
import { defaultLanguage, formattingLocaleOf, ownMonthNames, type Language } from './languages';
import { currentTranslator, translatorFor } from './translator';

/**
 * Numbers, money and dates in a language: the one place Plaudit formats them. English keeps the spec's
 * own formats ('12,500', 'R1,234.50', 'd MMM yyyy HH:mm', 'November 2026'); every other language, shipped
 * or added by a brand, formats through `Intl` by its locale (`formattingLocaleOf`: af-ZA; en-ZA for
 * isiZulu and isiXhosa; a brand's language when Intl knows it, else en-NA). isiZulu and isiXhosa write
 * numbers and money as English does ('12,500', 'R1,234.50') and name their months from their catalogues
 * ('21 Novemba 2026 14:03'); a language without locale data (en-NA) names its months from its catalogue. Money's symbol and its place always come from the
 * server's currency info, never from Intl: en-NA writes Namibian dollars as '$', the server's 'N$' is kept.
 */
export interface Formatter {
  readonly language: Language;
  /** The locale Intl formats with (en-ZA for English, whose own formats are the spec's). */
  readonly locale: string;
  /** A whole number of points, or any count: '12,500' in English, '12 500' in Afrikaans. */
  number(value: number): string;
  /**
   * A figure of a chart, its table or its summary, grouped by the locale for every language (English by
   * en-ZA: '1 500', as the charts have always shown them).
   */
  figure(value: number): string;
  /** An amount in minor units with the server's currency rules (symbol, its place, decimals, truncation). */
  money(minorUnits: number, currency: CurrencyInfo): string;
  /** A moment's day in an IANA time zone: '21 Nov 2026' in English. */
  date(date: Date, timeZone: string): string;
  /** A moment in an IANA time zone: '21 Nov 2026 14:03' in English. */
  dateTime(date: Date, timeZone: string): string;
  /** A month's name (0 for January): 'November'. */
  monthName(monthIndex: number): string;
  /** A month's short name (0 for January): 'Nov' ('Sep', never 'Sept', in English). */
  shortMonthName(monthIndex: number): string;
  /** A month and its year (month 0 for January): 'November 2026'. */
  monthYear(year: number, monthIndex: number): string;
  /** A month on a chart's axis: 'Nov 26'. */
  shortMonthYear(year: number, monthIndex: number): string;
  /** How long ago (or how soon) a moment is from now, in the largest whole unit: '2 hours ago'. */
  relativeTime(date: Date, now?: Date): string;
}

/** The currency symbols of the programme's countries: rand and Namibian dollars (spelled out: en-NA writes '$'). */
export const currencySymbols: Readonly<Record<string, string>> = { ZAR: 'R', NAD: 'N$' };

const midMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 15));

/** The months as the catalogue's keys name them (dob.ts declares them), January first. */
export const monthKeys = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

// The months' names as the catalogue holds them, for a language whose own Intl data is missing.
const monthIds = monthKeys.map((month) => `dob.${month}`);

const relativeUnits: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Puts money together from integers: dividing minor units in floating point would show 1234.56 as 1 234,55. */
function moneyBy(
  whole: (units: number) => string,
  decimalMark: string,
): (minorUnits: number, currency: CurrencyInfo) => string {
  return (minorUnits, currency) => {
    const places = Math.max(0, Math.trunc(currency.currencyDecimalPlaces));
    const scale = 10 ** places;
    const magnitude = Math.abs(Math.trunc(minorUnits));
    const units = whole(Math.floor(magnitude / scale));
    const cents = String(magnitude % scale).padStart(places, '0');
    const amount =
      currency.isTruncateCents || places === 0 ? units : `${units}${decimalMark}${cents}`;
    const isZero = currency.isTruncateCents ? magnitude < scale : magnitude === 0;
    const sign = minorUnits < 0 && !isZero ? '-' : '';
    return currency.isCurrencySymbolSuffix
      ? `${sign}${amount} ${currency.currencySymbol}`
      : `${sign}${currency.currencySymbol}${amount}`;
  };
}

/** Day (and time) formats of a locale by time zone, each made at first use and kept. */
function dateFormatsByZone(locale: string, month: 'short' | 'numeric') {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string, withTime: boolean): Intl.DateTimeFormat => {
    const key = `${withTime ? 't' : 'd'}${timeZone}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, {
        timeZone,
        day: 'numeric',
        month,
        year: 'numeric',
        ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      });
      formats.set(key, format);
    }
    return format;
  };
}

function createFormatter(language: Language): Formatter {
  const locale = formattingLocaleOf(language);
  const english = language === defaultLanguage;
  const figures = new Intl.NumberFormat(locale);
  const wholes = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimalMark = figures.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const months = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const shortMonths = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const monthYears = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const shortMonthYears = new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const dateFormat = dateFormatsByZone(locale, 'short');
  const catalogueMonths = ownMonthNames(language);
  const specNumbers = locale === formattingLocaleOf(defaultLanguage);
  const monthName = catalogueMonths
    ? (i: number) => translatorFor(language).format(monthIds[i] ?? '')
    : (i: number) => months.format(midMonth(2000, i));
  // The day's numbers in the zone by en-ZA (any locale's digits would do); the month's name is the catalogue's.
  const numericDate = dateFormatsByZone('en-ZA', 'numeric');
  /** '21 Novemba 2026' (and ' 14:03'): the day, month and year in the zone, the month named by the catalogue. */
  const ownDate = (date: Date, timeZone: string, withTime: boolean) => {
    const numeric = numericDate(timeZone, withTime);
    const parts = new Map(numeric.formatToParts(date).map((p) => [p.type, p.value]));
    const day = `${String(Number(parts.get('day')))} ${monthName(Number(parts.get('month')) - 1)} ${parts.get('year') ?? ''}`;
    return withTime ? `${day} ${parts.get('hour') ?? ''}:${parts.get('minute') ?? ''}` : day;
  };
  if (catalogueMonths) {
    const dated = (date: Date, timeZone: string) => ownDate(date, timeZone, false);
    return {
      language,
      locale,
      // isiZulu and isiXhosa (en-ZA) write numbers and money as the English portal does (the spec's, as
      // South African shops price); a language without locale data writes them by its fallback (en-NA).
      number: specNumbers ? formatPoints : (value) => wholes.format(Math.trunc(value)),
      figure: (value) => figures.format(value),
      money: specNumbers ? formatMoney : moneyBy((units) => wholes.format(units), decimalMark),
      date: dated,
      dateTime: (date, timeZone) => ownDate(date, timeZone, true),
      monthName,
      // The catalogue holds the months' full names only.
      shortMonthName: monthName,
      monthYear: (year, i) => `${monthName(i)} ${String(year).padStart(4, '0')}`,
      shortMonthYear: (year, i) => `${monthName(i)} ${String(year).padStart(4, '0').slice(2)}`,
      relativeTime: (date, now) => relativeBy(relative, date, now),
    };
  }
  return {
    language,
    locale,
    number: english ? formatPoints : (value) => wholes.format(Math.trunc(value)),
    figure: (value) => figures.format(value),
    money: english ? formatMoney : moneyBy((units) => wholes.format(units), decimalMark),
    date: english ? formatDate : (date, timeZone) => dateFormat(timeZone, false).format(date),
    dateTime: english
      ? formatDateTime
      : (date, timeZone) => dateFormat(timeZone, true).format(date),
    monthName,
    shortMonthName: english ? specShortMonthName : (i) => shortMonths.format(midMonth(2000, i)),
    monthYear: english
      ? (year, i) => `${monthName(i)} ${String(year).padStart(4, '0')}`
      : (year, i) => monthYears.format(midMonth(year, i)),
    shortMonthYear: english
      ? (year, i) => `${specShortMonthName(i)} ${String(year).padStart(4, '0').slice(2)}`
      : (year, i) => shortMonthYears.format(midMonth(year, i)),
    relativeTime: (date, now) => relativeBy(relative, date, now),
  };
}

/** How long ago (or how soon) a moment is from now, in the largest whole unit. */
function relativeBy(relative: Intl.RelativeTimeFormat, date: Date, now = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const [unit, size] = relativeUnits.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return relative.format(Math.trunc(seconds / size), unit);
}

const formatters = new Map<Language, Formatter>();

/** The formatter of a language (one per language, made at first use). */
export function formatterFor(language: Language): Formatter {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = createFormatter(language);
    formatters.set(language, formatter);
  }
  return formatter;
}

/** The formatter of the language shown now (the current translator's: the portal's, the request's). */
export function currentFormatter(): Formatter {
  return formatterFor(currentTranslator().language);
}

/** Points as the language shown writes them ('12,500'; Afrikaans '12 500'), for a message's argument. */
export function pointsAsWritten(points: number): string {
  return currentFormatter().number(points);
}
