import { createHash } from 'node:crypto';

/**
 * The messages whose text is a secret once delivered: the one-time pin and an order's voucher codes
 * (outboxMessages.pinSms and voucherSms of @plaudit/domain). Matched by how those texts begin, with the
 * programme's name in them; test/outbox.test.ts sends both through their real calls, so a changed wording
 * fails there rather than leaving secrets in the outbox.
 */
const secretTemplates: readonly {
  name: string;
  matches: (body: string, programme: string) => boolean;
}[] = [
  {
    name: 'one-time pin',
    matches: (body, programme) => body.startsWith(`Your ${programme} one-time pin is `),
  },
  {
    name: 'voucher codes',
    matches: (body, programme) =>
      body.startsWith(`${programme} order `) &&
      /^[A-Z]+-\d+\. /.test(body.slice(programme.length + ' order '.length)),
  },
];

/**
 * What a sent message's body becomes in production when it carried a secret (issue 21): which template
 * it was and a digest of the text (support can match a message a member quotes), never the pin or codes.
 * Undefined for any other message, which keeps its text.
 */
export function blankedBody(body: string, programmeName: string): string | undefined {
  const template = secretTemplates.find((t) => t.matches(body, programmeName));
  if (!template) return undefined;
  const digest = createHash('sha256').update(body).digest('hex');
  return `[${template.name}: removed once sent; sha256 ${digest}]`;
}
