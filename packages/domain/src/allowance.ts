import { formatDate } from './dates';
import { calendarDayOf, calendarMonthOf } from './months';

/**
 * What a member who registers mid-month gets to give before the next month's allowance: the
 * whole monthly allowance, the part of it for the days left in the month (the day of registration
 * included), or nothing until the 1st.
 */
export const firstAllowanceRules = ['whole', 'proRata', 'none'] as const;
export type FirstAllowanceRule = (typeof firstAllowanceRules)[number];

/**
 * The Pay It Forward points a member registering at `now` is given at once: `monthly` points, in whole or
 * for the days left of the programme's calendar month in `timeZone` (rounded up to a whole point), or 0.
 */
export function firstAllowancePoints(
  monthly: number,
  rule: FirstAllowanceRule,
  now: Date,
  timeZone: string,
): number {
  if (monthly <= 0 || rule === 'none') return 0;
  if (rule === 'whole') return monthly;
  const month = calendarMonthOf(now, timeZone);
  const days = calendarDayOf(new Date(month.end.getTime() - 1), timeZone).day;
  const left = days - calendarDayOf(now, timeZone).day + 1;
  return Math.ceil((monthly * left) / days);
}

/**
 * The day the next monthly allowance arrives, as dates are shown ('1 Dec 2026'): the first day of the
 * programme's next calendar month in `timeZone`, whatever the viewer's own zone.
 */
export function nextAllowanceDay(now: Date, timeZone: string): string {
  return formatDate(calendarMonthOf(now, timeZone).end, timeZone);
}
