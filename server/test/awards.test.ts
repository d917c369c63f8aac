import { awardRefusals, messages, outboxMessages } from '@plaudit/domain';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  awardRecipients,
  awards,
  divisions,
  members,
  outbox,
  type MemberAccountKind,
} from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { monthlyBudget } from '../src/db/seedHistory.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { checkLedger, postTransfer } from '../src/ledger/ledger.ts';
import { demo, login, post, testDatabases, useTestServer, type TestServer } from './harness.ts';

type Body = Record<string, unknown>;

const shoutOut = (recipients: string[], extra: Body = {}): Body => ({
  what: 'thankyou',
  reason: 'Thank You!',
  points: 0,
  message: 'Thank you for covering my shift.',
  sendBy: 'sms',
  recipients,
  ...extra,
});
const recognise = (recipients: string[], points = 50, extra: Body = {}): Body => ({
  what: 'reward',
  reason: 'Drives Results',
  points,
  message: 'The new display doubled our sales.',
  sendBy: 'email',
  recipients,
  ...extra,
});
const payItForward = (recipients: string[], points: number, extra: Body = {}): Body => ({
  what: 'payitforward',
  reason: 'Teamwork',
  points,
  message: 'Thanks for the help.',
  sendBy: 'email',
  recipients,
  ...extra,
});

/** A member's three balances. */
async function memberBalances(
  db: Db,
  memberId: number,
): Promise<Record<MemberAccountKind, number>> {
  const rows = await db
    .select({ kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.memberId, memberId));
  const balances = { redeemable: 0, payItForward: 0, management: 0 };
  for (const row of rows)
    if (row.kind in balances) balances[row.kind as MemberAccountKind] = row.balance;
  return balances;
}

async function memberId(server: TestServer, cell: string): Promise<number> {
  const [row] = await server.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.cellNational, cell));
  if (!row) throw new Error(`no member ${cell}`);
  return row.id;
}

/** Everything a refused award must leave as it was. */
async function snapshot(server: TestServer) {
  const [balances] = await server.db
    .execute(
      sql`select coalesce(string_agg(id || ':' || balance, ',' order by id), '') as all from accounts`,
    )
    .then((r) => (r as unknown as { rows: { all: string }[] }).rows);
  const [awardCount] = await server.db.select({ n: count() }).from(awards);
  const [messageCount] = await server.db.select({ n: count() }).from(outbox);
  return { balances: balances?.all, awards: awardCount?.n, outbox: messageCount?.n };
}

for (const kind of testDatabases) {
  describe(`awards on ${kind}`, () => {
    const server = useTestServer(kind);
    const give = (token: string, body: Body, headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'POST',
        url: '/api/reward/doreward',
        payload: body,
        headers: { authorization: `Bearer ${token}`, ...headers },
      });

    /** The award is refused with this status and text, and nothing changed. */
    const expectRefused = async (
      token: string,
      body: Body,
      status: number,
      text: string,
      field?: string,
    ) => {
      const before = await snapshot(server);
      const response = await give(token, body);
      expect(response.statusCode, response.body).toBe(status);
      const answer = response.json() as { message: string; formErrors?: Record<string, string> };
      if (field) expect(answer.formErrors?.[field]).toBe(text);
      else expect(answer.message).toBe(text);
      expect(await snapshot(server)).toEqual(before);
      expect((await checkLedger(server.db)).ok).toBe(true);
    };

    it('starts from a seed that keeps every ledger invariant and the demo facts', async () => {
      const report = await checkLedger(server.db);
      expect(report).toMatchObject({
        ok: true,
        unbalancedTransfers: [],
        mismatchedAccounts: [],
        negativeMemberAccounts: [],
      });
      for (const cell of [demo.admin, demo.manager, demo.member]) {
        const balances = await memberBalances(server.db, await memberId(server, cell));
        expect(balances.redeemable, cell).toBeGreaterThanOrEqual(250);
        expect(balances.payItForward, cell).toBeGreaterThanOrEqual(50);
      }
      // Budgets are granted monthly: a manager has at least this month's to give from.
      for (const cell of [demo.admin, demo.manager]) {
        const balances = await memberBalances(server.db, await memberId(server, cell));
        expect(balances.management, cell).toBeGreaterThanOrEqual(monthlyBudget);
      }
      const [history] = await server.db
        .select({ n: count() })
        .from(awards)
        .where(eq(awards.type, 'payitforward'));
      expect(history?.n).toBeGreaterThan(5);
    });

    it('sends a Shout Out by SMS without moving a point', async () => {
      const token = await login(server.app, demo.member);
      const colleague = await memberId(server, demo.manager);
      const before = await snapshot(server);
      const response = await give(token, shoutOut([String(colleague)]));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: messages.shoutOutSubmitted });
      expect((await snapshot(server)).balances).toBe(before.balances);
      const sms = await server.db.select().from(outbox).where(eq(outbox.recipient, '+27820000002'));
      expect(sms.at(-1)?.body).toBe(
        outboxMessages.award(server.app.settings.programmeName, {
          title: 'Shout Out',
          giver: 'Lerato Mokoena',
          value: 'Thank You!',
          points: 0,
          message: 'Thank you for covering my shift.',
        }).sms,
      );
      expect(sms.at(-1)?.body).toContain('Thank you for covering my shift.');
      const [stored] = await server.db
        .select()
        .from(awards)
        .where(eq(awards.giverMemberId, await memberId(server, demo.member)))
        .orderBy(sql`id desc`)
        .limit(1);
      expect(stored).toMatchObject({
        type: 'thankyou',
        points: 0,
        value: 'Thank You!',
        transferId: null,
      });
    });

    it('moves Recognise points from the budget to the recipient, and member data shows it at once', async () => {
      const managerToken = await login(server.app, demo.manager);
      const memberToken = await login(server.app, demo.member);
      const balancesOf = async (token: string) =>
        (await post(server.app, '/api/member/getmemberdata', {}, { token })).json().memberData as {
          awardsPointsAvailable: number;
          awardsPointsAvailableMng: number;
        };
      const giverBefore = await balancesOf(managerToken);
      const recipientBefore = await balancesOf(memberToken);
      const lerato = await memberId(server, demo.member);
      const response = await give(managerToken, recognise([String(lerato)], 150));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Successfully submitted Recognise' });
      expect((await balancesOf(managerToken)).awardsPointsAvailableMng).toBe(
        giverBefore.awardsPointsAvailableMng - 150,
      );
      expect((await balancesOf(memberToken)).awardsPointsAvailable).toBe(
        recipientBefore.awardsPointsAvailable + 150,
      );
      expect((await checkLedger(server.db)).ok).toBe(true);
      const email = await server.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'lerato.mokoena@example.com'));
      expect(email.at(-1)).toMatchObject({
        channel: 'email',
        subject: 'Pieter van der Merwe sent you a Recognition: Drives Results',
        body: outboxMessages.award(server.app.settings.programmeName, {
          title: 'Recognition',
          giver: 'Pieter van der Merwe',
          value: 'Drives Results',
          points: 150,
          message: 'The new display doubled our sales.',
        }).email,
      });
    });

    it('recognises a whole division once per registered member but the giver, in one transfer', async () => {
      const token = await login(server.app, demo.admin);
      const thandi = await memberId(server, demo.admin);
      const [paws] = await server.db
        .select({ id: divisions.id })
        .from(divisions)
        .where(eq(divisions.code, 'ZA-JHB-PAWS'));
      const team = await server.db
        .select({ id: members.id, registeredAt: members.registeredAt })
        .from(members)
        .where(eq(members.divisionId, paws?.id ?? 0));
      const expected = team.filter((m) => m.registeredAt !== null && m.id !== thandi);
      expect(team.some((m) => m.registeredAt === null)).toBe(true);
      const before = await memberBalances(server.db, thandi);
      const lerato = await memberId(server, demo.member);
      const response = await give(
        token,
        recognise(['div:ZA-JHB-PAWS', String(lerato), String(lerato)], 20, { what: 'adhoc' }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Successfully submitted Adhoc Recognition' });
      expect((await memberBalances(server.db, thandi)).management).toBe(
        before.management - 20 * expected.length,
      );
      const [award] = await server.db
        .select()
        .from(awards)
        .orderBy(sql`id desc`)
        .limit(1);
      expect(award).toMatchObject({ type: 'adhoc', divisionCodes: ['ZA-JHB-PAWS'] });
      const recipients = await server.db
        .select({ id: awardRecipients.memberId })
        .from(awardRecipients)
        .where(eq(awardRecipients.awardId, award?.id ?? 0));
      expect(recipients.map((r) => r.id).sort()).toEqual(expected.map((m) => m.id).sort());
      expect((await checkLedger(server.db)).ok).toBe(true);
    });

    it('turns a member away from Recognise and adhoc, changing nothing', async () => {
      const token = await login(server.app, demo.member);
      const colleague = String(await memberId(server, demo.manager));
      await expectRefused(token, recognise([colleague]), 403, messages.managerOnly);
      await expectRefused(
        token,
        recognise([colleague], 50, { what: 'adhoc' }),
        403,
        messages.managerOnly,
      );
      // The award checks the giver's flags itself (read with the recipients), but a member still hears
      // that Recognise is for managers before what else is wrong with it.
      await expectRefused(
        token,
        recognise([colleague], 0, { reason: 'Made up' }),
        403,
        messages.managerOnly,
      );
      const self = String(await memberId(server, demo.member));
      await expectRefused(token, recognise([self, 'div:ZA-NOWHERE']), 403, messages.managerOnly);
    });

    it('refuses each broken field with its own formError', async () => {
      const token = await login(server.app, demo.manager);
      const lerato = String(await memberId(server, demo.member));
      await expectRefused(
        token,
        recognise([lerato], 30),
        400,
        messages.notAllowedChoice('Points value'),
        'points',
      );
      await expectRefused(
        token,
        recognise([lerato], 50, { reason: 'Teamwork' }),
        400,
        messages.notAllowedChoice('Value'),
        'reason',
      );
      await expectRefused(
        token,
        shoutOut([lerato], { points: 5 }),
        400,
        messages.notAllowedChoice('Points value'),
        'points',
      );
      await expectRefused(
        token,
        payItForward([lerato], 200),
        400,
        messages.notAllowedChoice('Points value'),
        'points',
      );
      await expectRefused(
        token,
        shoutOut([lerato], { message: 'x'.repeat(151) }),
        400,
        messages.tooLong('Message', 150),
        'message',
      );
      await expectRefused(
        token,
        shoutOut([lerato], { message: '  ' }),
        400,
        messages.required('Message'),
        'message',
      );
      const long = await give(
        token,
        shoutOut([lerato], { sendBy: 'email', message: 'x'.repeat(350) }),
      );
      expect(long.statusCode, long.body).toBe(200);
      await expectRefused(
        token,
        shoutOut([lerato], { sendBy: 'email', message: 'x'.repeat(351) }),
        400,
        messages.tooLong('Message', 350),
        'message',
      );
      await expectRefused(
        token,
        shoutOut([lerato], { sendBy: 'fax' }),
        400,
        messages.notAllowedChoice('Send by'),
        'sendBy',
      );
    });

    it('refuses recipients who cannot receive, and an empty list', async () => {
      const token = await login(server.app, demo.manager);
      const pieter = String(await memberId(server, demo.manager));
      const sipho = await memberId(server, demo.notRegistered);
      await expectRefused(token, shoutOut([]), 400, messages.recipientsRequired, 'recipients');
      await expectRefused(token, shoutOut([pieter]), 400, awardRefusals.yourself, 'recipients');
      await expectRefused(
        token,
        shoutOut([`0.${sipho}`]),
        400,
        messages.unregisteredMember('Sipho Dlamini'),
        'recipients',
      );
      await expectRefused(
        token,
        shoutOut([String(sipho)]),
        400,
        messages.unregisteredMember('Sipho Dlamini'),
        'recipients',
      );
      await expectRefused(
        token,
        shoutOut(['999999']),
        400,
        awardRefusals.unknownRecipient,
        'recipients',
      );
      await expectRefused(
        token,
        shoutOut(['robert; drop table members']),
        400,
        awardRefusals.unknownRecipient,
        'recipients',
      );
      await expectRefused(
        token,
        shoutOut(['all_shops:']),
        400,
        awardRefusals.allShops,
        'recipients',
      );
      await expectRefused(
        await login(server.app, demo.manager),
        recognise(['div:NOPE']),
        400,
        awardRefusals.unknownDivision('NOPE'),
        'recipients',
      );
    });

    // A plain member's Shout Out naming every division queued an SMS to every registered member.
    it("refuses a member's Shout Out or Pay It Forward to whole divisions, queueing nothing", async () => {
      const token = await login(server.app, demo.member);
      const everyDivision = (await server.db.select({ code: divisions.code }).from(divisions)).map(
        (d) => `div:${d.code}`,
      );
      expect(everyDivision.length).toBeGreaterThan(2);
      await expectRefused(
        token,
        shoutOut(everyDivision),
        400,
        awardRefusals.individualsOnly('thankyou'),
        'recipients',
      );
      await expectRefused(
        token,
        payItForward(['div:ZA-JHB-PAWS'], 5),
        400,
        awardRefusals.individualsOnly('payitforward'),
        'recipients',
      );
      const manager = await login(server.app, demo.manager);
      await expectRefused(
        manager,
        shoutOut(['div:ZA-JHB-PAWS']),
        400,
        awardRefusals.individualsOnly('thankyou'),
        'recipients',
      );
    });

    it("recognises whole divisions of the manager's own country only", async () => {
      const token = await login(server.app, demo.manager);
      const [abroad] = await server.db
        .select({ code: divisions.code, name: divisions.name })
        .from(divisions)
        .where(sql`${divisions.code} like 'NA-%'`)
        .limit(1);
      if (!abroad) throw new Error('the demo has no Namibian division');
      for (const what of ['reward', 'adhoc'])
        await expectRefused(
          token,
          recognise(['div:ZA-JHB-PAWS', `div:${abroad.code}`], 5, { what }),
          400,
          awardRefusals.divisionOutsideCluster(abroad.name),
          'recipients',
        );
    });

    it('caps the colleagues one award reaches (20 for a Shout Out; a setting), naming the cap', async () => {
      const token = await login(server.app, demo.member);
      const self = await memberId(server, demo.member);
      const colleagues = (
        await server.db
          .select({ id: members.id })
          .from(members)
          .where(sql`${members.registeredAt} is not null and ${members.id} <> ${self}`)
          .limit(21)
      ).map((m) => String(m.id));
      expect(colleagues).toHaveLength(21);
      await expectRefused(
        token,
        shoutOut(colleagues),
        400,
        awardRefusals.tooManyRecipients('thankyou', 20),
        'recipients',
      );
      expect((await give(token, shoutOut(colleagues.slice(0, 20)))).statusCode).toBe(200);

      // A cap counts the members a division reaches, not the entries naming them.
      const app = await server.rebuild({ awardRecipientCaps: { adhoc: 2 } });
      const manager = await login(app, demo.admin);
      const before = await snapshot(server);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/reward/doreward',
        payload: recognise(['div:ZA-JHB-PAWS'], 5, { what: 'adhoc' }),
        headers: { authorization: `Bearer ${manager}` },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().formErrors).toEqual({
        recipients: awardRefusals.tooManyRecipients('adhoc', 2),
      });
      expect(await snapshot(server)).toEqual(before);
    });

    it('refuses an award the budget cannot cover, saying how much is left', async () => {
      const token = await login(server.app, demo.manager);
      const pieter = await memberId(server, demo.manager);
      const left = (await memberBalances(server.db, pieter)).management;
      const colleagues = ['0820000001', '0820000003'];
      const ids = await Promise.all(colleagues.map((c) => memberId(server, c).then(String)));
      await expectRefused(
        token,
        recognise(ids, 5000),
        400,
        awardRefusals.budgetShort(left, 10_000),
        'points',
      );
    });

    it('passes Pay It Forward points on from the allowance, within the month and per colleague', async () => {
      const token = await login(server.app, demo.member);
      const lerato = await memberId(server, demo.member);
      const pieter = String(await memberId(server, demo.manager));
      const thandi = String(await memberId(server, demo.admin));
      const allowance = (await memberBalances(server.db, lerato)).payItForward;
      const ok = await give(token, payItForward([pieter], 50));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ message: 'Successfully submitted Pay It Forward' });
      expect((await memberBalances(server.db, lerato)).payItForward).toBe(allowance - 50);
      await expectRefused(
        token,
        payItForward([thandi], 100),
        400,
        awardRefusals.allowanceShort(allowance - 50, 100),
        'points',
      );
      expect((await checkLedger(server.db)).ok).toBe(true);
    });

    it('caps what one giver passes on to one colleague in a calendar month (a setting)', async () => {
      const app = await server.rebuild({ payItForwardMonthlyCapPerColleague: 30 });
      const token = await login(app, demo.member);
      const pieter = String(await memberId(server, demo.manager));
      const thandi = String(await memberId(server, demo.admin));
      const send = (body: Body) =>
        app.inject({
          method: 'POST',
          url: '/api/reward/doreward',
          payload: body,
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await send(payItForward([pieter], 20))).statusCode).toBe(200);
      const before = await snapshot(server);
      const refused = await send(payItForward([pieter, thandi], 20));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(awardRefusals.monthlyCap('Pieter van der Merwe', 30, 20));
      expect(await snapshot(server)).toEqual(before);
      expect((await send(payItForward([pieter], 10))).statusCode).toBe(200);
    });

    it('emails a recipient who has an email and texts one who has none', async () => {
      const token = await login(server.app, demo.manager);
      const nomsa = String(await memberId(server, demo.noEmail));
      const response = await give(token, recognise([nomsa], 10));
      expect(response.statusCode, response.body).toBe(200);
      const [sms] = await server.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, '+27820000004'));
      expect(sms).toMatchObject({ channel: 'sms' });
      expect(sms?.body).toContain(
        'Pieter van der Merwe sent you a Recognition: Drives Results and 10 points.',
      );
    });

    it('answers a retried award from its Idempotency-Key without giving it twice', async () => {
      const token = await login(server.app, demo.manager);
      const pieter = await memberId(server, demo.manager);
      const lerato = String(await memberId(server, demo.member));
      const before = (await memberBalances(server.db, pieter)).management;
      const key = { 'idempotency-key': 'award-7c1f0a' };
      const first = await give(token, recognise([lerato], 100), key);
      const again = await give(token, recognise([lerato], 100), key);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await memberBalances(server.db, pieter)).management).toBe(before - 100);
      const other = await give(token, recognise([lerato], 200), key);
      expect(other.statusCode).toBe(422);
      expect(other.json().message).toBe(messages.idempotencyKeyReused);
      expect((await memberBalances(server.db, pieter)).management).toBe(before - 100);
      const bad = await give(token, recognise([lerato], 100), {
        'idempotency-key': 'x'.repeat(256),
      });
      expect(bad.statusCode).toBe(400);
      // A refused request leaves its key unused: the corrected request goes through under it.
      const retryKey = { 'idempotency-key': 'award-refused-then-fixed' };
      expect((await give(token, recognise([lerato], 30), retryKey)).statusCode).toBe(400);
      expect((await give(token, recognise([lerato], 30), retryKey)).statusCode).toBe(400);
      expect((await memberBalances(server.db, pieter)).management).toBe(before - 100);
    });

    it('gives a keyed award once to a colleague whose accounts are not open yet, and a keyed Shout Out once', async () => {
      const token = await login(server.app, demo.manager);
      const pieter = await memberId(server, demo.manager);
      const [newcomer] = await server.db
        .execute(
          sql`insert into members (cluster_id, division_id, cell_e164, cell_national, firstname, surname,
                email, registered_at)
            select cluster_id, division_id, '+27829999998', '0829999998', 'Fresh', 'Starter', '', now()
            from members where id = ${pieter} returning id`,
        )
        .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
      const id = Number(newcomer?.id);
      const before = (await memberBalances(server.db, pieter)).management;
      const key = { 'idempotency-key': 'award-to-a-newcomer' };
      const first = await give(token, recognise([String(id)], 100), key);
      expect(first.statusCode, first.body).toBe(200);
      expect((await give(token, recognise([String(id)], 100), key)).json()).toEqual(first.json());
      expect((await memberBalances(server.db, id)).redeemable).toBe(100);
      expect((await memberBalances(server.db, pieter)).management).toBe(before - 100);

      const awardsBefore = await server.db.$count(awards);
      const thanks = { 'idempotency-key': 'shout-out-once' };
      expect((await give(token, shoutOut([String(id)]), thanks)).statusCode).toBe(200);
      expect((await give(token, shoutOut([String(id)]), thanks)).statusCode).toBe(200);
      expect(await server.db.$count(awards)).toBe(awardsBefore + 1);
      expect(await checkLedger(server.db)).toMatchObject({ ok: true });
    });

    it('refuses a transfer that would take a member account below zero, in the ledger itself', async () => {
      const lerato = await memberId(server, demo.member);
      const before = await snapshot(server);
      await expect(
        inTransaction(server.db, (tx) =>
          postTransfer(tx, {
            kind: 'adjustment',
            memberId: null,
            createdAt: server.clock.now(),
            postings: [
              {
                account: { memberId: lerato, kind: 'redeemable' },
                amount: -1_000_000,
                description: 'x',
              },
              { account: { programme: 'funding' }, amount: 1_000_000, description: 'x' },
            ],
          }),
        ),
      ).rejects.toThrow('The account has');
      await expect(
        inTransaction(server.db, (tx) =>
          postTransfer(tx, {
            kind: 'adjustment',
            memberId: null,
            createdAt: server.clock.now(),
            postings: [
              { account: { memberId: lerato, kind: 'redeemable' }, amount: 5, description: 'x' },
              { account: { programme: 'funding' }, amount: -4, description: 'x' },
            ],
          }),
        ),
      ).rejects.toThrow('sum to zero');
      expect(await snapshot(server)).toEqual(before);
    });

    it('opens the accounts of a member without any, and posts the transfer once', async () => {
      const lerato = await memberId(server, demo.member);
      const [newcomer] = await server.db
        .execute(
          sql`insert into members (cluster_id, division_id, cell_e164, cell_national, firstname, surname, email)
            select cluster_id, division_id, '+27829999999', '0829999999', 'New', 'Comer', ''
            from members where id = ${lerato} returning id`,
        )
        .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
      const id = Number(newcomer?.id);
      const transferId = await inTransaction(server.db, (tx) =>
        postTransfer(tx, {
          kind: 'grant',
          memberId: null,
          createdAt: server.clock.now(),
          postings: [
            { account: { programme: 'funding' }, amount: -7, description: 'Welcome' },
            { account: { memberId: id, kind: 'redeemable' }, amount: 7, description: 'Welcome' },
          ],
        }),
      );
      const [entries] = await server.db
        .execute(
          sql`select count(*)::integer as n from ledger_entries where transfer_id = ${transferId}`,
        )
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
      expect(entries?.n).toBe(2);
      expect(await memberBalances(server.db, id)).toEqual({
        redeemable: 7,
        payItForward: 0,
        management: 0,
      });
      expect(await checkLedger(server.db)).toMatchObject({ ok: true });
    });

    if (kind === 'postgres') {
      // 50 awards at once take 4–6 s on a busy 2-core machine: more than vitest's default 5 s.
      it('never overdraws one budget under 50 concurrent awards, and keeps the invariants', async () => {
        const token = await login(server.app, demo.manager);
        const pieter = await memberId(server, demo.manager);
        const colleagues = await server.db
          .select({ id: members.id })
          .from(members)
          .where(sql`${members.registeredAt} is not null and ${members.id} <> ${pieter}`)
          .limit(10);
        const budget = (await memberBalances(server.db, pieter)).management;
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            give(token, recognise([String(colleagues[i % colleagues.length]?.id)], 250)),
          ),
        );
        const granted = answers.filter((a) => a.statusCode === 200).length;
        const refused = answers.filter((a) => a.statusCode === 400);
        expect(granted + refused.length).toBe(50);
        expect(granted).toBe(Math.min(50, Math.floor(budget / 250)));
        // A refusal comes only once less than 250 is left, and then nothing more is granted.
        const left = budget - granted * 250;
        expect(
          refused.every((a) => a.json().message === awardRefusals.budgetShort(left, 250)),
        ).toBe(true);
        expect((await memberBalances(server.db, pieter)).management).toBe(budget - granted * 250);
        expect(await checkLedger(server.db)).toMatchObject({ ok: true });
      }, 30_000);

      it('gives an award once when the same Idempotency-Key arrives ten times at once', async () => {
        const token = await login(server.app, demo.manager);
        const pieter = await memberId(server, demo.manager);
        const lerato = String(await memberId(server, demo.member));
        const before = (await memberBalances(server.db, pieter)).management;
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            give(token, recognise([lerato], 100), { 'idempotency-key': 'one-award-many-tries' }),
          ),
        );
        expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
        expect((await memberBalances(server.db, pieter)).management).toBe(before - 100);
        expect((await checkLedger(server.db)).ok).toBe(true);
      });
    }
  });
}
