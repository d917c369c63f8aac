import { contentKeys } from '@plaudit/api';
import { messages } from '@plaudit/domain';
import { describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../src/db/schema.ts';
import { siteMessages } from '../src/routes/site.ts';
import { demo, login, post, testDatabases, useTestServer } from './harness.ts';

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

  it('advertdata answers adverts whose images the server hosts', async () => {
    const token = await login(server.app, demo.member);
    const response = (await post(server.app, '/api/site/advertdata', {}, { token })).json();
    expect(response.imageBase).toBe('/adverts/');
    expect(response.exp).toBe(300);
    expect(response.advertData.records.length).toBeGreaterThanOrEqual(3);
    for (const [, img] of response.advertData.records as string[][]) {
      const image = await server.app.inject({ method: 'GET', url: `${response.imageBase}${img}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    }
  });
});
