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

/**
 * Passwords that pass the length/letter/digit rule but appear near the top of every leaked-password list.
 * Compared case-insensitively.
 */
const commonPasswords = new Set([
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'p@ssw0rd',
  'pa55word',
  'pa$$w0rd',
  'abc12345',
  'abcd1234',
  'abc123456',
  'abcdef1',
  'abcdef12',
  'abcdef123',
  'a1234567',
  'a12345678',
  'a123456789',
  '1234567a',
  '12345678a',
  '123456789a',
  '1234abcd',
  '12345abc',
  '123abc123',
  'aa123456',
  'qwerty12',
  'qwerty123',
  'qwerty1234',
  'qwertyui1',
  '1qaz2wsx',
  'zaq12wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'asdf1234',
  'asdfgh12',
  'zxcvbnm1',
  '1qazxsw2',
  'qazwsx123',
  'iloveyou1',
  'iloveyou2',
  'welcome1',
  'welcome123',
  'letmein1',
  'letmein123',
  'monkey123',
  'dragon123',
  'master123',
  'football1',
  'baseball1',
  'soccer123',
  'rugby123',
  'cricket1',
  'sunshine1',
  'princess1',
  'trustno1',
  'shadow123',
  'superman1',
  'batman123',
  'michael1',
  'charlie1',
  'jennifer1',
  'jordan23',
  'hello123',
  'hello1234',
  'admin123',
  'admin1234',
  'administrator1',
  'test1234',
  'test12345',
  'testing1',
  'changeme1',
  'changeme123',
  'secret123',
  'login123',
  'access123',
  'computer1',
  'internet1',
  'freedom1',
  'whatever1',
  'starwars1',
  'pokemon1',
  'mustang1',
  'liverpool1',
  'chelsea1',
  'arsenal1',
  'samsung1',
  'iphone123',
  'google123',
  'summer2024',
  'summer2025',
  'summer2026',
  'winter2024',
  'winter2025',
  'winter2026',
  'spring2025',
  'spring2026',
  'autumn2025',
  'autumn2026',
  'january1',
  'december1',
  'password2024',
  'password2025',
  'password2026',
  'company1',
  'company123',
  'plaudit1',
  'plaudit12',
  'rewards1',
  'rewards123',
  'petshop1',
  'puppy123',
  'kitten123',
  'doggy123',
  'vet12345',
  'animal123',
  'newpass1',
  'mypassword1',
  'abcabc123',
  'aaaa1111',
  'aaa11111',
  'a1b2c3d4',
  'a1b2c3d4e5',
  'x1234567',
  'zaq1zaq1',
  'blink182',
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
