import { createHash } from 'node:crypto';
import { outboxMessages } from '@plaudit/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, products } from '../src/db/schema.ts';
import { dispatchPending } from '../src/outbox/dispatcher.ts';
import { enqueue } from '../src/outbox/queue.ts';
import { blankedBody } from '../src/outbox/secrets.ts';
import type { Delivery } from '../src/outbox/transports.ts';
import { demo, login, post, testDatabases, useTestServer, type TestServer } from './harness.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A brand's programme: the secret messages are recognised by the name they begin with. */
const programmeName = 'VetCare Stars';

/**
 * A pin through the real registration call, voucher codes through a real order's SMS (its number as
 * checkout draws it), and a plain note. Answers the bodies and the order's number.
 */
async function queueThree(server: TestServer): Promise<{ bodies: string[]; orderNum: string }> {
  const pin = await post(server.app, '/api/member/sendcell2factorsms', {
    cellNum: demo.notRegistered,
    postAddr2: '',
  });
  expect(pin.statusCode).toBe(200);
  const token = await login(server.app, demo.member);
  const [checkers] = await server.db.select().from(products).where(eq(products.code, 'CHK-100'));
  const added = await post(
    server.app,
    '/api/shop/addtobasket',
    { productId: checkers?.id },
    { token },
  );
  expect(added.statusCode, added.body).toBe(200);
  const placed = await post(
    server.app,
    '/api/shop/placeOrder',
    { cellNum: demo.member, promoCode: '', alloc: 'ZA', vfyTotal: 10000 },
    { token },
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const { orderNum } = placed.json() as { orderNum: string };
  await enqueue(
    server.db,
    { now: server.clock.now() },
    {
      kind: 'other',
      channel: 'email',
      to: 'lerato@example.com',
      subject: 'Thanks',
      body: 'Well done this week.',
    },
  );
  const bodies = (await server.db.select().from(outbox).orderBy(asc(outbox.id))).map((m) => m.body);
  return { bodies, orderNum };
}

for (const kind of testDatabases) {
  describe(`the outbox on ${kind}`, () => {
    const server = useTestServer(kind, { programmeName });

    it('blanks a sent pin or voucher codes in production, keeping who, when, which template and the order, no digest', async () => {
      await server.db.delete(outbox);
      const { bodies, orderNum } = await queueThree(server);
      const pin = /\b(\d{6})\b/.exec(bodies[0] ?? '')?.[1] ?? 'no pin';
      expect(bodies[0]).toBe(outboxMessages.pinSms(programmeName, pin, 10));
      const code = /Checkers R100 voucher: (\S+)\.$/.exec(bodies[1] ?? '')?.[1] ?? 'no code';
      expect(bodies[1]).toBe(
        outboxMessages.voucherSms(
          programmeName,
          orderNum,
          [`Checkers R100 voucher: ${code}`],
          false,
        ),
      );
      const delivered: Delivery[] = [];
      const transport = async (d: Delivery) => void delivered.push(d);
      const sent = await dispatchPending(
        server.db,
        { sms: transport, email: transport },
        server.clock.now,
        { blankSecrets: true },
      );
      expect(sent).toBe(3);
      // The recipients got the whole text; only the stored copy is blanked.
      expect(delivered.map((d) => d.body).sort()).toEqual([...bodies].sort());
      const rows = await server.db.select().from(outbox).orderBy(asc(outbox.id));
      expect(rows.map((r) => r.body)).toEqual([
        '[one-time pin: removed once sent]',
        `[voucher codes of order ${orderNum}: removed once sent]`,
        'Well done this week.',
      ]);
      for (const row of rows) {
        expect(row.sentAt).not.toBeNull();
        expect(row.recipient).not.toBe('');
      }
      const stored = rows.map((r) => r.body).join(' ');
      expect(stored).not.toContain(pin);
      expect(stored).not.toContain(code);
      // No digest either: an unsalted SHA-256 of a pin's text gave the pin back in under a second.
      expect(stored).not.toContain(sha256(bodies[0] ?? ''));
      expect(stored).not.toMatch(/[0-9a-f]{32}/i);
    });

    it('keeps the text outside production (the dev outbox shows it)', async () => {
      await server.db.delete(outbox);
      const { bodies } = await queueThree(server);
      const transport = async () => undefined;
      await dispatchPending(server.db, { sms: transport, email: transport }, server.clock.now);
      const rows = await server.db.select().from(outbox).orderBy(asc(outbox.id));
      expect(rows.map((r) => r.body)).toEqual(bodies);
    });
  });
}

describe('the messages the outbox blanks', () => {
  it('are recognised by their kind, never by their words', () => {
    expect(blankedBody('pin')).toBe('[one-time pin: removed once sent]');
    expect(blankedBody('voucherCodes', 'PL-7KQ4-9XMD')).toBe(
      '[voucher codes of order PL-7KQ4-9XMD: removed once sent]',
    );
    // A pin's words in another language, or a text that reads like one, is not what decides.
    expect(blankedBody('other')).toBeUndefined();
    expect(blankedBody('orderPlaced', 'PL-7KQ4-9XMD')).toBeUndefined();
    expect(blankedBody('award')).toBeUndefined();
  });
});
