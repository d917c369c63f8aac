import { messages } from './messages';

/** Month names used to show a date of birth. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// February allows 29: the year of birth is not kept, so a leap-day birthday must be accepted.
const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const toWholeNumber = (part: string | number): number | undefined => {
  if (typeof part === 'number') return Number.isInteger(part) ? part : undefined;
  return /^\s*\d{1,2}\s*$/.test(part) ? Number(part) : undefined;
};

/** True when day (1–31) and month (1–12) make a real date in some year (SPEC §5). */
export function isValidDob(day: string | number, month: string | number): boolean {
  const d = toWholeNumber(day);
  const m = toWholeNumber(month);
  if (d === undefined || m === undefined || m < 1 || m > 12) return false;
  return d >= 1 && d <= (daysInMonth[m - 1] ?? 0);
}

/** Shows a date of birth as e.g. '14 March', or '(Not provided)' when the pair is not a real date. */
export function formatDob(day: string | number, month: string | number): string {
  if (!isValidDob(day, month)) return messages.notProvided;
  return `${Number(day)} ${monthNames[Number(month) - 1] ?? ''}`;
}

/**
 * Whether a member born on day/month celebrates on a calendar day: only a valid date counts, and a
 * 29 February birthday is celebrated on 28 February in a year without 29 February.
 */
export function isBirthdayOn(
  day: string | number,
  month: string | number,
  on: { year: number; month: number; day: number },
): boolean {
  if (!isValidDob(day, month)) return false;
  const d = Number(day);
  const m = Number(month);
  if (m === on.month && d === on.day) return true;
  const leap = (on.year % 4 === 0 && on.year % 100 !== 0) || on.year % 400 === 0;
  return m === 2 && d === 29 && !leap && on.month === 2 && on.day === 28;
}
