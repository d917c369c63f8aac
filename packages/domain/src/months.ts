import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { formatterFor } from './i18n/format';
import { defaultLanguage, type Language } from './i18n/languages';

/**
 * The programme's time zone unless a deployment sets another (DESIGN.md "Reports and admin": report months
 * are calendar months in it): the server's default setting, and the zone the portal lists report months in.
 */
export const defaultProgrammeTimeZone = 'Africa/Johannesburg';

/** A report month choice: value sent as selMonth / selMonthFrom / selMonthTo, label shown. */
export interface ReportMonth {
  value: string;
  label: string;
}

/**
 * The report month list (SPEC §9): the current month back to January of the year three years before,
 * newest first; the first entry is the default. The current month is read in timeZone when given,
 * else in the runtime's local zone. Values are 'yyyy-MM', labels the month and year in `language`
 * ('November 2026' in English, the default).
 */
export function reportMonths(
  now: Date,
  timeZone?: string,
  language: Language = defaultLanguage,
): ReportMonth[] {
  const { monthYear } = formatterFor(language);
  const local = timeZone === undefined ? now : new TZDate(now, timeZone);
  const year = local.getFullYear();
  const months: ReportMonth[] = [];
  for (let month = local.getMonth(); month >= -36; month -= 1) {
    const first = new Date(year, month, 1);
    months.push({
      value: format(first, 'yyyy-MM'),
      label: monthYear(first.getFullYear(), first.getMonth()),
    });
  }
  return months;
}

/**
 * The calendar month holding `now` in `timeZone`, as the instants it starts and ends (end exclusive), and
 * its name in `language` ('November 2026' in English, the default): the Pay It Forward month and the
 * report months are the programme's months.
 */
export function calendarMonthOf(
  now: Date,
  timeZone: string,
  language: Language = defaultLanguage,
): { start: Date; end: Date; label: string } {
  const local = new TZDate(now, timeZone);
  const start = new TZDate(local.getFullYear(), local.getMonth(), 1, timeZone);
  const end = new TZDate(local.getFullYear(), local.getMonth() + 1, 1, timeZone);
  return {
    start: new Date(start.getTime()),
    end: new Date(end.getTime()),
    label: formatterFor(language).monthYear(start.getFullYear(), start.getMonth()),
  };
}

/** The instants a report month ('yyyy-MM') starts and ends (end exclusive) in the programme's time zone. */
export function monthBounds(month: string, timeZone: string): { start: Date; end: Date } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new RangeError(`Expected a month such as '2026-11', received '${month}'`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    start: new Date(new TZDate(year, index, 1, timeZone).getTime()),
    end: new Date(new TZDate(year, index + 1, 1, timeZone).getTime()),
  };
}

/** The report month ('yyyy-MM') holding `now` in `timeZone`. */
export function monthKeyOf(now: Date, timeZone: string): string {
  return format(new TZDate(now, timeZone), 'yyyy-MM');
}

/** The calendar day holding `now` in `timeZone` (month 1–12). */
export function calendarDayOf(
  now: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  const local = new TZDate(now, timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** The instants a calendar day ('yyyy-MM-dd') starts and ends (end exclusive) in `timeZone`; undefined when it is not a day. */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const check = new Date(Date.UTC(year, month, date));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month ||
    check.getUTCDate() !== date
  )
    return undefined;
  return {
    start: new Date(new TZDate(year, month, date, timeZone).getTime()),
    end: new Date(new TZDate(year, month, date + 1, timeZone).getTime()),
  };
}
