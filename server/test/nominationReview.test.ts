import { consoleMessages, nominationReviewMessages, nominationPageSize } from '@plaudit/domain';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  awardRecipients,
  awards,
  members,
  nominationNominees,
  nominations,
  outbox,
  transfers,
} from '../src/db/schema.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import {
  demo,
  login,
  post,
  startOfTests,
  testDatabases,
  useTestServer,
  type TestServer,
  memberIdOf,
  rows,
  type Dataset,
  type Json,
} from './harness.ts';

/**
 * The nominations review: administrators list every nomination and review each once, an
 * approval crediting each nominee's redeemable points from the programme's funding (an award the
 * statement and recent recognition show), a decline keeping its note; the nominator told through the
 * outbox, the audit log written in the same transaction; a second review changes nothing.
 */

const countOf = async (
  server: TestServer,
  table: typeof outbox | typeof auditLog | typeof transfers,
) => (await server.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** What a review may change: counted before and after a review that must change nothing. */
const footprint = async (server: TestServer) => ({
  outbox: await countOf(server, outbox),
  audit: await countOf(server, auditLog),
  transfers: await countOf(server, transfers),
  nominations: await server.db.select().from(nominations).orderBy(nominations.id),
});

const redeemable = async (server: TestServer, token: string) => {
  const r = await post(server.app, '/api/member/getmemberdata', {}, { token });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { memberData: { awardsPointsAvailable: number } }).memberData
    .awardsPointsAvailable;
};

describe.each(testDatabases)('the nominations review on %s', (kind) => {
  const server = useTestServer(kind);

  /** Lerato (a member) nominates Pieter and Nomsa; the new nomination's id. */
  const nominated = async (reason = 'Ran the adoption day single-handed.') => {
    const token = await login(server.app, demo.member);
    const pieter = await memberIdOf(server, demo.manager);
    const nomsa = await memberIdOf(server, demo.noEmail);
    const r = await post(
      server.app,
      '/api/nom/newnom',
      { nomCat: 'Teamwork', reason, members: [String(pieter), String(nomsa)] },
      { token },
    );
    expect(r.statusCode, r.body).toBe(200);
    const [row] = await server.db
      .select({ id: nominations.id })
      .from(nominations)
      .orderBy(desc(nominations.id))
      .limit(1);
    if (!row) throw new Error('no nomination');
    return row.id;
  };

  const review = (token: string, body: Json) =>
    post(server.app, '/api/admin/reviewnomination', body, { token });
  const approval = (nominationId: number, points = 300) => ({
    nominationId,
    decision: 'approve',
    points,
    message: 'Thank you for carrying the adoption day.',
    note: '',
  });
  const decline = (nominationId: number) => ({
    nominationId,
    decision: 'decline',
    points: 0,
    message: '',
    note: 'A Shout Out suits this better.',
  });

  it('lists every nomination newest first, by status and a page at a time, for administrators only', async () => {
    const first = await nominated('The first one.');
    server.clock.advance(60_000);
    const second = await nominated('The second one.');
    const admin = await login(server.app, demo.admin);
    const list = async (body: Json, token = admin) => {
      const r = await post(server.app, '/api/admin/nominations', body, { token });
      expect(r.statusCode, r.body).toBe(200);
      const answer = r.json() as { nominations: Dataset; total: number; waiting: number };
      return { ...answer, rows: rows(answer.nominations) };
    };
    const waiting = await list({ status: 'waiting', page: 1 });
    expect(waiting.rows[0]).toMatchObject({
      nominationId: second,
      nominator: 'Lerato Mokoena',
      nominees: 'Nomsa Cele, Pieter van der Merwe',
      nomineeCount: 2,
      value: 'Teamwork',
      reason: 'The second one.',
      status: 'waiting',
      points: 0,
      reviewedAt: null,
      reviewedBy: '',
    });
    expect(waiting.rows[1]).toMatchObject({ nominationId: first });
    expect(waiting.waiting).toBe(waiting.total);
    expect(waiting.rows.length).toBe(Math.min(waiting.total, nominationPageSize));

    expect((await review(admin, approval(first))).statusCode).toBe(200);
    const approved = await list({ status: 'approved', page: 1 });
    expect(approved.rows.map((r) => r.nominationId)).toContain(first);
    expect(approved.rows.find((r) => r.nominationId === first)).toMatchObject({
      status: 'approved',
      points: 300,
      note: 'Thank you for carrying the adoption day.',
      reviewedBy: 'Thandi Nkosi',
    });
    expect((await list({ status: 'waiting', page: 1 })).waiting).toBe(waiting.waiting - 1);
    const all = await list({ status: 'all', page: 1 });
    const beyond = await list({
      status: 'all',
      page: Math.ceil(all.total / nominationPageSize) + 1,
    });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(all.total);

    for (const cell of [demo.member, demo.manager]) {
      const token = await login(server.app, cell);
      const refusedList = await post(
        server.app,
        '/api/admin/nominations',
        { status: 'all', page: 1 },
        { token },
      );
      expect(refusedList.statusCode).toBe(403);
      expect((refusedList.json() as { message: string }).message).toBe(consoleMessages.adminOnly);
      const before = await footprint(server);
      const refused = await review(token, approval(second));
      expect(refused.statusCode).toBe(403);
      expect(await footprint(server)).toEqual(before);
    }
  });

  it('approves with points: each nominee credited from the funding, shown on the statement and in recent recognition, the nominator told, audited', async () => {
    const id = await nominated();
    const admin = await login(server.app, demo.admin);
    const pieter = await login(server.app, demo.manager);
    const nomsa = await login(server.app, demo.noEmail);
    const [pieterBefore, nomsaBefore] = [
      await redeemable(server, pieter),
      await redeemable(server, nomsa),
    ];
    const outboxBefore = await countOf(server, outbox);
    server.clock.advance(60_000);

    const r = await review(admin, approval(id));
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json() as { message: string; nomination: Json };
    expect(answer.message).toBe(nominationReviewMessages.approved(300, 2));
    expect(answer.nomination).toMatchObject({ nominationId: id, status: 'approved', points: 300 });

    expect(await redeemable(server, pieter)).toBe(pieterBefore + 300);
    expect(await redeemable(server, nomsa)).toBe(nomsaBefore + 300);
    const statement = await post(server.app, '/api/report/statement', {}, { token: pieter });
    const lines = rows((statement.json() as { report: Dataset }).report);
    expect(lines[0]).toMatchObject({
      transDescription: 'Nomination: Teamwork \u2014 from Lerato Mokoena',
      pointsValue: 300,
    });
    const recent = await post(server.app, '/api/site/getrecentrecognition', {}, { token: admin });
    const names = rows((recent.json() as { report: Dataset }).report).map((x) => x.memberName);
    expect(names.slice(0, 2).sort()).toEqual(['Nomsa Cele', 'Pieter van der Merwe']);

    const [stored] = await server.db.select().from(nominations).where(eq(nominations.id, id));
    const [award] = await server.db
      .select()
      .from(awards)
      .where(eq(awards.id, stored?.awardId ?? 0));
    expect(award).toMatchObject({ type: 'nomination', value: 'Teamwork', points: 300 });
    expect(
      await server.db
        .select()
        .from(awardRecipients)
        .where(eq(awardRecipients.awardId, award?.id ?? 0)),
    ).toHaveLength(2);
    expect(stored).toMatchObject({ status: 'approved', reviewPoints: 300 });

    // Two nominees' messages and the nominator's: Pieter by email, Nomsa (no email) by SMS.
    const sent = await server.db.select().from(outbox).orderBy(outbox.id);
    const fresh = sent.slice(outboxBefore);
    expect(fresh.map((m) => m.channel).sort()).toEqual(['email', 'email', 'sms']);
    expect(fresh.find((m) => m.recipient === 'lerato.mokoena@example.com')?.body).toContain(
      'was approved',
    );
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'nomination.approve'), eq(auditLog.at, server.clock.now())));
    expect(audit).toMatchObject({
      actorKind: 'console',
      targetMemberId: await memberIdOf(server, demo.member),
      before: { nominationId: id, status: 'waiting' },
      // The nominees by name, as the audit log shows them (not their ids).
      after: expect.objectContaining({
        status: 'approved',
        points: 300,
        nominees: expect.stringMatching(
          /^(Pieter van der Merwe, Nomsa Cele|Nomsa Cele, Pieter van der Merwe)$/,
        ) as unknown,
      }) as unknown,
      reason: 'Thank you for carrying the adoption day.',
    });
    // So do the demo history's approvals (seeded as the console records them).
    const approvals = await server.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'nomination.approve'));
    expect(approvals.length).toBeGreaterThan(1);
    for (const { after } of approvals)
      expect(after).toMatchObject({ nominees: expect.stringMatching(/^[A-Z][^\d]+$/) as unknown });
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('declines with a note: no points move, the nominator reads the note, audited', async () => {
    const id = await nominated();
    const admin = await login(server.app, demo.admin);
    const before = await footprint(server);
    const r = await review(admin, decline(id));
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as { message: string }).message).toBe(nominationReviewMessages.declined);
    expect(await countOf(server, transfers)).toBe(before.transfers);
    const [told] = await server.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(told).toMatchObject({ channel: 'email', recipient: 'lerato.mokoena@example.com' });
    expect(told?.body).toContain('A Shout Out suits this better.');
    expect(
      await server.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'nomination.decline'),
            eq(auditLog.reason, 'A Shout Out suits this better.'),
          ),
        ),
    ).toHaveLength(1);
  });

  it('reviews once: a retry answers as the first did, another decision is refused, and bad input changes nothing', async () => {
    const id = await nominated();
    const admin = await login(server.app, demo.admin);
    const first = await review(admin, approval(id));
    expect(first.statusCode, first.body).toBe(200);
    const after = await footprint(server);
    const again = await review(admin, approval(id));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await review(admin, decline(id));
    expect(other.statusCode).toBe(422);
    expect((other.json() as { message: string }).message).toBe(
      nominationReviewMessages.alreadyReviewed('approved'),
    );
    expect(await footprint(server)).toEqual(after);

    const waiting = await nominated();
    const before = await footprint(server);
    const refusals: [Json, number, string | undefined][] = [
      [approval(waiting, 0), 400, 'points'],
      [{ ...approval(waiting), message: '  ' }, 400, 'message'],
      [{ ...decline(waiting), note: '' }, 400, 'note'],
      [approval(2_000_000_000), 404, undefined],
      [{ ...approval(waiting), points: 1.5 }, 400, undefined],
    ];
    for (const [body, status, field] of refusals) {
      const r = await review(admin, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      if (field) expect((r.json() as { formErrors: Json }).formErrors[field]).toBeDefined();
    }
    expect(await footprint(server)).toEqual(before);
  });

  it('awards once when reviews arrive together', async () => {
    const id = await nominated();
    const admin = await login(server.app, demo.admin);
    const pieter = await login(server.app, demo.manager);
    const pieterBefore = await redeemable(server, pieter);
    const answers = await Promise.all([
      review(admin, approval(id)),
      review(admin, approval(id)),
      review(admin, approval(id)),
      review(admin, decline(id)),
      review(admin, approval(id)),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    // Whichever came first decided; the rest either repeat it (200) or ask the other decision (422).
    const decided = (await server.db.select().from(nominations).where(eq(nominations.id, id)))[0];
    expect(decided?.status).not.toBe('waiting');
    expect(statuses.every((s) => s === 200 || s === 422)).toBe(true);
    expect(
      await server.db
        .select()
        .from(transfers)
        .where(eq(transfers.reference, `nomination:${id}`)),
    ).toHaveLength(decided?.status === 'approved' ? 1 : 0);
    expect(await redeemable(server, pieter)).toBe(
      pieterBefore + (decided?.status === 'approved' ? 300 : 0),
    );
    expect(
      await server.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetMemberId, await memberIdOf(server, demo.member)),
            gte(auditLog.at, startOfTests),
          ),
        ),
    ).toHaveLength(1);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });
  it('credits the nominees still on the programme and names those who have left; refuses when all have', async () => {
    const id = await nominated();
    const second = await nominated('Again.');
    const admin = await login(server.app, demo.admin);
    const nomsa = await memberIdOf(server, demo.noEmail);
    const pieter = await memberIdOf(server, demo.manager);
    // Nomsa leaves after she was nominated (the console's deactivation).
    const left = await post(
      server.app,
      '/api/admin/setactive',
      { memberId: nomsa, active: false, reason: 'Resigned.' },
      { token: admin },
    );
    expect(left.statusCode, left.body).toBe(200);
    const r = await review(admin, approval(id));
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as { message: string }).message).toBe(
      nominationReviewMessages.approved(300, 1, ['Nomsa Cele']),
    );
    const [award] = await server.db
      .select({ id: awards.id })
      .from(awards)
      .innerJoin(nominations, eq(nominations.awardId, awards.id))
      .where(eq(nominations.id, id));
    const credited = await server.db
      .select({ memberId: awardRecipients.memberId })
      .from(awardRecipients)
      .where(eq(awardRecipients.awardId, award?.id ?? 0));
    expect(credited).toEqual([{ memberId: pieter }]);
    // A repeated approval answers as the first did.
    const again = await review(admin, approval(id));
    expect((again.json() as { message: string }).message).toBe(
      nominationReviewMessages.approved(300, 1, ['Nomsa Cele']),
    );
    const [audit] = await server.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'nomination.approve'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ leftOut: 'Nomsa Cele' });
    expect(await checkLedger(server.db)).toMatchObject({ ok: true });

    // Everyone of the second nomination has left: nothing to credit, nothing changes.
    const gone = await post(
      server.app,
      '/api/admin/setactive',
      { memberId: pieter, active: false, reason: 'Moved away.' },
      { token: admin },
    );
    expect(gone.statusCode, gone.body).toBe(200);
    const before = await footprint(server);
    const refused = await review(admin, approval(second));
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { message: string }).message).toBe(
      nominationReviewMessages.everyNomineeLeft,
    );
    expect(await footprint(server)).toEqual(before);
  });

  it('approves a nomination of thousands in one go (one written before nominees were bounded)', async () => {
    const id = await nominated();
    const admin = await login(server.app, demo.admin);
    const [nominee] = await server.db
      .select()
      .from(nominationNominees)
      .where(eq(nominationNominees.nominationId, id))
      .limit(1);
    if (!nominee) throw new Error('no nominee');
    // 5,000 pre-loaded members of one division, named by the nomination as a whole division once was.
    const many = 5_000;
    await server.db.execute(
      sql`insert into ${members} (cluster_id, division_id, cell_e164, cell_national, firstname, surname, email)
          select m.cluster_id, m.division_id, '+2771' || lpad(g::text, 7, '0'), '071' || lpad(g::text, 7, '0'),
                 'Crowd', 'Member ' || g, ''
          from ${members} m, generate_series(1, ${many}) g where m.id = ${nominee.memberId}`,
    );
    await server.db.execute(
      sql`insert into ${nominationNominees} (nomination_id, member_id, division_id, via_division_code, created_at)
          select ${id}, m.id, m.division_id, null, now() from ${members} m where m.firstname = 'Crowd'`,
    );
    const started = performance.now();
    const r = await review(admin, approval(id, 5));
    const ms = performance.now() - started;
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as { message: string }).message).toBe(
      nominationReviewMessages.approved(5, many + 2),
    );
    const [award] = await server.db
      .select({ awardId: nominations.awardId })
      .from(nominations)
      .where(eq(nominations.id, id));
    const [credited] = await server.db
      .select({ n: count() })
      .from(awardRecipients)
      .where(eq(awardRecipients.awardId, award?.awardId ?? 0));
    expect(credited?.n).toBe(many + 2);
    expect(await checkLedger(server.db)).toMatchObject({ ok: true });
    console.log(`approved a nomination of ${many + 2} nominees in ${Math.round(ms)} ms`);
  }, 120_000);
});
