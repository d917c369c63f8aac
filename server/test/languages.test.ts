import {
  accountMessages,
  awardEntry,
  awardValueLabel,
  errorMessages,
  flowMessages,
  messages,
  outboxMessages,
} from '@plaudit/domain';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, members, outbox } from '../src/db/schema.ts';
import { currentLanguage, inLanguage } from '../src/i18n/language.ts';
import { serverTexts } from '../src/i18n/messages.ts';
import { transferKindText, wordingText } from '../src/ledger/wording.ts';
import { orderStatusDescription } from '../src/shop/checkout.ts';
import {
  demo,
  latestPin,
  login,
  memberIdOf,
  post,
  testDatabases,
  useTestServer,
} from './harness.ts';

type Body = Record<string, unknown>;

/** Lerato's profile as memberupdate takes it. */
const profile = {
  interest1: 'Birdwatching',
  firstname: 'Lerato',
  surname: 'Mokoena',
  postAddr2: 'EMP-2231',
  email: 'lerato@example.com',
  cellNum: '082 000 0003',
  dOBmm: '2',
  dOBdd: '29',
  interestOtherDesc: '',
  otherInfo: '',
};

describe.each(testDatabases)('the server speaks the member’s language on %s', (kind) => {
  const server = useTestServer(kind);

  const call = (path: string, body: Body, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: path, payload: body, headers });
  const languageOf = async (cell: string) => {
    const [row] = await server.db
      .select({ language: members.language })
      .from(members)
      .where(eq(members.cellNational, cell));
    return row?.language;
  };
  const setLanguage = (cell: string, language: string | null) =>
    server.db.update(members).set({ language }).where(eq(members.cellNational, cell));
  const outboxRows = () => server.db.select().from(outbox).orderBy(asc(outbox.id));

  it('reaches hooks, a handler after its body is read and awaited work, and the error handler', async () => {
    server.app.post('/test/language', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await server.db.select({ id: members.id }).from(members).limit(1);
      if ((request.body as { fail?: boolean }).fail) throw new Error('boom');
      return { language: currentLanguage() };
    });
    const asked = await call('/test/language', { a: 1 }, { 'accept-language': 'zu-ZA,en;q=0.5' });
    expect(asked.json()).toEqual({ language: 'zu' });
    const plain = await call('/test/language', { a: 1 });
    expect(plain.json()).toEqual({ language: 'en' });
    const failed = await call('/test/language', { fail: true }, { 'accept-language': 'af' });
    expect(failed.statusCode).toBe(500);
    const reference = /([0-9a-f-]{36})/.exec(failed.json().message as string)?.[1] ?? 'none';
    expect(failed.json().message).toBe(inLanguage('af', () => errorMessages.unexpected(reference)));
    // A body that cannot be parsed is refused in the request's language (outside the request's store).
    const unreadable = await server.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: '{not json',
      headers: { 'content-type': 'application/json', 'accept-language': 'xh' },
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe(inLanguage('xh', () => errorMessages.unreadable));
  });

  it('refuses a wrong password in isiXhosa when the request asks for it', async () => {
    const response = await call(
      '/api/member/login',
      { memberNumber: demo.member, password: 'Wrong-password-1' },
      { 'accept-language': 'xh' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Inombolo yeselula okanye igama lokugqithisa alichanekanga.',
    );
    expect(response.json().message).toBe(inLanguage('xh', () => accountMessages.badCredentials));
    const english = await call('/api/member/login', {
      memberNumber: demo.member,
      password: 'Wrong-password-1',
    });
    expect(english.json().message).toBe('The mobile number or password is incorrect.');
  });

  it('speaks a signed-in member’s saved language over the request’s Accept-Language', async () => {
    await setLanguage(demo.member, 'af');
    const token = await login(server.app, demo.member);
    const out = await call(
      '/api/member/logout',
      {},
      { authorization: `Bearer ${token}`, 'accept-language': 'xh' },
    );
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().message).toBe('Jy is afgemeld.');
    // Without a saved language, the header decides.
    const other = await login(server.app, demo.manager);
    const bye = await call(
      '/api/member/logout',
      {},
      { authorization: `Bearer ${other}`, 'accept-language': 'xh' },
    );
    expect(bye.json().message).toBe(inLanguage('xh', () => accountMessages.loggedOut));
  });

  it('saves a language with memberupdate, answers it in getmemberdata, and refuses one not offered', async () => {
    const token = await login(server.app, demo.member);
    const before = (await post(server.app, '/api/member/getmemberdata', {}, { token })).json();
    expect(before.memberData).not.toHaveProperty('language');
    const saved = await post(
      server.app,
      '/api/member/memberupdate',
      { ...profile, language: 'zu' },
      { token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await languageOf(demo.member)).toBe('zu');
    const after = (await post(server.app, '/api/member/getmemberdata', {}, { token })).json();
    expect(after.memberData.language).toBe('zu');
    // The member's next calls speak it at once.
    const out = await post(server.app, '/api/member/logout', {}, { token });
    expect(out.json().message).toBe(inLanguage('zu', () => accountMessages.loggedOut));

    const again = await login(server.app, demo.member);
    const refused = await post(
      server.app,
      '/api/member/memberupdate',
      { ...profile, surname: 'Changed', language: 'fr' },
      { token: again },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().formErrors).toEqual({
      language: inLanguage('zu', () => messages.notAllowedChoice(serverTexts.fieldLabels.language)),
    });
    expect(await languageOf(demo.member)).toBe('zu');
    const [row] = await server.db
      .select({ surname: members.surname })
      .from(members)
      .where(eq(members.cellNational, demo.member));
    expect(row?.surname).toBe('Mokoena');
    // Absent leaves it as it is.
    const kept = await post(server.app, '/api/member/memberupdate', profile, { token: again });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await languageOf(demo.member)).toBe('zu');
  });

  it('sends the registration pin in the visitor’s language and stores it on the new member', async () => {
    await server.db.delete(outbox);
    const sent = await call(
      '/api/member/sendcell2factorsms',
      { cellNum: demo.notRegistered, postAddr2: '' },
      { 'accept-language': 'zu' },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const pin = await latestPin(server.app, '+27820000099');
    const [sms] = await outboxRows();
    expect(sms?.kind).toBe('pin');
    expect(sms?.body).toBe(
      inLanguage('zu', () => outboxMessages.pinSms(server.app.settings.programmeName, pin, 10)),
    );
    const registered = await call(
      '/api/member/cell2factorverify',
      {
        firstname: 'Sipho',
        surname: 'Dlamini',
        email: 'sipho@example.com',
        cellNum: demo.notRegistered,
        password: 'Kennels42x',
        otp: pin,
        auth: (sent.json() as { auth: string }).auth,
        acceptTerms: true,
        language: 'zu',
      },
      { 'accept-language': 'zu' },
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().message).toBe(inLanguage('zu', () => accountMessages.registered));
    expect(await languageOf(demo.notRegistered)).toBe('zu');
    const welcome = (await outboxRows()).find((r) => r.kind === 'welcome');
    expect(welcome?.subject).toBe(
      inLanguage(
        'zu',
        () =>
          outboxMessages.welcomeEmail(server.app.settings.programmeName, 'Sipho', '0820000099')
            .subject,
      ),
    );
  });

  it('sends an English manager’s Shout Out by SMS to an Afrikaans member in Afrikaans', async () => {
    await setLanguage(demo.member, 'af');
    await server.db.delete(outbox);
    const token = await login(server.app, demo.manager);
    const lerato = await memberIdOf(server, demo.member);
    const given = await call(
      '/api/reward/doreward',
      {
        what: 'thankyou',
        reason: 'Thank You!',
        points: 0,
        message: 'Thank you for covering my shift.',
        sendBy: 'sms',
        recipients: [String(lerato)],
      },
      { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    );
    expect(given.statusCode, given.body).toBe(200);
    const [manager] = await server.db
      .select({ firstname: members.firstname, surname: members.surname })
      .from(members)
      .where(eq(members.cellNational, demo.manager));
    const [sms] = await outboxRows();
    expect(sms).toMatchObject({ kind: 'award', channel: 'sms', recipient: '+27820000003' });
    const inAfrikaans = inLanguage('af', () =>
      outboxMessages.award(server.app.settings.programmeName, {
        title: flowMessages.awardNames.thankyou,
        giver: `${manager?.firstname} ${manager?.surname}`,
        value: 'Thank You!',
        points: 0,
        message: 'Thank you for covering my shift.',
      }),
    );
    expect(sms?.body).toBe(inAfrikaans.sms);
    // The giver's own words are theirs, unchanged.
    expect(sms?.body).toContain('Thank you for covering my shift.');
  });

  it('words a statement line in the reader’s language, whoever wrote it and in whichever language', async () => {
    await setLanguage(demo.member, 'zu');
    const token = await login(server.app, demo.manager);
    const lerato = await memberIdOf(server, demo.member);
    const given = await call(
      '/api/reward/doreward',
      {
        what: 'reward',
        reason: 'Client Focus',
        points: 25,
        message: 'Thank you for the extra care.',
        sendBy: 'sms',
        recipients: [String(lerato)],
      },
      { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    );
    expect(given.statusCode, given.body).toBe(200);
    const [manager] = await server.db
      .select({ firstname: members.firstname, surname: members.surname })
      .from(members)
      .where(eq(members.cellNational, demo.manager));
    const giver = `${manager?.firstname} ${manager?.surname}`;
    let memberToken = await login(server.app, demo.member);
    const lines = async (language: string) => {
      const answer = await call(
        '/api/report/statement',
        {},
        { authorization: `Bearer ${memberToken}`, 'accept-language': language },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const { report } = answer.json<{ report: { records: [string, string, number][] } }>();
      return report.records.map((r) => r[1]);
    };
    const line = (language: 'zu' | 'af' | 'en') =>
      inLanguage(language, () =>
        awardEntry('reward', awardValueLabel('Client Focus'), 'from', giver),
      );
    // Lerato reads isiZulu: the manager's English request wrote the line, which reads in isiZulu.
    const inZulu = await lines('en');
    expect(inZulu).toContain(line('zu'));
    expect(inZulu).not.toContain(line('en'));
    expect(line('zu')).not.toContain('Client Focus');
    // She changes to Afrikaans: the same line reads in Afrikaans (not the statement kept in isiZulu).
    await setLanguage(demo.member, 'af');
    memberToken = await login(server.app, demo.member);
    const inAfrikaans = await lines('en');
    expect(inAfrikaans).toContain(line('af'));
    expect(inAfrikaans).not.toContain(line('zu'));
    // The entry keeps English beside its wording, for the lines read where no reader's language applies.
    const [stored] = await server.db
      .select({ description: ledgerEntries.description, wording: ledgerEntries.wording })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.counterpartyMemberId, lerato))
      .orderBy(desc(ledgerEntries.id))
      .limit(1);
    expect(stored).toEqual({
      description: inLanguage('en', () =>
        awardEntry('reward', 'Client Focus', 'to', 'Lerato Mokoena'),
      ),
      wording: {
        kind: 'award',
        type: 'reward',
        value: 'Client Focus',
        way: 'to',
        name: 'Lerato Mokoena',
      },
    });
  });

  it('names a month in the reader’s language, and a line without text by its transfer’s kind', () => {
    expect(inLanguage('af', () => wordingText({ kind: 'allowance', month: '2026-03' }))).toBe(
      inLanguage('af', () => serverTexts.allowanceFor({ month: 'Maart 2026' })),
    );
    expect(inLanguage('zu', () => transferKindText('order', 'PL-7KQ4-9XMD', -150))).toBe(
      'Ioda PL-7KQ4-9XMD',
    );
    expect(transferKindText('unknown', null, -5)).toBe('Points out');
    expect(transferKindText('unknown', null, 5)).toBe('Points in');
  });

  it('sends Send To All in each member’s language', async () => {
    await server.db.delete(outbox);
    const registered = await server.db
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(and(isNotNull(members.registeredAt), eq(members.divisionId, members.divisionId)))
      .orderBy(asc(members.id));
    const withEmail = registered.filter((m) => m.email !== '');
    const chosen = ['af', 'zu', 'xh', null] as const;
    for (const [i, m] of withEmail.slice(0, 4).entries())
      await server.db.update(members).set({ language: chosen[i] }).where(eq(members.id, m.id));
    const token = await login(server.app, demo.admin);
    const sent = await call(
      '/api/reward/sendtoall',
      { isAllShops: true, message: 'Stocktake on Friday.', sendBy: 'email', recipients: [] },
      { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const [admin] = await server.db
      .select({ firstname: members.firstname, surname: members.surname })
      .from(members)
      .where(eq(members.cellNational, demo.admin));
    const sender = `${admin?.firstname} ${admin?.surname}`;
    const rows = await outboxRows();
    for (const [i, m] of withEmail.slice(0, 4).entries()) {
      const row = rows.find((r) => r.recipient === m.email);
      expect(row?.kind).toBe('sendToAll');
      expect(row?.subject).toBe(
        inLanguage(chosen[i], () => serverTexts.sendToAllSubject({ sender })),
      );
      expect(row?.body).toBe(`Stocktake on Friday.\n\n${sender}`);
    }
    const subjects = new Set(rows.map((r) => r.subject));
    expect(subjects.has(`A message from ${sender}`)).toBe(true);
    expect(subjects.size).toBeGreaterThanOrEqual(4);
  });
});

describe('an order’s status', () => {
  it('reads in the language of the request, and an unknown status as its id', () => {
    expect(orderStatusDescription('30')).toBe('Complete');
    expect(inLanguage('zu', () => orderStatusDescription('30'))).toBe('Kuqediwe');
    expect(inLanguage('af', () => orderStatusDescription('90'))).toBe(
      'Gekanselleer: punte terugbetaal',
    );
    expect(inLanguage('xh', () => orderStatusDescription('20'))).not.toBe(
      orderStatusDescription('20'),
    );
    expect(inLanguage('zu', () => orderStatusDescription('55'))).toBe('55');
  });
});
