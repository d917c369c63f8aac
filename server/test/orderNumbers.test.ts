import { describe, expect, it } from 'vitest';
import { newOrderNumber, orderNumberDigits } from '../src/shop/orderNumbers.ts';

describe('order numbers', () => {
  it('are PL- and eight digits of Crockford base32 in two groups of four', () => {
    const digits = [...'7KQ49XMD'].map((d) => orderNumberDigits.indexOf(d));
    expect(newOrderNumber(() => digits.shift() ?? 0)).toBe('PL-7KQ4-9XMD');
    expect(newOrderNumber(() => 0)).toBe('PL-0000-0000');
    expect(newOrderNumber(() => 31)).toBe('PL-ZZZZ-ZZZZ');
  });

  it('use 32 digits with no look-alikes (no I, L, O or U), each drawn from the 32', () => {
    expect(orderNumberDigits).toHaveLength(32);
    expect(new Set(orderNumberDigits).size).toBe(32);
    expect(orderNumberDigits).not.toMatch(/[ILOU]/);
    const asked: number[] = [];
    newOrderNumber((below) => {
      asked.push(below);
      return 0;
    });
    expect(asked).toEqual(Array(8).fill(32));
  });

  it('come from a cryptographic source: a thousand draws, a thousand numbers, every digit used', () => {
    const drawn = Array.from({ length: 1000 }, () => newOrderNumber());
    expect(new Set(drawn).size).toBe(1000);
    expect(new Set(drawn.join('').replace(/^PL-|-|PL/g, ''))).toEqual(
      new Set([...orderNumberDigits]),
    );
  });
});
