import { contentKeys } from '@plaudit/api/contract';
import { messages, siteMessages } from '@plaudit/domain';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, divisions, members, outbox } from '../src/db/schema.ts';
import { demo, latestPin, login, post, testDatabases, useTestServer } from './harness.ts';

describe.each(testDatabases)('site calls on %s', (kind) => {
  const server = useTestServer(kind);

  describe('getcontentdb', () => {
    it.each([...contentKeys])('answers title and content for %s', async (contentKey) => {
      const response = await post(server.app, '/api/site/getcontentdb', {
        contentKey,
        isCache: true,
      });
      expect(response.statusCode).toBe(200);
      const block = response.json();
      expect(block.title.length).toBeGreaterThan(3);
      expect(block.content).toMatch(/^<(p|h2)>/);
    });

    it("answers 'Invalid Key' for an empty key and an unknown one", async () => {
      for (const contentKey of ['', '   ', 'no-such-page']) {
        const response = await post(server.app, '/api/site/getcontentdb', { contentKey });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.json().message).toBe(messages.invalidKey);
      }
      for (const contentKey of ['', '   ']) {
        const response = await post(server.app, '/api/site/getcontentdb', { contentKey });
        expect(response.json()).toEqual({
          message: messages.invalidKey,
          formErrors: { contentKey: messages.invalidKey },
        });
      }
    });
  });

  describe('contactussend', () => {
    const message = {
      ContactName: 'Ayanda Khumalo',
      EmailAddress: 'ayanda@example.com',
      Message: 'My voucher code did not arrive.',
      AcceptTerms: true,
    };

    it('accepts a message without a login and with one, and emails the programme', async () => {
      expect((await post(server.app, '/api/site/contactussend', message)).statusCode).toBe(200);
      const token = await login(server.app, demo.member);
      const withLogin = await post(server.app, '/api/site/contactussend', message, { token });
      expect(withLogin.json()).toEqual({ message: siteMessages.contactSent });
      const stored = await server.db.select().from(contactMessages);
      expect(stored.map((m) => m.memberId === null)).toEqual([true, false]);
      const mail = await server.db.select().from(outbox);
      expect(
        mail.filter(
          (m) => m.channel === 'email' && m.body.includes('My voucher code did not arrive.'),
        ),
      ).toHaveLength(2);
    });

    it('refuses a message whose terms are not accepted', async () => {
      const response = await post(server.app, '/api/site/contactussend', {
        ...message,
        AcceptTerms: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().formErrors).toEqual({ AcceptTerms: messages.contactTermsRequired });
    });

    it('refuses empty fields, a bad address and every field over its limit', async () => {
      const empty = await post(server.app, '/api/site/contactussend', {
        ContactName: '',
        EmailAddress: '',
        Message: '',
        AcceptTerms: true,
      });
      expect(Object.keys(empty.json().formErrors).sort()).toEqual([
        'ContactName',
        'EmailAddress',
        'Message',
      ]);
      const bad = await post(server.app, '/api/site/contactussend', {
        ...message,
        EmailAddress: 'ayanda at example',
      });
      expect(bad.json().formErrors).toEqual({
        EmailAddress: 'Please enter a valid email address.',
      });
      const long = await post(server.app, '/api/site/contactussend', {
        ...message,
        ContactName: 'n'.repeat(81),
        Message: 'm'.repeat(2001),
      });
      expect(long.json().formErrors).toEqual({
        ContactName: 'Name must be at most 80 characters.',
        Message: 'Message must be at most 2000 characters.',
      });
      const longEmail = await post(server.app, '/api/site/contactussend', {
        ...message,
        EmailAddress: `${'e'.repeat(75)}@x.com`,
      });
      expect(longEmail.json().formErrors).toEqual({
        EmailAddress: 'Email must be at most 80 characters.',
      });
    });
  });

  describe('getmemberlist', () => {
    const list = async (
      token: string,
      body: { divisionCode: string; search: string; includeSelf: boolean },
    ) => {
      const response = await post(server.app, '/api/site/getmemberlist', body, { token });
      expect(response.statusCode, response.body).toBe(200);
      const { fields, records } = response.json().memberList as {
        fields: string[];
        records: unknown[][];
      };
      expect(fields).toEqual([
        'memberId',
        'memberNumber',
        'firstname',
        'surname',
        'division',
        'isManager',
      ]);
      return records.map(
        (r) =>
          Object.fromEntries(fields.map((f, i) => [f, r[i]])) as Record<string, string | boolean>,
      );
    };

    it("lists the member's own division by default, without the member unless includeSelf", async () => {
      const token = await login(server.app, demo.member);
      const without = await list(token, { divisionCode: '', search: '', includeSelf: false });
      expect(without.every((m) => m.division === 'Paws & Claws Pet Shop, Sandton')).toBe(true);
      expect(without.some((m) => m.memberNumber === demo.member)).toBe(false);
      const withSelf = await list(token, { divisionCode: '', search: '', includeSelf: true });
      expect(withSelf.length).toBe(without.length + 1);
      expect(withSelf.find((m) => m.memberNumber === demo.notRegistered)?.memberId).toMatch(/^0\./);
      expect(withSelf.find((m) => m.memberNumber === demo.admin)?.memberId).not.toMatch(/^0\./);
    });

    it('lists another division by code and searches names across stores', async () => {
      const token = await login(server.app, demo.member);
      const windhoek = await list(token, {
        divisionCode: 'NA-WHK-PETS',
        search: '',
        includeSelf: false,
      });
      expect(windhoek.length).toBeGreaterThan(0);
      expect(windhoek.every((m) => m.division === 'Windhoek Pet Centre')).toBe(true);
      const found = await list(token, {
        divisionCode: '',
        search: 'PIETER VAN',
        includeSelf: false,
      });
      expect(found.map((m) => m.memberNumber)).toEqual([demo.manager]);
      const byWords = await list(token, {
        divisionCode: '',
        search: 'merwe piet',
        includeSelf: false,
      });
      expect(byWords.map((m) => m.memberNumber)).toEqual([demo.manager]);
      expect(await list(token, { divisionCode: '', search: '100%_', includeSelf: true })).toEqual(
        [],
      );
    });

    it('matches the start of name words, whatever the case, accents and hyphens', async () => {
      const token = await login(server.app, demo.member);
      await server.db
        .update(members)
        .set({ firstname: 'Élodie', surname: "O'Brien-Smit" })
        .where(eq(members.cellNational, demo.manager));
      const numbers = async (search: string) =>
        (await list(token, { divisionCode: '', search, includeSelf: false })).map(
          (m) => m.memberNumber,
        );
      for (const search of [
        'elodie',
        'ÉLO',
        'obrien',
        "o'brien-sm",
        'brien',
        'smit elo',
        'el  sm',
      ]) {
        expect(await numbers(search), search).toEqual([demo.manager]);
      }
      // Inside a word, or a word of nobody's name, finds nothing.
      expect(await numbers('lodie')).toEqual([]);
      expect(await numbers('elodie jones')).toEqual([]);
      const found = await list(token, { divisionCode: '', search: 'elo', includeSelf: false });
      expect(found[0]).toMatchObject({ firstname: 'Élodie', surname: "O'Brien-Smit" });
    });

    it('keeps a search to the division asked for, and leaves the member out unless includeSelf', async () => {
      const token = await login(server.app, demo.member);
      const [self] = await server.db
        .select({ firstname: members.firstname, surname: members.surname })
        .from(members)
        .where(eq(members.cellNational, demo.member));
      // One word takes the ordered walk; two words, matching few members, the index of whole names.
      for (const search of [self?.firstname ?? '', `${self?.firstname} ${self?.surname}`]) {
        const numbers = async (includeSelf: boolean) =>
          (await list(token, { divisionCode: '', search, includeSelf })).map((m) => m.memberNumber);
        expect(await numbers(true), search).toContain(demo.member);
        expect(await numbers(false), search).not.toContain(demo.member);
      }
      const [windhoeker] = await list(token, {
        divisionCode: 'NA-WHK-PETS',
        search: '',
        includeSelf: false,
      });
      const theirWord = String(windhoeker?.firstname).toLowerCase();
      const inWindhoek = await list(token, {
        divisionCode: 'NA-WHK-PETS',
        search: theirWord,
        includeSelf: true,
      });
      expect(inWindhoek.map((m) => m.memberNumber)).toContain(windhoeker?.memberNumber);
      expect(inWindhoek.every((m) => m.division === 'Windhoek Pet Centre')).toBe(true);
      const anywhere = await list(token, {
        divisionCode: '',
        search: theirWord,
        includeSelf: true,
      });
      expect(anywhere.length).toBeGreaterThanOrEqual(inWindhoek.length);
      const fullName = `${windhoeker?.firstname} ${windhoeker?.surname}`;
      for (const divisionCode of ['NA-WHK-PETS', '']) {
        const found = await list(token, { divisionCode, search: fullName, includeSelf: true });
        expect(found.map((m) => m.memberNumber)).toContain(windhoeker?.memberNumber);
      }
      const [ownStore] = await server.db
        .select({ code: divisions.code })
        .from(members)
        .innerJoin(divisions, eq(divisions.id, members.divisionId))
        .where(eq(members.cellNational, demo.member));
      expect(ownStore?.code).not.toBe('NA-WHK-PETS');
      const elsewhere = await list(token, {
        divisionCode: ownStore?.code ?? '',
        search: fullName,
        includeSelf: true,
      });
      expect(elsewhere.map((m) => m.memberNumber)).not.toContain(windhoeker?.memberNumber);
    });

    /** Pre-loads members with these names into the demo member's store, numbered 083… in this order. */
    const addMembers = async (names: readonly (readonly [string, string])[]) => {
      const [self] = await server.db
        .select({ clusterId: members.clusterId, divisionId: members.divisionId })
        .from(members)
        .where(eq(members.cellNational, demo.member));
      await server.db.insert(members).values(
        names.map(([firstname, surname], i) => ({
          clusterId: self?.clusterId ?? 0,
          divisionId: self?.divisionId ?? 0,
          cellE164: `+2783${String(i).padStart(7, '0')}`,
          cellNational: `083${String(i).padStart(7, '0')}`,
          firstname,
          surname,
        })),
      );
    };

    it('answers at most 100 members, in surname order', async () => {
      const token = await login(server.app, demo.member);
      await addMembers(
        Array.from({ length: 150 }, (_, i) => [
          'Anele',
          `Zwane${String(149 - i).padStart(3, '0')}`,
        ]),
      );
      const found = await list(token, {
        divisionCode: '',
        search: 'anele zwane',
        includeSelf: false,
      });
      expect(found).toHaveLength(100);
      expect(found[0]?.surname).toBe('Zwane000');
      expect(found[99]?.surname).toBe('Zwane099');
    });

    it('answers a narrow search of two words in surname order too (the whole-name index)', async () => {
      const token = await login(server.app, demo.member);
      await addMembers([
        ['Anele', 'Zwane-Dube'],
        ['Thandi', 'Dube'],
        ['Bheki', 'Dube'],
        ['Anele', 'Dube'],
      ]);
      const found = await list(token, { divisionCode: '', search: 'dube a', includeSelf: false });
      expect(found.map((m) => `${m.firstname} ${m.surname}`)).toEqual([
        'Anele Dube',
        'Anele Zwane-Dube',
      ]);
      const all = await list(token, { divisionCode: '', search: 'dube', includeSelf: false });
      expect(all.map((m) => `${m.firstname} ${m.surname}`)).toEqual([
        'Anele Dube',
        'Bheki Dube',
        'Thandi Dube',
        'Anele Zwane-Dube',
      ]);
    });

    it("shows a member's change at once when this server made it, and within the cache time when another process did", async () => {
      const admin = await login(server.app, demo.admin);
      const sipho = async () =>
        (await list(admin, { divisionCode: '', search: 'dlamini', includeSelf: false })).find(
          (m) => m.memberNumber === demo.notRegistered,
        );
      expect(await sipho()).toMatchObject({
        firstname: 'Sipho',
        memberId: expect.stringMatching(/^0\./),
      });

      // Registered through this server: no longer shown as pre-loaded, at once.
      const sent = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: demo.notRegistered,
        postAddr2: '',
      });
      const verified = await post(server.app, '/api/member/cell2factorverify', {
        firstname: 'Sipho',
        surname: 'Dlamini',
        email: 'sipho@example.com',
        cellNum: demo.notRegistered,
        password: 'Kennels42x',
        otp: await latestPin(server.app, '+27820000099'),
        auth: (sent.json() as { auth: string }).auth,
        acceptTerms: true,
        postAddr2: '',
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect((await sipho())?.memberId).toMatch(/^\d+$/);

      // Renamed by another process (an import, say): shown once the cached row has expired.
      await server.db
        .update(members)
        .set({ firstname: 'Siphokazi' })
        .where(eq(members.cellNational, demo.notRegistered));
      expect((await sipho())?.firstname).toBe('Sipho');
      server.clock.advance(5_000);
      expect((await sipho())?.firstname).toBe('Siphokazi');
    });

    it('refuses a search over 20 characters and an unknown division', async () => {
      const token = await login(server.app, demo.member);
      const long = await post(
        server.app,
        '/api/site/getmemberlist',
        { divisionCode: '', search: 's'.repeat(21), includeSelf: false },
        { token },
      );
      expect(long.statusCode).toBe(400);
      expect(Object.keys(long.json().formErrors)).toEqual(['search']);
      const unknown = await post(
        server.app,
        '/api/site/getmemberlist',
        { divisionCode: 'NOPE', search: '', includeSelf: false },
        { token },
      );
      expect(unknown.json().formErrors).toEqual({ divisionCode: siteMessages.unknownDivision });
    });
  });

  it('getdivisionlist answers the countries, South Africa first, and about ten divisions', async () => {
    const token = await login(server.app, demo.member);
    const response = (await post(server.app, '/api/site/getdivisionlist', {}, { token })).json();
    expect(response.countryList.records).toEqual([
      ['ZA', 'South Africa'],
      ['NA', 'Namibia'],
    ]);
    expect(response.divisionList.fields).toEqual(['divisionCode', 'division', 'countryCode']);
    expect(response.divisionList.records).toHaveLength(10);
  });

  it('advertdata answers adverts whose images the server hosts, with or without a login', async () => {
    const token = await login(server.app, demo.member);
    const anonymous = await post(server.app, '/api/site/advertdata', {});
    expect(anonymous.statusCode).toBe(200);
    const response = (await post(server.app, '/api/site/advertdata', {}, { token })).json();
    expect(response).toEqual(anonymous.json());
    expect(response.imageBase).toBe('/adverts/');
    expect(response.exp).toBe(300);
    expect(response.advertData.records.length).toBeGreaterThanOrEqual(3);
    const { fields, records } = response.advertData as { fields: string[]; records: string[][] };
    for (const record of records) {
      const advert = Object.fromEntries(fields.map((field, i) => [field, record[i]]));
      const image = await server.app.inject({
        method: 'GET',
        url: `${response.imageBase}${advert['img']}`,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
      // The words are text beside the picture, which carries none.
      expect(advert['title']).toEqual(expect.any(String));
      expect(image.body).not.toContain('<text');
    }
  });
});
