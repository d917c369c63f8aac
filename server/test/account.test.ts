import { accountMessages, errorMessages, messages, otpMessages } from '@plaudit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, otpChallenges, sessions } from '../src/db/schema.ts';
import { demo, latestPin, login, post, testDatabases, useTestServer } from './harness.ts';

const minute = 60_000;
const sipho = '+27820000099';

describe.each(testDatabases)('sign-in and sign-up on %s', (kind) => {
  const server = useTestServer(kind);

  const startRegistration = async (cellNum: string = demo.notRegistered) => {
    const response = await post(server.app, '/api/member/sendcell2factorsms', {
      cellNum,
      postAddr2: 'ID-778',
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { auth: string }).auth;
  };
  const register = (auth: string, otp: string, overrides: Record<string, unknown> = {}) =>
    post(server.app, '/api/member/cell2factorverify', {
      firstname: 'Sipho',
      surname: 'Dlamini',
      email: 'sipho@example.com',
      cellNum: demo.notRegistered,
      password: 'Kennels42x',
      otp,
      auth,
      acceptTerms: true,
      ...overrides,
    });

  describe('login', () => {
    it('answers the member data bundle and a token for the number typed locally or internationally', async () => {
      for (const memberNumber of ['0820000003', '+27 82 000 0003', '0027820000003']) {
        const response = await post(server.app, '/api/member/login', {
          memberNumber,
          password: demo.password,
        });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as {
          token: string;
          memberData: { firstname: string; memberNumber: string; isManager: boolean };
        };
        expect(body.token.length).toBeGreaterThanOrEqual(43);
        expect(body.memberData).toMatchObject({
          firstname: 'Lerato',
          memberNumber: '0820000003',
          isManager: false,
        });
      }
    });

    it('gives each login a new token', async () => {
      expect(await login(server.app, demo.member)).not.toBe(await login(server.app, demo.member));
    });

    it('refuses a wrong password, an unknown number and a member who has not registered, with one message', async () => {
      for (const [memberNumber, password] of [
        [demo.member, 'Wrong1234'],
        ['0829999999', demo.password],
        [demo.notRegistered, demo.password],
      ]) {
        const response = await post(server.app, '/api/member/login', { memberNumber, password });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: accountMessages.badCredentials });
      }
    });

    it('refuses empty and over-long fields with formErrors', async () => {
      const empty = await post(server.app, '/api/member/login', { memberNumber: '', password: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().formErrors).toEqual({
        memberNumber: messages.required('Mobile number'),
        password: messages.required('Password'),
      });
      const long = await post(server.app, '/api/member/login', {
        memberNumber: '0'.repeat(51),
        password: 'x'.repeat(81),
      });
      expect(long.statusCode).toBe(400);
      expect(Object.keys(long.json().formErrors)).toEqual(['memberNumber', 'password']);
    });

    it('rate-limits attempts per member number, whatever the address', async () => {
      const app = await server.rebuild({ loginRateLimit: { perNumber: 3, perAddress: 100 } });
      for (let i = 0; i < 3; i += 1) {
        const r = await post(
          app,
          '/api/member/login',
          { memberNumber: demo.member, password: 'Wrong1234' },
          { ip: `10.0.0.${i}` },
        );
        expect(r.statusCode).toBe(400);
      }
      const limited = await post(
        app,
        '/api/member/login',
        { memberNumber: '+27820000003', password: demo.password },
        { ip: '10.0.0.9' },
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(accountMessages.tooManyLogins(60));
      expect(limited.headers['retry-after']).toBe(String(60 * 60));
      const other = await post(
        app,
        '/api/member/login',
        { memberNumber: demo.manager, password: demo.password },
        { ip: '10.0.0.9' },
      );
      expect(other.statusCode).toBe(200);
    });

    it('counts failed logins only: a member who logs in all day locks nobody out', async () => {
      for (let i = 0; i < 30; i += 1) {
        server.clock.advance(20_000);
        const r = await post(
          server.app,
          '/api/member/login',
          { memberNumber: demo.member, password: demo.password },
          { ip: '10.2.2.2' },
        );
        expect(r.statusCode, `login ${i + 1}`).toBe(200);
      }
      // The practice's other staff share the address.
      for (const memberNumber of [demo.admin, demo.manager, demo.noEmail])
        expect(
          (
            await post(
              server.app,
              '/api/member/login',
              { memberNumber, password: demo.password },
              { ip: '10.2.2.2' },
            )
          ).statusCode,
        ).toBe(200);
    }, 60_000);

    it('limits wrong passwords per number and address: the member elsewhere still gets in', async () => {
      const { perNumberAndAddress, windowMs } = server.app.settings.loginRateLimit;
      const attempt = (password: string, ip: string) =>
        post(server.app, '/api/member/login', { memberNumber: demo.member, password }, { ip });
      for (let i = 0; i < perNumberAndAddress; i += 1)
        expect((await attempt(`Wrong${i}pass`, '203.0.113.66')).statusCode).toBe(400);
      // The stranger's address is refused for this number, the right password included.
      for (const password of ['WrongAgain1', demo.password]) {
        const refused = await attempt(password, '203.0.113.66');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(accountMessages.tooManyLogins(windowMs / 60_000));
        expect(refused.headers['retry-after']).toBe(String(windowMs / 1000));
      }
      // The member, at the practice, logs in.
      expect((await attempt(demo.password, '10.3.3.3')).statusCode).toBe(200);
      // The refusals were not counted; the window's end lifts the limit.
      server.clock.advance(windowMs);
      expect((await attempt(demo.password, '203.0.113.66')).statusCode).toBe(200);
    });

    it('caps failed logins per number at 100 an hour from any number of addresses', async () => {
      const { perNumber, perNumberWindowMs } = server.app.settings.loginRateLimit;
      expect(perNumber).toBeLessThanOrEqual(100);
      expect(perNumberWindowMs).toBeGreaterThanOrEqual(60 * 60_000);
      for (let i = 0; i < perNumber; i += 1) {
        const r = await post(
          server.app,
          '/api/member/login',
          { memberNumber: demo.member, password: `Wrong${i}pass` },
          { ip: `198.51.100.${i % 250}` },
        );
        expect(r.statusCode, `attempt ${i + 1}`).toBe(400);
      }
      const capped = await post(
        server.app,
        '/api/member/login',
        { memberNumber: demo.member, password: demo.password },
        { ip: '10.4.4.4' },
      );
      expect(capped.statusCode).toBe(429);
      expect(Number(capped.headers['retry-after'])).toBe(perNumberWindowMs / 1000);
      server.clock.advance(perNumberWindowMs);
      expect(
        (
          await post(
            server.app,
            '/api/member/login',
            { memberNumber: demo.member, password: demo.password },
            { ip: '10.4.4.4' },
          )
        ).statusCode,
      ).toBe(200);
    }, 60_000);

    it('rate-limits attempts per address, whatever the number', async () => {
      const app = await server.rebuild({ loginRateLimit: { perNumber: 100, perAddress: 2 } });
      await post(
        app,
        '/api/member/login',
        { memberNumber: demo.member, password: 'Wrong1234' },
        { ip: '10.1.1.1' },
      );
      await post(
        app,
        '/api/member/login',
        { memberNumber: demo.manager, password: 'Wrong1234' },
        { ip: '10.1.1.1' },
      );
      const limited = await post(
        app,
        '/api/member/login',
        { memberNumber: demo.admin, password: demo.password },
        { ip: '10.1.1.1' },
      );
      expect(limited.statusCode).toBe(429);
      expect(
        (
          await post(
            app,
            '/api/member/login',
            { memberNumber: demo.admin, password: demo.password },
            { ip: '10.1.1.2' },
          )
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('sessions', () => {
    const memberData = (token?: string) =>
      post(server.app, '/api/member/getmemberdata', {}, token ? { token } : {});

    it('answers 401 without a token, with an unknown token and with a malformed header', async () => {
      expect((await memberData()).statusCode).toBe(401);
      expect((await memberData('not-a-real-token')).statusCode).toBe(401);
      const malformed = await server.app.inject({
        method: 'POST',
        url: '/api/member/getmemberdata',
        payload: {},
        headers: { authorization: 'Basic abc' },
      });
      expect(malformed.statusCode).toBe(401);
      expect(malformed.json()).toEqual({ message: errorMessages.sessionRequired });
    });

    it('ends after 30 idle minutes but lives on while used', async () => {
      const token = await login(server.app, demo.member);
      server.clock.advance(25 * minute);
      expect((await memberData(token)).statusCode).toBe(200);
      server.clock.advance(25 * minute);
      expect((await memberData(token)).statusCode).toBe(200);
      server.clock.advance(31 * minute);
      expect((await memberData(token)).statusCode).toBe(401);
    });

    it('ends 12 hours after login however busy', async () => {
      const token = await login(server.app, demo.member);
      for (let i = 0; i < 12 * 3; i += 1) {
        server.clock.advance(20 * minute);
        const response = await memberData(token);
        expect(response.statusCode).toBe(i < 35 ? 200 : 401);
      }
    });

    it("is revoked by logout, leaving the member's other sessions alone", async () => {
      const token = await login(server.app, demo.member);
      const other = await login(server.app, demo.member);
      expect((await memberData(token)).statusCode).toBe(200);
      const out = await post(server.app, '/api/member/logout', {}, { token });
      expect(out.statusCode).toBe(200);
      expect((await memberData(token)).statusCode).toBe(401);
      expect((await memberData(other)).statusCode).toBe(200);
      expect((await post(server.app, '/api/member/logout', {}, { token })).statusCode).toBe(401);
    });

    it('is refused within seconds when revoked by another server process', async () => {
      const token = await login(server.app, demo.member);
      const other = await login(server.app, demo.member);
      const admin = await login(server.app, demo.admin);
      for (const t of [token, other, admin]) expect((await memberData(t)).statusCode).toBe(200);
      const memberRow = await server.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.cellNational, demo.member));
      const memberId = memberRow[0]?.id ?? 0;
      await server.db
        .update(sessions)
        .set({ revokedAt: server.clock.now() })
        .where(eq(sessions.memberId, memberId));
      // This process keeps the sessions in memory and confirms them with the database every 5 s.
      server.clock.advance(5_000);
      expect((await memberData(token)).statusCode).toBe(401);
      expect((await memberData(other)).statusCode).toBe(401);
      expect((await memberData(admin)).statusCode).toBe(200);
    });

    it('honours configured lifetimes', async () => {
      const app = await server.rebuild({ session: { idleMs: 5 * minute } });
      const token = await login(app, demo.member);
      server.clock.advance(6 * minute);
      expect((await post(app, '/api/member/getmemberdata', {}, { token })).statusCode).toBe(401);
    });
  });

  describe('registration', () => {
    it('claims the pre-loaded member: pin by SMS, then details, then login', async () => {
      const auth = await startRegistration('+27 82 000 0099');
      const pin = await latestPin(server.app, sipho);
      expect(pin).toMatch(/^\d{6}$/);
      const [stored] = await server.db.select().from(otpChallenges);
      expect(stored?.codeHash).not.toContain(pin);
      expect(stored?.authHash).not.toBe(auth);

      const done = await register(auth, pin);
      expect(done.statusCode, done.body).toBe(200);
      const token = await login(server.app, demo.notRegistered, 'Kennels42x');
      const data = (await post(server.app, '/api/member/getmemberdata', {}, { token })).json();
      expect(data.memberData).toMatchObject({
        firstname: 'Sipho',
        email: 'sipho@example.com',
        postAddr2: 'ID-778',
      });
      const list = await post(
        server.app,
        '/api/site/getmemberlist',
        { divisionCode: '', search: 'sipho', includeSelf: true },
        { token },
      );
      const ids = list.json().memberList.records.map((r: unknown[]) => r[0]);
      expect(ids.some((id: string) => !id.startsWith('0.'))).toBe(true);
    });

    it('refuses a registration whose terms are missing or not accepted, and keeps the pin', async () => {
      const auth = await startRegistration();
      const pin = await latestPin(server.app, sipho);
      for (const overrides of [{ acceptTerms: undefined }, { acceptTerms: false }]) {
        const refused = await register(auth, pin, overrides);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          message:
            'Terms and Conditions are required to be accepted to participate in this program',
          formErrors: {
            acceptTerms:
              'Terms and Conditions are required to be accepted to participate in this program',
          },
        });
      }
      const [sipho99] = await server.db
        .select({ registeredAt: members.registeredAt, termsAcceptedAt: members.termsAcceptedAt })
        .from(members)
        .where(eq(members.cellE164, sipho));
      expect(sipho99).toEqual({ registeredAt: null, termsAcceptedAt: null });
      const accepted = await register(auth, pin);
      expect(accepted.statusCode, accepted.body).toBe(200);
    });

    it('refuses an unknown number and an already registered one with clear messages', async () => {
      const unknown = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: '0829999999',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        message: accountMessages.unknownNumber,
        formErrors: { cellNum: accountMessages.unknownNumber },
      });
      const taken = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: demo.member,
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().formErrors).toEqual({ cellNum: accountMessages.alreadyRegistered });
      const garbage = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: 'call me',
      });
      expect(garbage.json().formErrors).toEqual({ cellNum: accountMessages.unknownNumber });
    });

    it('refuses fields over their limits in step 1 and step 2', async () => {
      const step1 = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: '0'.repeat(21),
        postAddr2: 'x'.repeat(21),
      });
      expect(step1.statusCode).toBe(400);
      expect(Object.keys(step1.json().formErrors).sort()).toEqual(['cellNum', 'postAddr2']);
      const auth = await startRegistration();
      const step2 = await register(auth, '1'.repeat(21), {
        firstname: 'f'.repeat(81),
        surname: 's'.repeat(81),
        email: `${'e'.repeat(75)}@x.com`,
        password: 'p1'.repeat(41),
      });
      expect(step2.statusCode).toBe(400);
      expect(Object.keys(step2.json().formErrors).sort()).toEqual([
        'email',
        'firstname',
        'otp',
        'password',
        'surname',
      ]);
    });

    it('refuses a wrong pin, counts it, and refuses every pin after five wrong ones', async () => {
      const auth = await startRegistration();
      const pin = await latestPin(server.app, sipho);
      const wrong = pin === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i += 1) {
        const response = await register(auth, wrong);
        expect(response.statusCode).toBe(400);
        expect(response.json().formErrors).toEqual({ otp: otpMessages.wrong });
      }
      expect((await register(auth, wrong)).json().formErrors).toEqual({
        otp: otpMessages.tooManyTries,
      });
      const right = await register(auth, pin);
      expect(right.statusCode).toBe(400);
      expect(right.json().formErrors).toEqual({ otp: otpMessages.tooManyTries });
    });

    it('refuses an expired pin', async () => {
      const auth = await startRegistration();
      const pin = await latestPin(server.app, sipho);
      server.clock.advance(10 * minute + 1);
      expect((await register(auth, pin)).json().formErrors).toEqual({ otp: otpMessages.expired });
    });

    it('refuses a pin used once already', async () => {
      const auth = await startRegistration();
      const pin = await latestPin(server.app, sipho);
      expect((await register(auth, pin)).statusCode).toBe(200);
      const again = await register(auth, pin, { password: 'Another42x' });
      expect(again.statusCode).toBe(400);
      expect(again.json().formErrors).toEqual({ otp: otpMessages.used });
    });

    it("refuses another purpose's pin and another step's auth", async () => {
      const resetAuth = (
        await post(server.app, '/api/member/passwordsendcell2factorsms', { cellNum: demo.member })
      ).json().auth as string;
      const resetPin = await latestPin(server.app, '+27820000003');
      const crossed = await register(resetAuth, resetPin, { cellNum: demo.member });
      expect(crossed.json().formErrors).toEqual({ otp: otpMessages.notForThisStep });
      const auth = await startRegistration();
      const pin = await latestPin(server.app, sipho);
      const reused = await post(server.app, '/api/member/passwordcell2factorverify', {
        cellNum: demo.notRegistered,
        password: 'Kennels42x',
        otp: pin,
        auth,
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().formErrors).toEqual({ otp: otpMessages.notForThisStep });
      const otherAuth = await register('made-up-auth', pin);
      expect(otherAuth.json().formErrors).toEqual({ otp: otpMessages.notForThisStep });
    });

    it('refuses weak and common passwords, and the own mobile number as password', async () => {
      const auth = await startRegistration();
      const pin = await latestPin(server.app, sipho);
      for (const [password, message] of [
        ['short1', messages.passwordHint],
        ['lettersonly', messages.passwordHint],
        ['12345678', messages.passwordHint],
        ['Password1', messages.passwordBreached],
        ['qwerty123', messages.passwordBreached],
        ['x820000099', messages.passwordContainsNumber],
      ]) {
        const response = await register(auth, pin, { password });
        expect(response.statusCode).toBe(400);
        expect(response.json().formErrors).toEqual({ password: message });
      }
      expect((await register(auth, pin)).statusCode).toBe(200);
    });

    it('refuses well-known and breached passwords, and keeps the pin for a second try', async () => {
      const auth = await startRegistration();
      const pin = await latestPin(server.app, sipho);
      for (const password of [
        'Password123!',
        'Qwerty123!',
        'Welcome2024',
        'Summer2027',
        'Plaudit123',
      ]) {
        const response = await register(auth, pin, { password });
        expect(
          { status: response.statusCode, formErrors: response.json().formErrors },
          password,
        ).toEqual({
          status: 400,
          formErrors: { password: messages.passwordBreached },
        });
      }
      expect((await register(auth, pin)).statusCode).toBe(200);
      // The demo's own password still logs its members in: only new passwords are checked.
      expect(await login(server.app, demo.member)).toMatch(/\S/);
    });

    it('checks the challenge and the pin before it hashes the new password', async () => {
      // A cost scrypt refuses: a request that reached the hash would fail with a 500.
      const app = await server.rebuild({ passwordCost: { logN: 40, r: 8, p: 1 } });
      const step1 = await post(app, '/api/member/sendcell2factorsms', {
        cellNum: demo.notRegistered,
      });
      const auth = (step1.json() as { auth: string }).auth;
      const pin = await latestPin(app, sipho);
      const attempt = (overrides: Record<string, unknown>) =>
        post(app, '/api/member/cell2factorverify', {
          firstname: 'Sipho',
          surname: 'Dlamini',
          email: 'sipho@example.com',
          cellNum: demo.notRegistered,
          password: 'Kennels42x',
          otp: pin,
          auth,
          acceptTerms: true,
          ...overrides,
        });
      for (const [overrides, refusal] of [
        [{ auth: 'junk' }, otpMessages.notForThisStep],
        [{ otp: pin === '000000' ? '111111' : '000000' }, otpMessages.wrong],
      ] as const) {
        const r = await attempt(overrides);
        expect({ status: r.statusCode, formErrors: r.json().formErrors }).toEqual({
          status: 400,
          formErrors: { otp: refusal },
        });
      }
      const reset = await post(app, '/api/member/passwordcell2factorverify', {
        cellNum: demo.member,
        password: 'NewKennel77',
        otp: '123456',
        auth: 'junk',
      });
      expect({ status: reset.statusCode, formErrors: reset.json().formErrors }).toEqual({
        status: 400,
        formErrors: { otp: otpMessages.notForThisStep },
      });
      // The right pin gets as far as the hash.
      expect((await attempt({})).statusCode).toBe(500);
    });

    it('caps the pins sent to a number in a day, with Retry-After on every refusal', async () => {
      const { dailyCap, hourlyCap } = server.app.settings.otp;
      const started = server.clock.now().getTime();
      const ask = () =>
        post(server.app, '/api/member/sendcell2factorsms', { cellNum: demo.notRegistered });
      for (let sent = 0; sent < dailyCap; sent += 1) {
        if (sent > 0 && sent % hourlyCap === 0) server.clock.advance(60 * minute);
        const r = await ask();
        expect(r.statusCode, `pin ${sent + 1}: ${r.body}`).toBe(200);
        // The answer says when the next pin is allowed, so the pin step counts down from the start.
        expect(r.json().resendAfter).toBe(60);
        const soon = await ask();
        expect(soon.statusCode).toBe(429);
        expect(soon.headers['retry-after']).toBe('60');
        server.clock.advance(minute);
      }
      server.clock.advance(60 * minute);
      const capped = await ask();
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toBe(otpMessages.dailyCap);
      // Until the first of the day's pins is 24 hours old.
      const firstLeaves = started + 24 * 60 * minute - server.clock.now().getTime();
      expect(capped.headers['retry-after']).toBe(String(Math.ceil(firstLeaves / 1000)));
      server.clock.advance(firstLeaves);
      expect((await ask()).statusCode).toBe(200);
    });

    it('throttles resends per number and caps them per hour', async () => {
      await startRegistration();
      const soon = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: demo.notRegistered,
      });
      expect(soon.statusCode).toBe(429);
      expect(soon.json().message).toBe(otpMessages.resendTooSoon(60));
      expect(soon.headers['retry-after']).toBe('60');
      for (let i = 0; i < 4; i += 1) {
        server.clock.advance(minute + 1000);
        await startRegistration();
      }
      server.clock.advance(minute + 1000);
      const capped = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: demo.notRegistered,
      });
      expect(capped.statusCode).toBe(429);
      // The first pin leaves the hour 54 min 55 s from now: the message names that wait, not "an hour".
      expect(capped.headers['retry-after']).toBe(String(60 * 60 - 5 * 61));
      expect(capped.json().message).toBe(otpMessages.hourlyCap(60 * 60 - 5 * 61));
      expect(capped.json().message).toContain('try again in 55 minutes.');
      server.clock.advance(60 * minute);
      await startRegistration();
    });
  });

  describe('forgot and change password', () => {
    it('resets a forgotten password by pin and ends every session', async () => {
      const token = await login(server.app, demo.member);
      const warm = await post(server.app, '/api/member/getmemberdata', {}, { token });
      expect(warm.statusCode).toBe(200);
      const step1 = await post(server.app, '/api/member/passwordsendcell2factorsms', {
        cellNum: '+27820000003',
      });
      expect(step1.statusCode).toBe(200);
      const pin = await latestPin(server.app, '+27820000003');
      const step2 = await post(server.app, '/api/member/passwordcell2factorverify', {
        cellNum: demo.member,
        password: 'NewKennel77',
        otp: pin,
        auth: step1.json().auth,
      });
      expect(step2.statusCode, step2.body).toBe(200);
      expect((await post(server.app, '/api/member/getmemberdata', {}, { token })).statusCode).toBe(
        401,
      );
      expect(
        (
          await post(server.app, '/api/member/login', {
            memberNumber: demo.member,
            password: demo.password,
          })
        ).statusCode,
      ).toBe(400);
      await login(server.app, demo.member, 'NewKennel77');
    });

    it('keeps the reset pin valid when the new password is refused', async () => {
      const step1 = await post(server.app, '/api/member/passwordsendcell2factorsms', {
        cellNum: demo.member,
      });
      const reset = (password: string) =>
        post(server.app, '/api/member/passwordcell2factorverify', {
          cellNum: demo.member,
          password,
          otp: pin,
          auth: step1.json().auth,
        });
      const pin = await latestPin(server.app, '+27820000003');
      const refused = await reset('Summer2027');
      expect(refused.json().formErrors).toEqual({ password: messages.passwordBreached });
      expect((await reset('NewKennel77')).statusCode).toBe(200);
      expect(await login(server.app, demo.member, 'NewKennel77')).toMatch(/\S/);
    });

    it('refuses a reset for unknown and unregistered numbers', async () => {
      const unknown = await post(server.app, '/api/member/passwordsendcell2factorsms', {
        cellNum: '0829999999',
      });
      expect(unknown.json().formErrors).toEqual({ cellNum: accountMessages.unknownNumber });
      const unregistered = await post(server.app, '/api/member/passwordsendcell2factorsms', {
        cellNum: demo.notRegistered,
      });
      expect(unregistered.json().formErrors).toEqual({ cellNum: accountMessages.notRegistered });
    });

    it('changes the password from the profile: the new password is checked before the SMS; that session stays, the others end', async () => {
      const token = await login(server.app, demo.manager);
      const elsewhere = await login(server.app, demo.manager);
      const weak = await post(
        server.app,
        '/api/member/passwordsendcell2factorsms',
        { cellNum: demo.manager, password: 'weak' },
        { token },
      );
      expect(weak.json().formErrors).toEqual({ password: messages.passwordHint });
      const common = await post(
        server.app,
        '/api/member/passwordsendcell2factorsms',
        { cellNum: demo.manager, password: 'Welcome123' },
        { token },
      );
      expect(common.json().formErrors).toEqual({ password: messages.passwordBreached });
      const notMine = await post(
        server.app,
        '/api/member/passwordsendcell2factorsms',
        { cellNum: demo.member, password: 'Treats2026x' },
        { token },
      );
      expect(notMine.json().formErrors).toEqual({ cellNum: accountMessages.notYourNumber });
      const step1 = await post(
        server.app,
        '/api/member/passwordsendcell2factorsms',
        { cellNum: demo.manager, password: 'Treats2026x' },
        { token },
      );
      expect(step1.statusCode).toBe(200);
      const pin = await latestPin(server.app, '+27820000002');
      const step2 = await post(
        server.app,
        '/api/member/passwordcell2factorverify',
        { cellNum: demo.manager, password: 'Treats2026x', otp: pin, auth: step1.json().auth },
        { token },
      );
      expect(step2.statusCode, step2.body).toBe(200);
      expect((await post(server.app, '/api/member/getmemberdata', {}, { token })).statusCode).toBe(
        200,
      );
      expect(
        (await post(server.app, '/api/member/getmemberdata', {}, { token: elsewhere })).statusCode,
      ).toBe(401);
      await login(server.app, demo.manager, 'Treats2026x');
    });

    it("refuses a profile change completed without the session (another purpose's pin)", async () => {
      const token = await login(server.app, demo.manager);
      const step1 = await post(
        server.app,
        '/api/member/passwordsendcell2factorsms',
        { cellNum: demo.manager, password: 'Treats2026x' },
        { token },
      );
      const pin = await latestPin(server.app, '+27820000002');
      const step2 = await post(server.app, '/api/member/passwordcell2factorverify', {
        cellNum: demo.manager,
        password: 'Treats2026x',
        otp: pin,
        auth: step1.json().auth,
      });
      expect(step2.json().formErrors).toEqual({ otp: otpMessages.notForThisStep });
    });
  });

  it('stores scrypt hashes, never the password', async () => {
    const [row] = await server.db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.cellE164, '+27820000003'));
    expect(row?.hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(row?.hash).not.toContain(demo.password);
  });
});
