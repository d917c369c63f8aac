import { args, defineMessages, monthKeys, text } from './i18n';
import { messages } from './messages';

const dob = defineMessages('dob', {
  january: text(
    'January',
    'A month’s name: the date of birth’s month list on the profile, and "14 January".',
  ),
  february: text('February', 'A month’s name: the date of birth’s month list on the profile.'),
  march: text('March', 'A month’s name: the date of birth’s month list on the profile.'),
  april: text('April', 'A month’s name: the date of birth’s month list on the profile.'),
  may: text('May', 'A month’s name: the date of birth’s month list on the profile.'),
  june: text('June', 'A month’s name: the date of birth’s month list on the profile.'),
  july: text('July', 'A month’s name: the date of birth’s month list on the profile.'),
  august: text('August', 'A month’s name: the date of birth’s month list on the profile.'),
  september: text('September', 'A month’s name: the date of birth’s month list on the profile.'),
  october: text('October', 'A month’s name: the date of birth’s month list on the profile.'),
  november: text('November', 'A month’s name: the date of birth’s month list on the profile.'),
  december: text('December', 'A month’s name: the date of birth’s month list on the profile.'),
  dayMonth: args<[day: string, month: string]>(
    ['day', 'month'],
    '{day} {month}',
    'A date of birth without its year on the profile ("14 March"); day is the day\'s number, month the month\'s name.',
  ),
});

/**
 * Month names used to show a date of birth, January first, in the current language: each is read when
 * used (`monthNames[2]`, `monthNames.map(…)`), so read them where they are shown, not at a module's load.
 */
export const monthNames: readonly string[] = Object.freeze(
  Object.defineProperties(
    [] as string[],
    Object.fromEntries([
      ...monthKeys.map((key, i) => [String(i), { enumerable: true, get: () => dob[key] }]),
      ['length', { value: monthKeys.length }],
    ]) as PropertyDescriptorMap,
  ),
);

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
  return dob.dayMonth(String(Number(day)), monthNames[Number(month) - 1] ?? '');
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
