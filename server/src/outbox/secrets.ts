/**
 * The messages whose text is a secret once delivered: the one-time pin and an order's voucher codes
 * (outboxMessages.pinSms and voucherSms of @plaudit/domain). Matched by how those texts begin, with the
 * programme's name in them; test/outbox.test.ts sends both through their real calls, so a changed wording
 * fails there rather than leaving secrets in the outbox.
 */
const secretTemplates: readonly {
  name: string;
  /** Undefined when the body is not of this template; else what the blanked body keeps of it. */
  recognise: (body: string, programme: string) => { reference?: string } | undefined;
}[] = [
  {
    name: 'one-time pin',
    recognise: (body, programme) =>
      body.startsWith(`Your ${programme} one-time pin is `) ? {} : undefined,
  },
  {
    name: 'voucher codes',
    // The order number: PL-7KQ4-9XMD (shop/orderNumbers.ts), or the sequential PL-200022 of an order
    // placed before numbers were random, whose pending vouchers may still be sent.
    recognise: (body, programme) => {
      const opening = `${programme} order `;
      if (!body.startsWith(opening)) return undefined;
      const orderNum = /^([A-Z]+(?:-[0-9A-Z]+)+)\. /.exec(body.slice(opening.length))?.[1];
      return orderNum === undefined ? undefined : { reference: `order ${orderNum}` };
    },
  },
];

/**
 * What a sent message's body becomes in production when it carried a secret: which template
 * it was and, for voucher codes, the order they were for (the member's orders and the console show that
 * number; support finds the codes through it), never the pin or codes, nor any digest of the text. An
 * unsalted digest gave the pin back in under a second (a million six-digit pins to try); the codes are
 * kept with their order line, so a digest would match nothing support cannot find already.
 * Undefined for any other message, which keeps its text.
 */
export function blankedBody(body: string, programmeName: string): string | undefined {
  for (const template of secretTemplates) {
    const recognised = template.recognise(body, programmeName);
    if (!recognised) continue;
    const of = recognised.reference ? ` of ${recognised.reference}` : '';
    return `[${template.name}${of}: removed once sent]`;
  }
  return undefined;
}
