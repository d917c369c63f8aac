import { toWireDate } from '@plaudit/domain';
import { useBrandFormat } from '../theme/index.ts';

export interface DateTextProps {
  /** The moment to show. */
  date: Date;
  /** The IANA time zone to show it in, normally the viewer's. */
  timeZone: string;
}

/**
 * A date and time in the spec's 'd MMM yyyy HH:mm' form (or the brand's locale's), machine-readable in a
 * `<time>` element.
 */
export function DateText({ date, timeZone }: DateTextProps) {
  return <time dateTime={`${toWireDate(date)}Z`}>{useBrandFormat().dateTime(date, timeZone)}</time>;
}
