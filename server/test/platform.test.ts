import { createServer } from 'node:http';
import { existsSync, mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { callNames, contract } from '@plaudit/api/contract';
import { errorMessages, messages } from '@plaudit/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, members, outbox } from '../src/db/schema.ts';
import type { PlauditApp } from '../src/app.ts';
import { compressJsonMinBytes, preferredEncoding } from '../src/http/compression.ts';
import { contentSecurityPolicy } from '../src/http/headers.ts';
import { precompressStatic } from '../src/http/staticApp.ts';
import { dispatchPending } from '../src/outbox/dispatcher.ts';
import { enqueue } from '../src/outbox/queue.ts';
import { webhookTransport, type Delivery } from '../src/outbox/transports.ts';
import { demo, login, post, testDatabases, useTestServer } from './harness.ts';

const publicPaths = new Set<string>(
  callNames.filter((name) => contract[name].access === 'public').map((name) => contract[name].path),
);

describe.each(testDatabases)('platform on %s', (kind) => {
  const server = useTestServer(kind);

  describe('route guard', () => {
    it('registers every contract path, and only contract paths under /api', async () => {
      await server.app.ready();
      const apiRoutes = server.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));
      expect(apiRoutes.every((r) => r.method === 'POST')).toBe(true);
      expect(apiRoutes.map((r) => r.url).sort()).toEqual(
        callNames.map((n) => contract[n].path).sort(),
      );
    });

    it('answers 401 without a session on every /api route but the public ones', async () => {
      await server.app.ready();
      const apiRoutes = server.app.registeredRoutes.filter(
        (r) => r.url.startsWith('/api/') && r.method === 'POST',
      );
      const guarded: string[] = [];
      for (const route of apiRoutes) {
        const response = await post(server.app, route.url, {});
        if (response.statusCode === 401) guarded.push(route.url);
      }
      expect(guarded.sort()).toEqual(
        apiRoutes
          .map((r) => r.url)
          .filter((url) => !publicPaths.has(url))
          .sort(),
      );
      expect([...publicPaths].sort()).toEqual([
        '/api/member/cell2factorverify',
        '/api/member/login',
        '/api/member/passwordcell2factorverify',
        '/api/member/passwordsendcell2factorsms',
        '/api/member/pinbysms',
        '/api/member/pinstatus',
        '/api/member/sendcell2factorsms',
        '/api/site/advertdata',
        '/api/site/contactussend',
        '/api/site/getcontentdb',
      ]);
    });
  });

  describe('errors', () => {
    it('answers a malformed body with 400 and a message, never 500', async () => {
      const broken = await server.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: '{"memberNumber":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      expect(typeof broken.json().message).toBe('string');
      const wrongTypes = await post(server.app, '/api/member/login', {
        memberNumber: 820000003,
        password: ['x'],
      });
      expect(wrongTypes.statusCode).toBe(400);
      expect(wrongTypes.json().message).toBe(errorMessages.correctFields);
      expect(Object.keys(wrongTypes.json().formErrors).sort()).toEqual([
        'memberNumber',
        'password',
      ]);
      const missing = await post(server.app, '/api/member/login', {});
      expect(missing.json().formErrors).toEqual({
        memberNumber: 'Mobile number is required.',
        password: 'Password is required.',
      });
      const xml = await server.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: '<a/>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(xml.statusCode).toBe(415);
      expect(typeof xml.json().message).toBe('string');
    });

    it('refuses a NUL character in any text with a field error, where PostgreSQL would have failed', async () => {
      const token = await login(server.app, demo.member);
      const shoutOut = {
        what: 'thankyou',
        reason: 'Thank You!',
        points: 0,
        message: 'Thanks\u0000',
        sendBy: 'sms',
        recipients: ['div:ZA-JHB-PAWS'],
      };
      const award = await post(server.app, '/api/reward/doreward', shoutOut, { token });
      expect(award.statusCode).toBe(400);
      expect(award.json().formErrors).toEqual({
        message: errorMessages.forbiddenCharacter('Message'),
      });
      const contact = await post(server.app, '/api/site/contactussend', {
        ContactName: 'Lerato',
        EmailAddress: 'lerato@example.com',
        Message: 'Hello\u0000',
        AcceptTerms: true,
      });
      expect(contact.statusCode).toBe(400);
      expect(Object.keys(contact.json().formErrors)).toEqual(['Message']);
      const search = await post(
        server.app,
        '/api/site/getmemberlist',
        { divisionCode: '', search: 'ay\u0000', includeSelf: false },
        { token },
      );
      expect(search.statusCode).toBe(400);
    });

    it("words every contract issue in the portal's voice, never the schema library's", async () => {
      const token = await login(server.app, demo.member);
      const long = (n: number) => 'x'.repeat(n + 1);
      const profile = {
        interest1: '',
        firstname: 'Lerato',
        surname: 'Mokoena',
        postAddr2: '',
        email: 'lerato@example.com',
        cellNum: demo.member,
        dOBmm: '',
        dOBdd: '',
        interestOtherDesc: '',
        otherInfo: '',
      };
      // Each account form with one field over its limit (the contract refuses it before the form rules).
      const forms: [path: string, body: Record<string, unknown>, field: string, text: string][] = [
        [
          '/api/member/login',
          { memberNumber: long(50), password: 'x' },
          'memberNumber',
          'Mobile number must be at most 50 characters.',
        ],
        [
          '/api/member/login',
          { memberNumber: demo.member, password: long(80) },
          'password',
          'Password must be at most 80 characters.',
        ],
        [
          '/api/member/sendcell2factorsms',
          { cellNum: long(20) },
          'cellNum',
          'Mobile number must be at most 20 characters.',
        ],
        [
          '/api/member/sendcell2factorsms',
          { cellNum: demo.notRegistered, postAddr2: long(20) },
          'postAddr2',
          'ID must be at most 20 characters.',
        ],
        ...(['firstname', 'surname', 'email', 'password', 'otp'] as const).map(
          (field): [string, Record<string, unknown>, string, string] => {
            const max = { firstname: 80, surname: 80, email: 80, password: 80, otp: 20 }[field];
            const label = {
              firstname: 'First name',
              surname: 'Surname',
              email: 'Email',
              password: 'Password',
              otp: 'OTP',
            }[field];
            return [
              '/api/member/cell2factorverify',
              {
                firstname: 'Sipho',
                surname: 'Dlamini',
                email: 's@example.com',
                cellNum: demo.notRegistered,
                password: 'Kennels42x',
                otp: '123456',
                auth: 'a',
                acceptTerms: true,
                [field]: long(max),
              },
              field,
              `${label} must be at most ${max} characters.`,
            ];
          },
        ),
        [
          '/api/member/passwordsendcell2factorsms',
          { cellNum: long(20) },
          'cellNum',
          'Mobile number must be at most 20 characters.',
        ],
        [
          '/api/member/passwordcell2factorverify',
          { cellNum: demo.member, password: 'Kennels42x', otp: long(20), auth: 'a' },
          'otp',
          'OTP must be at most 20 characters.',
        ],
        [
          '/api/member/memberupdate',
          { ...profile, firstname: long(80) },
          'firstname',
          'First name must be at most 80 characters.',
        ],
        [
          '/api/member/memberupdate',
          { ...profile, postAddr2: long(30) },
          'postAddr2',
          'ID must be at most 30 characters.',
        ],
        [
          '/api/member/memberupdate',
          { ...profile, dOBdd: '123' },
          'dOBdd',
          'Day must be at most 2 characters.',
        ],
        [
          '/api/site/contactussend',
          { ContactName: 'A', EmailAddress: long(80), Message: 'Hi', AcceptTerms: true },
          'EmailAddress',
          'Email must be at most 80 characters.',
        ],
      ];
      for (const [path, body, field, text] of forms) {
        const response = await post(server.app, path, body, { token });
        expect(response.statusCode, `${path} ${field}`).toBe(400);
        expect(response.json(), `${path} ${field}`).toEqual({
          message: errorMessages.correctFields,
          formErrors: { [field]: text },
        });
      }
      // A required field left out, one of the wrong type, a missing terms tick, a body that is no object.
      const missing = await post(
        server.app,
        '/api/member/memberupdate',
        { ...profile, surname: undefined },
        { token },
      );
      expect(missing.json().formErrors).toEqual({ surname: 'Surname is required.' });
      const wrongType = await post(
        server.app,
        '/api/site/getmemberlist',
        { divisionCode: '', search: 7, includeSelf: 'yes' },
        { token },
      );
      expect(wrongType.json().formErrors).toEqual({
        search: 'Search is not valid.',
        includeSelf: 'Include self is not valid.',
      });
      const terms = await post(server.app, '/api/site/contactussend', {
        ContactName: 'A',
        EmailAddress: 'a@example.com',
        Message: 'Hi',
      });
      expect(terms.json().formErrors).toEqual({ AcceptTerms: messages.contactTermsRequired });
      const array = await post(server.app, '/api/member/login', ['0820000003']);
      expect(array.statusCode).toBe(400);
      expect(array.json()).toEqual({ message: errorMessages.unreadable });
      for (const response of [missing, wrongType, terms, array])
        expect(response.body).not.toMatch(/Too (big|small)|Invalid input|expected/);
    });

    it('hides the details of a 500 and names the request id', async () => {
      const app = await server.rebuild({});
      app.post('/boom', async () => {
        throw new Error('connection string postgres://secret');
      });
      const response = await app.inject({ method: 'POST', url: '/boom', payload: {} });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('secret');
      expect(response.json().message).toMatch(/reference [0-9a-f-]{36}/);
    });

    it('answers unknown paths with 404 and a message', async () => {
      const response = await post(server.app, '/api/nothing/here', {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: errorMessages.notFound });
    });
  });

  describe('limits', () => {
    it('counts every call that sends an SMS or email per member and per address, and refuses past the limit with nothing sent', async () => {
      const app = await server.rebuild({
        messageRateLimit: { perMember: 2, perAddress: 2, windowMs: 60_000 },
      });
      const queued = async () => (await server.db.select({ id: outbox.id }).from(outbox)).length;
      const contact = {
        ContactName: 'Lerato',
        EmailAddress: 'lerato@example.com',
        Message: 'Hello',
        AcceptTerms: true,
      };
      const visitor = { ip: '203.0.113.9' };
      expect((await post(app, '/api/site/contactussend', contact, visitor)).statusCode).toBe(200);
      // A pin for registration counts with it: one budget for every message a caller sends.
      const pin = await post(
        app,
        '/api/member/sendcell2factorsms',
        { cellNum: demo.notRegistered, postAddr2: '' },
        visitor,
      );
      expect(pin.statusCode).toBe(200);
      const before = await queued();
      const refused = await post(app, '/api/site/contactussend', contact, visitor);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^You have sent a lot of messages in a short time/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await queued()).toBe(before);
      // Another address has its own budget.
      expect(
        (await post(app, '/api/site/contactussend', contact, { ip: '203.0.113.10' })).statusCode,
      ).toBe(200);

      const token = await login(app, demo.member);
      const [colleague] = await server.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.cellNational, demo.manager));
      const shoutOut = {
        what: 'thankyou',
        reason: 'Thank You!',
        points: 0,
        message: 'Thanks!',
        sendBy: 'sms',
        recipients: [String(colleague?.id)],
      };
      for (const expected of [200, 200, 429])
        expect(
          (await post(app, '/api/reward/doreward', shoutOut, { token, ip: '203.0.113.9' }))
            .statusCode,
        ).toBe(expected);
    });
  });

  describe('security headers', () => {
    it('sends them on every kind of response', async () => {
      const responses = [
        await post(server.app, '/api/site/getcontentdb', { contentKey: 'terms' }),
        await post(server.app, '/api/member/getmemberdata', {}),
        await server.app.inject({ method: 'GET', url: '/adverts/nominate.svg' }),
        await server.app.inject({ method: 'GET', url: '/nothing' }),
      ];
      for (const response of responses) {
        expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['x-frame-options']).toBe('DENY');
      }
      expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
      expect(contentSecurityPolicy).toMatch(/script-src 'self'(;|$)/);
      expect(responses[0]?.headers['cache-control']).toBe('no-store');
    });
  });

  describe('static app', () => {
    it('serves files and falls back to index.html for every non-API path', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'plaudit-static-'));
      mkdirSync(join(dir, 'assets'));
      writeFileSync(
        join(dir, 'index.html'),
        '<!doctype html><title>Plaudit</title><script type="module" src="/assets/app.js"></script>',
      );
      writeFileSync(join(dir, 'assets', 'app.js'), 'export {};');
      const app = await server.rebuild({ staticDir: dir });
      const file = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
      for (const url of ['/', '/myprofile/update', '/rewards/basket?x=1', '/terms']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<title>Plaudit</title>');
      }
      expect((await app.inject({ method: 'GET', url: '/api/member/login' })).statusCode).toBe(404);
      expect((await post(app, '/api/member/getmemberdata', {})).statusCode).toBe(401);
    });
  });

  describe('static app compression and caching', () => {
    const script = `export const greeting = ${JSON.stringify('Plaudit '.repeat(400))};\n`;
    const page = `<!doctype html><title>Plaudit</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>${'<!-- portal -->'.repeat(100)}`;
    const makeBuild = () => {
      const dir = mkdtempSync(join(tmpdir(), 'plaudit-static-'));
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'index.html'), page);
      writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), script);
      writeFileSync(join(dir, 'assets', 'tiny-Zz99Yy88.js'), 'export {};');
      writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
      return dir;
    };
    const get = (app: PlauditApp, url: string, acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const expectSecurityHeaders = (response: LightMyRequestResponse) => {
      expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    };

    it('writes a .br and a .gz beside each compressible file once, and serves the one the browser accepts', async () => {
      const dir = makeBuild();
      expect(await precompressStatic(dir)).toEqual({ written: 4, upToDate: 0 });
      expect(existsSync(join(dir, 'assets', 'index-Ab12Cd34.js.br'))).toBe(true);
      expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
      // Under a kilobyte: not worth a copy, served plain.
      expect(existsSync(join(dir, 'assets', 'tiny-Zz99Yy88.js.br'))).toBe(false);
      expect(await precompressStatic(dir)).toEqual({ written: 0, upToDate: 4 });

      const app = await server.rebuild({ staticDir: dir });
      const url = '/assets/index-Ab12Cd34.js';
      const br = await get(app, url, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.rawPayload.length).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

      const gz = await get(app, url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      expect((await get(app, url, 'br;q=0, gzip;q=0.8')).headers['content-encoding']).toBe('gzip');

      const plain = await get(app, url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      const tiny = await get(app, '/assets/tiny-Zz99Yy88.js', 'br');
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body).toBe('export {};');
      for (const response of [br, gz, plain, tiny]) {
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expectSecurityHeaders(response);
      }
    });

    it('lets browsers keep /assets/ for a year and revalidate index.html, also as the history fallback', async () => {
      const dir = makeBuild();
      await precompressStatic(dir);
      const app = await server.rebuild({ staticDir: dir });
      for (const url of ['/assets/index-Ab12Cd34.js', '/assets/tiny-Zz99Yy88.js']) {
        expect((await get(app, url, 'br')).headers['cache-control']).toBe(
          'public, max-age=31536000, immutable',
        );
      }
      for (const url of [
        '/',
        '/index.html',
        '/myprofile/update',
        '/rewards/basket?x=1',
        '/terms',
      ]) {
        const response = await get(app, url, 'br');
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
        expect(response.headers['content-encoding'], url).toBe('br');
        expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
        expectSecurityHeaders(response);
      }
      const plainFallback = await get(app, '/myprofile');
      expect(plainFallback.body).toBe(page);
      expect(plainFallback.headers.vary).toMatch(/accept-encoding/i);
      expect((await get(app, '/robots.txt', 'br')).headers['cache-control']).toBe('no-cache');
    });

    it('never answers index.html for API paths or missing assets', async () => {
      const dir = makeBuild();
      await precompressStatic(dir);
      const app = await server.rebuild({ staticDir: dir });
      for (const url of [
        '/api',
        '/api/member/login',
        '/api/nothing',
        '/dev',
        '/assets/gone-11aa22bb.js',
      ]) {
        const response = await get(app, url, 'br');
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ message: errorMessages.notFound });
        expectSecurityHeaders(response);
      }
      expect((await post(app, '/api/member/getmemberdata', {})).statusCode).toBe(401);
    });

    it('replaces a copy older than its file and removes a copy whose file is gone', async () => {
      const dir = makeBuild();
      await precompressStatic(dir);
      const rebuilt = page.replace('Plaudit</title>', 'Plaudit 2</title>');
      writeFileSync(join(dir, 'index.html'), rebuilt);
      const later = new Date(Date.now() + 60_000);
      utimesSync(join(dir, 'index.html'), later, later);
      writeFileSync(join(dir, 'assets', 'old-00000000.js.br'), 'stale');
      expect(await precompressStatic(dir)).toEqual({ written: 2, upToDate: 2 });
      expect(existsSync(join(dir, 'assets', 'old-00000000.js.br'))).toBe(false);
      const app = await server.rebuild({ staticDir: dir });
      const response = await get(app, '/', 'br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(rebuilt);
    });

    it('compresses JSON answers over a kilobyte for clients that accept it', async () => {
      const token = await login(server.app, demo.admin);
      const call = (acceptEncoding?: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/member/getmemberdata',
          payload: {},
          headers: {
            authorization: `Bearer ${token}`,
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
        });
      const plain = await call();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(compressJsonMinBytes);
      const br = await call('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gz = await call('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
      for (const response of [plain, br, gz]) {
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('no-store');
      }
      // The bundle kept in memory is compressed once per encoding, not per call.
      expect((await call('br')).rawPayload.equals(br.rawPayload)).toBe(true);

      // An answer made per call (a name search) is compressed on its way out.
      const search = (acceptEncoding?: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/site/getmemberlist',
          payload: { divisionCode: '', search: '', includeSelf: true },
          headers: {
            authorization: `Bearer ${token}`,
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
        });
      const list = await search();
      expect(list.statusCode, list.body).toBe(200);
      expect(list.rawPayload.length).toBeGreaterThan(compressJsonMinBytes);
      expect(list.headers['content-encoding']).toBeUndefined();
      for (const [acceptEncoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const compressed = await search(acceptEncoding);
        expect(compressed.headers['content-encoding']).toBe(acceptEncoding);
        expect(compressed.headers.vary).toMatch(/accept-encoding/i);
        expect(compressed.rawPayload.length).toBeLessThan(list.rawPayload.length / 2);
        expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(list.json());
      }

      // A short answer (an error here) is sent as it is.
      const refused = await server.app.inject({
        method: 'POST',
        url: '/api/member/getmemberdata',
        payload: {},
        headers: { 'accept-encoding': 'br' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.json().message).toBeTruthy();
    });

    it('reads Accept-Encoding weights', () => {
      expect(preferredEncoding(undefined)).toBeUndefined();
      expect(preferredEncoding('identity')).toBeUndefined();
      expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
      expect(preferredEncoding('*')).toBe('br');
      expect(preferredEncoding('*;q=0, gzip;q=0.5')).toBe('gzip');
      expect(preferredEncoding('BR')).toBe('br');
    });
  });

  describe('outbox', () => {
    it('shows queued messages newest first outside production, as JSON and as a page', async () => {
      await post(server.app, '/api/member/sendcell2factorsms', { cellNum: demo.notRegistered });
      await post(server.app, '/api/site/contactussend', {
        ContactName: '<b>Bo</b>',
        EmailAddress: 'bo@example.com',
        Message: 'Hi',
        AcceptTerms: true,
      });
      const json = (await server.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
      expect(json.map((m: { channel: string }) => m.channel)).toEqual(['email', 'sms']);
      expect(Object.keys(json[0]).sort()).toEqual([
        'body',
        'channel',
        'createdAt',
        'subject',
        'to',
      ]);
      const page = await server.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('&lt;b&gt;Bo&lt;/b&gt;');
      expect(page.body).not.toContain('<script');
    });

    it('does not exist in production', async () => {
      const app = await server.rebuild({}, true);
      expect((await app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    });

    it('is written in the same transaction as the change: a failed change queues nothing', async () => {
      await expect(
        server.db.transaction(async (tx) => {
          await enqueue(
            tx,
            { now: server.clock.now() },
            {
              kind: 'other',
              channel: 'sms',
              to: '+27820000003',
              body: 'never sent',
            },
          );
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await server.db.select().from(outbox)).toEqual([]);
    });

    it('dispatches through the transports, recording failures for a later retry', async () => {
      await enqueue(
        server.db,
        { now: server.clock.now() },
        { kind: 'other', channel: 'sms', to: '+27820000003', body: 'pin 123456' },
        { kind: 'other', channel: 'email', to: 'a@example.com', subject: 'Hi', body: 'Hello' },
      );
      const sent: Delivery[] = [];
      const count = await dispatchPending(
        server.db,
        {
          sms: async (d) => {
            sent.push(d);
          },
          email: async () => {
            throw new Error('SMTP down');
          },
        },
        server.clock.now,
      );
      expect(count).toBe(1);
      expect(sent.map((d) => d.to)).toEqual(['+27820000003']);
      const rows = await server.db.select().from(outbox).orderBy(outbox.id);
      expect(rows.map((r) => [r.sentAt !== null, r.attempts, r.lastError])).toEqual([
        [true, 1, null],
        [false, 1, 'SMTP down'],
      ]);
    });

    it('posts SMS to the webhook as JSON, and treats a non-2xx answer as a failure', async () => {
      const received: unknown[] = [];
      let status = 200;
      const hook = createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          received.push(JSON.parse(body));
          res.writeHead(status).end();
        });
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      const address = hook.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sms`;
      try {
        const send = webhookTransport(url);
        await send({ channel: 'sms', to: '+27820000003', subject: '', body: 'pin 654321' });
        expect(received).toEqual([{ to: '+27820000003', body: 'pin 654321' }]);
        status = 502;
        await expect(
          send({ channel: 'sms', to: '+27820000003', subject: '', body: 'x' }),
        ).rejects.toThrow('502');
      } finally {
        hook.close();
      }
    });
  });

  describe('ledger', () => {
    it('seeds balances that equal the sum of their entries', async () => {
      const rows = await server.db
        .select({
          balance: accounts.balance,
          sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
        })
        .from(accounts)
        .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
        .groupBy(accounts.id);
      expect(rows.length).toBeGreaterThan(150);
      expect(rows.filter((r) => r.balance !== r.sum)).toEqual([]);
      expect(rows.some((r) => r.balance > 0)).toBe(true);
    });

    it('refuses a negative balance in the database itself', async () => {
      const [lerato] = await server.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.cellE164, '+27820000003'));
      if (!lerato) throw new Error('Lerato is missing');
      await expect(
        server.db
          .update(accounts)
          .set({ balance: sql`${accounts.balance} - 1000000` })
          .where(eq(accounts.memberId, lerato.id)),
      ).rejects.toThrow();
    });
  });

  describe('demo programme', () => {
    it('has a registered login without an email address, for the forced email update', async () => {
      const response = await post(server.app, '/api/member/login', {
        memberNumber: demo.noEmail,
        password: demo.password,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().memberData).toMatchObject({
        firstname: 'Nomsa',
        email: '',
        clusterCode: 'ZA',
      });
    });

    it('has the documented logins and about sixty members in two countries', async () => {
      const all = await server.db.select().from(members);
      expect(all.length).toBeGreaterThanOrEqual(55);
      expect(all.length).toBeLessThanOrEqual(70);
      const byNumber = (n: string) => all.find((m) => m.cellNational === n);
      expect(byNumber(demo.admin)).toMatchObject({ isManager: true, isAdminReports: true });
      expect(byNumber(demo.manager)).toMatchObject({ isManager: true, isAdminReports: false });
      expect(byNumber(demo.member)).toMatchObject({ isManager: false, isAdminReports: false });
      expect(byNumber(demo.notRegistered)?.registeredAt).toBeNull();
      expect(byNumber(demo.noEmail)?.registeredAt).not.toBeNull();
      expect(all.filter((m) => m.registeredAt !== null && m.email === '')).toHaveLength(1);
      expect(all.some((m) => m.picId !== null)).toBe(true);
      expect(all.filter((m) => m.registeredAt === null).length).toBeGreaterThan(5);
    });
  });
});
