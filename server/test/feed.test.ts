import { contract, feedPageSize, type ResponseOf } from '@plaudit/api/contract';
import { awardRefusals, consoleMessages, feedMessages } from '@plaudit/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { rowsOf } from '../src/db/rows.ts';
import { accounts, auditLog, feedReactions, members, outbox } from '../src/db/schema.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { checkLedger, postTransfer } from '../src/ledger/ledger.ts';
import {
  demo,
  login,
  memberIdOf,
  post,
  rows,
  testDatabases,
  useTestServer,
  type Dataset,
  type TestServer,
} from './harness.ts';

type Feed = ResponseOf<'feedList'>;

/** A wall answer decoded with the contract (dates become Date), as the portal reads it. */
const decodeList = (body: unknown): Feed => z.decode(contract.feedList.response, body as never);

const shoutOut = (recipients: number[], extra: Record<string, unknown> = {}) => ({
  what: 'thankyou',
  reason: 'Thank You!',
  points: 0,
  message: 'Thank you for covering my shift.',
  sendBy: 'sms',
  recipients: recipients.map(String),
  ...extra,
});

async function balance(server: TestServer, memberId: number, kind: string): Promise<number> {
  const [row] = await server.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), sql`${accounts.kind} = ${kind}`));
  return row?.balance ?? 0;
}

/** A registered plain member (no manager, no administrator) of another division than `notIn`'s. */
async function bystander(server: TestServer, exclude: readonly number[]): Promise<string> {
  const [row] = await rowsOf<{ cell: string }>(
    server.db,
    sql`select m.cell_national as cell from ${members} m
      where m.registered_at is not null and m.deactivated_at is null and not m.is_manager
        and not m.is_admin_reports and m.id <> all(${sql.param(exclude)}::integer[])
        and m.division_id <> all(select division_id from ${members}
          where id = any(${sql.param(exclude)}::integer[]))
      order by m.id limit 1`,
  );
  if (!row) throw new Error('no bystander in the demo');
  return row.cell;
}

for (const kind of testDatabases) {
  describe(`the recognition wall (${kind})`, () => {
    const server = useTestServer(kind);

    const call = async (path: string, body: unknown, token: string, key?: string) =>
      server.app.inject({
        method: 'POST',
        url: path,
        payload: body as Record<string, unknown>,
        headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      });

    const list = async (token: string, filter = 'everyone', cursor?: string): Promise<Feed> => {
      const response = await call(
        '/api/feed/list',
        { filter, ...(cursor ? { cursor } : {}) },
        token,
      );
      expect(response.statusCode, response.body).toBe(200);
      return decodeList(response.json());
    };

    /** Lerato thanks Nomsa (privately when asked); the recognition's id and both members' ids. */
    async function thank(isPrivate = false) {
      const lerato = await memberIdOf(server, demo.member);
      const nomsa = await memberIdOf(server, demo.noEmail);
      const token = await login(server.app, demo.member);
      const given = await call(
        '/api/reward/doreward',
        shoutOut([nomsa], isPrivate ? { private: true } : {}),
        token,
      );
      expect(given.statusCode, given.body).toBe(200);
      const [first] = (await list(token, 'me')).items;
      if (!first) throw new Error('the thanks is not on the wall');
      return { id: first.id, lerato, nomsa, leratoToken: token };
    }

    it('starts the demo with a live wall: reactions, comments, added points and private thanks', async () => {
      const [seeded] = await rowsOf<Record<string, number>>(
        server.db,
        sql`select (select count(*)::integer from feed_reactions) as reactions,
          (select count(*)::integer from feed_comments) as comments,
          (select count(*)::integer from feed_additions) as additions,
          (select count(*)::integer from awards where is_private) as private`,
      );
      expect(seeded?.reactions).toBeGreaterThan(50);
      expect(seeded?.comments).toBeGreaterThan(20);
      expect(seeded?.additions).toBeGreaterThan(0);
      expect(seeded?.private).toBeGreaterThan(0);
      const admin = await login(server.app, demo.admin);
      const first = await list(admin);
      expect(first.items.some((i) => i.reactions.length > 0)).toBe(true);
      expect((await checkLedger(server.db)).ok).toBe(true);
    });

    it('lists a new thanks first, with giver, recipients, value, words and no points', async () => {
      const { id, lerato, nomsa } = await thank();
      const admin = await login(server.app, demo.admin);
      const [first] = (await list(admin)).items;
      expect(first).toMatchObject({
        id,
        giver: { memberId: lerato, name: 'Lerato Mokoena' },
        recipients: [{ memberId: nomsa, name: 'Nomsa Cele' }],
        type: 'thankyou',
        value: 'Thank You!',
        message: 'Thank you for covering my shift.',
        points: null,
        isPrivate: false,
        reactions: [],
        commentCount: 0,
        additions: [],
        mayAddPoints: true,
      });
      expect(first?.createdAt).toEqual(server.clock.now());
    });

    it('shows the points of Recognise by default, and of a Shout Out only when the setting says so', async () => {
      const manager = await login(server.app, demo.manager);
      const lerato = await memberIdOf(server, demo.member);
      const given = await call(
        '/api/reward/doreward',
        {
          what: 'reward',
          reason: 'Drives Results',
          points: 50,
          message: 'The new display doubled our sales.',
          sendBy: 'email',
          recipients: [String(lerato)],
        },
        manager,
      );
      expect(given.statusCode, given.body).toBe(200);
      expect((await list(manager, 'me')).items[0]).toMatchObject({ type: 'reward', points: 50 });
    });

    it('pages newest first without repeating or skipping an item', async () => {
      const admin = await login(server.app, demo.admin);
      const first = await list(admin);
      expect(first.items).toHaveLength(feedPageSize);
      expect(first.nextCursor).not.toBeNull();
      const second = await list(admin, 'everyone', first.nextCursor ?? '');
      const ids = [...first.items, ...second.items].map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
      const times = [...first.items, ...second.items].map((i) => i.createdAt.getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const bad = await call('/api/feed/list', { filter: 'everyone', cursor: 'nonsense' }, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ formErrors: { cursor: feedMessages.pageGone } });
    });

    it('keeps a private thanks from a third member in every call, and shows it to those it concerns', async () => {
      const { id, lerato, nomsa, leratoToken } = await thank(true);
      const third = await login(server.app, await bystander(server, [lerato, nomsa]));
      for (const filter of ['everyone', 'store', 'country', 'me', 'value:Thank You!'])
        expect((await list(third, filter)).items.map((i) => i.id)).not.toContain(id);
      const notFound = { message: feedMessages.notFound };
      for (const [path, body] of [
        ['/api/feed/react', { id, emoji: '👏' }],
        ['/api/feed/comment', { id, text: 'Nice one' }],
        ['/api/feed/comments', { id }],
        ['/api/feed/reactors', { id }],
        ['/api/feed/addpoints', { id, points: 5 }],
      ] as const) {
        const answer = await call(path, body, third);
        expect([path, answer.statusCode]).toEqual([path, 404]);
        expect(answer.json()).toMatchObject(notFound);
      }
      const nomsaToken = await login(server.app, demo.noEmail);
      const admin = await login(server.app, demo.admin);
      for (const token of [leratoToken, nomsaToken, admin])
        expect((await list(token)).items[0]).toMatchObject({ id, isPrivate: true });
      const [stored] = await rowsOf<{ n: number }>(
        server.db,
        sql`select count(*)::integer as n from ${feedReactions} where award_id = ${id}`,
      );
      expect(stored?.n).toBe(0);
    });

    it('toggles a reaction, sets it with on, counts it once and refuses an unknown one', async () => {
      const { id } = await thank();
      const admin = await login(server.app, demo.admin);
      const react = (body: Record<string, unknown>) =>
        call('/api/feed/react', { id, ...body }, admin);
      expect((await react({ emoji: '🎉' })).json()).toEqual({
        reactions: [{ emoji: '🎉', count: 1, mine: true }],
      });
      expect((await react({ emoji: '🎉', on: true })).json()).toEqual({
        reactions: [{ emoji: '🎉', count: 1, mine: true }],
      });
      expect((await react({ emoji: '🎉' })).json()).toEqual({ reactions: [] });
      expect((await react({ emoji: '🎉', on: false })).json()).toEqual({ reactions: [] });
      const unknown = await react({ emoji: '💩' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        formErrors: { emoji: feedMessages.unknownReaction({ allowed: '👏 ❤️ 🎉 😂 🙌' }) },
      });
      const lerato = await login(server.app, demo.member);
      await call('/api/feed/react', { id, emoji: '❤️' }, lerato);
      await react({ emoji: '👏' });
      expect((await list(admin)).items[0]?.reactions).toEqual([
        { emoji: '👏', count: 1, mine: true },
        { emoji: '❤️', count: 1, mine: false },
      ]);
      expect((await call('/api/feed/reactors', { id }, lerato)).json()).toEqual({
        reactions: [
          { emoji: '👏', people: [{ memberId: expect.any(Number), name: 'Thandi Nkosi' }] },
          { emoji: '❤️', people: [{ memberId: expect.any(Number), name: 'Lerato Mokoena' }] },
        ],
      });
    });

    it('counts a reaction sent many times at once once', async () => {
      const { id } = await thank();
      const admin = await login(server.app, demo.admin);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          call('/api/feed/react', { id, emoji: '🙌', on: true }, admin),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
      const toggles = await Promise.all(
        Array.from({ length: 2 }, () => call('/api/feed/react', { id, emoji: '👏' }, admin)),
      );
      expect(toggles.map((a) => a.statusCode)).toEqual([200, 200]);
      const counts = await rowsOf<{ emoji: string; n: number }>(
        server.db,
        sql`select emoji, count(*)::integer as n from ${feedReactions} where award_id = ${id}
          group by emoji order by emoji`,
      );
      expect(counts.find((c) => c.emoji === '🙌')?.n).toBe(1);
      expect(counts.find((c) => c.emoji === '👏')?.n ?? 0).toBeLessThanOrEqual(1);
    });

    it('keeps a comment as plain text, lists it with its author and time, and refuses empty or long ones', async () => {
      const { id } = await thank();
      const admin = await login(server.app, demo.admin);
      const text = 'Well done! <script>alert("x")</script> <b>bold?</b> https://example.com';
      const written = await call('/api/feed/comment', { id, text }, admin);
      expect(written.statusCode, written.body).toBe(200);
      expect(written.json()).toMatchObject({ comment: { text, mine: true }, commentCount: 1 });
      const listed = await call('/api/feed/comments', { id }, await login(server.app, demo.member));
      expect(listed.json()).toEqual({
        comments: [
          {
            id: expect.any(Number),
            author: expect.objectContaining({ name: 'Thandi Nkosi' }),
            text,
            createdAt: expect.any(String),
            mine: false,
          },
        ],
      });
      expect((await list(admin)).items[0]?.commentCount).toBe(1);
      const empty = await call('/api/feed/comment', { id, text: '   ' }, admin);
      expect(empty.json()).toMatchObject({ formErrors: { text: feedMessages.commentRequired } });
      const long = await call('/api/feed/comment', { id, text: 'x'.repeat(501) }, admin);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ formErrors: { text: feedMessages.commentTooLong(500) } });
      expect(
        (await call('/api/feed/comment', { id, text: '👏'.repeat(500) }, admin)).statusCode,
      ).toBe(200);
    });

    it('tells the giver and recipients of comments at most once an hour per recognition', async () => {
      const { id } = await thank();
      const told = async () =>
        rowsOf<{ recipient: string; channel: string }>(
          server.db,
          sql`select recipient, channel from ${outbox} where kind = 'feedComment' order by id`,
        );
      // Sessions end after 30 idle minutes: each step signs in again.
      const comment = async (text: string, who: string = demo.admin) => {
        const answer = await call('/api/feed/comment', { id, text }, await login(server.app, who));
        expect(answer.statusCode, answer.body).toBe(200);
      };
      await comment('First');
      const first = await told();
      // Lerato (an email) and Nomsa (no email: an SMS).
      expect(first.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      await comment('Second');
      server.clock.advance(59 * 60_000);
      await comment('Third');
      expect(await told()).toHaveLength(2);
      server.clock.advance(2 * 60_000);
      await comment('An hour on');
      expect(await told()).toHaveLength(4);
      // The author is not told of their own comment.
      server.clock.advance(2 * 60 * 60_000);
      await comment('Thanks all', demo.member);
      expect((await told()).slice(4)).toEqual([expect.objectContaining({ channel: 'sms' })]);
    });

    it('lets a member delete their own comment only', async () => {
      const { id } = await thank();
      const admin = await login(server.app, demo.admin);
      const written = await call('/api/feed/comment', { id, text: 'Mine' }, admin);
      const commentId = (written.json() as { comment: { id: number } }).comment.id;
      const lerato = await login(server.app, demo.member);
      const refused = await call('/api/feed/deletecomment', { id: commentId }, lerato);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: feedMessages.notYourComment });
      const deleted = await call('/api/feed/deletecomment', { id: commentId }, admin);
      expect(deleted.json()).toEqual({ message: feedMessages.commentDeleted });
      expect((await call('/api/feed/comments', { id }, admin)).json()).toEqual({ comments: [] });
      expect((await call('/api/feed/deletecomment', { id: commentId }, admin)).statusCode).toBe(
        404,
      );
    });

    it('lets an administrator hide a comment with a reason: off the wall, author told, one audit row', async () => {
      const { id, lerato } = await thank();
      const leratoToken = await login(server.app, demo.member);
      const written = await call('/api/feed/comment', { id, text: 'Rude words' }, leratoToken);
      const commentId = (written.json() as { comment: { id: number } }).comment.id;
      const manager = await login(server.app, demo.manager);
      const notAdmin = await call(
        '/api/admin/hidecomment',
        { id: commentId, reason: 'No' },
        manager,
      );
      expect(notAdmin.statusCode).toBe(403);
      expect(notAdmin.json()).toMatchObject({ message: consoleMessages.adminOnly });
      const admin = await login(server.app, demo.admin);
      const noReason = await call('/api/admin/hidecomment', { id: commentId, reason: ' ' }, admin);
      expect(noReason.json()).toMatchObject({
        formErrors: { reason: feedMessages.reasonRequired },
      });
      const hidden = await call(
        '/api/admin/hidecomment',
        { id: commentId, reason: 'Not kind to a colleague' },
        admin,
      );
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json()).toEqual({ message: feedMessages.commentHidden });
      expect((await call('/api/feed/comments', { id }, admin)).json()).toEqual({ comments: [] });
      expect((await list(admin)).items[0]?.commentCount).toBe(0);
      const audits = await server.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'feed.hideComment'));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actorKind: 'console',
        actorMemberId: await memberIdOf(server, demo.admin),
        targetMemberId: lerato,
        reason: 'Not kind to a colleague',
        before: expect.objectContaining({ text: 'Rude words' }),
      });
      const [told] = await rowsOf<{ body: string }>(
        server.db,
        sql`select body from ${outbox} where kind = 'commentHidden'`,
      );
      expect(told?.body).toContain('Not kind to a colleague');
      const again = await call('/api/admin/hidecomment', { id: commentId, reason: 'Again' }, admin);
      expect(again.statusCode).toBe(404);

      // The console's moderation list: newest first, the hidden comment with when, by whom and why.
      const moderation = async (body: object, token: string) => {
        const answer = await call('/api/admin/comments', body, token);
        expect(answer.statusCode, answer.body).toBe(200);
        return z.decode(contract.adminComments.response, answer.json() as never);
      };
      const first = await moderation({}, admin);
      expect(first.comments[0]).toEqual({
        id: commentId,
        text: 'Rude words',
        author: { memberId: lerato, name: expect.any(String) as string },
        createdAt: expect.any(Date) as Date,
        recognition: expect.objectContaining({
          id,
          type: 'thankyou',
          value: 'Thank You!',
        }) as object,
        hidden: {
          at: expect.any(Date) as Date,
          by: expect.stringContaining(' ') as string,
          reason: 'Not kind to a colleague',
        },
      });
      const ids = first.comments.map((c) => c.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      // The demo's wall has more comments than a page: the next page starts below the last id.
      expect(first.comments).toHaveLength(25);
      expect(first.nextBefore).toBe(ids.at(-1));
      const next = await moderation({ before: first.nextBefore }, admin);
      expect(next.comments.length).toBeGreaterThan(0);
      expect(next.comments.every((c) => c.id < (first.nextBefore ?? 0))).toBe(true);
      expect((await call('/api/admin/comments', {}, manager)).statusCode).toBe(403);
    });

    it('adds a manager’s points from the budget to each recipient, on the card and in both statements', async () => {
      const { id, nomsa } = await thank();
      const pieter = await memberIdOf(server, demo.manager);
      const manager = await login(server.app, demo.manager);
      const budget = await balance(server, pieter, 'management');
      const before = await balance(server, nomsa, 'redeemable');
      const added = await call('/api/feed/addpoints', { id, points: 50 }, manager, 'add-1');
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toEqual({
        message: feedMessages.pointsAdded({ points: 50, count: 1 }),
        additions: [{ giver: 'Pieter van der Merwe', points: 50 }],
      });
      expect(await balance(server, pieter, 'management')).toBe(budget - 50);
      expect(await balance(server, nomsa, 'redeemable')).toBe(before + 50);
      expect((await list(manager)).items[0]).toMatchObject({
        id,
        additions: [{ giver: 'Pieter van der Merwe', points: 50 }],
        mayAddPoints: true,
      });
      const nomsaToken = await login(server.app, demo.noEmail);
      const statement = await post(server.app, '/api/report/statement', {}, { token: nomsaToken });
      expect(rows((statement.json() as { report: Dataset }).report)[0]).toMatchObject({
        transDescription: feedMessages.additionEntry({
          giver: 'Pieter van der Merwe',
          value: 'Thank You!',
        }),
        pointsValue: 50,
      });
      const spent = await post(
        server.app,
        '/api/report/managementstatement',
        {},
        { token: manager },
      );
      expect(rows((spent.json() as { report: Dataset }).report)[0]).toMatchObject({
        transDescription: feedMessages.additionGivenEntry({
          recipient: 'Nomsa Cele',
          value: 'Thank You!',
        }),
        pointsValue: -50,
      });
      expect((await checkLedger(server.db)).ok).toBe(true);
    });

    it('refuses points from the giver, a recipient, an amount not offered, and beyond the budget', async () => {
      const { id, leratoToken } = await thank();
      const own = await call('/api/feed/addpoints', { id, points: 5 }, leratoToken);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ message: feedMessages.ownRecognition });
      const nomsaToken = await login(server.app, demo.noEmail);
      expect((await call('/api/feed/addpoints', { id, points: 5 }, nomsaToken)).statusCode).toBe(
        403,
      );
      const manager = await login(server.app, demo.manager);
      const odd = await call('/api/feed/addpoints', { id, points: 7 }, manager);
      expect(odd.statusCode).toBe(400);
      expect(odd.json()).toMatchObject({
        formErrors: { points: expect.stringContaining('5, 10, 20, 25, 50, 100, 150') },
      });
      const pieter = await memberIdOf(server, demo.manager);
      const budget = await balance(server, pieter, 'management');
      const tooMuch = [5000, 2000, 1000, 500].find((p) => p > budget) ?? 5000;
      const short = await call('/api/feed/addpoints', { id, points: tooMuch }, manager);
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        message: awardRefusals.budgetShort(budget, tooMuch),
      });
      expect(await balance(server, pieter, 'management')).toBe(budget);
    });

    it('takes a member’s points from the allowance, within the monthly cap per colleague', async () => {
      const { id, lerato, nomsa } = await thank();
      const third = await bystander(server, [lerato, nomsa]);
      const giver = await memberIdOf(server, third);
      const token = await login(server.app, third);
      // Enough allowance for the test, whatever the demo left.
      await inTransaction(server.db, (tx) =>
        postTransfer(tx, {
          kind: 'adjustment',
          memberId: null,
          createdAt: server.clock.now(),
          postings: [
            { account: { programme: 'funding' }, amount: -200, description: 'Test' },
            {
              account: { memberId: giver, kind: 'payItForward' },
              amount: 200,
              description: 'Test',
            },
          ],
        }),
      );
      const allowance = await balance(server, giver, 'payItForward');
      const first = await call('/api/feed/addpoints', { id, points: 100 }, token);
      expect(first.statusCode, first.body).toBe(200);
      expect(await balance(server, giver, 'payItForward')).toBe(allowance - 100);
      const over = await call('/api/feed/addpoints', { id, points: 5 }, token);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({
        message: awardRefusals.monthlyCap('Nomsa Cele', 100, 100),
      });
      expect(await balance(server, giver, 'payItForward')).toBe(allowance - 100);
      const notOffered = await call('/api/feed/addpoints', { id, points: 250 }, token);
      expect(notOffered.statusCode).toBe(400);
      expect((await checkLedger(server.db)).ok).toBe(true);
    });

    it('credits twenty presses of one Idempotency-Key once', async () => {
      const { id, nomsa } = await thank();
      const manager = await login(server.app, demo.manager);
      const before = await balance(server, nomsa, 'redeemable');
      const press = () =>
        call('/api/feed/addpoints', { id, points: 25 }, manager, 'twenty-presses');
      const answers =
        kind === 'postgres'
          ? await Promise.all(Array.from({ length: 20 }, press))
          : await Array.from({ length: 20 }).reduce<Promise<Awaited<ReturnType<typeof press>>[]>>(
              async (done) => [...(await done), await press()],
              Promise.resolve([]),
            );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(await balance(server, nomsa, 'redeemable')).toBe(before + 25);
      expect((await list(manager)).items[0]?.additions).toEqual([
        { giver: 'Pieter van der Merwe', points: 25 },
      ]);
      const other = await call(
        '/api/feed/addpoints',
        { id, points: 50 },
        manager,
        'twenty-presses',
      );
      expect(other.statusCode).toBe(422);
    });
  });
}
