import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';
import { initialLanguage, languageStorageKey, storeLanguage, storedLanguage } from './language';

describe('the language a page opens in', () => {
  it('follows the browser on a first visit, among the shipped languages, else English', () => {
    expect(initialLanguage(memoryStorage({}), ['zu-ZA', 'en-ZA'])).toBe('zu');
    expect(initialLanguage(memoryStorage({}), ['fr-FR', 'af'])).toBe('af');
    expect(initialLanguage(memoryStorage({}), ['fr-FR', 'de'])).toBe('en');
    expect(initialLanguage(memoryStorage({}), [])).toBe('en');
  });

  it('is the one chosen on this device before, whatever the browser says', () => {
    const storage = memoryStorage({});
    storeLanguage('xh', storage);
    expect(storage.getItem(languageStorageKey)).toBe('xh');
    expect(initialLanguage(storage, ['af'])).toBe('xh');
  });

  it('ignores a stored value that is no language the portal offers', () => {
    const storage = memoryStorage({ [languageStorageKey]: 'klingon' });
    expect(storedLanguage(storage)).toBeUndefined();
    expect(initialLanguage(storage, ['af'])).toBe('af');
  });
});
