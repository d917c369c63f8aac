/** How the portal shows a moment (SPEC §9). */
export const dateTimePattern = 'd MMM yyyy HH:mm';

const wirePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?Z?$/;

/**
 * Reads a wire date ('2026-11-21T14:03:00', UTC without a zone marker; seconds and fractions optional,
 * a trailing 'Z' tolerated). Returns undefined for anything that is not a real calendar moment.
 */
export function parseWireDate(text: string): Date | undefined {
  const match = wirePattern.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
  date.setUTCFullYear(year);
  const sameFields =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return sameFields ? date : undefined;
}

/** Writes a moment in the wire's form: UTC, whole seconds, no zone marker. */
export function toWireDate(date: Date): string {
  return date.toISOString().slice(0, 19);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment's parts in an IANA time zone (throws RangeError for an unknown zone), months named short. */
function dateTimeParts(date: Date, timeZone: string) {
  let dateTime = dateTimeFormats.get(timeZone);
  if (!dateTime) {
    dateTime = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, dateTime);
  }
  const parts = dateTime.formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/**
 * Shows a moment as 'd MMM yyyy HH:mm' in an IANA time zone; throws RangeError for an unknown zone. Built
 * on Intl rather than a date library: every screen shows dates, so this is in the first chunk a visitor loads.
 */
export function formatDateTime(date: Date, timeZone: string): string {
  const part = dateTimeParts(date, timeZone);
  return `${part('day')} ${part('month')} ${part('year').padStart(4, '0')} ${part('hour')}:${part('minute')}`;
}

/** Shows a moment's day as 'd MMM yyyy' in an IANA time zone, its month named as formatDateTime names it. */
export function formatDate(date: Date, timeZone: string): string {
  const part = dateTimeParts(date, timeZone);
  return `${part('day')} ${part('month')} ${part('year').padStart(4, '0')}`;
}

/** A month's short name (0 for January) as every date of the portal names it: 'Sep', never 'Sept'. */
export function shortMonthName(monthIndex: number): string {
  return dateTimeParts(new Date(Date.UTC(2000, monthIndex, 15)), 'UTC')('month');
}

/** Shows a wire date as 'd MMM yyyy HH:mm' in an IANA time zone, or '' when the text is not a date. */
export function formatWireDateTime(text: string, timeZone: string): string {
  const date = parseWireDate(text);
  return date ? formatDateTime(date, timeZone) : '';
}
