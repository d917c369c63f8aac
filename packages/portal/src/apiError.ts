import type { ApiError } from '@plaudit/api';
import { firstFlowMessages, firstMessages as messages } from '@plaudit/domain';

const kinds: ReadonlySet<string> = new Set<ApiError['kind']>([
  'network',
  'unauthorized',
  'formErrors',
  'server',
  'invalidResponse',
  'invalidRequest',
  'unexpected',
]);

/** True for the api client's typed error union (RTK Query hooks also report their own SerializedError). */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    typeof error.kind === 'string' &&
    kinds.has(error.kind)
  );
}

/** What a generic error dialog shows (SPEC §8). */
export interface ErrorReport {
  readonly title: string;
  readonly lines: readonly string[];
}

/**
 * The dialog of SPEC §8 for a failed call, or null when the screen has nothing to show:
 * a 401 (the portal goes to /logout) and a 400 that only carries field errors.
 */
export function errorReportOf(error: unknown): ErrorReport | null {
  if (!isApiError(error)) {
    const detail = error instanceof Error ? error.message : '';
    return { title: messages.dataUnexpectedError, lines: detail ? [detail] : [] };
  }
  switch (error.kind) {
    case 'unauthorized':
      return null;
    case 'formErrors':
      return error.message ? { title: messages.pleaseNote, lines: [error.message] } : null;
    case 'server':
      // A throttle is not a fault: the person only has to wait, and the server says how long.
      if (error.status === 429) return { title: messages.pleaseNote, lines: [throttleText(error)] };
      return { title: error.title, lines: [error.summary, error.message] };
    case 'network':
      return { title: messages.dataRequestError, lines: [error.message] };
    default:
      return { title: messages.dataUnexpectedError, lines: [error.message] };
  }
}

/** The server's per-field errors of a 400, keyed by wire field name. */
export function formErrorsOf(error: unknown): Record<string, string> | undefined {
  return isApiError(error) &&
    error.kind === 'formErrors' &&
    Object.keys(error.formErrors).length > 0
    ? error.formErrors
    : undefined;
}

/** One line describing a failure, for inline alerts (Contact Us) and load errors. */
export function errorTextOf(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'formErrors') return error.serverMessage ?? fallback;
  if (error.kind === 'server') return error.serverMessage ?? error.summary;
  return error.message || fallback;
}

/** A failed load's text: the server's own message for a refused request, the screen's message otherwise. */
export function loadErrorTextOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.kind === 'formErrors' && error.serverMessage
    ? error.serverMessage
    : fallback;
}

/** A 429's plain text: the server's own words (which name the wait), else the wait of its Retry-After. */
export function throttleText(error: {
  serverMessage: string | undefined;
  retryAfterSeconds?: number;
}) {
  return error.serverMessage ?? firstFlowMessages.throttled(error.retryAfterSeconds);
}

/** The wait in seconds a throttled call asks for, or undefined when the failure is not a throttle. */
export function throttleWaitOf(error: unknown): number | undefined {
  if (!isApiError(error) || error.kind !== 'server' || error.status !== 429) return undefined;
  return error.retryAfterSeconds ?? 60;
}

/** The server's own words for a refusal, when it sent any. */
export function serverMessageOf(error: ApiError): string | undefined {
  return error.kind === 'formErrors' || error.kind === 'server' ? error.serverMessage : undefined;
}
