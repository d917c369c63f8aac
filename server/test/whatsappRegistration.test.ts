import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { members } from '../src/db/schema.ts';
import {
  demo,
  latestPin,
  login,
  memberIdOf,
  post,
  testDatabases,
  useTestServer,
} from './harness.ts';

// Resetting the seeded database before each test takes a while on a machine shared with other work.
vi.setConfig({ hookTimeout: 60_000 });

for (const kind of testDatabases) {
  describe(`choosing WhatsApp at the end of registration on ${kind}`, () => {
    const server = useTestServer(kind);

    /** Registers the pre-loaded 0820000099 with the given extra fields of cell2factorverify. */
    const registerSipho = async (extra: Record<string, unknown>) => {
      const started = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: demo.notRegistered,
      });
      expect(started.statusCode, started.body).toBe(200);
      const { auth } = started.json() as { auth: string };
      const otp = await latestPin(server.app, '+27820000099');
      return post(server.app, '/api/member/cell2factorverify', {
        firstname: 'Sipho',
        surname: 'Dlamini',
        email: 'sipho@example.com',
        cellNum: demo.notRegistered,
        password: 'Kennels42x',
        otp,
        auth,
        acceptTerms: true,
        ...extra,
      });
    };

    const stored = async () => {
      const id = await memberIdOf(server, demo.notRegistered);
      const [row] = await server.db.select().from(members).where(eq(members.id, id));
      return row;
    };

    it('keeps the opt-in sentence, in the language chosen, and its time; getmemberdata says WhatsApp', async () => {
      const response = await registerSipho({ messageChannel: 'whatsapp', language: 'af' });
      expect(response.statusCode, response.body).toBe(200);
      const row = await stored();
      expect(row?.messageChannel).toBe('whatsapp');
      // Afrikaans, naming the programme and WhatsApp.
      expect(row?.whatsappOptInText).toContain(server.app.settings.programmeName);
      expect(row?.whatsappOptInText).toMatch(/WhatsApp/);
      expect(row?.whatsappOptInText).toMatch(/^Stuur my /);
      expect(row?.whatsappOptInAt?.getTime()).toBe(server.clock.now().getTime());
      const token = await login(server.app, demo.notRegistered, 'Kennels42x');
      const data = await post(server.app, '/api/member/getmemberdata', {}, { token });
      expect((data.json() as { memberData: Record<string, unknown> }).memberData).toMatchObject({
        messageChannel: 'whatsapp',
      });
    });

    it('leaves a member who did not tick it on SMS, with no sentence kept', async () => {
      const response = await registerSipho({});
      expect(response.statusCode, response.body).toBe(200);
      expect(await stored()).toMatchObject({
        messageChannel: 'sms',
        whatsappOptInText: null,
        whatsappOptInAt: null,
      });
    });

    it('refuses a channel it does not know, and registers no one', async () => {
      const response = await registerSipho({ messageChannel: 'pigeon' });
      expect(response.statusCode).toBe(400);
      expect((await stored())?.registeredAt).toBeNull();
    });
  });
}
