import { consoleMessages } from '@plaudit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { divisions, members, outbox, pushSubscriptions } from '../src/db/schema.ts';
import {
  demo,
  login,
  memberIdOf,
  post,
  rows,
  testDatabases,
  useTestServer,
  type Dataset,
  type Json,
  type TestServer,
} from './harness.ts';

// Resetting the seeded database before each test takes a while on a machine shared with other work.
vi.setConfig({ hookTimeout: 60_000 });

/**
 * Message deliveries (issue 37): the console's member page shows a member's channel and their last
 * messages' delivery status, and Insights counts deliveries by channel per month. Administrators only.
 */

const at = (text: string) => new Date(`${text}Z`);

/** Lerato (the demo member) with her cell, email and division, and a push subscription of hers. */
async function lerato(server: TestServer) {
  const id = await memberIdOf(server, demo.member);
  const [row] = await server.db
    .select({ cell: members.cellE164, email: members.email, divisionId: members.divisionId })
    .from(members)
    .where(eq(members.id, id));
  if (!row) throw new Error('the demo has no member');
  const [division] = await server.db
    .select({ code: divisions.code })
    .from(divisions)
    .where(eq(divisions.id, row.divisionId));
  const [subscription] = await server.db
    .insert(pushSubscriptions)
    .values({
      memberId: id,
      endpoint: 'https://push.example.test/lerato',
      p256dh: 'key',
      auth: 'auth',
      createdAt: at('2019-03-01T08:00:00'),
    })
    .returning({ id: pushSubscriptions.id });
  return { id, ...row, divisionCode: division?.code ?? '', push: String(subscription?.id) };
}

type Row = typeof outbox.$inferInsert;
const message = (row: Partial<Row> & Pick<Row, 'channel' | 'recipient'>): Row => ({
  body: 'words',
  kind: 'award',
  createdAt: at('2019-03-10T09:00:00'),
  ...row,
});

for (const kind of testDatabases) {
  describe(`message deliveries on ${kind}`, () => {
    const server = useTestServer(kind);

    it("the member page gives the member's channel and last messages, newest first, and no one else's", async () => {
      const m = await lerato(server);
      await server.db
        .update(members)
        .set({
          messageChannel: 'whatsapp',
          whatsappOptInText: 'I want my messages on WhatsApp',
          whatsappOptInAt: at('2026-10-14T12:30:00'),
        })
        .where(eq(members.id, m.id));
      const sent = at('2026-11-20T09:00:05');
      await server.db.insert(outbox).values([
        message({ channel: 'sms', recipient: m.cell, kind: 'pin', sentAt: sent }),
        message({
          channel: 'whatsapp',
          recipient: m.cell,
          sentAt: sent,
          deliveryStatus: 'failed',
          deliveryStatusAt: at('2026-11-20T09:00:30'),
          fellBackAt: at('2026-11-20T09:00:31'),
        }),
        message({ channel: 'email', recipient: m.email, kind: 'orderPlaced' }),
        message({ channel: 'push', recipient: m.push }),
        message({
          channel: 'whatsapp',
          recipient: m.cell,
          kind: 'voucherCodes',
          sentAt: sent,
          deliveryStatus: 'read',
          deliveryStatusAt: at('2026-11-20T09:05:00'),
        }),
        // Someone else's message is never listed.
        message({ channel: 'sms', recipient: '+27829999999', sentAt: sent }),
      ]);
      const token = await login(server.app, demo.admin);
      const answer = await post(server.app, '/api/admin/member', { memberId: m.id }, { token });
      expect(answer.statusCode, answer.body).toBe(200);
      const messaging = (answer.json() as { messaging: Json & { deliveries: Dataset } }).messaging;
      expect(messaging.messageChannel).toBe('whatsapp');
      expect(messaging.whatsappSince).toBe('2026-10-14T12:30:00');
      const listed = rows(messaging.deliveries);
      expect(listed.length).toBeLessThanOrEqual(10);
      expect(listed.slice(0, 5).map((d) => [d.channel, d.kind, d.status, d.fellBackToSms])).toEqual(
        [
          ['whatsapp', 'voucherCodes', 'read', false],
          ['push', 'award', 'queued', false],
          ['email', 'orderPlaced', 'queued', false],
          ['whatsapp', 'award', 'failed', true],
          ['sms', 'pin', 'sent', false],
        ],
      );
      expect(listed[0]?.statusAt).toBe('2026-11-20T09:05:00');
      expect(listed[1]?.statusAt).toBeNull();
      // The words (a pin, a voucher code) never leave the outbox.
      expect(JSON.stringify(messaging)).not.toContain('words');
    });

    it('refuses a manager and a member, and answers nothing for them', async () => {
      const m = await lerato(server);
      for (const who of [demo.manager, demo.member]) {
        const token = await login(server.app, who);
        const page = await post(server.app, '/api/admin/member', { memberId: m.id }, { token });
        expect(page.statusCode).toBe(403);
        expect(page.json()).toEqual({ message: consoleMessages.adminOnly });
        const chart = await post(
          server.app,
          '/api/admin/insights/deliveries',
          { monthFrom: '2019-03', monthTo: '2019-04', clusterCode: '', divisionCode: '' },
          { token },
        );
        expect(chart.statusCode).toBe(403);
        expect(chart.json()).toEqual({ message: consoleMessages.adminOnly });
      }
    });

    it('Insights counts deliveries by channel per month: sent, delivered, failed, fell back to SMS', async () => {
      const m = await lerato(server);
      const march = (day: string) => at(`2019-03-${day}T09:00:00`);
      const april = at('2019-04-02T09:00:00');
      const stranger = '+27829999999';
      await server.db.insert(outbox).values([
        // March: WhatsApp read, delivered, failed (sent again by SMS) and one still queued.
        message({
          channel: 'whatsapp',
          recipient: m.cell,
          createdAt: march('02'),
          sentAt: march('02'),
          deliveryStatus: 'read',
        }),
        message({
          channel: 'whatsapp',
          recipient: m.cell,
          createdAt: march('03'),
          sentAt: march('03'),
          deliveryStatus: 'delivered',
        }),
        message({
          channel: 'whatsapp',
          recipient: m.cell,
          createdAt: march('04'),
          sentAt: march('04'),
          deliveryStatus: 'failed',
          fellBackAt: march('04'),
        }),
        message({ channel: 'whatsapp', recipient: m.cell, createdAt: march('05') }),
        message({ channel: 'sms', recipient: m.cell, createdAt: march('04'), sentAt: march('04') }),
        message({
          channel: 'email',
          recipient: m.email,
          createdAt: march('06'),
          sentAt: march('06'),
        }),
        // Someone who is no member: the whole programme counts it, a division does not.
        message({
          channel: 'sms',
          recipient: stranger,
          createdAt: march('07'),
          sentAt: march('07'),
        }),
        // April: a push.
        message({ channel: 'push', recipient: m.push, createdAt: april, sentAt: april }),
        // Outside the range.
        message({ channel: 'sms', recipient: m.cell, createdAt: at('2019-05-01T09:00:00') }),
      ]);
      const token = await login(server.app, demo.admin);
      const ask = async (divisionCode: string) => {
        const answer = await post(
          server.app,
          '/api/admin/insights/deliveries',
          { monthFrom: '2019-03', monthTo: '2019-04', clusterCode: '', divisionCode },
          { token },
        );
        expect(answer.statusCode, answer.body).toBe(200);
        return rows((answer.json() as { months: Dataset }).months);
      };
      const row = (month: string, channel: string, sent: number, d = 0, f = 0, b = 0) => ({
        month,
        channel,
        sent,
        delivered: d,
        failed: f,
        fellBack: b,
      });
      expect(await ask('')).toEqual([
        row('2019-03', 'sms', 2),
        row('2019-03', 'whatsapp', 3, 2, 1, 1),
        row('2019-03', 'email', 1),
        row('2019-04', 'push', 1),
      ]);
      expect(await ask(m.divisionCode)).toEqual([
        row('2019-03', 'sms', 1),
        row('2019-03', 'whatsapp', 3, 2, 1, 1),
        row('2019-03', 'email', 1),
        row('2019-04', 'push', 1),
      ]);
    });
  });
}
