import { describe, expectTypeOf, it } from 'vitest';
import type { BrandContentInput, BrandProps, BrandTheme, ShippedBrandName } from './index.ts';

describe('the types a brand team writes', () => {
  it("Brand's brand: a shipped name, any other name, or a named theme object", () => {
    expectTypeOf<ShippedBrandName>().toEqualTypeOf<'petfood' | 'vetcare'>();
    expectTypeOf<'petfood'>().toExtend<BrandProps['brand']>();
    expectTypeOf<'acme'>().toExtend<BrandProps['brand']>();
    expectTypeOf<{ name: 'acme'; colors: { primary: '#000' } }>().toExtend<BrandProps['brand']>();
    // A theme object without its name could not write the brand's attribute.
    expectTypeOf<{ colors: { primary: '#000' } }>().not.toExtend<BrandProps['brand']>();
    expectTypeOf<42>().not.toExtend<BrandProps['brand']>();
  });

  it('a theme names only real tokens, and a spacing scale has six steps', () => {
    expectTypeOf<{ name: 'a'; colors: { primry: '#000' } }>().not.toExtend<BrandTheme>();
    expectTypeOf<{ name: 'a'; space: readonly ['1px', '2px'] }>().not.toExtend<BrandTheme>();
  });

  it('content changes any part and keeps the rest; its words are messages by language and id', () => {
    expectTypeOf<{
      catalogues: { en: { 'statement.debit': 'Spent' }; af: { 'statement.debit': 'Bestee' } };
    }>().toExtend<BrandContentInput>();
    // The hand-made text overrides are gone: one mechanism serves brands and languages.
    expectTypeOf<{ statement: { debit: 'Spent' } }>().not.toExtend<BrandContentInput>();
    expectTypeOf<{ awardPoints: { thankyou: [5] } }>().toExtend<BrandContentInput>();
    expectTypeOf<{ awardPoints: { thankyou: ['5'] } }>().not.toExtend<BrandContentInput>();
  });
});
