import type { BrandFormat } from '../theme/index.ts';
import { wallMessages } from './messages.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;

/**
 * When something was posted, as the wall says it: 'just now', '5 minutes ago', '2 hours ago', '3 days ago'
 * within a week, the date after that (and for a moment ahead of `now`, a clock set wrong). The catalogue
 * words the relative times, so isiZulu and isiXhosa read them in their own words, not en-ZA's.
 */
export function postedWhen(date: Date, now: Date, format: BrandFormat, timeZone: string): string {
  const ago = now.getTime() - date.getTime();
  if (ago < 0 || ago >= week) return format.date(date, timeZone);
  if (ago < minute) return wallMessages.justNow;
  if (ago < hour) return wallMessages.minutesAgo(Math.floor(ago / minute));
  if (ago < day) return wallMessages.hoursAgo(Math.floor(ago / hour));
  return wallMessages.daysAgo(Math.floor(ago / day));
}
