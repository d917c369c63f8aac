import { args, defineMessages, extendMessages, named, text } from './i18n';

/**
 * The messages of the 'message' and 'flow' namespaces that a visitor's first screen may show (Hello: its
 * fields' validation, 'Loading...', the error dialog of a failed call), declared apart from the rest of
 * messages.ts so that the portal's first load carries only these and the catalogue's first part only their
 * words (scripts/catalogueAreas.ts: firstMessageKeys). `messages` and `flowMessages` include them: read
 * them from there anywhere else.
 */

/** A wait as messages take it: `unit`, `count` (for the plural) and `n` (the count as written). */
export interface Wait extends Record<string, string | number> {
  unit: 'seconds' | 'minutes';
  count: number;
  n: string;
}
/** A wait in the largest whole unit that reads naturally: seconds under 90, else whole minutes. */
export function waitOf(seconds: number): Wait {
  if (seconds < 90) return { unit: 'seconds', count: seconds, n: String(seconds) };
  const minutes = Math.ceil(seconds / 60);
  return { unit: 'minutes', count: minutes, n: String(minutes) };
}
/** The translators' note on a wait's values. */
export const waitNote =
  'unit is seconds or minutes, count the number of them (for the plural) and n the same number as written.';

const message = defineMessages('message', {
  pleaseNote: text('Please note:', 'The title of a dialog that explains a refusal.'),
  required: args<[label: string]>(
    ['label'],
    '{label} is required.',
    "Under an empty required field; label is the field's name (for example Mobile number, Email).",
  ),
  tooLong: args<[label: string, max: string]>(
    ['label', 'max'],
    '{label} must be at most {max} characters.',
    "Under a field that is too long; label is the field's name, max the number of characters allowed (more than 1).",
  ),
  notAllowedChoice: args<[label: string]>(
    ['label'],
    'Please choose a {label} from the list.',
    "Under a list field whose value is not one of the list's; label is the field's name in lower case (for example value, points value).",
  ),
  loading: text('Loading...', 'While a page or list loads.'),
  dataRequestError: text(
    'Data Request Error',
    'The title of an error dialog when the server cannot be reached.',
  ),
  dataUnexpectedError: text(
    'Data Unexpected Error:',
    'The title of an error dialog for any other error.',
  ),
  passwordHint: text(
    'At least 8 characters with at least 1 letter and 1 number',
    'The password rule, under a new password field and when a password breaks it.',
  ),
});

export const firstMessages = extendMessages(message, {
  tooLong: (label: string, max: number) => message.tooLong(label, String(max)),
  notAllowedChoice: (label: string) => message.notAllowedChoice(label.toLowerCase()),
});

const flow = defineMessages('flow', {
  throttled: named<Wait | { unit: 'none' }>(
    `{unit, select, none {Too many requests. Please wait a moment and try again.} seconds {Too many requests. Please wait {count, plural, one {{n} second} other {{n} seconds}} and try again.} other {Too many requests. Please wait {count, plural, one {{n} minute} other {{n} minutes}} and try again.}}`,
    `Too many requests of any kind; unit is none when the server names no wait, else ${waitNote}`,
  ),
});

export const firstFlowMessages = extendMessages(flow, {
  /** Any other 429 without a message of its own. */
  throttled: (seconds: number | undefined) =>
    flow.throttled(seconds === undefined ? { unit: 'none' } : waitOf(seconds)),
});
