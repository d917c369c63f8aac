import { describe, expect, it } from 'vitest';
import { formatMoney, formatPoints, type CurrencyInfo } from './money';

const rand: CurrencyInfo = {
  currencySymbol: 'R',
  currencyDecimalPlaces: 2,
  isTruncateCents: false,
  isCurrencySymbolSuffix: false,
};

describe('formatMoney', () => {
  it('shows currencyDecimalPlaces decimals with the symbol in front', () => {
    expect(formatMoney(123456, rand)).toBe('R1,234.56');
    expect(formatMoney(5, rand)).toBe('R0.05');
    expect(formatMoney(0, rand)).toBe('R0.00');
    expect(formatMoney(-250, rand)).toBe('-R2.50');
  });

  it('drops the cents when isTruncateCents', () => {
    const info = { ...rand, isTruncateCents: true };
    expect(formatMoney(123499, info)).toBe('R1,234');
    expect(formatMoney(-99, info)).toBe('R0');
    expect(formatMoney(-150, info)).toBe('-R1');
  });

  it('puts the symbol after the amount when isCurrencySymbolSuffix', () => {
    expect(formatMoney(1000, { ...rand, currencySymbol: 'kr', isCurrencySymbolSuffix: true })).toBe(
      '10.00 kr',
    );
  });

  it('honours other decimal places', () => {
    expect(formatMoney(1234, { ...rand, currencyDecimalPlaces: 0 })).toBe('R1,234');
    expect(formatMoney(1234, { ...rand, currencyDecimalPlaces: 3, currencySymbol: 'BD ' })).toBe(
      'BD 1.234',
    );
  });
});

describe('formatPoints', () => {
  it('groups thousands', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(999)).toBe('999');
    expect(formatPoints(12500)).toBe('12,500');
    expect(formatPoints(-1234567)).toBe('-1,234,567');
  });
});
