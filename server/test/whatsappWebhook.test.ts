import { and, eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, members, outbox } from '../src/db/schema.ts';
import { enqueue } from '../src/outbox/queue.ts';
import { templateNames } from '../src/whatsapp/templates.ts';
import { demo, memberIdOf, testDatabases, useTestServer, type TestServer } from './harness.ts';

// Resetting the seeded database before each test takes a while on a machine shared with other work.
vi.setConfig({ hookTimeout: 60_000 });

const appSecret = 'app-secret-for-tests';
const verifyToken = 'verify-token-for-tests';
const memberCell = '+27820000003';

const sign = (raw: string, secret = appSecret) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

const statusPayload = (id: string, status: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'waba',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            statuses: [{ id, status, timestamp: '1797400000', recipient_id: '27820000003' }],
          },
        },
      ],
    },
  ],
});

const inboundPayload = (id: string, body: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'waba',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            messages: [
              { from: '27820000003', id, timestamp: '1797400000', type: 'text', text: { body } },
            ],
          },
        },
      ],
    },
  ],
});

async function deliver(server: TestServer, payload: unknown, signature?: string) {
  const raw = JSON.stringify(payload);
  return server.app.inject({
    method: 'POST',
    url: '/webhooks/whatsapp',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signature ?? sign(raw),
    },
  });
}

/** A sent WhatsApp pin, as the dispatcher leaves it: its Cloud API id kept. */
async function sentPin(server: TestServer, providerMessageId: string): Promise<number> {
  await enqueue(
    server.db,
    { now: server.clock.now() },
    {
      kind: 'pin',
      channel: 'whatsapp',
      to: memberCell,
      body: 'Your Plaudit one-time pin is 482913.',
      template: { name: templateNames.pin, language: 'en', parameters: ['482913'] },
    },
  );
  const [row] = await server.db
    .update(outbox)
    .set({ sentAt: server.clock.now(), providerMessageId })
    .where(eq(outbox.channel, 'whatsapp'))
    .returning();
  if (!row) throw new Error('no pin queued');
  return row.id;
}

const smsTo = (server: TestServer, cell: string) =>
  server.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, cell)));

for (const kind of testDatabases) {
  describe(`the WhatsApp webhook on ${kind}`, () => {
    const server = useTestServer(kind, { whatsApp: { verifyToken, appSecret } });

    it("answers Meta's verify handshake with the challenge, and 403 to a wrong token", async () => {
      const ok = await server.app.inject({
        method: 'GET',
        url: `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('1158201444');
      const wrong = await server.app.inject({
        method: 'GET',
        url: '/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.body).not.toContain('1158201444');
    });

    it('refuses a post whose signature is wrong with 401, and changes nothing', async () => {
      const id = await sentPin(server, 'wamid.bad-signature');
      const payload = statusPayload('wamid.bad-signature', 'failed');
      const forged = await deliver(
        server,
        payload,
        sign(JSON.stringify(payload), 'another-secret'),
      );
      expect(forged.statusCode).toBe(401);
      const unsigned = await server.app.inject({
        method: 'POST',
        url: '/webhooks/whatsapp',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(401);
      const [row] = await server.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row?.deliveryStatus).toBeNull();
      expect(await smsTo(server, memberCell)).toHaveLength(0);
    });

    it('records a delivered status on its outbox row, and a late sent does not undo it', async () => {
      const id = await sentPin(server, 'wamid.delivered');
      expect(
        (await deliver(server, statusPayload('wamid.delivered', 'delivered'))).statusCode,
      ).toBe(200);
      expect((await deliver(server, statusPayload('wamid.delivered', 'sent'))).statusCode).toBe(
        200,
      );
      const [row] = await server.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row?.deliveryStatus).toBe('delivered');
      expect(await smsTo(server, memberCell)).toHaveLength(0);
    });

    it('sends a failed message once more by SMS, once however often Meta repeats the status', async () => {
      const id = await sentPin(server, 'wamid.failed');
      const repeats = await Promise.all(
        [1, 2, 3].map(() => deliver(server, statusPayload('wamid.failed', 'failed'))),
      );
      expect(repeats.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect((await deliver(server, statusPayload('wamid.failed', 'failed'))).statusCode).toBe(200);
      const sms = await smsTo(server, memberCell);
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({ kind: 'pin', body: 'Your Plaudit one-time pin is 482913.' });
      const [row] = await server.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row?.deliveryStatus).toBe('failed');
      expect(row?.fellBackAt).not.toBeNull();
    });

    it("takes a member's WhatsApp choice back when they write STOP, in the audit log", async () => {
      const memberId = await memberIdOf(server, demo.member);
      await server.db
        .update(members)
        .set({
          messageChannel: 'whatsapp',
          whatsappOptInText: 'Send my Plaudit messages by WhatsApp.',
          whatsappOptInAt: server.clock.now(),
        })
        .where(eq(members.id, memberId));
      expect((await deliver(server, inboundPayload('wamid.in-stop', ' stop '))).statusCode).toBe(
        200,
      );
      const [member] = await server.db.select().from(members).where(eq(members.id, memberId));
      expect(member).toMatchObject({
        messageChannel: 'sms',
        whatsappOptInText: null,
        whatsappOptInAt: null,
      });
      const entries = await server.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetMemberId, memberId));
      expect(entries.map((e) => [e.action, e.actorKind])).toContainEqual([
        'member.whatsappStop',
        'member',
      ]);
      // STOP gets no automatic answer.
      const replies = await server.db.select().from(outbox).where(eq(outbox.kind, 'whatsappReply'));
      expect(replies).toHaveLength(0);
    });

    it("answers other text once with the portal's address, however often Meta repeats it", async () => {
      await deliver(server, inboundPayload('wamid.in-hello', 'Hello?'));
      await deliver(server, inboundPayload('wamid.in-hello', 'Hello?'));
      const replies = await server.db.select().from(outbox).where(eq(outbox.kind, 'whatsappReply'));
      expect(replies).toHaveLength(1);
      expect(replies[0]).toMatchObject({ channel: 'whatsapp', recipient: memberCell });
      expect(replies[0]?.body).toContain(server.app.settings.portalUrl);
    });
  });
}
