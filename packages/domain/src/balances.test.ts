import { describe, expect, it } from 'vitest';
import { awardPaidFrom, awardPointsAvailable } from './balances';
import { awardRefusals, awardShortOfPoints } from './messages';

const giver = { awardsPointsAvailable1: 45, awardsPointsAvailableMng: 8000 };

describe('awardPaidFrom', () => {
  it.each([
    ['reward', 'management'],
    ['adhoc', 'management'],
    ['payitforward', 'payItForward'],
    ['thankyou', undefined],
  ] as const)('pays %s from %s', (type, balance) => {
    expect(awardPaidFrom(type)).toBe(balance);
  });
});

describe('awardPointsAvailable', () => {
  it.each([
    ['reward', 8000],
    ['adhoc', 8000],
    ['payitforward', 45],
    ['thankyou', undefined],
  ] as const)('gives %s the points of its balance (%s)', (type, points) => {
    expect(awardPointsAvailable(type, giver)).toBe(points);
  });
});

describe('awardShortOfPoints', () => {
  it("refuses in awardRefusals' words: the allowance's by the month, neither in a unit the brand did not name", () => {
    expect(awardShortOfPoints('management', 40, 100)).toBe(awardRefusals.budgetShort(40, 100));
    expect(awardShortOfPoints('payItForward', 45, 50)).toBe(awardRefusals.allowanceShort(45, 50));
    expect(awardRefusals.allowanceShort(45, 50)).toContain('this month');
    // The server does not know the brand's names of its balances: its refusals say no other name.
    for (const text of [
      awardRefusals.budgetShort(4000, 10_000),
      awardRefusals.allowanceShort(45, 50),
    ]) {
      expect(text).not.toMatch(/points|budget|allowance/i);
      expect(text).toMatch(/4,000|45/);
    }
  });
});
