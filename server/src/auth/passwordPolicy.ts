import { checkPassword } from '@plaudit/domain';
import { isCommonPassword } from '../security/passwords.ts';

/** (our wording) */
export const passwordMessages = {
  common: 'This password is too common and easy to guess. Please choose another.',
  containsNumber: 'Please do not use your mobile number in your password.',
} as const;

/** The spec's rule (the domain's hint text) first, then what makes a password easy to guess. */
export function passwordProblem(password: string, cellE164: string): string | undefined {
  const rule = checkPassword(password);
  if (rule) return rule;
  if (isCommonPassword(password)) return passwordMessages.common;
  const national = cellE164.slice(-9);
  if (password.replace(/\D/g, '').includes(national)) return passwordMessages.containsNumber;
  return undefined;
}
