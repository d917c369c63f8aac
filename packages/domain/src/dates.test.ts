import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateTimePattern,
  formatDate,
  formatDateTime,
  formatWireDateTime,
  parseWireDate,
  shortMonthName,
  toWireDate,
} from './dates';

describe('parseWireDate', () => {
  it('reads the wire form as UTC', () => {
    expect(parseWireDate('2026-11-21T14:03:00')?.toISOString()).toBe('2026-11-21T14:03:00.000Z');
  });

  it('accepts minutes only, fractions and a trailing Z', () => {
    expect(parseWireDate('2026-11-21T14:03')?.toISOString()).toBe('2026-11-21T14:03:00.000Z');
    expect(parseWireDate('2026-11-21T14:03:05.1234567')?.toISOString()).toBe(
      '2026-11-21T14:03:05.123Z',
    );
    expect(parseWireDate('2026-11-21T14:03:05Z')?.toISOString()).toBe('2026-11-21T14:03:05.000Z');
  });

  it.each([
    '',
    'yesterday',
    '2026-11-21',
    '2026-02-30T10:00:00',
    '2026-11-21T24:00:00',
    '2026-13-01T00:00:00',
    '2026-11-21T10:00:00+02:00',
  ])('returns undefined for %j', (text) => {
    expect(parseWireDate(text)).toBeUndefined();
  });

  it('round-trips with toWireDate for any whole-second moment', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0100-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const whole = new Date(Math.floor(date.getTime() / 1000) * 1000);
          const text = toWireDate(whole);
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
          expect(parseWireDate(text)?.getTime()).toBe(whole.getTime());
        },
      ),
    );
  });
});

describe('formatDateTime', () => {
  const moment = new Date(Date.UTC(2026, 10, 21, 14, 3));

  it("shows 'd MMM yyyy HH:mm' in the viewer's time zone", () => {
    expect(dateTimePattern).toBe('d MMM yyyy HH:mm');
    expect(formatDateTime(moment, 'UTC')).toBe('21 Nov 2026 14:03');
    expect(formatDateTime(moment, 'Africa/Johannesburg')).toBe('21 Nov 2026 16:03');
    expect(formatDateTime(moment, 'America/New_York')).toBe('21 Nov 2026 09:03');
    expect(formatDateTime(moment, 'Pacific/Kiritimati')).toBe('22 Nov 2026 04:03');
  });

  it('follows daylight saving time', () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 6, 1, 12, 0)), 'Europe/London')).toBe(
      '1 Jul 2026 13:00',
    );
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 12, 0)), 'Europe/London')).toBe(
      '1 Jan 2026 12:00',
    );
  });

  // From 1970: earlier, zones had offsets in seconds (London's 1847 was UTC-0:01:15), which Intl keeps
  // and date-fns rounds to the minute.
  it("agrees with date-fns's 'd MMM yyyy HH:mm' at any moment in any zone", () => {
    const zones = [
      'UTC',
      'Africa/Johannesburg',
      'Europe/London',
      'America/St_Johns',
      'Asia/Kathmandu',
    ];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (date, zone) => {
          expect(formatDateTime(date, zone)).toBe(format(date, dateTimePattern, { in: tz(zone) }));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('throws RangeError for an unknown time zone', () => {
    expect(() => formatDateTime(moment, 'Nowhere/Atlantis')).toThrow(RangeError);
  });

  it('formats wire text directly, or gives empty text for a bad date', () => {
    expect(formatWireDateTime('2026-11-21T14:03:00', 'Africa/Johannesburg')).toBe(
      '21 Nov 2026 16:03',
    );
    expect(formatWireDateTime('not a date', 'UTC')).toBe('');
  });
});

describe('one name per month', () => {
  it("names September 'Sep' on charts and in dates alike, as every other month in three letters", () => {
    const names = Array.from({ length: 12 }, (_, i) => shortMonthName(i));
    expect(names).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    const september = new Date(Date.UTC(2026, 8, 30, 22, 30));
    expect(formatDateTime(september, 'UTC')).toBe('30 Sep 2026 22:30');
    // The day where the viewer is: already 1 October in Johannesburg.
    expect(formatDate(september, 'Africa/Johannesburg')).toBe('1 Oct 2026');
    expect(formatDate(september, 'UTC')).toBe('30 Sep 2026');
  });
});
