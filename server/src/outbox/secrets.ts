import type { OutboxKind } from '../db/schema.ts';

/**
 * The kinds of message whose text is a secret once delivered: the one-time pin and an order's voucher
 * codes. Recognised by the kind stored with the row (outbox.kind), never by their words, which are in the
 * recipient's language and the brand's programme name.
 */
const secretKinds: Partial<Record<OutboxKind, string>> = {
  pin: 'one-time pin',
  voucherCodes: 'voucher codes',
};

/**
 * What a sent message's body becomes in production when it carried a secret: which kind it was and, for
 * voucher codes, the order they were for (its reference: the member's orders and the console show that
 * number; support finds the codes through it), never the pin or codes, nor any digest of the text. An
 * unsalted digest gave the pin back in under a second (a million six-digit pins to try); the codes are
 * kept with their order line, so a digest would match nothing support cannot find already. The words are
 * the operators' (English), as the command line's. Undefined for any other message, which keeps its text.
 */
export function blankedBody(kind: OutboxKind, reference = ''): string | undefined {
  const name = secretKinds[kind];
  if (name === undefined) return undefined;
  // Only voucher codes name their order; a pin's reference names its challenge (otp:…), of no use here.
  const of = reference && kind === 'voucherCodes' ? ` of order ${reference}` : '';
  return `[${name}${of}: removed once sent]`;
}
