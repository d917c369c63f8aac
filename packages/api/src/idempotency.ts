/** The part of Web Crypto a key needs; `globalThis.crypto` by default. */
export type KeyRandomSource = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

const hex = (byte: number) => byte.toString(16).padStart(2, '0');

/**
 * A fresh `Idempotency-Key` (a random UUID v4). `crypto.randomUUID` exists only in secure contexts, so a
 * portal opened over plain http (a test server on the office network) builds the UUID from
 * `getRandomValues`, which every context has.
 */
export function newIdempotencyKey(random: KeyRandomSource = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(bytes, hex).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
