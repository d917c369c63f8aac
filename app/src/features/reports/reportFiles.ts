import { defaultProgrammeTimeZone, reportMonths, type ReportMonth } from '@plaudit/domain';
import { isApiError } from '@plaudit/portal';

/**
 * The text of the 'Please note:' dialog of a report or statement that could not be loaded (SPEC §8):
 * the server's message, else what went wrong; nothing for a 401 (the portal goes to /logout).
 */
export function reportErrorText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  switch (error.kind) {
    case 'unauthorized':
      return undefined;
    case 'formErrors':
      return error.serverMessage ?? error.message;
    case 'server':
      return error.serverMessage ?? error.summary;
    default:
      return error.message;
  }
}

/** The viewer's IANA time zone (dates are shown in it). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The report month list (SPEC §9) as the server reads a month: calendar months in the programme's time
 * zone (DESIGN.md "Reports and admin"), whatever the viewer's; only dates are shown in the viewer's zone.
 * On 30 November at 23:30 UTC it is already December in Johannesburg, and December comes first.
 */
export const reportMonthChoices = (now: Date): ReportMonth[] =>
  reportMonths(now, defaultProgrammeTimeZone);
