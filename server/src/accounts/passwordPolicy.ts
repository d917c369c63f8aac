import { checkNewPassword } from '@plaudit/domain';

let breached: Promise<ReadonlySet<string>> | undefined;

/**
 * The breached-password list that @zxcvbn-ts/language-common ships (about 49,000 passwords from public
 * breach corpora, maintained with zxcvbn-ts), read from the installed package: nothing is fetched at run
 * time. Loaded once, on the first new password (about 0.1 s), then a Set lookup.
 */
export function breachedPasswords(): Promise<ReadonlySet<string>> {
  breached ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].map((p) => String(p).normalize('NFKC').toLowerCase())),
  );
  return breached;
}

/** What is wrong with a new password (registration, reset, change), in @plaudit/domain's words. */
export async function passwordProblem(
  password: string,
  cellE164: string,
): Promise<string | undefined> {
  const list = await breachedPasswords();
  return checkNewPassword(password, { isBreached: (form) => list.has(form), cellNumber: cellE164 });
}
