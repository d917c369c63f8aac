import { describe, expect, it } from 'vitest';
import { accountMessages } from '../serverMessages';
// The account's messages are the server's (the server's part of the catalogue).
import af from './compiled/af-server.json';
import { args, defineMessages, named, text } from './define';
import { formattingLocaleOf, matchLanguage } from './languages';
import { loadCatalogue, loadCatalogueArea, loadCataloguesByPart } from './catalogues';
import { compileMessages } from './compile';
import {
  createTranslator,
  hasCatalogue,
  registerCatalogue,
  setTranslatorSource,
  translatorFor,
  type Catalogue,
} from './translator';

const test = defineMessages('i18ntest', {
  plain: text('Points'),
  minutes: args<[minutes: number]>(
    ['minutes'],
    '{minutes, plural, one {# minute} other {# minutes}}',
  ),
  granted: named<{ added: boolean; points: string }>(
    '{added, select, true {Added} other {Took}} {points}',
  ),
  nested: { deeper: text('Deep') },
});

describe('declared messages', () => {
  it('format in English by default, with plurals, selects and nested groups', () => {
    expect(test.plain).toBe('Points');
    expect(test.minutes(1)).toBe('1 minute');
    expect(test.minutes(5)).toBe('5 minutes');
    expect(test.granted({ added: false, points: '20' })).toBe('Took 20');
    expect(test.nested.deeper).toBe('Deep');
  });

  it('format in the current translator, read when used (not when declared)', () => {
    registerCatalogue('af', af as unknown as Catalogue);
    setTranslatorSource(() => translatorFor('af'));
    try {
      expect(accountMessages.loggedOut).toBe('Jy is afgemeld.');
      expect(accountMessages.tooManyLogins(2)).toBe(
        'Te veel aanmeldpogings. Probeer asseblief weer oor 2 minute.',
      );
    } finally {
      setTranslatorSource(() => translatorFor('en'));
    }
    expect(accountMessages.loggedOut).toBe('You have been logged out.');
  });

  it("takes a brand's overlay before the language's catalogue, and English for what a language lacks", () => {
    registerCatalogue('af', af as unknown as Catalogue);
    const translator = translatorFor('af', { af: { 'i18ntest.plain': 'Pootjiepunte' } });
    expect(translator.format('i18ntest.plain')).toBe('Pootjiepunte');
    expect(translator.format('i18ntest.nested.deeper')).toBe('Deep');
  });
});

describe('a language without locale data of its own (Oshindonga)', () => {
  it('speaks its own words and formats numbers by the named fallback, en-NA', () => {
    expect(formattingLocaleOf('ng')).toBe('en-NA');
    const ng = createTranslator('ng', [
      compileMessages({ 'i18ntest.count': '{n, number} oomboka' }),
    ]);
    expect(ng.locale).toBe('en-NA');
    expect(ng.format('i18ntest.count', { n: 12500 })).toBe(
      `${new Intl.NumberFormat('en-NA').format(12500)} oomboka`,
    );
  });

  it('the shipped languages format by South African locales', () => {
    expect(formattingLocaleOf('af')).toBe('af-ZA');
    // Chromium has no data for isiZulu and isiXhosa: they format by en-ZA, with their own month names.
    expect(formattingLocaleOf('zu')).toBe('en-ZA');
    expect(formattingLocaleOf('xh')).toBe('en-ZA');
  });
});

describe('matchLanguage', () => {
  it("follows the browser's weighted choices among the shipped languages, else English", () => {
    expect(matchLanguage('zu-ZA,zu;q=0.9,en;q=0.8')).toBe('zu');
    expect(matchLanguage('fr-FR, xh;q=0.5, af;q=0.7')).toBe('af');
    expect(matchLanguage('de-DE')).toBe('en');
    expect(matchLanguage(undefined)).toBe('en');
    expect(matchLanguage(';;;q=abc')).toBe('en');
  });
});

describe('loadCatalogue', () => {
  it("loads a shipped language's whole catalogue, and ignores a language it does not ship", async () => {
    await loadCatalogue('zu');
    expect(hasCatalogue('zu')).toBe(true);
    const zu = translatorFor('zu');
    expect(zu.format('pageNotFound.heading')).not.toBe('pageNotFound.heading');
    expect(zu.format('csv.alternate')).toBe('Okunye');
    expect(zu.format('account.loggedOut')).not.toBe('You have been logged out.');
    await loadCatalogue('fr');
    expect(hasCatalogue('fr')).toBe(false);
  });

  it("by part (the portal's way): the first part, then the screens' part once a screen asks, for every language asked", async () => {
    loadCataloguesByPart();
    await loadCatalogue('xh');
    // Made before the screens' part arrives, as a Brand keeps its translator: it reads that part too.
    const xh = translatorFor('xh');
    expect(xh.format('pageNotFound.heading')).toBe('Iphepha alifumanekanga');
    expect(xh.format('csv.alternate')).toBe('csv.alternate');
    await loadCatalogueArea('screens');
    expect(translatorFor('xh').format('csv.alternate')).toBe('Enye');
  });
});
