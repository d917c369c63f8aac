import { hash, randomBytes, randomInt } from 'node:crypto';

/** An opaque bearer token or auth token: 256 bits from the CSPRNG, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token or a pin: a stolen table grants nothing. */
export function hashSecret(secret: string): string {
  // The one-shot digest: every member call hashes its bearer token, and this skips a Hash object each time.
  return hash('sha256', secret, 'hex');
}

/** Six digits, uniformly from the CSPRNG. */
export function newPin(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function newPictureId(): string {
  return randomBytes(12).toString('hex');
}
