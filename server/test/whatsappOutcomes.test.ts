import { nominationAwardName } from '@plaudit/domain';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { members, nominations, outbox, products } from '../src/db/schema.ts';
import { runImport } from '../src/admin/framework.ts';
import { voucherCodeImporter } from '../src/admin/voucherCodeImporter.ts';
import { inLanguage } from '../src/i18n/language.ts';
import { templateNames } from '../src/whatsapp/templates.ts';
import {
  demo,
  login,
  memberIdOf,
  post,
  startOfTests,
  testDatabases,
  useTestServer,
  type Json,
  type TestServer,
} from './harness.ts';

// Resetting the seeded database before each test takes a while on a machine shared with other work.
vi.setConfig({ hookTimeout: 60_000 });

/**
 * The messages a member who chose WhatsApp gets there instead of by SMS (issue 37): voucher codes ready
 * and a nomination's outcome, besides a recognition (whatsappChoice.test.ts), each as its template in the
 * member's language. Codes sent to a number given for the delivery stay an SMS.
 */
const choose = async (server: TestServer, cell: string, language: string) =>
  server.db
    .update(members)
    .set({ messageChannel: 'whatsapp', language })
    .where(eq(members.id, await memberIdOf(server, cell)));

const sentSince = (server: TestServer, kind: 'voucherCodes' | 'nominationReview' | 'award') =>
  server.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), gte(outbox.createdAt, startOfTests)))
    .orderBy(asc(outbox.id));

for (const kind of testDatabases) {
  describe(`WhatsApp for codes and nominations on ${kind}`, () => {
    const server = useTestServer(kind);

    const order = async (token: string, code: string, cellNum: string) => {
      const [product] = await server.db.select().from(products).where(eq(products.code, code));
      const call = (path: string, body: Json) =>
        post(server.app, `/api/shop/${path}`, body, { token });
      expect((await call('addtobasket', { productId: product?.id })).statusCode).toBe(200);
      const summary = await call('getCheckoutOrderSummary', { promoCode: '', alloc: 'ZA' });
      const { vfyTotal } = summary.json() as { vfyTotal: number };
      const placed = await call('placeOrder', { cellNum, promoCode: '', alloc: 'ZA', vfyTotal });
      expect(placed.statusCode, placed.body).toBe(200);
      return (placed.json() as { orderNum: string }).orderNum;
    };

    it("sends the codes' news by WhatsApp to the member's own number only", async () => {
      await choose(server, demo.member, 'af');
      await choose(server, demo.manager, 'en');
      const token = await login(server.app, demo.member);
      const own = await order(token, 'MTN-AIR-50', demo.member);
      // Codes for a colleague's number stay an SMS, though the colleague chose WhatsApp.
      const other = await order(token, 'MTN-AIR-50', demo.manager);
      const sent = await sentSince(server, 'voucherCodes');
      expect(sent.map((m) => [m.reference, m.channel, m.recipient])).toEqual([
        [own, 'whatsapp', '+27820000003'],
        [other, 'sms', '+27820000002'],
      ]);
      expect(sent[0]?.template).toEqual({
        name: templateNames.voucherCodes,
        language: 'af',
        parameters: [server.app.settings.programmeName, own, server.app.settings.portalUrl],
      });
      expect(sent[1]?.template).toBeNull();

      // Codes that arrive later, by an import, are news on WhatsApp too.
      const waiting = await order(token, 'WWF-250', demo.member);
      const imported = await runImport(
        server.db,
        voucherCodeImporter(server.app.settings),
        [{ clusterCode: 'ZA', productCode: 'WWF-250', code: 'WW-WA-1' }],
        { now: server.clock.now() },
      );
      expect(imported.counts).toMatchObject({ added: 1 });
      const later = (await sentSince(server, 'voucherCodes')).filter(
        (m) => m.reference === waiting,
      );
      expect(later.map((m) => [m.channel, m.template?.name, m.template?.language])).toEqual([
        ['whatsapp', templateNames.voucherCodes, 'af'],
      ]);
    });

    it('tells a nominator who chose WhatsApp the outcome there, in their language, and a nominee the award', async () => {
      // Nomsa has no email address: her messages would come by SMS.
      await choose(server, demo.noEmail, 'zu');
      const nomsa = await memberIdOf(server, demo.noEmail);
      const lerato = await memberIdOf(server, demo.member);
      const admin = await login(server.app, demo.admin);
      const nominate = async (cell: string, nominee: number) => {
        const r = await post(
          server.app,
          '/api/nom/newnom',
          { nomCat: 'Teamwork', reason: 'Ran the adoption day.', members: [String(nominee)] },
          { token: await login(server.app, cell) },
        );
        expect(r.statusCode, r.body).toBe(200);
        const [latest] = await server.db
          .select({ id: nominations.id })
          .from(nominations)
          .orderBy(desc(nominations.id))
          .limit(1);
        return latest?.id ?? 0;
      };
      const review = async (nominationId: number, decision: 'approve' | 'decline') => {
        const r = await post(
          server.app,
          '/api/admin/reviewnomination',
          decision === 'approve'
            ? { nominationId, decision, points: 300, message: 'Thank you.', note: '' }
            : { nominationId, decision, points: 0, message: '', note: 'A Shout Out suits this.' },
          { token: admin },
        );
        expect(r.statusCode, r.body).toBe(200);
      };

      await review(await nominate(demo.noEmail, lerato), 'decline');
      const [outcome] = await sentSince(server, 'nominationReview');
      expect(outcome).toMatchObject({ channel: 'whatsapp', recipient: '+27820000004' });
      expect(outcome?.template).toEqual({
        name: templateNames.nominationOutcome,
        language: 'zu',
        parameters: [
          server.app.settings.programmeName,
          'Teamwork',
          'akwamukelwanga',
          server.app.settings.portalUrl,
        ],
      });

      await review(await nominate(demo.member, nomsa), 'approve');
      const told = (await sentSince(server, 'nominationReview')).filter(
        (m) => m.recipient === '+27820000004' && m.template?.name === templateNames.recognition,
      );
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ channel: 'whatsapp' });
      expect(told[0]?.template?.parameters).toEqual([
        server.app.settings.programmeName,
        'Lerato Mokoena',
        inLanguage('zu', nominationAwardName),
        '300',
        server.app.settings.portalUrl,
      ]);
    });
  });
}
