import { messages } from './messages';
import { checkPassword } from './fieldIssues';

/**
 * Words a password here must not be built on, whatever is added around them (NIST 800-63B 3.1.1.2:
 * context-specific words such as the name of the service). Lower case.
 */
export const passwordContextWords: readonly string[] = ['plaudit'];

/** The shortest core a password is compared by: shorter ones ('ab' of 'ab47291635') say little. */
const shortestCore = 4;

/**
 * The forms of a password looked up in a list of breached passwords (lower case, as such lists are
 * compared): the password itself, and the same without the digits and symbols added at its ends, since
 * 'Password123!', 'Welcome2024' and 'Summer2027' are a listed word with the usual additions.
 */
export function breachedListForms(password: string): string[] {
  const whole = password.normalize('NFKC').toLowerCase();
  const forms = new Set([whole]);
  const trimmedSymbols = whole.replace(/^[^\p{L}\p{Nd}]+|[^\p{L}\p{Nd}]+$/gu, '');
  const core = whole.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  for (const form of [trimmedSymbols, core]) if (form.length >= shortestCore) forms.add(form);
  return [...forms];
}

export interface NewPasswordChecks {
  /** True when the form appears in the list of breached passwords (the server holds the list). */
  isBreached: (form: string) => boolean;
  /** The member's mobile number (any format): a password holding its last nine digits is refused. */
  cellNumber?: string;
}

/**
 * A new password (registration, reset, change): the spec's rule (SPEC §5, §9) first, then what makes it
 * easy to guess: a breached password or a context word with digits and symbols added, or the member's
 * own number. Logins are not checked: an existing password keeps working.
 */
export function checkNewPassword(password: string, checks: NewPasswordChecks): string | undefined {
  const rule = checkPassword(password);
  if (rule) return rule;
  const forms = breachedListForms(password);
  if (forms.some((form) => passwordContextWords.includes(form) || checks.isBreached(form)))
    return messages.passwordBreached;
  const national = (checks.cellNumber ?? '').replace(/\D/g, '').slice(-9);
  if (national.length === 9 && password.replace(/\D/g, '').includes(national))
    return messages.passwordContainsNumber;
  return undefined;
}
