/**
 * Messages are declared where they are used, with their English text (the spec's words) and a note for
 * translators; each gets an id `namespace.key`. `npm run i18n -- extract` writes the English catalogue from
 * these declarations, and every text is formatted by the current translator (the member's language).
 */
import { declare, type MessageValue, type MessageValues } from './registry';
import { currentTranslator } from './translator';

export type { MessageDescriptor, MessageValue, MessageValues } from './registry';
export { declaredMessages } from './registry';

/** Formats a message by id in the current translator (the portal's language, the server's request). */
const format = (id: string, values?: MessageValues): string =>
  currentTranslator().format(id, values);

const TEXT = Symbol('text');
const POSITIONAL = Symbol('positional');
const NAMED = Symbol('named');

/** A message without values: reads as a string. */
export interface TextSpec {
  readonly kind: typeof TEXT;
  readonly defaultMessage: string;
  readonly description?: string;
}
/** A message whose values come as a function's arguments, named for the ICU text in order. */
export interface PositionalSpec<A extends readonly unknown[]> {
  readonly kind: typeof POSITIONAL;
  readonly names: readonly string[];
  readonly defaultMessage: string;
  readonly description?: string;
  /** Only carries the arguments' types. */
  readonly args?: A;
}
/** A message whose values come as one object, as the ICU text names them. */
export interface NamedSpec<V extends MessageValues> {
  readonly kind: typeof NAMED;
  readonly defaultMessage: string;
  readonly description?: string;
  readonly values?: V;
}
export type MessageSpec =
  | TextSpec
  | PositionalSpec<readonly MessageValue[]>
  | NamedSpec<MessageValues>
  | { readonly [key: string]: MessageSpec };

/** A message without values: `text('Please note:', 'The title of a dialog that explains a refusal')`. */
/* #__NO_SIDE_EFFECTS__ */
export function text(defaultMessage: string, description?: string): TextSpec {
  return { kind: TEXT, defaultMessage, ...(description ? { description } : {}) };
}

/**
 * A message that takes its values as arguments, in the order of `names`:
 * `args<[minutes: number]>(['minutes'], 'Try again in {minutes, plural, one {# minute} other {# minutes}}.')`.
 */
/* #__NO_SIDE_EFFECTS__ */
export function args<A extends readonly MessageValue[]>(
  names: { readonly [K in keyof A]: string },
  defaultMessage: string,
  description?: string,
): PositionalSpec<A> {
  return {
    kind: POSITIONAL,
    names: names as readonly string[],
    defaultMessage,
    ...(description ? { description } : {}),
  };
}

/** A message that takes its values as one object: `named<{ points: string }>('Granted {points}.')`. */
/* #__NO_SIDE_EFFECTS__ */
export function named<V extends MessageValues>(
  defaultMessage: string,
  description?: string,
): NamedSpec<V> {
  return { kind: NAMED, defaultMessage, ...(description ? { description } : {}) };
}

/** What a declaration reads as: strings, functions of the arguments, and groups of them. */
export type Messages<S> = S extends TextSpec
  ? string
  : S extends PositionalSpec<infer A>
    ? (...args: A) => string
    : S extends NamedSpec<infer V>
      ? (values: V) => string
      : { readonly [K in keyof S]: Messages<S[K]> };

function isLeaf(
  spec: MessageSpec,
): spec is TextSpec | PositionalSpec<readonly MessageValue[]> | NamedSpec<MessageValues> {
  return 'kind' in spec && typeof spec.kind === 'symbol';
}

function build(prefix: string, specs: { readonly [key: string]: MessageSpec }): object {
  const group: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const id = `${prefix}.${key}`;
    if (!isLeaf(spec)) {
      group[key] = build(id, spec as { readonly [key: string]: MessageSpec });
      continue;
    }
    declare(id, spec);
    if (spec.kind === TEXT) {
      Object.defineProperty(group, key, { enumerable: true, get: () => format(id) });
    } else if (spec.kind === POSITIONAL) {
      const { names } = spec;
      group[key] = (...values: MessageValue[]) =>
        format(id, Object.fromEntries(names.map((name, i) => [name, values[i]])));
    } else {
      group[key] = (values: MessageValues) => format(id, values);
    }
  }
  return Object.freeze(group);
}

/**
 * Declares a namespace's messages and returns them as strings and functions that format in the current
 * language: `const accountMessages = defineMessages('account', { loggedOut: text('You have been logged out.') })`.
 */
/* #__NO_SIDE_EFFECTS__ */
export function defineMessages<const S extends { readonly [key: string]: MessageSpec }>(
  namespace: string,
  specs: S,
): Messages<S> {
  return build(namespace, specs) as Messages<S>;
}

/** Formats a declared message by its id in the current language (for ids chosen at run time). */
export function formatMessageById(id: string, values?: MessageValues): string {
  return format(id, values);
}

/**
 * Declares short texts without arguments (labels, buttons, headings) whose English is their own key, as
 * gettext's msgids are: `defineWords('word', { Back: 'A button that returns to the last step' })`. The id is
 * `namespace.English text`; the returned function gives a word in the current language.
 */
/* #__NO_SIDE_EFFECTS__ */
export function defineWords<const W extends Readonly<Record<string, string>>>(
  namespace: string,
  notes: W,
): (word: keyof W & string) => string {
  for (const [word, description] of Object.entries(notes))
    declare(`${namespace}.${word}`, { defaultMessage: word, description });
  return (word) => format(`${namespace}.${word}`);
}
