import { formatDateTime, toWireDate } from '@plaudit/domain';

export interface DateTextProps {
  /** The moment to show. */
  date: Date;
  /** The IANA time zone to show it in, normally the viewer's. */
  timeZone: string;
}

/** A date and time in the spec's 'd MMM yyyy HH:mm' form, machine-readable in a `<time>` element. */
export function DateText({ date, timeZone }: DateTextProps) {
  return <time dateTime={`${toWireDate(date)}Z`}>{formatDateTime(date, timeZone)}</time>;
}
