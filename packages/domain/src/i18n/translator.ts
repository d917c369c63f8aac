import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { declaredMessages, type MessageValues } from './registry';
import { defaultLanguage, formattingLocaleOf, type Language } from './languages';

/**
 * A message as a catalogue holds it at run time: precompiled to its AST (`npm run i18n -- compile`, or a
 * brand's `compileMessages`), so the browser needs no ICU parser; a message of text alone as that text,
 * taken as it reads.
 */
export type CompiledMessage = readonly MessageFormatElement[] | string;
export type Catalogue = Readonly<Record<string, CompiledMessage>>;

/** Formats the messages of one language, from its catalogues (a brand's overlay first). */
export interface Translator {
  readonly language: Language;
  /** The locale numbers and dates follow (a language without locale data falls back to en-NA). */
  readonly locale: string;
  format(id: string, values?: MessageValues): string;
}

// ICU's syntax characters: text without any is itself (an apostrophe alone is literal in ICU too).
const plain = /^[^{}#<']*$/;

function valuesFor(values: MessageValues | undefined): Record<string, string | number> | undefined {
  if (!values) return undefined;
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values))
    out[key] = typeof value === 'number' ? value : value == null ? 'none' : String(value);
  return out;
}

/**
 * A translator over catalogues searched in order (a brand's overlay for the language, the language's
 * catalogue, then English's), and the declared English text last. A message missing everywhere shows its id.
 */
export function createTranslator(language: Language, catalogues: readonly Catalogue[]): Translator {
  const locale = formattingLocaleOf(language);
  const cache = new Map<string, IntlMessageFormat | string>();
  const compile = (id: string): IntlMessageFormat | string => {
    const known = cache.get(id);
    if (known !== undefined) return known;
    let compiled: IntlMessageFormat | string | undefined;
    for (const catalogue of catalogues) {
      const found = catalogue[id];
      if (found === undefined) continue;
      // A catalogue's string is text as it reads; a message with arguments comes as its AST.
      compiled =
        typeof found === 'string'
          ? found
          : new IntlMessageFormat(found as MessageFormatElement[], locale);
      break;
    }
    if (compiled === undefined) {
      // The declared English, ICU text: parsed where a parser is present (Node; the portal loads catalogues).
      // Not remembered: a catalogue's part that arrives later (loadCatalogueArea) may hold the message.
      const source = declaredMessages().get(id)?.defaultMessage ?? id;
      return plain.test(source) ? source : new IntlMessageFormat(source, locale);
    }
    cache.set(id, compiled);
    return compiled;
  };
  return {
    language,
    locale,
    format(id, values) {
      const message = compile(id);
      if (typeof message === 'string') return message;
      const result = message.format(valuesFor(values));
      return Array.isArray(result) ? result.join('') : String(result);
    },
  };
}

const catalogues = new Map<Language, Catalogue>();
// Translators without a brand's overlay, by language (a catalogue registered later replaces them).
const plainTranslators = new Map<Language, Translator>();

/** Makes a language's compiled catalogue available (the portal loads only the chosen one). */
export function registerCatalogue(language: Language, catalogue: Catalogue): void {
  catalogues.set(language, catalogue);
  plainTranslators.clear();
}

/** Whether a language's catalogue is loaded. */
export function hasCatalogue(language: Language): boolean {
  return catalogues.has(language);
}

/**
 * The translator of a language with a brand's overlays (by language): its overlay, its catalogue, then
 * English's overlay and catalogue for anything a brand's added language leaves out.
 */
export function translatorFor(
  language: Language,
  overlays?: Readonly<Record<Language, Catalogue>>,
): Translator {
  if (!overlays) {
    const known = plainTranslators.get(language);
    if (known) return known;
  }
  const layers = [overlays?.[language], catalogues.get(language)];
  if (language !== defaultLanguage)
    layers.push(overlays?.[defaultLanguage], catalogues.get(defaultLanguage));
  const translator = createTranslator(
    language,
    layers.filter((c): c is Catalogue => c !== undefined),
  );
  if (!overlays) plainTranslators.set(language, translator);
  return translator;
}

let current: () => Translator = () => translatorFor(defaultLanguage);

/**
 * Where the current translator comes from: the portal sets the member's, the server its request's (an
 * AsyncLocalStorage). Declared messages format through it; English when nothing is set.
 */
export function setTranslatorSource(source: () => Translator): void {
  current = source;
}

/** The translator declared messages use now. */
export function currentTranslator(): Translator {
  return current();
}
