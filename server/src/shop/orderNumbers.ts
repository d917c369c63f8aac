import { randomInt } from 'node:crypto';

/**
 * The digits of an order number: Crockford's base32, without I, L, O and U, so a number read over the
 * phone or copied by hand has no two characters that look or sound alike.
 */
export const orderNumberDigits = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A random whole number from 0 up to (not including) `below`. */
export type RandomBelow = (below: number) => number;

/**
 * A new order number: PL- and eight random digits in two groups of four (PL-7KQ4-9XMD), 40 bits from a
 * cryptographic source, so a number says nothing of how many orders came before it (a sequential one
 * did: PL-200022, then PL-200027) and one cannot be guessed from another. Unique by orders.order_num;
 * checkout tries again with a new number in the rare case one is taken.
 */
export function newOrderNumber(randomBelow: RandomBelow = randomInt): string {
  const digits = Array.from({ length: 8 }, () =>
    orderNumberDigits.charAt(randomBelow(orderNumberDigits.length)),
  ).join('');
  return `PL-${digits.slice(0, 4)}-${digits.slice(4)}`;
}
