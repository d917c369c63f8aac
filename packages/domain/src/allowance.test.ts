import { describe, expect, it } from 'vitest';
import { firstAllowancePoints, nextAllowanceDay } from './allowance';

const joburg = 'Africa/Johannesburg';

describe('firstAllowancePoints', () => {
  it('gives the whole allowance, none, or nothing when the allowance is 0', () => {
    const at = new Date('2026-11-22T08:00:00Z');
    expect(firstAllowancePoints(100, 'whole', at, joburg)).toBe(100);
    expect(firstAllowancePoints(100, 'none', at, joburg)).toBe(0);
    expect(firstAllowancePoints(0, 'whole', at, joburg)).toBe(0);
    expect(firstAllowancePoints(0, 'proRata', at, joburg)).toBe(0);
  });

  it.each([
    // 22 November: 9 of 30 days left, the day itself included.
    ['2026-11-22T08:00:00Z', joburg, 30],
    // The 1st: the whole month.
    ['2026-11-01T08:00:00Z', joburg, 100],
    // 21:59 UTC on 30 November is still 30 November in Johannesburg: the last day.
    ['2026-11-30T21:59:00Z', joburg, 4],
    // 22:00 UTC on 30 November is 1 December in Johannesburg: December's whole allowance.
    ['2026-11-30T22:00:00Z', joburg, 100],
    // ...but still 30 November in London.
    ['2026-11-30T22:00:00Z', 'Europe/London', 4],
    // February of a leap year has 29 days, of another 28.
    ['2028-02-29T10:00:00Z', joburg, 4],
    ['2027-02-28T10:00:00Z', joburg, 4],
    ['2027-02-15T10:00:00Z', joburg, 50],
    // A month with a daylight-saving change still has its 31 days (London, 29 March 2026).
    ['2026-03-30T12:00:00Z', 'Europe/London', 7],
  ])('at %s in %s gives %i of 100 points (the days left, rounded up)', (at, zone, points) => {
    expect(firstAllowancePoints(100, 'proRata', new Date(at), zone)).toBe(points);
  });
});

describe('nextAllowanceDay', () => {
  it.each([
    ['2026-11-22T08:00:00Z', joburg, '1 Dec 2026'],
    // The last minute of November in Johannesburg, and the first of December.
    ['2026-11-30T21:59:00Z', joburg, '1 Dec 2026'],
    ['2026-11-30T22:00:00Z', joburg, '1 Jan 2027'],
    // The year's end.
    ['2026-12-31T12:00:00Z', joburg, '1 Jan 2027'],
    // 22:30 UTC on 31 January is 1 February in Johannesburg: March's allowance is next.
    ['2027-01-31T22:30:00Z', joburg, '1 Mar 2027'],
    // Another programme zone: still 31 January in New York.
    ['2027-02-01T03:00:00Z', 'America/New_York', '1 Feb 2027'],
  ])('at %s in %s is %s', (at, zone, day) => {
    expect(nextAllowanceDay(new Date(at), zone)).toBe(day);
  });
});
