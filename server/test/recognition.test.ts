import { awardRefusals, messages, recognitionMessages } from '@plaudit/domain';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  awards,
  broadcasts,
  divisions,
  members,
  nominationNominees,
  nominations,
  outbox,
} from '../src/db/schema.ts';
import { dispatchPending } from '../src/outbox/dispatcher.ts';
import type { Delivery } from '../src/outbox/transports.ts';
import { demo, login, post, testDatabases, useTestServer, type TestServer } from './harness.ts';

type Body = Record<string, unknown>;
type Answer = { message?: string; formErrors?: Record<string, string>; sentCount?: number };

const nomination = (members: string[], extra: Body = {}): Body => ({
  nomCat: 'Teamwork',
  reason: 'Ran the adoption day single-handed when two colleagues were ill.',
  members,
  ...extra,
});
const broadcast = (extra: Body = {}): Body => ({
  isAllShops: true,
  message: 'Stocktake on Friday: please be in by 7.',
  sendBy: 'sms',
  recipients: [],
  ...extra,
});

async function memberId(server: TestServer, cell: string): Promise<number> {
  const [row] = await server.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.cellNational, cell));
  if (!row) throw new Error(`no member ${cell}`);
  return row.id;
}

async function divisionOf(server: TestServer, code: string) {
  const [row] = await server.db.select().from(divisions).where(eq(divisions.code, code));
  if (!row) throw new Error(`no division ${code}`);
  return row;
}

const outboxCount = async (server: TestServer) =>
  (await server.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;
const nominationCount = async (server: TestServer) =>
  (await server.db.select({ n: count() }).from(nominations))[0]?.n ?? 0;

for (const kind of testDatabases) {
  describe(`nominations on ${kind}`, () => {
    const server = useTestServer(kind);
    const nominate = (token: string, body: Body) =>
      post(server.app, '/api/nom/newnom', body, { token });

    const expectRefused = async (token: string, body: Body, field: string, text: string) => {
      const [before, mail] = [await nominationCount(server), await outboxCount(server)];
      const response = await nominate(token, body);
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as Answer).formErrors?.[field]).toBe(text);
      expect(await nominationCount(server)).toBe(before);
      expect(await outboxCount(server)).toBe(mail);
    };

    it('stores the nominator, value, reason and every nominee, a division expanded and kept, and emails the admins', async () => {
      // A manager may nominate a whole division of their own country (a member, colleagues one by one).
      const token = await login(server.app, demo.manager);
      const lerato = await memberId(server, demo.member);
      const pieter = await memberId(server, demo.manager);
      const nomsa = await memberId(server, demo.noEmail);
      const jaca = await divisionOf(server, 'ZA-PTA-JACA');
      const paws = await divisionOf(server, 'ZA-JHB-PAWS');
      const before = await outboxCount(server);
      const response = await nominate(
        token,
        nomination([String(lerato), String(nomsa), 'div:ZA-PTA-JACA']),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: recognitionMessages.nominationSubmitted });

      const [stored] = await server.db
        .select()
        .from(nominations)
        .orderBy(sql`${nominations.id} desc`)
        .limit(1);
      expect(stored).toMatchObject({
        nominatorMemberId: pieter,
        nominatorDivisionId: paws.id,
        value: 'Teamwork',
        reason: 'Ran the adoption day single-handed when two colleagues were ill.',
        divisionCodes: ['ZA-PTA-JACA'],
        createdAt: server.clock.now(),
      });
      const nominees = await server.db
        .select()
        .from(nominationNominees)
        .where(eq(nominationNominees.nominationId, stored?.id ?? 0));
      const registeredInJaca = await server.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.divisionId, jaca.id), isNotNull(members.registeredAt)));
      const expected = new Set([lerato, ...registeredInJaca.map((m) => m.id)]);
      expect(new Set(nominees.map((n) => n.memberId))).toEqual(expected);
      // Nomsa is named and in the division: she keeps the individual nomination (no division code).
      expect(nominees.find((n) => n.memberId === nomsa)?.viaDivisionCode).toBeNull();
      expect(nominees.find((n) => n.memberId === lerato)).toMatchObject({
        divisionId: paws.id,
        viaDivisionCode: null,
      });
      const viaJaca = nominees.filter((n) => n.viaDivisionCode === 'ZA-PTA-JACA');
      expect(viaJaca.length).toBe(registeredInJaca.length - 1);
      expect(viaJaca.every((n) => n.divisionId === jaca.id)).toBe(true);

      const mail = await server.db
        .select()
        .from(outbox)
        .where(sql`${outbox.id} > ${before}`);
      const admins = await server.db
        .select({ email: members.email })
        .from(members)
        .where(and(eq(members.isAdminReports, true), ne(members.email, '')));
      expect(mail.map((m) => [m.channel, m.recipient])).toEqual(
        admins.map((a) => ['email', a.email]),
      );
      expect(mail[0]?.subject).toBe('New nomination: Teamwork \u2014 from Pieter van der Merwe');
      expect(mail[0]?.body).toContain('Lerato Mokoena');
      expect(mail[0]?.body).toContain(messages.entireDivision(jaca.name));
      expect(mail[0]?.body).toContain('Ran the adoption day');
      // A nomination moves no points and is no award.
      expect((await server.db.select({ n: count() }).from(awards))[0]?.n).toBeGreaterThan(0);
    });

    it('refuses each field rule with formErrors and stores nothing', async () => {
      const token = await login(server.app, demo.member);
      const pieter = String(await memberId(server, demo.manager));
      await expectRefused(
        token,
        nomination([pieter], { nomCat: 'Bravery' }),
        'nomCat',
        messages.notAllowedChoice('Value'),
      );
      await expectRefused(
        token,
        nomination([pieter], { nomCat: '' }),
        'nomCat',
        messages.notAllowedChoice('Value'),
      );
      await expectRefused(
        token,
        nomination([pieter], { reason: '   ' }),
        'reason',
        messages.required('Reason'),
      );
      await expectRefused(token, nomination([]), 'members', messages.recipientsRequired);
      const tooLong = await nominate(token, nomination([pieter], { reason: 'x'.repeat(1501) }));
      expect(tooLong.statusCode).toBe(400);
      expect((tooLong.json() as Answer).formErrors?.reason).toBe(messages.tooLong('Reason', 1500));
    });

    it('refuses oneself, unknown, unregistered and all-stores nominees, unknown divisions', async () => {
      const token = await login(server.app, demo.member);
      const self = String(await memberId(server, demo.member));
      const sipho = await memberId(server, demo.notRegistered);
      await expectRefused(
        token,
        nomination([self]),
        'members',
        recognitionMessages.nominateYourself,
      );
      await expectRefused(token, nomination(['999999']), 'members', awardRefusals.unknownRecipient);
      await expectRefused(token, nomination(['abc']), 'members', awardRefusals.unknownRecipient);
      await expectRefused(
        token,
        nomination([`0.${sipho}`]),
        'members',
        messages.unregisteredMember('Sipho Dlamini'),
      );
      await expectRefused(
        await login(server.app, demo.manager),
        nomination(['div:NOPE']),
        'members',
        awardRefusals.unknownDivision('NOPE'),
      );
      await expectRefused(token, nomination(['all_shops:']), 'members', awardRefusals.allShops);
    });

    it('bounds nominees as awards are: colleagues one by one for a member, whole divisions of their own country for a manager, at most the cap', async () => {
      const member = await login(server.app, demo.member);
      const manager = await login(server.app, demo.manager);
      // A member: no whole division, whoever is in it.
      await expectRefused(
        member,
        nomination(['div:ZA-PTA-JACA']),
        'members',
        recognitionMessages.nominateIndividualsOnly,
      );
      // The security test's call: every division of the programme, by a member.
      const every = (await server.db.select({ code: divisions.code }).from(divisions)).map(
        (d) => `div:${d.code}`,
      );
      await expectRefused(
        member,
        nomination(every),
        'members',
        recognitionMessages.nominateIndividualsOnly,
      );
      // A manager: not a division of another country.
      const windhoek = await server.db
        .select({ code: divisions.code, name: divisions.name })
        .from(divisions)
        .where(sql`${divisions.code} like 'NA-%'`)
        .limit(1);
      const abroad = windhoek[0];
      if (!abroad) throw new Error('the demo has no Namibian division');
      await expectRefused(
        manager,
        nomination([`div:${abroad.code}`]),
        'members',
        awardRefusals.divisionOutsideCluster(abroad.name),
      );
      // More colleagues than the cap, named or through a division, refused naming the cap.
      const colleagues = await server.db
        .select({ id: members.id })
        .from(members)
        .where(and(isNotNull(members.registeredAt), ne(members.cellNational, demo.member)))
        .limit(4);
      const app = await server.rebuild({ nominationCap: 3 });
      const capped = (token: string, body: Body) => post(app, '/api/nom/newnom', body, { token });
      const named = await capped(member, nomination(colleagues.map((c) => String(c.id))));
      expect(named.statusCode, named.body).toBe(400);
      expect((named.json() as Answer).formErrors?.members).toBe(
        recognitionMessages.tooManyNominees(3),
      );
      const jaca = await divisionOf(server, 'ZA-PTA-JACA');
      const [inJaca] = await server.db
        .select({ n: count() })
        .from(members)
        .where(and(eq(members.divisionId, jaca.id), isNotNull(members.registeredAt)));
      expect(inJaca?.n).toBeGreaterThan(3);
      const before = await nominationCount(server);
      const division = await capped(manager, nomination(['div:ZA-PTA-JACA']));
      expect(division.statusCode, division.body).toBe(400);
      expect((division.json() as Answer).formErrors?.members).toBe(
        recognitionMessages.tooManyNominees(3),
      );
      expect(await nominationCount(server)).toBe(before);
      // Within the cap, a member's nomination of colleagues one by one is stored.
      const fine = await capped(
        member,
        nomination(colleagues.slice(0, 3).map((c) => String(c.id))),
      );
      expect(fine.statusCode, fine.body).toBe(200);
    });

    it('needs a session', async () => {
      const response = await post(server.app, '/api/nom/newnom', nomination(['1']));
      expect(response.statusCode).toBe(401);
    });
  });

  describe(`Send To All on ${kind}`, () => {
    const server = useTestServer(kind);
    const send = (token: string, body: Body) =>
      post(server.app, '/api/reward/sendtoall', body, { token });
    const registered = async () =>
      server.db
        .select({ id: members.id, email: members.email, cell: members.cellE164 })
        .from(members)
        .where(isNotNull(members.registeredAt));

    it('refuses a member who is not an admin, a manager too, with nothing queued', async () => {
      for (const cell of [demo.member, demo.manager]) {
        const token = await login(server.app, cell);
        const before = await outboxCount(server);
        const response = await send(token, broadcast());
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: recognitionMessages.adminOnly });
        expect(await outboxCount(server)).toBe(before);
        expect((await server.db.select({ n: count() }).from(broadcasts))[0]?.n).toBe(0);
      }
      expect((await post(server.app, '/api/reward/sendtoall', broadcast())).statusCode).toBe(401);
    });

    it('sends one SMS to every registered member of the programme for all stores', async () => {
      const token = await login(server.app, demo.admin);
      const before = await outboxCount(server);
      const response = await send(token, broadcast());
      expect(response.statusCode, response.body).toBe(200);
      const everyone = await registered();
      expect(response.json()).toEqual({ sentCount: everyone.length });
      const queued = await server.db
        .select()
        .from(outbox)
        .where(sql`${outbox.id} > ${before}`);
      expect(queued.map((m) => m.recipient).sort()).toEqual(everyone.map((m) => m.cell).sort());
      expect(queued.every((m) => m.channel === 'sms')).toBe(true);
      expect(queued[0]?.body).toBe('Stocktake on Friday: please be in by 7.');
      const [stored] = await server.db.select().from(broadcasts);
      expect(stored).toMatchObject({ isAllShops: true, sendBy: 'sms', sentCount: everyone.length });
    });

    it('a dry run answers the count the send would reach, by each channel, and queues nothing', async () => {
      const token = await login(server.app, demo.admin);
      const before = await outboxCount(server);
      const sms = await send(token, broadcast({ isDryRun: true }));
      expect(sms.statusCode, sms.body).toBe(200);
      expect(sms.json()).toEqual({ sentCount: (await registered()).length });
      const email = await send(token, broadcast({ sendBy: 'email', isDryRun: true }));
      const withEmail = (await registered()).filter((m) => m.email !== '');
      expect(email.json()).toEqual({ sentCount: withEmail.length });
      expect(await outboxCount(server)).toBe(before);
      expect((await server.db.select({ n: count() }).from(broadcasts))[0]?.n).toBe(0);
      const sent = await send(token, broadcast());
      expect(sent.json()).toEqual(sms.json());
    });

    it('skips members without an email when sending by email ("all_shops:" means all stores too)', async () => {
      const token = await login(server.app, demo.admin);
      const response = await send(
        token,
        broadcast({ isAllShops: false, sendBy: 'email', recipients: ['all_shops:'] }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const withEmail = (await registered()).filter((m) => m.email !== '');
      expect((await registered()).length).toBeGreaterThan(withEmail.length);
      expect(response.json()).toEqual({ sentCount: withEmail.length });
      const queued = await server.db.select().from(outbox).where(eq(outbox.channel, 'email'));
      expect(queued.map((m) => m.recipient).sort()).toEqual(withEmail.map((m) => m.email).sort());
      expect(queued[0]?.subject).toBe('A message from Thandi Nkosi');
    });

    it('with No, sends to the picked members and every registered member of a picked division, each once', async () => {
      const token = await login(server.app, demo.admin);
      const lerato = await memberId(server, demo.member);
      const jaca = await divisionOf(server, 'ZA-PTA-JACA');
      const team = await server.db
        .select({ id: members.id, cell: members.cellE164 })
        .from(members)
        .where(and(eq(members.divisionId, jaca.id), isNotNull(members.registeredAt)));
      const response = await send(
        token,
        broadcast({
          isAllShops: false,
          recipients: [String(lerato), 'div:ZA-PTA-JACA', String(team[0]?.id)],
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ sentCount: team.length + 1 });
    });

    it('refuses each rule with formErrors, nothing queued', async () => {
      const token = await login(server.app, demo.admin);
      const sipho = await memberId(server, demo.notRegistered);
      const cases: [Body, string, string][] = [
        [broadcast({ isAllShops: false }), 'recipients', messages.recipientsRequired],
        [broadcast({ sendBy: undefined }), 'sendBy', messages.notAllowedChoice('Send by')],
        [broadcast({ message: ' ' }), 'message', messages.required('Message')],
        [broadcast({ message: 'x'.repeat(151) }), 'message', messages.tooLong('Message', 150)],
        [
          broadcast({ sendBy: 'email', message: 'x'.repeat(351) }),
          'message',
          messages.tooLong('Message', 350),
        ],
        [
          broadcast({ isAllShops: false, recipients: [`0.${sipho}`] }),
          'recipients',
          messages.unregisteredMember('Sipho Dlamini'),
        ],
        [
          broadcast({ isAllShops: false, recipients: ['div:NOPE'] }),
          'recipients',
          awardRefusals.unknownDivision('NOPE'),
        ],
        [
          broadcast({ isAllShops: false, recipients: ['424242'] }),
          'recipients',
          awardRefusals.unknownRecipient,
        ],
        [
          broadcast({
            isAllShops: false,
            sendBy: 'email',
            recipients: [String(await memberId(server, demo.noEmail))],
          }),
          'sendBy',
          recognitionMessages.noEmailRecipients,
        ],
      ];
      for (const [body, field, text] of cases) {
        const before = await outboxCount(server);
        const response = await send(token, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect((response.json() as Answer).formErrors?.[field], JSON.stringify(body)).toBe(text);
        expect(await outboxCount(server)).toBe(before);
      }
      expect((await server.db.select({ n: count() }).from(broadcasts))[0]?.n).toBe(0);
    });

    it('the dispatcher drains a large outbox in batches, each message once', async () => {
      const token = await login(server.app, demo.admin);
      await server.db.update(outbox).set({ sentAt: server.clock.now() });
      const answer = (await send(token, broadcast())).json() as Answer;
      const sent: Delivery[] = [];
      const record = async (d: Delivery) => {
        sent.push(d);
      };
      const first = await dispatchPending(
        server.db,
        { sms: record, email: record },
        server.clock.now,
        { batch: 7, maxBatches: 2 },
      );
      expect(first).toBe(14);
      const rest = await dispatchPending(
        server.db,
        { sms: record, email: record },
        server.clock.now,
        { batch: 7 },
      );
      expect(first + rest).toBe(answer.sentCount);
      expect(new Set(sent.map((d) => d.to)).size).toBe(answer.sentCount);
      const pending = await server.db
        .select({ n: count() })
        .from(outbox)
        .where(sql`${outbox.sentAt} is null`);
      expect(pending[0]?.n).toBe(0);
    });
  });

  describe(`the dispatcher on ${kind}`, () => {
    const server = useTestServer(kind);

    it('two passes draining at once (two server processes) send each message once', async () => {
      const token = await login(server.app, demo.admin);
      await server.db.update(outbox).set({ sentAt: server.clock.now() });
      const { sentCount } = (
        await post(server.app, '/api/reward/sendtoall', broadcast(), { token })
      ).json() as { sentCount: number };
      const sent: string[] = [];
      const slowly = async (d: Delivery) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        sent.push(d.to);
      };
      const transports = { sms: slowly, email: slowly };
      const [a, b] = await Promise.all([
        dispatchPending(server.db, transports, server.clock.now, { batch: 5 }),
        dispatchPending(server.db, transports, server.clock.now, { batch: 5 }),
      ]);
      expect(a + b).toBe(sentCount);
      expect(sent).toHaveLength(sentCount);
      expect(new Set(sent).size).toBe(sentCount);
    });

    it('leaves a claimed message to its pass until the claim runs out', async () => {
      const token = await login(server.app, demo.admin);
      await server.db.update(outbox).set({ sentAt: server.clock.now() });
      await post(server.app, '/api/reward/sendtoall', broadcast(), { token });
      await server.db
        .update(outbox)
        .set({ claimedUntil: new Date(server.clock.now().getTime() + 60_000) })
        .where(sql`${outbox.sentAt} is null`);
      const none = async () => undefined;
      expect(await dispatchPending(server.db, { sms: none, email: none }, server.clock.now)).toBe(
        0,
      );
      server.clock.advance(61_000);
      expect(
        await dispatchPending(server.db, { sms: none, email: none }, server.clock.now),
      ).toBeGreaterThan(0);
    });
  });

  describe(`recent recognition and get to know on ${kind}`, () => {
    const server = useTestServer(kind);

    it('lists the recently recognised colleagues of the country, newest first, each once; Home shows the same', async () => {
      const token = await login(server.app, demo.member);
      const response = await post(server.app, '/api/site/getrecentrecognition', {}, { token });
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json() as { report: { fields: string[]; records: unknown[][] } };
      expect(report.report.fields).toEqual(['picId', 'memberName', 'division']);
      const names = report.report.records.map((r) => r[1]);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
      const home = (await post(server.app, '/api/member/getmemberdata', {}, { token })).json() as {
        homeRecentRecognition: { records: unknown[][] };
      };
      expect(home.homeRecentRecognition.records).toEqual(
        report.report.records.slice(0, home.homeRecentRecognition.records.length),
      );

      // A Shout Out puts its recipient first, once.
      const colleague = names[names.length - 1] as string;
      const [who] = await server.db
        .select({ id: members.id })
        .from(members)
        .where(sql`${members.firstname} || ' ' || ${members.surname} = ${colleague}`);
      /** A Shout Out by SMS to these member ids, a minute after the last. */
      const shoutOut = async (ids: number[]) => {
        server.clock.advance(60_000);
        const given = await post(
          server.app,
          '/api/reward/doreward',
          {
            what: 'thankyou',
            reason: 'Thank You!',
            points: 0,
            message: 'Thanks!',
            sendBy: 'sms',
            recipients: ids.map(String),
          },
          { token },
        );
        expect(given.statusCode, given.body).toBe(200);
      };
      await shoutOut([who?.id ?? 0]);
      const after = (
        await post(server.app, '/api/site/getrecentrecognition', {}, { token })
      ).json() as { report: { records: unknown[][] } };
      const afterNames = after.report.records.map((r) => r[1]);
      expect(afterNames[0]).toBe(colleague);
      expect(afterNames.filter((n) => n === colleague)).toHaveLength(1);

      // One Shout Out to several colleagues: they share its time, and Home and the list agree on their order.
      const several = await server.db
        .select({
          id: members.id,
          name: sql<string>`${members.firstname} || ' ' || ${members.surname}`,
        })
        .from(members)
        .where(
          sql`${members.registeredAt} is not null and ${members.id} <> ${who?.id ?? 0}
          and ${members.cellNational} <> ${demo.member}
          and ${members.clusterId} = (select cluster_id from members where cell_national = ${demo.member})`,
        )
        .orderBy(sql`${members.id} desc`)
        .limit(6);
      await shoutOut(several.map((m) => m.id));
      const list = (
        await post(server.app, '/api/site/getrecentrecognition', {}, { token })
      ).json() as { report: { records: unknown[][] } };
      const homeAfter = (
        await post(server.app, '/api/member/getmemberdata', {}, { token })
      ).json() as {
        homeRecentRecognition: { records: unknown[][] };
      };
      const byId = [...several].sort((a, b) => a.id - b.id).map((m) => m.name);
      expect(list.report.records.slice(0, several.length).map((r) => r[1])).toEqual(byId);
      expect(
        homeAfter.homeRecentRecognition.records.slice(0, several.length).map((r) => r[1]),
      ).toEqual(byId);
    });

    it("shows a registered colleague's card, one of Home's without an id, and nothing for anyone else", async () => {
      const token = await login(server.app, demo.member);
      const thandi = await memberId(server, demo.admin);
      const sipho = await memberId(server, demo.notRegistered);
      const card = async (selectedMemberId: string) => {
        const response = await post(
          server.app,
          '/api/site/gettoknow',
          { selectedMemberId },
          { token },
        );
        expect(response.statusCode, response.body).toBe(200);
        const { getToKnow } = response.json() as {
          getToKnow: { fields: string[]; records: unknown[][] };
        };
        return getToKnow.records.map((r) =>
          Object.fromEntries(getToKnow.fields.map((f, i) => [f, r[i]])),
        );
      };
      expect(await card(String(thandi))).toEqual([
        expect.objectContaining({
          memberId: String(thandi),
          memberName: 'Thandi Nkosi',
          interest1: 'Running the Comrades with my husky',
          otherInfo: 'Store manager and programme admin. My door is always open.',
          interestOtherDesc: '',
        }),
      ]);
      const home = (await post(server.app, '/api/member/getmemberdata', {}, { token })).json() as {
        homeGetToKnow: { records: unknown[][] };
      };
      expect((await card(''))[0]?.memberId).toBe(home.homeGetToKnow.records[0]?.[0]);
      expect(await card(`0.${sipho}`)).toEqual([]);
      expect(await card(String(sipho))).toEqual([]);
      expect(await card('99999999')).toEqual([]);
      expect(await card('not-a-member')).toEqual([]);
    });
  });
}
