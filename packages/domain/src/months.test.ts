import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDayOf,
  calendarMonthOf,
  dayBounds,
  monthBounds,
  monthKeyOf,
  reportMonths,
} from './months';

describe('reportMonths', () => {
  it('runs from the current month back through the previous 3 calendar years, newest first', () => {
    const months = reportMonths(new Date(2026, 2, 15, 12));
    expect(months).toHaveLength(3 + 36);
    expect(months[0]).toEqual({ value: '2026-03', label: 'March 2026' });
    expect(months[1]).toEqual({ value: '2026-02', label: 'February 2026' });
    expect(months[3]).toEqual({ value: '2025-12', label: 'December 2025' });
    expect(months.at(-1)).toEqual({ value: '2023-01', label: 'January 2023' });
  });

  it('reads the current month in the given time zone', () => {
    const newYearInTokyo = new Date(Date.UTC(2026, 11, 31, 20));
    expect(reportMonths(newYearInTokyo, 'Asia/Tokyo')[0]?.value).toBe('2027-01');
    expect(reportMonths(newYearInTokyo, 'UTC')[0]?.value).toBe('2026-12');
  });

  it('always holds current month number + 36 distinct months, newest first', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2200-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          const months = reportMonths(now, 'UTC');
          expect(months).toHaveLength(now.getUTCMonth() + 1 + 36);
          const expectedFirst = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
          expect(months[0]?.value).toBe(expectedFirst);
          expect(months.at(-1)?.value).toBe(`${now.getUTCFullYear() - 3}-01`);
          for (let i = 1; i < months.length; i += 1) {
            expect((months[i - 1]?.value ?? '') > (months[i]?.value ?? '')).toBe(true);
          }
        },
      ),
    );
  });
});

describe('calendarMonthOf', () => {
  it('reads the month in the programme zone, not in UTC', () => {
    // 23:30 UTC on 31 October is already 1 November in Johannesburg (UTC+2).
    const month = calendarMonthOf(new Date('2026-10-31T23:30:00Z'), 'Africa/Johannesburg');
    expect(month.label).toBe('November 2026');
    expect(month.start.toISOString()).toBe('2026-10-31T22:00:00.000Z');
    expect(month.end.toISOString()).toBe('2026-11-30T22:00:00.000Z');
  });

  it('rolls over the year', () => {
    const month = calendarMonthOf(new Date('2026-12-15T10:00:00Z'), 'UTC');
    expect(month.label).toBe('December 2026');
    expect(month.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('monthBounds and calendarDayOf', () => {
  it('gives a month’s first instant and the next month’s in the programme time zone', () => {
    expect(monthBounds('2026-11', 'Africa/Johannesburg')).toEqual({
      start: new Date('2026-10-31T22:00:00Z'),
      end: new Date('2026-11-30T22:00:00Z'),
    });
    expect(monthBounds('2026-12', 'UTC').end).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(() => monthBounds('2026-13', 'UTC')).toThrow(RangeError);
  });

  it('names the month and the day holding a moment in the zone', () => {
    const lateNight = new Date('2026-11-30T22:30:00Z');
    expect(monthKeyOf(lateNight, 'Africa/Johannesburg')).toBe('2026-12');
    expect(monthKeyOf(lateNight, 'UTC')).toBe('2026-11');
    expect(calendarDayOf(lateNight, 'Africa/Johannesburg')).toEqual({
      year: 2026,
      month: 12,
      day: 1,
    });
  });
});

describe('dayBounds', () => {
  it('is a day of the given zone, end exclusive', () => {
    expect(dayBounds('2026-12-01', 'Africa/Johannesburg')).toEqual({
      start: new Date('2026-11-30T22:00:00Z'),
      end: new Date('2026-12-01T22:00:00Z'),
    });
  });

  it('refuses what is not a day', () => {
    for (const text of ['2026-02-30', '2026-13-01', '1 Dec 2026', '2026-12-1', ''])
      expect(dayBounds(text, 'Africa/Johannesburg')).toBeUndefined();
    expect(dayBounds('2028-02-29', 'Africa/Johannesburg')).toBeDefined();
  });
});
