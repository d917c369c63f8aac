import { describe, expect, it } from 'vitest';
import { formatMoney, formatPoints, pointsFor, type CurrencyInfo } from './money';

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

describe('pointsFor', () => {
  const cents = (currencyRateMoney: string | number) => ({
    currencyRateMoney,
    currencyDecimalPlaces: 2,
  });

  it('charges currencyRateMoney points per unit of the currency, rounded up', () => {
    expect(pointsFor(10000, cents('1'))).toBe(100);
    expect(pointsFor(10001, cents('1'))).toBe(101);
    expect(pointsFor(12345, cents('0.5'))).toBe(62);
    expect(pointsFor(1, cents('10'))).toBe(1);
    expect(pointsFor(150, { currencyRateMoney: '2', currencyDecimalPlaces: 0 })).toBe(300);
  });

  it('is exact where floating point is not', () => {
    // In floating point 0.29 * 100 is 28.999999999999996 and 0.07 * 10000 / 100 is 7.000000000000001.
    expect(pointsFor(100, cents(0.29))).toBe(1);
    expect(pointsFor(10000, cents(0.29))).toBe(29);
    expect(pointsFor(10000, cents(0.07))).toBe(7);
    expect(pointsFor(100, cents(7.1))).toBe(8);
    // A fraction of a point still costs a whole one, however small.
    expect(pointsFor(1, cents('0.0000001'))).toBe(1);
  });

  it('gives the same points for the rate as text (the server) and as a number (the wire)', () => {
    for (const [text, amount] of [
      ['0.1', 12345],
      ['1.25', 99999],
      ['0.333', 3],
      ['12', 1],
    ] as const) {
      expect(pointsFor(amount, cents(Number(text)))).toBe(pointsFor(amount, cents(text)));
    }
    expect(pointsFor(100, cents(1e-7))).toBe(1);
    expect(pointsFor(100, cents(1e21))).toBe(1e21);
  });

  it('keeps totals beyond 2^53 / rate exact', () => {
    expect(pointsFor(900719925474099, cents('3'))).toBe(27021597764223);
  });

  it('costs nothing for nothing, and refuses what is not whole minor units or a rate', () => {
    expect(pointsFor(0, cents('1'))).toBe(0);
    expect(pointsFor(-500, cents('1'))).toBe(0);
    expect(() => pointsFor(10.5, cents('1'))).toThrow(RangeError);
    expect(() => pointsFor(100, cents('-1'))).toThrow(/must be a decimal number/);
    expect(() => pointsFor(100, cents('ten'))).toThrow(/must be a decimal number/);
  });
});
