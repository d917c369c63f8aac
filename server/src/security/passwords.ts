import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt cost parameters. N = 2^17, r = 8, p = 1 is the OWASP recommendation; tests pass a cheaper N. */
export interface PasswordCost {
  logN: number;
  r: number;
  p: number;
}
export const defaultPasswordCost: PasswordCost = { logN: 17, r: 8, p: 1 };

const keyLength = 32;

/** A self-describing hash: `scrypt$logN$r$p$salt$key` (base64url), so the cost can rise without a migration. */
export async function hashPassword(
  password: string,
  cost: PasswordCost = defaultPasswordCost,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, keyLength, options(cost));
  return [
    'scrypt',
    cost.logN,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    ...options({ logN: Number(logN), r: Number(r), p: Number(p) }),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function options({ logN, r, p }: PasswordCost): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}
