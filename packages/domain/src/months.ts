import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/** A report month choice: value sent as selMonth / selMonthFrom / selMonthTo, label shown. */
export interface ReportMonth {
  value: string;
  label: string;
}

/**
 * The report month list (SPEC §9): the current month back to January of the year three years before,
 * newest first; the first entry is the default. The current month is read in timeZone when given,
 * else in the runtime's local zone. Values are 'yyyy-MM', labels 'MMMM yyyy' (e.g. 'November 2026').
 */
export function reportMonths(now: Date, timeZone?: string): ReportMonth[] {
  const local = timeZone === undefined ? now : new TZDate(now, timeZone);
  const year = local.getFullYear();
  const months: ReportMonth[] = [];
  for (let month = local.getMonth(); month >= -36; month -= 1) {
    const first = new Date(year, month, 1);
    months.push({ value: format(first, 'yyyy-MM'), label: format(first, 'MMMM yyyy') });
  }
  return months;
}
