import { and, count, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { awards, members, outbox } from '../src/db/schema.ts';
import { messageLimitMessages } from '@plaudit/domain';
import { demo, login, post, testDatabases, useTestServer } from './harness.ts';

// Each test makes many calls; a busy machine (several suites at once) must not time them out.
vi.setConfig({ testTimeout: 60_000 });
/**
 * The message budget once counted calls, so one Shout Out to many colleagues
 * cost one; it counts messages queued, in the statement that queues them, on every server process.
 */

const shoutOut = (recipients: string[]) => ({
  what: 'thankyou',
  reason: 'Thank You!',
  points: 0,
  message: 'Thank you for covering my shift.',
  sendBy: 'sms',
  recipients,
});

describe.each(testDatabases)('the message budget on %s', (kind) => {
  const budget = 10;
  const server = useTestServer(kind, { messageRateLimit: { perMember: budget, perAddress: 3 } });

  /** Registered colleagues of the demo member (not the member), as doreward's recipient ids. */
  const colleagues = async (n: number) => {
    const rows = await server.db
      .select({ id: members.id })
      .from(members)
      .where(and(isNotNull(members.registeredAt), ne(members.cellNational, demo.member)))
      .orderBy(members.id)
      .limit(n);
    expect(rows).toHaveLength(n);
    return rows.map((r) => String(r.id));
  };
  const queued = async () => (await server.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;
  const awarded = async () => (await server.db.select({ n: count() }).from(awards))[0]?.n ?? 0;

  it('counts each message a Shout Out queues, and refuses one that would go past the budget', async () => {
    const token = await login(server.app, demo.member);
    const to = await colleagues(8);
    const give = (recipients: string[]) =>
      post(server.app, '/api/reward/doreward', shoutOut(recipients), { token });
    const before = { queued: await queued(), awarded: await awarded() };

    expect((await give(to.slice(0, 4))).statusCode).toBe(200);
    expect((await give(to.slice(0, 4))).statusCode).toBe(200);
    // 8 of 10 spent: three more messages are refused whole, the award included.
    const over = await give(to.slice(0, 3));
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json().message).toBe(messageLimitMessages.tooMany(15));
    expect(over.headers['retry-after']).toBe(String(15 * 60));
    expect({ queued: await queued(), awarded: await awarded() }).toEqual({
      queued: before.queued + 8,
      awarded: before.awarded + 2,
    });
    // Two still fit; then the budget is spent, and even a call with nothing to send is refused at once.
    expect((await give(to.slice(0, 2))).statusCode).toBe(200);
    const spent = await give(to.slice(0, 1));
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['retry-after']).toBe(String(15 * 60));
    expect(await queued()).toBe(before.queued + 10);
    // The window's end gives a new budget.
    server.clock.advance(15 * 60_000);
    expect((await give(to.slice(0, 4))).statusCode).toBe(200);
  });

  it('holds when the calls arrive together', async () => {
    const token = await login(server.app, demo.member);
    const to = await colleagues(3);
    const before = await queued();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(server.app, '/api/reward/doreward', shoutOut(to), { token }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    // Three Shout Outs of three messages fit in ten; the others are refused whole.
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await queued()).toBe(before + 9);
  });

  it('counts a visitor by address: each Contact Us message and each pin', async () => {
    const contact = {
      ContactName: 'Ayanda',
      EmailAddress: 'ayanda@example.com',
      Message: 'Hello',
      AcceptTerms: true,
    };
    for (let i = 0; i < 2; i += 1)
      expect((await post(server.app, '/api/site/contactussend', contact)).statusCode).toBe(200);
    const pin = await post(server.app, '/api/member/sendcell2factorsms', {
      cellNum: demo.notRegistered,
    });
    expect(pin.statusCode, pin.body).toBe(200);
    const refused = await post(server.app, '/api/site/contactussend', contact);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    // Another address has its own budget.
    expect(
      (await post(server.app, '/api/site/contactussend', contact, { ip: '10.9.9.9' })).statusCode,
    ).toBe(200);
  });
});
