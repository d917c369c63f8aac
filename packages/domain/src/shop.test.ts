import { describe, expect, it } from 'vitest';
import type { CurrencyInfo } from './money';
import {
  basketWarning,
  buildCategoryTree,
  canViewVoucherCodes,
  categoryKey,
  decodeFab,
  findCategoryByKey,
  type ShopCategoryRow,
} from './shop';

const rand: CurrencyInfo = {
  currencySymbol: 'R',
  currencyDecimalPlaces: 2,
  isTruncateCents: false,
  isCurrencySymbolSuffix: false,
};

describe('basketWarning', () => {
  const line = { basketPrice: 12000, displayPrice: 9950 };

  it('warns about DELETED, CHANGED and DECREASED lines with formatted prices', () => {
    expect(basketWarning({ ...line, BasketItemStatus: 'DELETED' }, rand)).toBe(
      'This product is no longer available and has been removed from your basket',
    );
    expect(
      basketWarning({ basketPrice: 10000, displayPrice: 12500, BasketItemStatus: 'CHANGED' }, rand),
    ).toBe('The price for this product has changed from R100.00 to R125.00');
    expect(basketWarning({ ...line, BasketItemStatus: 'DECREASED' }, rand)).toBe(
      'The price for this product has been reduced from R120.00 to R99.50',
    );
  });

  it('says nothing about a normal line', () => {
    expect(basketWarning({ ...line, BasketItemStatus: '' }, rand)).toBeUndefined();
  });
});

describe('canViewVoucherCodes', () => {
  it.each([
    [4, '30', true],
    ['4', '30.1', true],
    [4, 30, true],
    [3, '30', false],
    [4, '20.30', false],
    [4, '300', false],
  ] as const)(
    'dispatchStatus %j with order status %j → %j',
    (dispatchStatus, orderStatusId, expected) => {
      expect(canViewVoucherCodes({ dispatchStatus }, { orderStatusId })).toBe(expected);
    },
  );
});

const cats: ShopCategoryRow[] = [
  { cat1: 'Vouchers', cat2: 'Food & Drink', cat3: 'Coffee Shops', prodCat3Id: 11 },
  { cat1: 'Vouchers', cat2: 'Food & Drink', cat3: 'Restaurants', prodCat3Id: 12 },
  { cat1: 'Vouchers', cat2: 'Fashion', cat3: 'Shoes', prodCat3Id: 21 },
  { cat1: 'Experiences', cat2: 'Outdoor', cat3: 'Spa Days', prodCat3Id: '31' },
];

describe('category keys', () => {
  it('makes a lowercase dash-joined key from a name', () => {
    expect(categoryKey('Food & Drink')).toBe('food-drink');
    expect(categoryKey('  Spa Days ')).toBe('spa-days');
    expect(categoryKey('Café Vouchers')).toBe('café-vouchers');
  });

  it('finds a category by numeric id or by key at the deepest matching level', () => {
    expect(findCategoryByKey('12', cats)).toEqual({ level: 3, row: cats[1] });
    expect(findCategoryByKey('31', cats)).toEqual({ level: 3, row: cats[3] });
    expect(findCategoryByKey('restaurants', cats)).toEqual({ level: 3, row: cats[1] });
    expect(findCategoryByKey('food-drink', cats)).toEqual({ level: 2, row: cats[0] });
    expect(findCategoryByKey('Experiences', cats)).toEqual({ level: 1, row: cats[3] });
    expect(findCategoryByKey('99', cats)).toBeUndefined();
    expect(findCategoryByKey('toys', cats)).toBeUndefined();
  });

  it('builds the three-level tree with keys and leaf ids', () => {
    const tree = buildCategoryTree(cats);
    expect(tree.map((node) => node.key)).toEqual(['vouchers', 'experiences']);
    expect(tree[0]?.children.map((node) => node.name)).toEqual(['Food & Drink', 'Fashion']);
    expect(tree[0]?.children[0]?.children).toEqual([
      { name: 'Coffee Shops', key: 'coffee-shops', prodCat3Id: 11, children: [] },
      { name: 'Restaurants', key: 'restaurants', prodCat3Id: 12, children: [] },
    ]);
  });
});

describe('decodeFab', () => {
  it('turns ~( and ~) into angle brackets', () => {
    expect(decodeFab('~(b~)Great~(/b~) value')).toBe('<b>Great</b> value');
    expect(decodeFab('plain (text)')).toBe('plain (text)');
  });
});
