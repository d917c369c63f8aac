import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultLanguage, setTranslatorSource, translatorFor } from '@plaudit/domain';
import { registerShippedCatalogues } from '@plaudit/domain/catalogues';
import { formatFor } from '../theme/index.ts';
import { fileSize, importsConsoleMessages as m } from './messages.ts';

const speak = (language: string) => setTranslatorSource(() => translatorFor(language));

beforeAll(() => registerShippedCatalogues());
afterEach(() => speak(defaultLanguage));

describe('importsConsoleMessages', () => {
  it('keeps the English of the file sizes and the headings', () => {
    const en = formatFor('en');
    expect(m.fileChosen('store-staff.csv', fileSize(2048, en))).toBe('store-staff.csv (2 KB)');
    expect(fileSize(10, en)).toBe('1 KB');
    expect(fileSize(1.5 * 1024 * 1024, en)).toBe('1.5 MB');
    expect(m.reportHeading(true, 'a.csv', 'Members')).toBe('Dry run report: a.csv (Members)');
    expect(m.reportHeading(false, 'a.csv', 'Members')).toBe('Import report: a.csv (Members)');
    expect(m.keyHeading('code/store')).toBe('Key (code/store)');
  });

  it('speaks Afrikaans, sizes by its locale', () => {
    speak('af');
    expect(fileSize(1.5 * 1024 * 1024, formatFor('af'))).toBe('1,5 MB');
    expect(m.reportHeading(true, 'a.csv', 'Lede')).toBe('Proeflopieverslag: a.csv (Lede)');
    expect(m.optionalColumns('a, b')).toBe('(opsioneel: a, b)');
  });
});
