import { describe, expect, it } from 'vitest';
import { compileMessages } from './compile';
import { createTranslator } from './translator';

describe('compileMessages', () => {
  it("precompiles a brand's messages with arguments and keeps plain text as it reads", () => {
    const catalogue = compileMessages({
      'i18ntest.hello': 'Hi {firstname}',
      'i18ntest.plain': 'Pick colleagues',
    });
    expect(catalogue['i18ntest.plain']).toBe('Pick colleagues');
    expect(Array.isArray(catalogue['i18ntest.hello'])).toBe(true);
    expect(createTranslator('en', [catalogue]).format('i18ntest.hello', { firstname: 'Ann' })).toBe(
      'Hi Ann',
    );
  });

  it('names the message that does not parse', () => {
    expect(() => compileMessages({ 'i18ntest.broken': 'Hi {firstname' })).toThrow(
      /i18ntest\.broken does not parse/,
    );
  });
});
