import { consoleMessages, insightsMessages, monthKeyOf, shiftMonth } from '@plaudit/domain';
import { contract, type ResponseOf } from '@plaudit/api/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import {
  awardRecipients,
  awards,
  clusters,
  divisions,
  feedComments,
  feedReactions,
  members,
  nominationNominees,
  nominations,
  orderLines,
  orders,
  products,
  shopCategories,
} from '../src/db/schema.ts';
import { adjustBalance, type Actor } from '../src/admin/operations.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { openMemberAccounts, postTransfer, type Posting } from '../src/ledger/ledger.ts';
import { demo, login, post, testDatabases, useTestServer, type TestServer } from './harness.ts';

/**
 * Programme insights on a small programme whose every figure is known: a country of its own (ZZ) with two
 * divisions and five members, and a March and April of 2019 (long before the demo's history) of awards,
 * a nomination, an allowance and its expiry, two orders (one line pending, one refunded) and, near the
 * test's clock, two recent credits that give the outstanding balance its age.
 */

type Calls =
  | 'adminInsightsRecognition'
  | 'adminInsightsParticipation'
  | 'adminInsightsValues'
  | 'adminInsightsPoints'
  | 'adminInsightsShop'
  | 'adminInsightsWall';
const paths: Record<Calls, string> = {
  adminInsightsRecognition: '/api/admin/insights/recognition',
  adminInsightsParticipation: '/api/admin/insights/participation',
  adminInsightsValues: '/api/admin/insights/values',
  adminInsightsPoints: '/api/admin/insights/points',
  adminInsightsShop: '/api/admin/insights/shop',
  adminInsightsWall: '/api/admin/insights/wall',
};

const at = (text: string) => new Date(`${text}T10:00:00Z`);
const day = 86_400_000;

interface Known {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
}

async function knownProgramme(db: Db, now: Date): Promise<Known> {
  return inTransaction(db, async (tx) => {
    const [zz] = await tx
      .insert(clusters)
      .values({
        code: 'ZZ',
        name: 'Zedland',
        phoneRegion: 'ZA',
        productCurrency: 'ZAR',
        currencySymbol: 'R',
      })
      .returning({ id: clusters.id });
    const clusterId = zz?.id ?? 0;
    const [one, two] = await tx
      .insert(divisions)
      .values([
        { code: 'ZZ-ONE', name: 'Zed One', kind: 'store', clusterId },
        { code: 'ZZ-TWO', name: 'Zed Two', kind: 'store', clusterId },
      ])
      .returning({ id: divisions.id });
    const person = (n: number, divisionId: number, registered: boolean) => ({
      clusterId,
      divisionId,
      cellE164: `+2786000000${n}`,
      cellNational: `086000000${n}`,
      firstname: `Zed${n}`,
      surname: 'Known',
      registeredAt: registered ? at('2019-01-02') : null,
    });
    const made = await tx
      .insert(members)
      .values([
        person(1, one?.id ?? 0, true),
        person(2, one?.id ?? 0, true),
        person(3, one?.id ?? 0, true),
        person(4, one?.id ?? 0, false),
        person(5, two?.id ?? 0, true),
      ])
      .returning({ id: members.id });
    const [a, b, c, d, e] = made.map((m) => m.id) as [number, number, number, number, number];
    await openMemberAccounts(tx, [a, b, c, d, e]);
    const oneId = one?.id ?? 0;
    const twoId = two?.id ?? 0;

    const move = (
      kind: Parameters<typeof postTransfer>[1]['kind'],
      when: Date,
      postings: Posting[],
      memberId: number | null = null,
    ) => postTransfer(tx, { kind, memberId, createdAt: when, postings });
    const award = async (
      type: 'reward' | 'payitforward' | 'thankyou' | 'nomination',
      giver: number | null,
      giverDivision: number | null,
      recipient: number,
      recipientDivision: number,
      value: string,
      points: number,
      when: Date,
      transferId: number | null,
    ) => {
      const [row] = await tx
        .insert(awards)
        .values({
          type,
          giverMemberId: giver,
          giverDivisionId: giverDivision,
          value,
          points,
          message: 'Known',
          sendBy: 'email',
          transferId,
          createdAt: when,
        })
        .returning({ id: awards.id });
      await tx.insert(awardRecipients).values({
        awardId: row?.id ?? 0,
        memberId: recipient,
        divisionId: recipientDivision,
        createdAt: when,
      });
    };

    // March 2019: a budget and an allowance issued (1,100), a Recognise and a Pay It Forward.
    await move('grant', at('2019-03-05'), [
      { account: { programme: 'funding' }, amount: -1000, description: 'Budget' },
      { account: { memberId: a, kind: 'management' }, amount: 1000, description: 'Budget' },
    ]);
    await move('allowance', at('2019-03-06'), [
      { account: { programme: 'funding' }, amount: -100, description: 'Allowance' },
      { account: { memberId: b, kind: 'payItForward' }, amount: 100, description: 'Allowance' },
    ]);
    const recognise = await move(
      'award',
      at('2019-03-10'),
      [
        {
          account: { memberId: a, kind: 'management' },
          amount: -200,
          description: 'Given',
          counterpartyMemberId: b,
        },
        {
          account: { memberId: b, kind: 'redeemable' },
          amount: 200,
          description: 'Got',
          counterpartyMemberId: a,
        },
      ],
      a,
    );
    await award('reward', a, oneId, b, oneId, 'Teamwork', 200, at('2019-03-10'), recognise);
    const forward = await move(
      'award',
      at('2019-03-12'),
      [
        {
          account: { memberId: b, kind: 'payItForward' },
          amount: -60,
          description: 'Given',
          counterpartyMemberId: e,
        },
        {
          account: { memberId: e, kind: 'redeemable' },
          amount: 60,
          description: 'Got',
          counterpartyMemberId: b,
        },
      ],
      b,
    );
    await award('payitforward', b, oneId, e, twoId, 'Integrity', 60, at('2019-03-12'), forward);

    // April 2019: the allowance's rest expires (40), a Shout Out, a birthday with 10 points, a nomination.
    await move('expiry', at('2019-04-01'), [
      { account: { memberId: b, kind: 'payItForward' }, amount: -40, description: 'Expired' },
      { account: { programme: 'expired' }, amount: 40, description: 'Expired' },
    ]);
    await award('thankyou', c, oneId, a, oneId, 'Teamwork', 0, at('2019-04-08'), null);
    const birthday = await move('grant', at('2019-04-09'), [
      { account: { programme: 'funding' }, amount: -10, description: 'Birthday' },
      { account: { memberId: c, kind: 'redeemable' }, amount: 10, description: 'Birthday' },
    ]);
    await award('thankyou', null, null, c, oneId, 'Happy Birthday', 10, at('2019-04-09'), birthday);
    // E's welcome card on the wall: no award, so no chart counts it (the birthday above stays April's one).
    const [welcome] = await tx
      .insert(awards)
      .values({
        type: 'thankyou',
        giverMemberId: null,
        giverDivisionId: null,
        value: 'Congratulations!',
        points: 0,
        message: 'Welcome to the programme',
        sendBy: 'email',
        transferId: null,
        createdAt: at('2019-04-10'),
        milestone: 'welcome',
        milestoneKey: `welcome:${String(e)}`,
      })
      .returning({ id: awards.id });
    await tx.insert(awardRecipients).values({
      awardId: welcome?.id ?? 0,
      memberId: e,
      divisionId: twoId,
      createdAt: at('2019-04-10'),
    });
    const [nomination] = await tx
      .insert(nominations)
      .values({
        nominatorMemberId: c,
        nominatorDivisionId: oneId,
        value: 'Integrity',
        reason: 'Known',
        createdAt: at('2019-04-15'),
      })
      .returning({ id: nominations.id });
    await tx.insert(nominationNominees).values({
      nominationId: nomination?.id ?? 0,
      memberId: a,
      divisionId: oneId,
      createdAt: at('2019-04-15'),
    });
    // The nomination approved (without points here): its award counts once, as the nomination, in the
    // recognition and values charts.
    await award('nomination', c, oneId, a, oneId, 'Integrity', 0, at('2019-04-20'), null);

    // The shop: B orders 150 points (a dispatched voucher, a line waiting for its code); E orders 30
    // and is refunded.
    const [vouchers, food] = await tx
      .insert(shopCategories)
      .values([
        { clusterId, cat1: 'Vouchers', cat2: 'Airtime', cat3: 'Prepaid' },
        { clusterId, cat1: 'Pet Food', cat2: 'Dogs', cat3: 'Dry' },
      ])
      .returning({ id: shopCategories.id });
    const product = (code: string, categoryId: number, price: number) => ({
      clusterId,
      categoryId,
      code,
      description: code,
      brand: 'Known',
      model: code,
      price,
      imageFile: 'known.png',
    });
    const [p1, p2] = await tx
      .insert(products)
      .values([product('ZZ-V1', vouchers?.id ?? 0, 100), product('ZZ-F1', food?.id ?? 0, 50)])
      .returning({ id: products.id });
    const order = async (
      num: string,
      memberId: number,
      when: Date,
      lines: { productId: number; points: number; status: 1 | 4 | 9 }[],
    ) => {
      const points = lines.reduce((sum, l) => sum + l.points, 0);
      const transferId = await move(
        'order',
        when,
        [
          { account: { memberId, kind: 'redeemable' }, amount: -points, description: num },
          { account: { programme: 'redemptions' }, amount: points, description: num },
        ],
        memberId,
      );
      const [row] = await tx
        .insert(orders)
        .values({
          orderNum: num,
          memberId,
          clusterId,
          statusId: '20',
          totalGrandTotal: points,
          totalDiscount: 0,
          totalDue: points,
          itemCount: lines.length,
          points,
          deliveryCell: '+27860000001',
          transferId,
          createdAt: when,
        })
        .returning({ id: orders.id });
      for (const line of lines) {
        const refund =
          line.status === 9
            ? await move('refund', when, [
                { account: { programme: 'redemptions' }, amount: -line.points, description: num },
                {
                  account: { memberId, kind: 'redeemable' },
                  amount: line.points,
                  description: num,
                },
              ])
            : null;
        await tx.insert(orderLines).values({
          orderId: row?.id ?? 0,
          productId: line.productId,
          productCode: 'ZZ',
          description: 'Known',
          qty: 1,
          price: line.points,
          total: line.points,
          points: line.points,
          dispatchStatus: line.status,
          refundTransferId: refund,
          createdAt: when,
        });
      }
    };
    await order('ZZ-000001', b, at('2019-04-20'), [
      { productId: p1?.id ?? 0, points: 100, status: 4 },
      { productId: p2?.id ?? 0, points: 50, status: 1 },
    ]);
    await order('ZZ-000002', e, at('2019-04-22'), [
      { productId: p1?.id ?? 0, points: 30, status: 9 },
    ]);

    // Near the clock: a recommendation to C ten days ago, an adjustment to E two months ago.
    await move('recommendation', new Date(now.getTime() - 10 * day), [
      { account: { programme: 'funding' }, amount: -25, description: 'Recommendation' },
      { account: { memberId: c, kind: 'redeemable' }, amount: 25, description: 'Recommendation' },
    ]);
    await move('adjustment', new Date(now.getTime() - 61 * day), [
      { account: { programme: 'funding' }, amount: -40, description: 'Adjustment' },
      { account: { memberId: e, kind: 'redeemable' }, amount: 40, description: 'Adjustment' },
    ]);
    return { a, b, c, d, e };
  });
}

describe.each(testDatabases)('programme insights on %s', (kind) => {
  const server: TestServer = useTestServer(kind);
  let admin = '';

  const filter = (over: Partial<Record<string, string>> = {}) => ({
    monthFrom: '2019-03',
    monthTo: '2019-04',
    clusterCode: '',
    divisionCode: '',
    ...over,
  });
  const ask = async <N extends Calls>(name: N, body: unknown, token = admin) => {
    const r = await post(server.app, paths[name], body, { token });
    expect(r.statusCode, r.body).toBe(200);
    return z.decode(contract[name].response as z.ZodMiniType, r.json()) as ResponseOf<N>;
  };

  let knownIds: Known = { a: 0, b: 0, c: 0, d: 0, e: 0 };

  beforeEach(async () => {
    knownIds = await knownProgramme(server.db, server.clock.now());
    admin = await login(server.app, demo.admin);
  });

  it('counts awards per month by type, birthdays and nominations, for a division given or received in', async () => {
    const whole = await ask('adminInsightsRecognition', filter());
    expect(whole.months).toEqual([
      { month: '2019-03', kind: 'payitforward', count: 1 },
      { month: '2019-03', kind: 'reward', count: 1 },
      { month: '2019-04', kind: 'birthday', count: 1 },
      { month: '2019-04', kind: 'nomination', count: 1 },
      { month: '2019-04', kind: 'thankyou', count: 1 },
    ]);
    expect((await ask('adminInsightsRecognition', filter({ clusterCode: 'zz' }))).months).toEqual(
      whole.months,
    );
    // Zed Two only received the Pay It Forward.
    expect(
      (await ask('adminInsightsRecognition', filter({ divisionCode: 'ZZ-TWO' }))).months,
    ).toEqual([{ month: '2019-03', kind: 'payitforward', count: 1 }]);
    expect(
      (await ask('adminInsightsRecognition', filter({ monthFrom: '2019-05', monthTo: '2019-06' })))
        .months,
    ).toEqual([]);
  });

  it('shows each division’s registered and pre-loaded members and who gave and received in the month', async () => {
    const march = await ask(
      'adminInsightsParticipation',
      filter({ monthFrom: '2019-01', monthTo: '2019-03', clusterCode: 'ZZ' }),
    );
    expect(march.month).toBe('2019-03');
    expect(march.divisions).toEqual([
      {
        divisionCode: 'ZZ-ONE',
        division: 'Zed One',
        cluster: 'ZZ',
        registered: 3,
        preloaded: 1,
        gave: 2,
        received: 1,
      },
      {
        divisionCode: 'ZZ-TWO',
        division: 'Zed Two',
        cluster: 'ZZ',
        registered: 1,
        preloaded: 0,
        gave: 0,
        received: 1,
      },
    ]);
    const april = await ask('adminInsightsParticipation', filter({ divisionCode: 'ZZ-ONE' }));
    // The birthday's giver is the programme: only C's Shout Out was given; A and C received.
    expect(april.divisions).toEqual([
      {
        divisionCode: 'ZZ-ONE',
        division: 'Zed One',
        cluster: 'ZZ',
        registered: 3,
        preloaded: 1,
        gave: 1,
        received: 2,
      },
    ]);
  });

  it('ranks the values colleagues recognised, awards and nominations, without the programme’s birthdays', async () => {
    const { values } = await ask('adminInsightsValues', filter({ clusterCode: 'ZZ' }));
    expect(values).toEqual([
      { value: 'Integrity', awards: 1, nominations: 1 },
      { value: 'Teamwork', awards: 2, nominations: 0 },
    ]);
    expect((await ask('adminInsightsValues', filter())).values).toEqual(values);
  });

  it('adds up points issued, used and expired per month for each balance apart, spendable points first', async () => {
    const whole = await ask('adminInsightsPoints', filter());
    // March: the budget of 1,000 and the allowance of 100 are a manager's and a member's to give, not to
    // spend; what members can spend is what they were given from them (200 + 60). April: a birthday's 10,
    // B's order of 150 (E's 30 refunded), the allowance's rest expired.
    expect(whole.months).toEqual([
      { month: '2019-03', balance: 'redeemable', issued: 260, used: 0, expired: 0 },
      { month: '2019-03', balance: 'management', issued: 1000, used: 200, expired: 0 },
      { month: '2019-03', balance: 'payItForward', issued: 100, used: 60, expired: 0 },
      { month: '2019-04', balance: 'redeemable', issued: 10, used: 150, expired: 0 },
      { month: '2019-04', balance: 'payItForward', issued: 0, used: 0, expired: 40 },
    ]);
    const country = await ask('adminInsightsPoints', filter({ clusterCode: 'ZZ' }));
    expect(country.months).toEqual(whole.months);
    // What each balance holds now: A's budget 800 left, B's allowance given or expired, the spendable 185.
    expect(country.balances).toEqual([
      { balance: 'redeemable', outstanding: 185 },
      { balance: 'management', outstanding: 800 },
      { balance: 'payItForward', outstanding: 0 },
    ]);
    expect(country.balances[0]?.outstanding).toBe(country.outstanding);
    // Zed Two: E received the Pay It Forward; E's order of 30 was refunded.
    const two = await ask('adminInsightsPoints', filter({ divisionCode: 'ZZ-TWO' }));
    expect(two.months).toEqual([
      { month: '2019-03', balance: 'redeemable', issued: 60, used: 0, expired: 0 },
      { month: '2019-04', balance: 'redeemable', issued: 0, used: 0, expired: 0 },
    ]);
    expect(two.balances.map((b) => b.outstanding)).toEqual([100, 0, 0]);
  });

  it('accounts for every balance: its issued less used less expired since the start is what it holds', async () => {
    // The known programme moved points in 2019 and in the last two months only.
    const early = await ask(
      'adminInsightsPoints',
      filter({ clusterCode: 'ZZ', monthTo: '2019-12' }),
    );
    const thisMonth = monthKeyOf(server.clock.now(), 'Africa/Johannesburg');
    const recent = await ask(
      'adminInsightsPoints',
      filter({ clusterCode: 'ZZ', monthFrom: shiftMonth(thisMonth, -23), monthTo: thisMonth }),
    );
    const net = (balance: string) =>
      [early, recent]
        .flatMap((answer) => answer.months)
        .filter((m) => m.balance === balance)
        .reduce((sum, m) => sum + m.issued - m.used - m.expired, 0);
    for (const held of recent.balances)
      expect(net(held.balance), held.balance).toBe(held.outstanding);
  }, 60_000);

  it('gives the outstanding balance, what members hold now, with its age first in first out', async () => {
    // B 200 − 150 = 50 (from 2019), C 10 + 25 (ten days ago), E 60 − 30 + 30 + 40 (two months ago).
    const country = await ask('adminInsightsPoints', filter({ clusterCode: 'ZZ' }));
    expect(country.outstanding).toBe(185);
    expect(country.age).toEqual([
      { bucket: 'under1', points: 25 },
      { bucket: 'from1to3', points: 40 },
      { bucket: 'from3to6', points: 0 },
      { bucket: 'from6to12', points: 0 },
      { bucket: 'over12', points: 120 },
    ]);
    const two = await ask('adminInsightsPoints', filter({ divisionCode: 'ZZ-TWO' }));
    expect(two.outstanding).toBe(100);
    // The whole programme's: every member's redeemable balance, the ages adding up to it.
    const whole = await ask('adminInsightsPoints', filter());
    const [held] = await rowsOf<{ n: number }>(
      server.db,
      sql`select coalesce(sum(balance), 0)::int as n from accounts where kind = 'redeemable' and member_id is not null`,
    );
    expect(whole.outstanding).toBe(held?.n);
    expect(whole.age.reduce((sum, a) => sum + a.points, 0)).toBe(whole.outstanding);
  });

  it('lists the balance adjustments of the filter’s members by administrator, the command line’s too', async () => {
    const [thandi] = await rowsOf<{ id: number }>(
      server.db,
      sql`select id from ${members} where cell_national = ${demo.admin}`,
    );
    const zed = await rowsOf<{ id: number; code: string }>(
      server.db,
      sql`select m.id, d.code from ${members} m join ${divisions} d on d.id = m.division_id
          where d.code like 'ZZ-%' order by m.id`,
    );
    const one = zed.find((m) => m.code !== 'ZZ-TWO');
    const two = zed.find((m) => m.code === 'ZZ-TWO');
    if (!thandi || !one || !two) throw new Error('the known programme is not there');
    const adjust = (memberId: number, points: number, actor: Actor) =>
      adjustBalance(server.db, {
        memberId,
        kind: 'redeemable',
        points,
        reason: 'A correction',
        now: at('2019-04-12'),
        actor,
      });
    const byConsole: Actor = { kind: 'console', memberId: thandi.id };
    await adjust(one.id, 70, byConsole);
    await adjust(two.id, 30, byConsole);
    await adjust(two.id, -5, byConsole);
    await adjust(one.id, 200, { kind: 'cli' });
    const whole = await ask('adminInsightsPoints', filter());
    expect(whole.adjustments).toEqual([
      { administrator: '', adjustments: 1, credited: 200, debited: 0 },
      { administrator: 'Thandi Nkosi', adjustments: 3, credited: 100, debited: 5 },
    ]);
    const inTwo = await ask('adminInsightsPoints', filter({ divisionCode: 'ZZ-TWO' }));
    expect(inTwo.adjustments).toEqual([
      { administrator: 'Thandi Nkosi', adjustments: 2, credited: 30, debited: 5 },
    ]);
    const later = await ask(
      'adminInsightsPoints',
      filter({ monthFrom: '2019-05', monthTo: '2019-06' }),
    );
    expect(later.adjustments).toEqual([]);
  });

  it('shows the shop’s orders per month, sales by category and the lines waiting for codes', async () => {
    const shop = await ask('adminInsightsShop', filter({ clusterCode: 'ZZ' }));
    expect(shop.months).toEqual([{ month: '2019-04', orders: 2, points: 150 }]);
    expect(shop.categories).toEqual([
      { category: 'Vouchers', items: 1, points: 100 },
      { category: 'Pet Food', items: 1, points: 50 },
    ]);
    expect(shop.pendingLines).toBe(1);
    expect(shop.oldestPending).toEqual(at('2019-04-20'));
    expect((await ask('adminInsightsShop', filter())).months).toEqual(shop.months);
    const two = await ask('adminInsightsShop', filter({ divisionCode: 'ZZ-TWO' }));
    expect(two).toEqual({
      months: [{ month: '2019-04', orders: 1, points: 0 }],
      categories: [],
      pendingLines: 0,
      oldestPending: null,
    });
  });

  it('counts the wall per month: recognitions, those with a reaction, reactions and comments shown', async () => {
    const known = await rowsOf<{ id: number; type: string }>(
      server.db,
      sql`select id, type from ${awards} where created_at >= '2019-03-01' and created_at < '2019-05-01'
          order by created_at`,
    );
    const [reward, forward, thankYou] = known.map((k) => Number(k.id));
    const { a, c, d, e } = knownIds;
    const react = (awardId: number | undefined, memberId: number, emoji: string, when: string) => ({
      awardId: awardId ?? 0,
      memberId,
      emoji,
      createdAt: at(when),
    });
    // The March Recognise: two reactions in March and one in April; April's Shout Out: one.
    await server.db
      .insert(feedReactions)
      .values([
        react(reward, c, '👏', '2019-03-11'),
        react(reward, d, '🎉', '2019-03-12'),
        react(reward, e, '👏', '2019-04-02'),
        react(thankYou, a, '🙌', '2019-04-09'),
      ]);
    const comment = (
      awardId: number | undefined,
      authorMemberId: number,
      when: string,
      gone: Partial<{ hiddenAt: Date; hiddenReason: string; deletedAt: Date }> = {},
    ) => ({ awardId: awardId ?? 0, authorMemberId, text: 'Known', createdAt: at(when), ...gone });
    // One shown in each month; a hidden and a deleted one are not counted.
    await server.db
      .insert(feedComments)
      .values([
        comment(forward, e, '2019-03-13'),
        comment(thankYou, d, '2019-04-10'),
        comment(thankYou, c, '2019-04-10', { hiddenAt: at('2019-04-11'), hiddenReason: 'Rude' }),
        comment(reward, e, '2019-04-12', { deletedAt: at('2019-04-13') }),
      ]);
    const whole = await ask('adminInsightsWall', filter());
    // March: the Recognise and the Pay It Forward; April: the Shout Out, the birthday, the nomination's award
    // and E's welcome card (a card on the wall, which colleagues can react to, though no award).
    expect(whole.months).toEqual([
      { month: '2019-03', recognitions: 2, reacted: 1, reactions: 2, comments: 1 },
      { month: '2019-04', recognitions: 4, reacted: 1, reactions: 2, comments: 1 },
    ]);
    expect((await ask('adminInsightsWall', filter({ clusterCode: 'ZZ' }))).months).toEqual(
      whole.months,
    );
    // Zed Two only received the Pay It Forward, which has a comment and no reaction, and E's welcome card.
    expect((await ask('adminInsightsWall', filter({ divisionCode: 'ZZ-TWO' }))).months).toEqual([
      { month: '2019-03', recognitions: 1, reacted: 0, reactions: 0, comments: 1 },
      { month: '2019-04', recognitions: 1, reacted: 0, reactions: 0, comments: 0 },
    ]);
    // A reaction in the range to a recognition before it counts in its own month.
    expect((await ask('adminInsightsWall', filter({ monthFrom: '2019-04' }))).months).toEqual([
      whole.months[1],
    ]);
  });

  it('refuses a filter it cannot answer with the field to correct, and anyone but an administrator', async () => {
    const refused = async (body: unknown, field: string, text: string) => {
      for (const path of Object.values(paths)) {
        const r = await post(server.app, path, body, { token: admin });
        expect(r.statusCode, `${path} ${r.body}`).toBe(400);
        expect(r.json()).toMatchObject({ message: text, formErrors: { [field]: text } });
      }
    };
    await refused(filter({ monthFrom: '2019-05' }), 'monthTo', insightsMessages.monthsOutOfOrder);
    await refused(filter({ monthFrom: '2017-01' }), 'monthFrom', insightsMessages.rangeTooLong);
    await refused(filter({ clusterCode: 'QQ' }), 'clusterCode', insightsMessages.unknownCluster);
    await refused(
      filter({ divisionCode: 'ZZ-NONE' }),
      'divisionCode',
      insightsMessages.unknownDivision,
    );
    await refused(
      filter({ clusterCode: 'ZA', divisionCode: 'ZZ-ONE' }),
      'divisionCode',
      insightsMessages.divisionNotInCluster,
    );
    await refused(
      filter({ clusterCode: 'QQ', divisionCode: 'ZZ-ONE' }),
      'clusterCode',
      insightsMessages.unknownCluster,
    );
    const badMonth = await post(
      server.app,
      paths.adminInsightsPoints,
      filter({ monthTo: '2019-13' }),
      {
        token: admin,
      },
    );
    expect(badMonth.statusCode).toBe(400);

    for (const cell of [demo.member, demo.manager]) {
      const token = await login(server.app, cell);
      for (const path of Object.values(paths)) {
        const r = await post(server.app, path, filter(), { token });
        expect(r.statusCode, path).toBe(403);
        expect(r.json()).toEqual({ message: consoleMessages.adminOnly });
      }
    }
    for (const path of Object.values(paths))
      expect((await post(server.app, path, filter())).statusCode, path).toBe(401);
  });
});
