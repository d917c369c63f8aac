import { describe, expect, it } from 'vitest';
import { areaOfMessage, firstMessageKeys, firstWords } from '../scripts/catalogueAreas.ts';
import {
  declaredMessageKeys,
  declaredNamespaces,
  declaredWords,
  messageSourceRanges,
} from '../scripts/messageSources.ts';

/** The module with every range emptied, as the portal's build does. */
const stripped = (code: string) =>
  messageSourceRanges(code)
    .sort((a, b) => b[0] - a[0])
    .reduce((out, [start, end]) => `${out.slice(0, start)}''${out.slice(end)}`, code);

describe('the build leaves message texts and notes out of the bundle', () => {
  it('empties the English and the note of text, args and named, keeping ids and argument names', () => {
    const code = [
      "import { args, defineMessages, named, text as say } from '@plaudit/domain';",
      "export const m = defineMessages('ns', {",
      "  a: say('Log in', 'The button'),",
      "  b: args<[n: number]>(['n'], '{n, plural, one {# pin} other {# pins}}', 'Pins ' + `sent`),",
      "  c: named<{ x: string }>('Hi {x}'),",
      '});',
    ].join('\n');
    expect(stripped(code)).toBe(
      [
        "import { args, defineMessages, named, text as say } from '@plaudit/domain';",
        "export const m = defineMessages('ns', {",
        "  a: say('', ''),",
        "  b: args<[n: number]>(['n'], '', ''),",
        "  c: named<{ x: string }>(''),",
        '});',
      ].join('\n'),
    );
  });

  it("empties a word's note but keeps the word, its id", () => {
    const code =
      "import { defineWords } from './i18n';\nexport const w = defineWords('word', { 'Log in': 'A button' });";
    expect(stripped(code)).toContain("{ 'Log in': '' }");
  });

  it('leaves alone functions of the same name imported from elsewhere, and texts built from values', () => {
    const code = [
      "import { text } from './zod';",
      "import { defineMessages, named } from '@plaudit/domain';",
      "const t = text('keep');",
      "export const m = defineMessages('ns', { a: named(`Hi ${'{x}'}`) });",
    ].join('\n');
    expect(stripped(code)).toBe(code);
  });
});

describe("the build holds the catalogue's areas to the bundle", () => {
  it('reads the namespaces a module declares, messages and words, over lines', () => {
    const code = [
      "export const a = defineMessages('flow', { x: text('X') });",
      'export const b = defineMessages(',
      "  'insightsScreen',",
      '  {},',
      ');',
      "export const w = defineWords('word', { Back: 'A button' });",
      "const notOne = format('flow.x');",
    ].join('\n');
    expect(declaredNamespaces(code)).toEqual(['flow', 'insightsScreen', 'word']);
  });

  it("reads a namespace's words, quoted or not, and no other namespace's", () => {
    const code = [
      "export const uiWord = defineWords('word', { Back: 'A button', 'Log in': 'The login button' });",
      "export const other = defineWords('insightsWord', { Chart: 'A chart' });",
    ].join('\n');
    expect(declaredWords(code, 'word')).toEqual(['Back', 'Log in']);
  });

  it("puts a word in the first part only when it is listed, every other in the screens' part", () => {
    expect(firstWords).toContain('Log in');
    expect(areaOfMessage('word.Log in')).toBe('first');
    expect(areaOfMessage('word.Import another file')).toBe('screens');
    expect(areaOfMessage('pageNotFound.heading')).toBe('first');
    expect(areaOfMessage('insightsScreen.title')).toBe('screens');
    expect(areaOfMessage('outbox.pin')).toBe('server');
  });

  it('reads the keys each namespace declares, over several declarations', () => {
    const code = [
      "const message = defineMessages('message', { loading: text('Loading...'), 'required': args(['label'], '') });",
      "const flow = defineMessages('flow', { throttled: named(''), group: { inner: text('') } });",
      "const more = defineMessages('message', { noResults: text('No results.') });",
      "const words = defineWords('word', { Back: 'A button' });",
    ].join('\n');
    expect(Object.fromEntries(declaredMessageKeys(code))).toEqual({
      message: ['loading', 'required', 'noResults'],
      flow: ['throttled', 'group'],
    });
  });

  it("puts a 'screens' namespace's message in the first part only when its key is listed", () => {
    expect(firstMessageKeys.message).toContain('loading');
    expect(areaOfMessage('message.loading')).toBe('first');
    expect(areaOfMessage('message.noResults')).toBe('screens');
    expect(areaOfMessage('flow.throttled')).toBe('first');
    expect(areaOfMessage('flow.wait')).toBe('screens');
    expect(areaOfMessage('phrase.charactersRemaining')).toBe('first');
    expect(areaOfMessage('phrase.welcome')).toBe('screens');
  });
});
