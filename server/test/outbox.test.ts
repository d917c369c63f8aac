import { createHash } from 'node:crypto';
import { outboxMessages } from '@plaudit/domain';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { dispatchPending } from '../src/outbox/dispatcher.ts';
import { enqueue } from '../src/outbox/queue.ts';
import type { Delivery } from '../src/outbox/transports.ts';
import { voucherSms } from '../src/shop/checkout.ts';
import { demo, post, testDatabases, useTestServer, type TestServer } from './harness.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A brand's programme: the secret messages are recognised by the name they begin with. */
const programmeName = 'VetCare Stars';

/** A pin through the real registration call, voucher codes through the order's own SMS, and a plain note. */
async function queueThree(server: TestServer): Promise<string[]> {
  const pin = await post(server.app, '/api/member/sendcell2factorsms', {
    cellNum: demo.notRegistered,
    postAddr2: '',
  });
  expect(pin.statusCode).toBe(200);
  await enqueue(
    server.db,
    server.clock.now(),
    {
      channel: 'sms',
      to: '+27820000003',
      body: voucherSms(
        programmeName,
        'PL-200001',
        [{ description: 'Airtime R50', codes: ['AIR-1234-5678'] }],
        false,
      ),
    },
    { channel: 'email', to: 'lerato@example.com', subject: 'Thanks', body: 'Well done this week.' },
  );
  return (await server.db.select().from(outbox).orderBy(asc(outbox.id))).map((m) => m.body);
}

for (const kind of testDatabases) {
  describe(`the outbox on ${kind}`, () => {
    const server = useTestServer(kind, { programmeName });

    it('blanks a sent pin or voucher codes in production, keeping who, when, which template and a digest', async () => {
      await server.db.delete(outbox);
      const bodies = await queueThree(server);
      const pin = /\b(\d{6})\b/.exec(bodies[0] ?? '')?.[1] ?? 'no pin';
      expect(bodies[0]).toBe(outboxMessages.pinSms(programmeName, pin, 10));
      expect(bodies[1]).toBe(
        outboxMessages.voucherSms(
          programmeName,
          'PL-200001',
          ['Airtime R50: AIR-1234-5678'],
          false,
        ),
      );
      const delivered: Delivery[] = [];
      const transport = async (d: Delivery) => void delivered.push(d);
      const sent = await dispatchPending(
        server.db,
        { sms: transport, email: transport },
        server.clock.now,
        { blankSecrets: true, programmeName },
      );
      expect(sent).toBe(3);
      // The recipients got the whole text; only the stored copy is blanked.
      expect(delivered.map((d) => d.body).sort()).toEqual([...bodies].sort());
      const rows = await server.db.select().from(outbox).orderBy(asc(outbox.id));
      expect(rows.map((r) => r.body)).toEqual([
        `[one-time pin: removed once sent; sha256 ${sha256(bodies[0] ?? '')}]`,
        `[voucher codes: removed once sent; sha256 ${sha256(bodies[1] ?? '')}]`,
        'Well done this week.',
      ]);
      for (const row of rows) {
        expect(row.sentAt).not.toBeNull();
        expect(row.recipient).not.toBe('');
      }
      const stored = rows.map((r) => r.body).join(' ');
      expect(stored).not.toMatch(new RegExp(`\\b${pin}\\b|AIR-1234`));
    });

    it('keeps the text outside production (the dev outbox shows it)', async () => {
      await server.db.delete(outbox);
      const bodies = await queueThree(server);
      const transport = async () => undefined;
      await dispatchPending(server.db, { sms: transport, email: transport }, server.clock.now);
      const rows = await server.db.select().from(outbox).orderBy(asc(outbox.id));
      expect(rows.map((r) => r.body)).toEqual(bodies);
    });
  });
}
