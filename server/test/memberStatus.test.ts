import {
  accountMessages,
  auditPageSize,
  awardRefusals,
  consoleMessages,
  memberStatusMessages,
  operationsMessages,
} from '@plaudit/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accounts, auditLog, awardRecipients, members } from '../src/db/schema.ts';
import { birthdayShoutOuts, grantAllowances } from '../src/jobs/jobs.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import { ownedFingerprint, tablesChecksum } from './checksums.ts';
import {
  demo,
  emptyAuditLog,
  login,
  post,
  runCli,
  testDatabases,
  useTestServer,
  type TestServer,
  memberIdOf,
  rows,
  type Dataset,
  type Json,
} from './harness.ts';

/**
 * The operator console's changes of a member (adminSetFlags, adminSetActive) and its audit log
 * (adminAudit): administrators only, a reason always, one audit row in the change's transaction, and
 * every refusal changing nothing. A deactivated member cannot log in, register or be chosen.
 */

const auditRows = (server: TestServer) =>
  server.db.select().from(auditLog).orderBy(asc(auditLog.id));

describe.each(testDatabases)('the console on a member on %s', (kind) => {
  const server = useTestServer(kind);
  // The demo's history has audit rows of its own (nominations reviewed, adjustments): each test starts
  // from an empty log, so what it finds there is what it did.
  beforeEach(async () => {
    await emptyAuditLog(server.db);
  });

  it('refuses members and managers every change and the audit log, changing nothing', async () => {
    const lerato = await memberIdOf(server, demo.member);
    const before = await tablesChecksum(server.db);
    for (const cell of [demo.member, demo.manager]) {
      const token = await login(server.app, cell);
      for (const [path, body] of [
        ['/api/admin/setflags', { memberId: lerato, isManager: true, isAdmin: true, reason: 'x' }],
        ['/api/admin/setactive', { memberId: lerato, active: false, reason: 'x' }],
        ['/api/admin/audit', { action: '', memberId: null, page: 1 }],
      ] as const) {
        const r = await post(server.app, path, body, { token });
        expect(r.statusCode, `${cell} ${path}`).toBe(403);
        expect(r.json()).toMatchObject({ message: consoleMessages.adminOnly });
      }
    }
    expect(await tablesChecksum(server.db)).toEqual(before);
  });

  it("changes a member's roles with a reason and audits before and after", async () => {
    const admin = await login(server.app, demo.admin);
    const lerato = await memberIdOf(server, demo.member);
    const setFlags = (body: Json) =>
      post(server.app, '/api/admin/setflags', body, { token: admin });

    const before = await tablesChecksum(server.db);
    const noReason = await setFlags({
      memberId: lerato,
      isManager: true,
      isAdmin: false,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect((noReason.json() as { formErrors: Json }).formErrors.reason).toEqual(expect.any(String));
    const same = await setFlags({
      memberId: lerato,
      isManager: false,
      isAdmin: false,
      reason: 'x',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: memberStatusMessages.flagsUnchanged });
    const self = await memberIdOf(server, demo.admin);
    const own = await setFlags({ memberId: self, isManager: true, isAdmin: false, reason: 'x' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: memberStatusMessages.ownAdminFlag });
    const nobody = await setFlags({
      memberId: 999_999,
      isManager: true,
      isAdmin: false,
      reason: 'x',
    });
    expect(nobody.statusCode).toBe(404);
    expect(await tablesChecksum(server.db)).toEqual(before);

    const done = await setFlags({
      memberId: lerato,
      isManager: true,
      isAdmin: false,
      reason: '  Runs the store from December ',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: memberStatusMessages.flagsChanged('Lerato Mokoena'),
      member: { memberId: lerato, isManager: true, isAdmin: false, isActive: true },
    });
    const [row, ...more] = await auditRows(server);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorMemberId: self,
      actorKind: 'console',
      action: 'member.flags',
      targetMemberId: lerato,
      before: { isManager: false, isAdmin: false },
      after: { isManager: true, isAdmin: false },
      reason: 'Runs the store from December',
    });
    // Her own member data says so at once: she is a manager now.
    const her = await login(server.app, demo.member);
    const data = await post(server.app, '/api/member/getmemberdata', {}, { token: her });
    expect((data.json() as { memberData: Json }).memberData.isManager).toBe(true);
  });

  it('gives a member who left no monthly allowance and no birthday Shout Out', async () => {
    const admin = await login(server.app, demo.admin);
    const lerato = await memberIdOf(server, demo.member);
    const pieter = await memberIdOf(server, demo.manager);
    await server.db.update(members).set({ dobDd: '3', dobMm: '3' });
    const done = await post(
      server.app,
      '/api/admin/setactive',
      { memberId: lerato, active: false, reason: 'Left on 31 January' },
      { token: admin },
    );
    expect(done.statusCode, done.body).toBe(200);
    const allowance = async (memberId: number) => {
      const [row] = await server.db
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(and(eq(accounts.memberId, memberId), eq(accounts.kind, 'payItForward')));
      return row?.balance ?? 0;
    };
    const leratoBefore = await allowance(lerato);
    const pieterBefore = await allowance(pieter);
    const settings = {
      timeZone: 'Africa/Johannesburg',
      payItForwardAllowance: 100,
      birthdayPoints: 0,
      programmeName: 'Pawprint Rewards',
    };
    const march = new Date('2027-03-03T08:00:00Z');
    expect((await grantAllowances(server.db, settings, march)).ran).toBe(true);
    expect(await allowance(lerato)).toBe(leratoBefore);
    expect(await allowance(pieter)).toBe(pieterBefore + 100);
    const awardsTo = async (memberId: number) =>
      (
        await server.db
          .select({ id: awardRecipients.awardId })
          .from(awardRecipients)
          .where(eq(awardRecipients.memberId, memberId))
      ).length;
    const [leratoAwards, pieterAwards] = [await awardsTo(lerato), await awardsTo(pieter)];
    expect((await birthdayShoutOuts(server.db, settings, march)).ran).toBe(true);
    expect(await awardsTo(lerato)).toBe(leratoAwards);
    expect(await awardsTo(pieter)).toBe(pieterAwards + 1);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('deactivates a member who left: sessions end, no login or pick, points stay; then back', async () => {
    const admin = await login(server.app, demo.admin);
    const manager = await login(server.app, demo.manager);
    const herSession = await login(server.app, demo.member);
    const lerato = await memberIdOf(server, demo.member);
    const setActive = (body: Json) =>
      post(server.app, '/api/admin/setactive', body, { token: admin });
    // Her colleagues see her on their home page: recently recognised, and in get-to-know.
    const thanked = await post(
      server.app,
      '/api/reward/doreward',
      {
        what: 'thankyou',
        reason: 'Thank You!',
        points: 0,
        message: 'Thank you for covering my shift.',
        sendBy: 'email',
        recipients: [String(lerato)],
      },
      { token: manager },
    );
    expect(thanked.statusCode, thanked.body).toBe(200);
    const colleagueHome = async () => {
      const data = (
        await post(server.app, '/api/member/getmemberdata', {}, { token: manager })
      ).json() as { homeGetToKnow: Dataset; homeRecentRecognition: Dataset };
      return {
        getToKnow: rows(data.homeGetToKnow).map((r) => r.memberName),
        recent: rows(data.homeRecentRecognition).map((r) => r.memberName),
      };
    };
    expect(await colleagueHome()).toEqual({
      getToKnow: expect.arrayContaining(['Lerato Mokoena']),
      recent: expect.arrayContaining(['Lerato Mokoena']),
    });
    const owned = await ownedFingerprint(server.db);
    const balancesBefore = (
      (
        await post(server.app, '/api/admin/member', { memberId: lerato }, { token: admin })
      ).json() as {
        balances: Json;
      }
    ).balances;

    // Refusals change nothing.
    const before = await tablesChecksum(server.db);
    const self = await memberIdOf(server, demo.admin);
    const selfRefused = await setActive({ memberId: self, active: false, reason: 'x' });
    expect(selfRefused.json()).toMatchObject({ message: memberStatusMessages.deactivateSelf });
    const active = await setActive({ memberId: lerato, active: true, reason: 'x' });
    expect(active.json()).toMatchObject({ message: memberStatusMessages.alreadyActive });
    expect((await setActive({ memberId: lerato, active: false, reason: '' })).statusCode).toBe(400);
    expect(await tablesChecksum(server.db)).toEqual(before);

    const done = await setActive({ memberId: lerato, active: false, reason: 'Left on 31 October' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ member: { memberId: lerato, isActive: false } });
    // Her balances, the ledger and everything she owns are as they were.
    expect(await ownedFingerprint(server.db)).not.toBe(owned); // members row: deactivated_at
    const page = (
      await post(server.app, '/api/admin/member', { memberId: lerato }, { token: admin })
    ).json() as { balances: Json; member: Json };
    expect(page.balances).toEqual(balancesBefore);
    expect(page.member).toMatchObject({ isActive: false, deactivatedAt: expect.any(String) });
    expect((await checkLedger(server.db)).ok).toBe(true);
    // Nor does anyone see her on their home page any more.
    const home = await colleagueHome();
    expect(home.getToKnow).not.toContain('Lerato Mokoena');
    expect(home.recent).not.toContain('Lerato Mokoena');

    // Her session has ended, and she cannot log in again (a clear message, with the right password only).
    const call = await post(server.app, '/api/member/getmemberdata', {}, { token: herSession });
    expect(call.statusCode).toBe(401);
    const refused = await post(server.app, '/api/member/login', {
      memberNumber: demo.member,
      password: demo.password,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: accountMessages.deactivated });
    const wrong = await post(server.app, '/api/member/login', {
      memberNumber: demo.member,
      password: 'Wrong12345',
    });
    expect(wrong.json()).toMatchObject({ message: accountMessages.badCredentials });

    // Nobody finds her to recognise, nor can name her.
    const search = await post(
      server.app,
      '/api/site/getmemberlist',
      { search: 'Lerato', divisionCode: '', includeSelf: false },
      { token: manager },
    );
    expect(search.statusCode, search.body).toBe(200);
    expect(rows((search.json() as { memberList: Dataset }).memberList)).not.toContainEqual(
      expect.objectContaining({ memberId: String(lerato) }),
    );
    const own = await post(
      server.app,
      '/api/site/getmemberlist',
      { search: '', divisionCode: '', includeSelf: false },
      { token: manager },
    );
    expect(
      rows((own.json() as { memberList: Dataset }).memberList).map((m) => m.memberId),
    ).not.toContain(String(lerato));
    const award = await post(
      server.app,
      '/api/reward/doreward',
      {
        what: 'thankyou',
        reason: 'Thank You!',
        points: 0,
        message: 'Thank you for your help this week.',
        sendBy: 'email',
        recipients: [String(lerato)],
      },
      { token: manager },
    );
    expect(award.statusCode).toBe(400);
    expect(award.json()).toMatchObject({ message: awardRefusals.unknownRecipient });

    // The console still finds her (marked), and the audit row says what changed.
    const found = await post(
      server.app,
      '/api/admin/membersearch',
      { query: 'Lerato Mokoena' },
      { token: admin },
    );
    expect(rows((found.json() as { members: Dataset }).members)[0]).toMatchObject({
      memberId: lerato,
      isActive: false,
    });
    const [row] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({
      action: 'member.deactivate',
      targetMemberId: lerato,
      before: { active: true, deactivatedAt: null },
      after: { active: false },
      reason: 'Left on 31 October',
    });
    const again = await setActive({ memberId: lerato, active: false, reason: 'x' });
    expect(again.json()).toMatchObject({ message: memberStatusMessages.alreadyDeactivated });

    // Back again: she logs in with her balances as they were.
    const back = await setActive({ memberId: lerato, active: true, reason: 'Rehired' });
    expect(back.statusCode, back.body).toBe(200);
    await login(server.app, demo.member);
    const actions = (await auditRows(server)).map((r) => r.action);
    expect(actions).toEqual(['member.deactivate', 'member.reactivate']);
  });

  it('ends every session of a deactivated member, logins in flight and other server processes too', async () => {
    // A second administrator (the seed's Ayanda), logged in on two server processes, logs in again and
    // again while the first administrator deactivates her.
    const leaver = await memberIdOf(server, '0820001101');
    await server.db.update(members).set({ isAdminReports: true }).where(eq(members.id, leaver));
    const unlimited = {
      loginRateLimit: { perNumberAndAddress: 1000, perNumber: 1000, perAddress: 1000 },
    };
    const one = await server.rebuild(unlimited);
    const other = await server.rebuild(unlimited);
    const admin = await login(one, demo.admin);
    const earlier = await login(other, '0820001101');
    const attempts = Array.from({ length: 15 }, (_, i) =>
      post(i % 2 === 0 ? one : other, '/api/member/login', {
        memberNumber: '0820001101',
        password: demo.password,
      }),
    );
    const deactivated = await post(
      server.app,
      '/api/admin/setactive',
      { memberId: leaver, active: false, reason: 'Left today.' },
      { token: admin },
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const answers = await Promise.all(attempts);
    const tokens = [earlier];
    for (const answer of answers) {
      if (answer.statusCode === 200) tokens.push((answer.json() as { token: string }).token);
      else
        expect({ status: answer.statusCode, body: answer.json() }).toEqual({
          status: 400,
          body: { message: accountMessages.deactivated },
        });
    }
    const owned = await ownedFingerprint(server.db);
    // Her administrator's calls are refused at once on either process (her roles are read per call).
    for (const app of [one, other])
      for (const token of tokens) {
        const credit = await post(
          app,
          '/api/admin/adjustbalance',
          { memberId: leaver, account: 'redeemable', points: 1000, reason: 'Mine now.' },
          { token },
        );
        expect(credit.statusCode, credit.body).toBe(401);
      }
    // Every session is refused on this process now, and on the other once it confirms its sessions.
    server.clock.advance(one.settings.session.recheckMs);
    for (const app of [one, other])
      for (const token of tokens) {
        const data = await post(app, '/api/member/getmemberdata', {}, { token });
        expect(data.statusCode, data.body).toBe(401);
      }
    // A new login, or a pin to set a new password, is refused with why.
    const again = await post(one, '/api/member/login', {
      memberNumber: '0820001101',
      password: demo.password,
    });
    expect(again.json()).toEqual({ message: accountMessages.deactivated });
    const pin = await post(one, '/api/member/passwordsendcell2factorsms', {
      cellNum: '0820001101',
    });
    expect(pin.statusCode).toBe(400);
    expect(pin.json()).toMatchObject({ formErrors: { cellNum: accountMessages.deactivated } });
    expect(await ownedFingerprint(server.db)).toBe(owned);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('shows no get-to-know card of a member who left, and grants no budget to one', async () => {
    const admin = await login(server.app, demo.admin);
    const manager = await memberIdOf(server, demo.manager);
    const member = await login(server.app, demo.member);
    const card = () =>
      post(
        server.app,
        '/api/site/gettoknow',
        { selectedMemberId: String(manager) },
        { token: member },
      );
    const before = rows(((await card()).json() as { getToKnow: Dataset }).getToKnow);
    expect(before.map((r) => r.memberId)).toEqual([String(manager)]);
    const left = await post(
      server.app,
      '/api/admin/setactive',
      { memberId: manager, active: false, reason: 'Left today.' },
      { token: admin },
    );
    expect(left.statusCode, left.body).toBe(200);
    expect(rows(((await card()).json() as { getToKnow: Dataset }).getToKnow)).toEqual([]);

    const unchanged = await tablesChecksum(server.db);
    const grant = await post(
      server.app,
      '/api/admin/grantbudget',
      { memberId: manager, points: 500, reason: 'Quarterly budget.' },
      { token: admin },
    );
    expect(grant.statusCode, grant.body).toBe(400);
    expect((grant.json() as { message: string }).message).toBe(
      operationsMessages.deactivatedManager('Pieter van der Merwe'),
    );
    expect(await tablesChecksum(server.db)).toEqual(unchanged);
  });

  it('refuses registration to a deactivated member who never registered', async () => {
    const admin = await login(server.app, demo.admin);
    const waiting = await memberIdOf(server, demo.notRegistered);
    const r = await post(
      server.app,
      '/api/admin/setactive',
      { memberId: waiting, active: false, reason: 'Never started' },
      { token: admin },
    );
    expect(r.statusCode, r.body).toBe(200);
    const register = await post(server.app, '/api/member/sendcell2factorsms', {
      cellNum: demo.notRegistered,
      postAddr2: '',
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({ message: accountMessages.deactivated });
  });

  it('keeps the audit log append-only: an update, a delete or a truncate by the application is refused', async () => {
    const admin = await login(server.app, demo.admin);
    const lerato = await memberIdOf(server, demo.member);
    const changed = await post(
      server.app,
      '/api/admin/setflags',
      { memberId: lerato, isManager: true, isAdmin: false, reason: 'Runs the weekend shift.' },
      { token: admin },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const before = await auditRows(server);
    expect(before).toHaveLength(1);
    for (const attempt of [
      () => server.db.update(auditLog).set({ reason: 'Nothing happened here.' }),
      () => server.db.delete(auditLog).where(eq(auditLog.targetMemberId, lerato)),
      () => server.db.delete(auditLog).where(eq(auditLog.id, -1)),
      () => server.db.execute(sql`truncate ${auditLog}`),
    ])
      await expect(attempt()).rejects.toThrow();
    expect(await auditRows(server)).toEqual(before);
  });

  it('lists console and command line actions newest first, filtered by action and member, paged', async () => {
    const admin = await login(server.app, demo.admin);
    const lerato = await memberIdOf(server, demo.member);
    const manager = await memberIdOf(server, demo.manager);
    const audit = (body: Json) => post(server.app, '/api/admin/audit', body, { token: admin });

    const empty = await audit({ action: '', memberId: null, page: 1 });
    expect(empty.json()).toMatchObject({ total: 0, actions: [], memberName: null });

    const cli = await runCli(server, [
      'adjust',
      '--member',
      demo.manager,
      '--points',
      '10',
      '--reason',
      'A late budget',
    ]);
    expect(cli.code, cli.text).toBe(0);
    server.clock.advance(60_000);
    const adjusted = await post(
      server.app,
      '/api/admin/adjustbalance',
      { memberId: lerato, account: 'redeemable', points: 7, reason: 'Outage' },
      { token: admin },
    );
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    server.clock.advance(60_000);
    const flags = await post(
      server.app,
      '/api/admin/setflags',
      { memberId: lerato, isManager: true, isAdmin: false, reason: 'Promoted' },
      { token: admin },
    );
    expect(flags.statusCode, flags.body).toBe(200);

    const all = await audit({ action: '', memberId: null, page: 1 });
    expect(all.statusCode, all.body).toBe(200);
    const answer = all.json() as { entries: Dataset; total: number; actions: string[] };
    expect(answer.total).toBe(3);
    expect(answer.actions).toEqual(['member.adjust', 'member.flags']);
    const entries = rows(answer.entries);
    expect(entries.map((e) => e.action)).toEqual([
      'member.flags',
      'member.adjust',
      'member.adjust',
    ]);
    expect(entries[0]).toMatchObject({
      actorKind: 'console',
      actor: 'Thandi Nkosi',
      member: 'Lerato Mokoena',
      before: { isManager: false, isAdmin: false },
      after: { isManager: true, isAdmin: false },
      reason: 'Promoted',
    });
    expect(entries[2]).toMatchObject({
      actorKind: 'cli',
      actor: null,
      actorMemberId: null,
      memberId: manager,
      reason: 'A late budget',
    });

    const adjustments = rows(
      (
        (await audit({ action: 'member.adjust', memberId: null, page: 1 })).json() as {
          entries: Dataset;
        }
      ).entries,
    );
    expect(adjustments.map((e) => e.reason)).toEqual(['Outage', 'A late budget']);
    const hers = (await audit({ action: '', memberId: lerato, page: 1 })).json() as {
      entries: Dataset;
      memberName: string;
    };
    expect(hers.memberName).toBe('Lerato Mokoena');
    expect(rows(hers.entries).map((e) => e.reason)).toEqual(['Promoted', 'Outage']);
    const later = (await audit({ action: '', memberId: null, page: 2 })).json() as {
      entries: Dataset;
      pageSize: number;
    };
    expect(later.pageSize).toBe(auditPageSize);
    expect(later.entries.records).toEqual([]);

    const unknown = await audit({ action: 'member.delete', memberId: null, page: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: memberStatusMessages.unknownAuditAction });
    expect((await audit({ action: '', memberId: 999_999, page: 1 })).statusCode).toBe(404);
  });
});
