import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { members, outbox } from '../src/db/schema.ts';
import { enqueue } from '../src/outbox/queue.ts';
import { templateNames } from '../src/whatsapp/templates.ts';
import { demo, login, memberIdOf, post, testDatabases, useTestServer } from './harness.ts';

// Resetting the seeded database before each test takes a while on a machine shared with other work.
vi.setConfig({ hookTimeout: 60_000 });

const recognition = (cell: string) => ({
  kind: 'award' as const,
  channel: 'sms' as const,
  to: cell,
  body: 'Thandi Nkosi sent you a Shout Out.',
  template: {
    name: templateNames.recognition,
    language: 'en',
    parameters: ['Plaudit', 'Thandi Nkosi', 'Shout Out', '0', 'http://localhost:3000'],
  },
});

for (const kind of testDatabases) {
  describe(`choosing WhatsApp on ${kind}`, () => {
    const server = useTestServer(kind);

    it('memberupdate opts in (the sentence and its time kept), getmemberdata says so, and sms takes it back', async () => {
      const token = await login(server.app, demo.member);
      const data = await post(server.app, '/api/member/getmemberdata', {}, { token });
      const m = (data.json() as { memberData: Record<string, unknown> }).memberData;
      expect(m.messageChannel).toBe('sms');
      const profile = {
        interest1: m.interest1,
        firstname: m.firstname,
        surname: m.surname,
        postAddr2: m.postAddr2,
        email: m.email,
        cellNum: m.cellNum,
        dOBmm: m.dOBmm,
        dOBdd: m.dOBdd,
        interestOtherDesc: m.interestOtherDesc,
        otherInfo: m.otherInfo,
        acceptTerms: true,
      };
      const optIn = await post(
        server.app,
        '/api/member/memberupdate',
        { ...profile, messageChannel: 'whatsapp' },
        { token },
      );
      expect(optIn.statusCode, optIn.body).toBe(200);
      const id = await memberIdOf(server, demo.member);
      const [chosen] = await server.db.select().from(members).where(eq(members.id, id));
      expect(chosen?.messageChannel).toBe('whatsapp');
      expect(chosen?.whatsappOptInText).toMatch(/WhatsApp/);
      expect(chosen?.whatsappOptInText).toContain(server.app.settings.programmeName);
      expect(chosen?.whatsappOptInAt?.getTime()).toBe(server.clock.now().getTime());
      const after = await post(server.app, '/api/member/getmemberdata', {}, { token });
      expect((after.json() as { memberData: Record<string, unknown> }).memberData).toMatchObject({
        messageChannel: 'whatsapp',
      });

      const refused = await post(
        server.app,
        '/api/member/memberupdate',
        { ...profile, messageChannel: 'pigeon' },
        { token },
      );
      expect(refused.statusCode).toBe(400);
      const [unchanged] = await server.db.select().from(members).where(eq(members.id, id));
      expect(unchanged?.messageChannel).toBe('whatsapp');

      const back = await post(
        server.app,
        '/api/member/memberupdate',
        { ...profile, messageChannel: 'sms' },
        { token },
      );
      expect(back.statusCode).toBe(200);
      const [taken] = await server.db.select().from(members).where(eq(members.id, id));
      expect(taken).toMatchObject({
        messageChannel: 'sms',
        whatsappOptInText: null,
        whatsappOptInAt: null,
      });
    });

    it("sends an SMS with a template by WhatsApp to a member who chose it, others' by SMS", async () => {
      const id = await memberIdOf(server, demo.member);
      await server.db.update(members).set({ messageChannel: 'whatsapp' }).where(eq(members.id, id));
      await enqueue(
        server.db,
        { now: server.clock.now() },
        recognition('+27820000003'),
        recognition('+27820000002'),
        { kind: 'other', channel: 'sms', to: '+27820000003', body: 'No template: stays an SMS.' },
      );
      const rows = await server.db.select().from(outbox).orderBy(outbox.id);
      expect(rows.map((r) => [r.recipient, r.channel, r.template?.name ?? null])).toEqual([
        ['+27820000003', 'whatsapp', templateNames.recognition],
        ['+27820000002', 'sms', null],
        ['+27820000003', 'sms', null],
      ]);
    });
  });
}
