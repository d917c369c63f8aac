import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDob, isBirthdayOn, isValidDob } from './dob';

/** The calendar's answer: does day/month exist in 2024, a leap year? */
const inLeapYearCalendar = (day: number, month: number): boolean => {
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  const date = new Date(Date.UTC(2024, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

describe('isValidDob', () => {
  it('matches the calendar for every day/month pair, as numbers and as strings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 40 }),
        fc.integer({ min: -3, max: 15 }),
        (day, month) => {
          const expected = inLeapYearCalendar(day, month);
          expect(isValidDob(day, month)).toBe(expected);
          expect(isValidDob(String(day), String(month))).toBe(expected);
          expect(isValidDob(String(day).padStart(2, '0'), String(month).padStart(2, '0'))).toBe(
            expected,
          );
        },
      ),
    );
  });

  it('allows 29 February and 30-day months up to 30', () => {
    expect(isValidDob('29', '2')).toBe(true);
    expect(isValidDob('30', '2')).toBe(false);
    for (const month of [4, 6, 9, 11]) {
      expect(isValidDob(30, month)).toBe(true);
      expect(isValidDob(31, month)).toBe(false);
    }
    expect(isValidDob(31, 12)).toBe(true);
  });

  it('refuses empty, fractional and non-numeric parts', () => {
    expect(isValidDob('', '')).toBe(false);
    expect(isValidDob('1.5', '2')).toBe(false);
    expect(isValidDob(1.5, 2)).toBe(false);
    expect(isValidDob('x', '2')).toBe(false);
    expect(isValidDob('001', '2')).toBe(false);
  });
});

describe('formatDob', () => {
  it("shows a real date as day and month name, else '(Not provided)'", () => {
    expect(formatDob('14', '03')).toBe('14 March');
    expect(formatDob(29, 2)).toBe('29 February');
    expect(formatDob('31', '4')).toBe('(Not provided)');
    expect(formatDob('', '')).toBe('(Not provided)');
  });
});

describe('isBirthdayOn', () => {
  it.each([
    ['14', '3', { year: 2027, month: 3, day: 14 }, true],
    ['14', '03', { year: 2027, month: 3, day: 15 }, false],
    ['29', '2', { year: 2027, month: 2, day: 28 }, true],
    ['29', '2', { year: 2028, month: 2, day: 28 }, false],
    ['29', '2', { year: 2028, month: 2, day: 29 }, true],
    ['29', '2', { year: 2100, month: 2, day: 28 }, true],
    ['31', '2', { year: 2027, month: 2, day: 28 }, false],
    ['', '', { year: 2027, month: 1, day: 1 }, false],
  ])('%s/%s on %o is %s', (day, month, on, expected) => {
    expect(isBirthdayOn(day, month, on)).toBe(expected);
  });
});
