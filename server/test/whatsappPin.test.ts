import { pinChannelMessages } from '@plaudit/domain';
import { and, eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fallBackOverduePins } from '../src/accounts/pinChannel.ts';
import { otpChallenges, outbox } from '../src/db/schema.ts';
import { dispatchPending } from '../src/outbox/dispatcher.ts';
import { transportsFrom, type Transports } from '../src/outbox/transports.ts';
import { demo, login, post, testDatabases, useTestServer, type TestServer } from './harness.ts';
import { graphStandIn } from './whatsappGraph.ts';

// Resetting the seeded database before each test takes a while on a machine shared with other work.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });

const appSecret = 'app-secret-for-pin-tests';
const newcomer = demo.notRegistered;
const newcomerE164 = '+27820000099';
const memberE164 = '+27820000003';

const sign = (raw: string) => `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/** Meta's webhook post of one status of one message. */
async function status(server: TestServer, id: string, value: string) {
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              statuses: [{ id, status: value, timestamp: '1797400000', recipient_id: '27' }],
            },
          },
        ],
      },
    ],
  });
  const response = await server.app.inject({
    method: 'POST',
    url: '/webhooks/whatsapp',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw) },
  });
  expect(response.statusCode).toBe(200);
}

const pinMessages = (server: TestServer, to: string, channel: 'sms' | 'whatsapp') =>
  server.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'pin'), eq(outbox.recipient, to), eq(outbox.channel, channel)));

const pinOf = (body: string) => body.match(/\b(\d{6})\b/)?.[1];

for (const kind of testDatabases) {
  describe(`pins by WhatsApp on ${kind}`, () => {
    const server = useTestServer(kind, { whatsApp: { verifyToken: 'v', appSecret } });
    let graph: Awaited<ReturnType<typeof graphStandIn>>;
    let transports: Transports;
    beforeAll(async () => {
      graph = await graphStandIn();
      transports = transportsFrom({
        production: true,
        whatsApp: { graphUrl: graph.url, phoneNumberId: '1055', accessToken: 'token-abc' },
        // SMS has no transport here: an SMS stays in the outbox, where the test reads it.
        log: () => undefined,
      });
    });
    afterAll(() => graph.close());

    const sendRegistrationPin = async (channel?: unknown) => {
      const response = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: newcomer,
        ...(channel === undefined ? {} : { channel }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { auth: string; resendAfter: number; channel: string };
    };
    const pinStatus = async (auth: string) => {
      const response = await post(server.app, '/api/member/pinstatus', { auth });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { channel: string; fellBack: boolean; delivered: boolean };
    };
    /** The one WhatsApp pin to the newcomer: its pin (the template's parameter) and its row. */
    const whatsAppPin = async () => {
      const rows = await pinMessages(server, newcomerE164, 'whatsapp');
      expect(rows).toHaveLength(1);
      const [row] = rows;
      return { row, pin: row?.template?.parameters[0] };
    };
    const smsPins = async (to = newcomerE164) =>
      (await pinMessages(server, to, 'sms')).map((r) => pinOf(r.body));

    it('queues the pin as the authentication template by WhatsApp and says so', async () => {
      const sent = await sendRegistrationPin('whatsapp');
      expect(sent.channel).toBe('whatsapp');
      const { row, pin } = await whatsAppPin();
      expect(pin).toMatch(/^\d{6}$/);
      expect(row?.template).toEqual({ name: 'plaudit_pin', language: 'en', parameters: [pin] });
      // The SMS's words stay on the row for its fallback: the same pin.
      expect(pinOf(row?.body ?? '')).toBe(pin);
      expect(await smsPins()).toEqual([]);
      expect(await pinStatus(sent.auth)).toEqual({
        channel: 'whatsapp',
        fellBack: false,
        delivered: false,
      });
      // The pin by WhatsApp registers as one by SMS does.
      const registered = await post(server.app, '/api/member/cell2factorverify', {
        firstname: 'Nomsa',
        surname: 'Dube',
        email: 'nomsa@example.com',
        cellNum: newcomer,
        password: 'Kennel-Nurse-2026',
        otp: pin,
        auth: sent.auth,
        acceptTerms: true,
      });
      expect(registered.statusCode, registered.body).toBe(200);
    });

    it('sends the pin by SMS when no channel is asked for, as before', async () => {
      const sent = await sendRegistrationPin();
      expect(sent.channel).toBe('sms');
      expect(await pinMessages(server, newcomerE164, 'whatsapp')).toHaveLength(0);
      expect(await smsPins()).toHaveLength(1);
      expect(await pinStatus(sent.auth)).toEqual({
        channel: 'sms',
        fellBack: false,
        delivered: false,
      });
      server.clock.advance(server.app.settings.otp.resendIntervalMs);
      expect((await sendRegistrationPin('sms')).channel).toBe('sms');
    });

    it('sends Forgot password’s pin by WhatsApp too', async () => {
      const response = await post(server.app, '/api/member/passwordsendcell2factorsms', {
        cellNum: demo.member,
        channel: 'whatsapp',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ channel: 'whatsapp' });
      expect(await pinMessages(server, memberE164, 'whatsapp')).toHaveLength(1);
      expect(await smsPins(memberE164)).toEqual([]);
    });

    it('refuses a channel it does not know with a clear error, and changes nothing', async () => {
      for (const path of [
        '/api/member/sendcell2factorsms',
        '/api/member/passwordsendcell2factorsms',
      ]) {
        const response = await post(server.app, path, {
          cellNum: path.includes('password') ? demo.member : newcomer,
          channel: 'telegram',
        });
        expect(response.statusCode).toBe(400);
        const answer = response.json() as { message: string; formErrors?: Record<string, string> };
        expect(answer.message).not.toBe('');
        expect(Object.keys(answer.formErrors ?? {})).toContain('channel');
      }
      expect(await server.db.select().from(otpChallenges)).toHaveLength(0);
      expect(await server.db.select().from(outbox).where(eq(outbox.kind, 'pin'))).toHaveLength(0);
    });

    it('sends the same pin by SMS, once, when the Cloud API refuses the number', async () => {
      const sent = await sendRegistrationPin('whatsapp');
      const { pin } = await whatsAppPin();
      // A stand-in of its own that refuses every message.
      const refusing = await graphStandIn();
      refusing.refuse(400, 131026);
      try {
        const through = transportsFrom({
          production: true,
          whatsApp: { graphUrl: refusing.url, phoneNumberId: '1055', accessToken: 'token-abc' },
          log: () => undefined,
        });
        await dispatchPending(server.db, through, server.clock.now);
        server.clock.advance(10 * 60_000);
        await dispatchPending(server.db, through, server.clock.now);
        // Refused once and not tried again by WhatsApp.
        expect(refusing.requests).toHaveLength(1);
      } finally {
        await refusing.close();
      }
      expect(await smsPins()).toEqual([pin]);
      const { row } = await whatsAppPin();
      expect(row?.fellBackAt).not.toBeNull();
      expect(row?.lastError).toContain('131026');
      expect(await pinStatus(sent.auth)).toMatchObject({ channel: 'sms', fellBack: true });
    });

    it('sends the same pin by SMS, once, when a failed status arrives, however often it is repeated', async () => {
      const sent = await sendRegistrationPin('whatsapp');
      await dispatchPending(server.db, transports, server.clock.now);
      const { row, pin } = await whatsAppPin();
      const id = row?.providerMessageId ?? '';
      expect(id).toMatch(/^wamid\./);
      await status(server, id, 'sent');
      expect(await pinStatus(sent.auth)).toMatchObject({ channel: 'whatsapp', fellBack: false });
      await Promise.all([1, 2, 3].map(() => status(server, id, 'failed')));
      await status(server, id, 'failed');
      expect(await smsPins()).toEqual([pin]);
      expect(await pinStatus(sent.auth)).toMatchObject({ channel: 'sms', fellBack: true });
      // Neither the time running out nor "Send it by SMS instead" sends it again.
      server.clock.advance(60_000);
      expect(await fallBackOverduePins(server.db, server.clock.now(), server.app.settings)).toBe(0);
      expect((await post(server.app, '/api/member/pinbysms', { auth: sent.auth })).statusCode).toBe(
        200,
      );
      expect(await smsPins()).toEqual([pin]);
    });

    it('sends the same pin by SMS, once, when no delivery is reported in time', async () => {
      const sent = await sendRegistrationPin('whatsapp');
      await dispatchPending(server.db, transports, server.clock.now);
      const { pin } = await whatsAppPin();
      const seconds = server.app.settings.whatsApp.pinFallbackSeconds;
      expect(seconds).toBe(45);
      server.clock.advance((seconds - 1) * 1000);
      expect(await pinStatus(sent.auth)).toMatchObject({ channel: 'whatsapp', fellBack: false });
      expect(await fallBackOverduePins(server.db, server.clock.now(), server.app.settings)).toBe(0);
      expect(await smsPins()).toEqual([]);
      server.clock.advance(1000);
      // The server's sweep sends it; the pin step's poll then learns it went by SMS.
      expect(await fallBackOverduePins(server.db, server.clock.now(), server.app.settings)).toBe(1);
      expect(await fallBackOverduePins(server.db, server.clock.now(), server.app.settings)).toBe(0);
      expect(await pinStatus(sent.auth)).toMatchObject({ channel: 'sms', fellBack: true });
      expect(await pinStatus(sent.auth)).toMatchObject({ channel: 'sms', fellBack: true });
      expect(await smsPins()).toEqual([pin]);
    });

    it('the pin step’s poll sends an overdue pin by SMS itself, once; a delivered pin stays', async () => {
      const overdue = await sendRegistrationPin('whatsapp');
      server.clock.advance(45_000);
      expect(await pinStatus(overdue.auth)).toMatchObject({ channel: 'sms', fellBack: true });
      expect(await pinStatus(overdue.auth)).toMatchObject({ channel: 'sms', fellBack: true });
      expect(await smsPins()).toHaveLength(1);

      // Another pin a minute later, delivered in time: it never goes by SMS.
      server.clock.advance(60_000);
      const delivered = await sendRegistrationPin('whatsapp');
      await dispatchPending(server.db, transports, server.clock.now);
      const rows = await pinMessages(server, newcomerE164, 'whatsapp');
      const latest = rows.find((r) => r.fellBackAt === null);
      await status(server, latest?.providerMessageId ?? '', 'delivered');
      server.clock.advance(5 * 60_000);
      expect(await fallBackOverduePins(server.db, server.clock.now(), server.app.settings)).toBe(0);
      expect(await pinStatus(delivered.auth)).toEqual({
        channel: 'whatsapp',
        fellBack: false,
        delivered: true,
      });
      expect(await smsPins()).toHaveLength(1);
    });

    it('"Send it by SMS instead" sends the same pin by SMS at once, once, within the pin limits', async () => {
      const sent = await sendRegistrationPin('whatsapp');
      const { pin } = await whatsAppPin();
      // At once: within the wait between pins, which a new pin would have to keep.
      const tooSoon = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: newcomer,
        channel: 'whatsapp',
      });
      expect(tooSoon.statusCode).toBe(429);
      for (let i = 0; i < 3; i += 1) {
        const instead = await post(server.app, '/api/member/pinbysms', { auth: sent.auth });
        expect(instead.statusCode, instead.body).toBe(200);
        expect(instead.json()).toMatchObject({ channel: 'sms', fellBack: true });
      }
      expect(await smsPins()).toEqual([pin]);
      // It is no new pin: one challenge, and a new pin still waits for the interval.
      expect(await server.db.select().from(otpChallenges)).toHaveLength(1);
      expect(
        (
          await post(server.app, '/api/member/sendcell2factorsms', {
            cellNum: newcomer,
            channel: 'whatsapp',
          })
        ).statusCode,
      ).toBe(429);
      // A made-up auth is refused.
      const unknown = await post(server.app, '/api/member/pinbysms', { auth: 'made-up' });
      expect(unknown.statusCode).toBe(400);
    });

    it('refuses "Send it by SMS instead" for a delivered pin production no longer keeps', async () => {
      const production = await server.rebuild({}, true);
      const response = await post(production, '/api/member/sendcell2factorsms', {
        cellNum: newcomer,
        channel: 'whatsapp',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { auth } = response.json() as { auth: string };
      await dispatchPending(server.db, transports, server.clock.now);
      const { row } = await whatsAppPin();
      await status(server, row?.providerMessageId ?? '', 'delivered');
      // The webhook of a production server blanks a delivered pin: do it as it does.
      const production2 = await server.rebuild({ whatsApp: { verifyToken: 'v', appSecret } }, true);
      const raw = JSON.stringify({
        entry: [
          {
            changes: [{ value: { statuses: [{ id: row?.providerMessageId, status: 'read' }] } }],
          },
        ],
      });
      await production2.inject({
        method: 'POST',
        url: '/webhooks/whatsapp',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw) },
      });
      const [blanked] = await pinMessages(server, newcomerE164, 'whatsapp');
      expect(blanked?.body).not.toMatch(/\d{6}/);
      const refused = await post(production2, '/api/member/pinbysms', { auth });
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { message: string }).message).toBe(
        pinChannelMessages.deliveredAlready,
      );
      expect(await smsPins()).toEqual([]);
    });

    it('refuses "Send it by SMS instead" for a pin that expired or was used', async () => {
      const sent = await sendRegistrationPin('whatsapp');
      server.clock.advance(11 * 60_000);
      const expired = await post(server.app, '/api/member/pinbysms', { auth: sent.auth });
      expect(expired.statusCode).toBe(400);
      expect(await smsPins()).toEqual([]);
    });

    it('counts pins against the same limits whatever the channel and however they fall back', async () => {
      const { hourlyCap, resendIntervalMs } = server.app.settings.otp;
      for (let i = 0; i < hourlyCap; i += 1) {
        const sent = await sendRegistrationPin(i % 2 === 0 ? 'whatsapp' : 'sms');
        if (sent.channel === 'whatsapp') {
          const instead = await post(server.app, '/api/member/pinbysms', { auth: sent.auth });
          expect(instead.statusCode).toBe(200);
        }
        server.clock.advance(resendIntervalMs);
      }
      for (const channel of ['whatsapp', 'sms']) {
        const capped = await post(server.app, '/api/member/sendcell2factorsms', {
          cellNum: newcomer,
          channel,
        });
        expect(capped.statusCode).toBe(429);
      }
      expect(await server.db.select().from(otpChallenges)).toHaveLength(hourlyCap);
      // Three by WhatsApp, each with its one SMS; two by SMS.
      expect(await pinMessages(server, newcomerE164, 'whatsapp')).toHaveLength(3);
      expect(await smsPins()).toHaveLength(hourlyCap);
    });

    it('keeps the pin calls open to visitors and members alike (the access table)', async () => {
      const token = await login(server.app, demo.member);
      const sent = await post(
        server.app,
        '/api/member/passwordsendcell2factorsms',
        { cellNum: demo.member, password: 'Another-Pass-2026', channel: 'whatsapp' },
        { token },
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const { auth } = sent.json() as { auth: string };
      const polled = await post(server.app, '/api/member/pinstatus', { auth }, { token });
      expect(polled.json()).toMatchObject({ channel: 'whatsapp' });
    });
  });
}
