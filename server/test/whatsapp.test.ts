import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { dispatchPending } from '../src/outbox/dispatcher.ts';
import { enqueue } from '../src/outbox/queue.ts';
import { transportsFrom, type Transports } from '../src/outbox/transports.ts';
import {
  loadTemplates,
  metaTemplates,
  templateLanguage,
  templateNames,
} from '../src/whatsapp/templates.ts';
import { testDatabases, useTestServer } from './harness.ts';
import { graphStandIn } from './whatsappGraph.ts';

// Resetting the seeded database before each test takes a while on a machine shared with other work.
vi.setConfig({ hookTimeout: 60_000 });

describe('the WhatsApp templates', () => {
  const templates = loadTemplates();

  it('are the pin (authentication, a copy-code button) and the three utility messages, each in English', () => {
    expect(templates.map((t) => [t.name, t.category])).toEqual([
      [templateNames.nominationOutcome, 'UTILITY'],
      [templateNames.pin, 'AUTHENTICATION'],
      [templateNames.recognition, 'UTILITY'],
      [templateNames.voucherCodes, 'UTILITY'],
    ]);
    const pin = metaTemplates(templates).find(
      (t) => t.name === templateNames.pin && t.language === 'en',
    );
    expect(pin?.components).toContainEqual({
      type: 'BUTTONS',
      buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy pin' }],
    });
  });

  it("print in Meta's shape with an example for every numbered parameter", () => {
    const recognition = metaTemplates(templates).find(
      (t) => t.name === templateNames.recognition && t.language === 'af',
    );
    expect(recognition).toMatchObject({ category: 'UTILITY', language: 'af' });
    const [body] = recognition?.components ?? [];
    expect(body).toMatchObject({ type: 'BODY', example: { body_text: [expect.any(Array)] } });
    expect(String(body?.text)).toContain('{{5}}');
  });

  it('fall back to English for isiXhosa, which WhatsApp does not offer', () => {
    expect(templateLanguage('xh')).toBe('en');
    expect(templateLanguage('zu')).toBe('zu');
    expect(templateLanguage(null)).toBe('en');
  });
});

describe('the WhatsApp transport without settings', () => {
  const delivery = {
    id: 3,
    channel: 'whatsapp' as const,
    to: '+27820000003',
    subject: '',
    body: 'Your pin is 482913',
    template: { name: templateNames.pin, language: 'en', parameters: ['482913'] },
  };

  it('writes the message to the log outside production', async () => {
    const lines: string[] = [];
    await transportsFrom({ log: (line) => lines.push(line) }).whatsapp?.(delivery);
    expect(lines.join('\n')).toContain('[outbox whatsapp] to +27820000003: Your pin is 482913');
  });

  it('keeps it queued in production and logs the missing setting without the pin', async () => {
    const lines: string[] = [];
    const transports = transportsFrom({
      production: true,
      whatsApp: { phoneNumberId: '1055' },
      log: (line) => lines.push(line),
    });
    await expect(transports.whatsapp?.(delivery)).rejects.toThrow(
      'WHATSAPP_ACCESS_TOKEN is not set',
    );
    expect(lines.join('\n')).not.toMatch(/482913|\+27820000003/);
  });
});

for (const kind of testDatabases) {
  describe(`WhatsApp messages through a stand-in of the Graph API on ${kind}`, () => {
    const server = useTestServer(kind);
    let graph: Awaited<ReturnType<typeof graphStandIn>>;
    let transports: Transports;
    beforeAll(async () => {
      graph = await graphStandIn();
      transports = transportsFrom({
        production: true,
        whatsApp: { graphUrl: graph.url, phoneNumberId: '1055', accessToken: 'token-abc' },
        log: () => undefined,
      });
    });
    afterAll(() => graph.close());

    it("POST a template message with the bearer token and keep the answer's id on the outbox row", async () => {
      await enqueue(
        server.db,
        { now: server.clock.now() },
        {
          kind: 'pin',
          channel: 'whatsapp',
          to: '+27820000003',
          body: 'Your pin is 482913',
          template: { name: templateNames.pin, language: 'af', parameters: ['482913'] },
        },
      );
      const before = graph.requests.length;
      expect(await dispatchPending(server.db, transports, server.clock.now)).toBe(1);
      const request = graph.requests[before];
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/v21.0/1055/messages');
      expect(request?.headers.authorization).toBe('Bearer token-abc');
      expect(request?.body).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '27820000003',
        type: 'template',
        template: {
          name: 'plaudit_pin',
          language: { code: 'af' },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: '482913' }],
            },
          ],
        },
      });
      const [row] = await server.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, '+27820000003'));
      expect(row?.providerMessageId).toBe(`wamid.test-${before + 1}`);
      expect(row?.sentAt).not.toBeNull();
    });

    it('leave a refused message unsent with the error, to be tried again', async () => {
      graph.refuse(400, 131026);
      await enqueue(
        server.db,
        { now: server.clock.now() },
        {
          kind: 'award',
          channel: 'whatsapp',
          to: '+27820000009',
          body: 'Thandi sent you a Shout Out',
          template: {
            name: templateNames.recognition,
            language: 'en',
            parameters: ['Plaudit', 'Thandi', 'Shout Out', '0', 'https://plaudit.example'],
          },
        },
      );
      expect(await dispatchPending(server.db, transports, server.clock.now)).toBe(0);
      const [row] = await server.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, '+27820000009'));
      expect(row?.sentAt).toBeNull();
      expect(row?.providerMessageId).toBeNull();
      expect(row?.lastError).toContain('400 (131026)');
    });
  });
}
