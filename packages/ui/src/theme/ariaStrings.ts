import { defineMessages, named, text, type MessageValues, type Translator } from '@plaudit/domain';
import * as englishModule from 'react-aria-components/i18n/en-US';

/**
 * React Aria's own texts that the ui's components can show (the hidden Dismiss buttons of popovers and
 * dismissable modals, a DateField's segments and the day it holds), as messages of the catalogue. React
 * Aria ships no Afrikaans, isiZulu or isiXhosa of them; every other string it has stays its English.
 */
export const ariaStrings = defineMessages('ariaStrings', {
  dismiss: text(
    'Dismiss',
    'The accessible name of the hidden button a screen reader finds at each end of a popover (a list opened from a field or a menu) and of a dialog that closes when one clicks outside it; it closes it. Not shown on screen.',
  ),
  segmentEmpty: text(
    'Empty',
    'What a screen reader says of a part of a date field (its day, month or year) that has not been filled in yet.',
  ),
  selectedDate: named<{ date: string }>(
    'Selected Date: {date}',
    'What a screen reader says of a date field that holds a day; date is that day written out ("21 November 2026").',
  ),
  yearSegment: text(
    'year',
    'The name a screen reader gives the year part of a date field, in lower case: it is read before the field’s label ("day, Date of birth").',
  ),
  monthSegment: text(
    'month',
    'The name a screen reader gives the month part of a date field, in lower case: it is read before the field’s label ("day, Date of birth").',
  ),
  daySegment: text(
    'day',
    'The name a screen reader gives the day part of a date field, in lower case: it is read before the field’s label ("day, Date of birth").',
  ),
});

/** A string as React Aria holds it: text, or a function of its values. */
type AriaString = string | ((values: Record<string, unknown>) => string);
type PackageStrings = Record<string, AriaString>;

/**
 * Which React Aria strings (by package and key) our messages replace, and by which message. The segment
 * names are React Aria's only where the browser's Intl.DisplayNames cannot name a date field's parts.
 */
const ourMessages: Readonly<Record<string, Readonly<Record<string, keyof typeof ariaStrings>>>> = {
  '@react-aria/overlays': { dismiss: 'dismiss' },
  '@react-aria/spinbutton': { Empty: 'segmentEmpty' },
  '@react-aria/datepicker': {
    selectedDateDescription: 'selectedDate',
    year: 'yearSegment',
    month: 'monthSegment',
    day: 'daySegment',
  },
};

// React Aria's English of every package (its LocalizedStringProvider's); its declaration names the
// default export as a type only, so it is read from the module object.
const englishStrings = (englishModule as unknown as { default: Record<string, PackageStrings> })
  .default;

function stringsIn(translator: Translator, pkg: string): PackageStrings {
  const strings: PackageStrings = { ...englishStrings[pkg] };
  for (const [key, message] of Object.entries(ourMessages[pkg] ?? {})) {
    const id = `ariaStrings.${message}`;
    const fallback = englishStrings[pkg]?.[key];
    // A language without the message (a brand's own, its catalogue not loaded) keeps React Aria's English.
    const worded = (values?: Record<string, unknown>) => {
      const out = translator.format(id, values as MessageValues | undefined);
      return out && out !== id ? out : undefined;
    };
    strings[key] =
      typeof fallback === 'function'
        ? (values) => worded(values) ?? fallback(values)
        : (worded() ?? fallback ?? key);
  }
  return strings;
}

const stringsKey = Symbol.for('react-aria.i18n.strings');
const localeKey = Symbol.for('react-aria.i18n.locale');
type AriaWindow = Window & {
  [stringsKey]?: Record<string, PackageStrings>;
  [localeKey]?: string;
};

/** The objects React Aria was given, one per package: refilled in place for each language shown. */
let installed: Record<string, PackageStrings> | undefined;
let shown: Translator | undefined;

/**
 * Puts React Aria's strings in the translator's language: the first time as the page's global strings
 * (`window[Symbol.for('react-aria.i18n.strings')]`, which React Aria reads once and keeps for the page's
 * life, throwing for a package missing from it), later by refilling the same objects in place, which
 * React Aria's kept dictionaries read for every locale. Components rendered afterwards read the new
 * words (Brand re-keys its tree on a change of language). ariaStrings.test.tsx pins this behaviour.
 */
export function installAriaStrings(translator: Translator): void {
  if (typeof window === 'undefined' || translator === shown) return;
  const page = window as AriaWindow;
  if (!installed) {
    // A page that gave React Aria strings of its own (a server's LocalizedStringProvider) keeps them.
    if (page[stringsKey]) return;
    installed = Object.fromEntries(Object.keys(englishStrings).map((pkg) => [pkg, {}]));
    page[stringsKey] = installed;
    // The one locale React Aria files them under (as a server would name the page's), which every other
    // locale then falls back to; without it React Aria looks for en-US and finds nothing.
    page[localeKey] ??= translator.locale;
  }
  for (const [pkg, strings] of Object.entries(installed)) {
    for (const key of Object.keys(strings)) Reflect.deleteProperty(strings, key);
    Object.assign(strings, stringsIn(translator, pkg));
  }
  shown = translator;
}
