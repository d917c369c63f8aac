import { outboxMessages, shopMessages } from '@plaudit/domain';
import { and, asc, count, eq, gte, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../src/db/changes.ts';
import type { Db } from '../src/db/client.ts';
import { violatedConstraint } from '../src/db/errors.ts';
import {
  accounts,
  basketLines,
  clusters,
  members,
  orderLines,
  orders,
  outbox,
  products,
  promoCodes,
  shopCategories,
  voucherCodes,
} from '../src/db/schema.ts';
import { retiredVoucherCode } from '../src/db/seedHistory.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import { shopMemberOf } from '../src/shop/catalogue.ts';
import { orderBasket } from '../src/shop/checkout.ts';
import { Refusal } from '../src/refusals.ts';
import { runImport } from '../src/admin/framework.ts';
import { voucherCodeImporter } from '../src/admin/voucherCodeImporter.ts';
import { refundOrderLine } from '../src/shop/fulfilment.ts';
import {
  demo,
  login,
  post,
  startOfTests,
  testDatabases,
  useTestServer,
  type TestServer,
} from './harness.ts';

type Json = Record<string, unknown>;

/** PL- and two groups of four Crockford base32 digits (no I, L, O or U). */
const orderNumberShape = /^PL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const memberIdOf = async (db: Db, cell: string) => {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.cellNational, cell))
    .limit(1);
  if (!row) throw new Error(`no member ${cell}`);
  return row.id;
};

const redeemable = async (db: Db, memberId: number) => {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.kind, 'redeemable')));
  return row?.balance ?? 0;
};

/** The programme's redemptions: the sum of its redemptions accounts (one of eight takes each order). */
const redemptions = async (db: Db) => {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${accounts.balance}), 0)::integer` })
    .from(accounts)
    .where(and(isNull(accounts.memberId), like(accounts.kind, 'redemptions%')));
  return row?.balance ?? 0;
};

const productByCode = async (db: Db, code: string) => {
  const [row] = await db.select().from(products).where(eq(products.code, code)).limit(1);
  if (!row) throw new Error(`no product ${code}`);
  return row;
};

const freeCodes = async (db: Db, productId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(voucherCodes)
    .where(and(eq(voucherCodes.productId, productId), isNull(voucherCodes.orderLineId)));
  return row?.n ?? 0;
};

/** A registered member of Namibia (the crowd of the seed). */
const namibian = async (db: Db) => {
  const [row] = await db
    .select({ cell: members.cellNational })
    .from(members)
    .innerJoin(clusters, eq(clusters.id, members.clusterId))
    .where(and(eq(clusters.code, 'NA'), sql`${members.registeredAt} is not null`))
    .orderBy(asc(members.id))
    .limit(1);
  if (!row) throw new Error('no Namibian member');
  return row.cell;
};

function shop(server: TestServer, token: string) {
  const call = (path: string, body: Json = {}, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/api/shop/${path}`,
      payload: body,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  return {
    call,
    add: async (code: string, times = 1) => {
      const product = await productByCode(server.db, code);
      for (let i = 0; i < times; i += 1) {
        const r = await call('addtobasket', { productId: product.id });
        expect(r.statusCode, r.body).toBe(200);
      }
      return product;
    },
    basket: async () => {
      const r = await call('getbasket', { alloc: 'ZA' });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as {
        totalBasketQty: number;
        totalBasketPrice: number;
        basket: { fields: string[]; records: unknown[][] };
      };
    },
    summary: async (promoCode = '') => {
      const r = await call('getCheckoutOrderSummary', { promoCode, alloc: 'ZA' });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as {
        totalBasketQty: number;
        totalBasketPrice: number;
        isVoucherOk: boolean;
        grandTotal: number;
        vfyTotal: number;
        cellNum: string;
        voucherAmtDesc: string;
        shopVoucherDiscountTotal: number;
      };
    },
    order: (body: Json, headers: Record<string, string> = {}) =>
      call('placeOrder', { cellNum: '', promoCode: '', alloc: 'ZA', ...body }, headers),
  };
}

const rows = (dataset: { fields: string[]; records: unknown[][] }) =>
  dataset.records.map((r) => Object.fromEntries(dataset.fields.map((f, i) => [f, r[i]])));

describe.each(testDatabases)('the rewards shop on %s', (kind) => {
  const server = useTestServer(kind);

  const expectLedgerOk = async () => expect((await checkLedger(server.db)).ok).toBe(true);

  it('seeds the demo catalogue outside checks rely on', async () => {
    const za = await server.db.select().from(clusters).where(eq(clusters.code, 'ZA'));
    const na = await server.db.select().from(clusters).where(eq(clusters.code, 'NA'));
    expect(za[0]?.deliveryType).toBe('C');
    expect(na[0]?.deliveryType).toBe('Z');
    expect(na[0]?.currencySymbol).not.toBe(za[0]?.currencySymbol);
    const cats = await server.db
      .select()
      .from(shopCategories)
      .where(eq(shopCategories.clusterId, za[0]?.id ?? 0));
    expect(new Set(cats.map((c) => c.cat1)).size).toBeGreaterThanOrEqual(3);
    const zaProducts = await server.db
      .select()
      .from(products)
      .where(eq(products.clusterId, za[0]?.id ?? 0));
    expect(zaProducts.length).toBeGreaterThanOrEqual(20);
    expect(zaProducts.some((p) => p.noBasket === 'N')).toBe(true);
    expect(
      zaProducts.filter((p) => p.price <= 20000 && p.noBasket === 'Y').length,
    ).toBeGreaterThanOrEqual(3);
    const stock = await Promise.all(zaProducts.map((p) => freeCodes(server.db, p.id)));
    const sellable = zaProducts.filter((p) => p.noBasket === 'Y');
    expect(stock.filter((n) => n === 0).length).toBeGreaterThanOrEqual(2);
    expect(stock.filter((n) => n > 0).length).toBeGreaterThan(sellable.length / 2);
    const promos = await server.db.select().from(promoCodes);
    expect(promos.map((p) => p.code).sort()).toEqual(['PAWS10', 'SPRING2020']);
    const token = await login(server.app, demo.member);
    const r = await shop(server, token).call('categorylist');
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json() as { inf: Json; totalBasketQty: number; cats: never };
    expect(answer.inf).toMatchObject({ alloc: 'ZA', deliveryType: 'C', currencySymbol: 'R' });
    expect(answer.inf.pointsAvailable).toBeGreaterThanOrEqual(250);
    expect(answer.totalBasketQty).toBe(0);
    const adverts = await post(server.app, '/api/site/advertdata', {}, { token });
    expect(
      (adverts.json() as { advertData: { records: unknown[] } }).advertData.records.length,
    ).toBeGreaterThanOrEqual(3);
    await expectLedgerOk();
  });

  it("seeds the history's pending lines on a voucher of their own, no longer sold and with no codes", async () => {
    const pending = await server.db
      .select({
        code: orderLines.productCode,
        productId: orderLines.productId,
        memberId: orders.memberId,
        status: orders.statusId,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.dispatchStatus, 1));
    expect(pending.map((l) => [l.code, l.status])).toEqual([
      [retiredVoucherCode, '20'],
      [retiredVoucherCode, '20'],
      [retiredVoucherCode, '20'],
    ]);
    const retired = await productByCode(server.db, retiredVoucherCode);
    expect(retired.active).toBe(false);
    expect(await freeCodes(server.db, retired.id)).toBe(0);
    // Not one of the demo logins' orders: their My Orders are what the journeys start from.
    const logins = await Promise.all(
      [demo.admin, demo.manager, demo.member].map((cell) => memberIdOf(server.db, cell)),
    );
    expect(pending.filter((l) => logins.includes(l.memberId))).toEqual([]);
    // The shop's own product without codes has no lines waiting, so codes imported for it fulfil the
    // tests' lines only.
    const woolies = await productByCode(server.db, 'WWF-250');
    expect(pending.filter((l) => l.productId === woolies.id)).toEqual([]);
    // A member cannot find it in the shop.
    const token = await login(server.app, demo.member);
    const listed = await shop(server, token).call('productlist', {
      prodCat3Id: retired.categoryId,
      alloc: 'ZA',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const models = rows((listed.json() as { products: never }).products).map((p) => p.model);
    expect(models.length).toBeGreaterThan(0);
    expect(models).not.toContain(retiredVoucherCode);
  });

  it("gives a Namibian member Namibia's catalogue and currency settings", async () => {
    const token = await login(server.app, await namibian(server.db));
    const r = await shop(server, token).call('categorylist');
    const answer = r.json() as { inf: Json; cats: { fields: string[]; records: unknown[][] } };
    expect(answer.inf).toMatchObject({
      alloc: 'NA',
      deliveryType: 'Z',
      currencySymbol: 'N$',
      isTruncateCents: true,
    });
    const ids = rows(answer.cats).map((c) => c.prodCat3Id as number);
    const zaCategory = await server.db
      .select({ id: shopCategories.id })
      .from(shopCategories)
      .innerJoin(clusters, eq(clusters.id, shopCategories.clusterId))
      .where(eq(clusters.code, 'ZA'))
      .limit(1);
    expect(ids).not.toContain(zaCategory[0]?.id);
    const refused = await shop(server, token).call('productlist', {
      prodCat3Id: zaCategory[0]?.id,
      alloc: 'NA',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: shopMessages.categoryNotFound });
    const zaProduct = await productByCode(server.db, 'CHK-100');
    const add = await shop(server, token).call('addtobasket', { productId: zaProduct.id });
    expect(add.statusCode).toBe(404);
  });

  it('lists a category with images the portal serves at 100 by 100', async () => {
    const token = await login(server.app, demo.member);
    const product = await productByCode(server.db, 'CHK-100');
    const r = await shop(server, token).call('productlist', {
      prodCat3Id: product.categoryId,
      alloc: 'ZA',
    });
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json() as {
      catName: string;
      products: { fields: string[]; records: unknown[][] };
    };
    expect(answer.catName).toBe('Supermarkets');
    const listed = rows(answer.products);
    expect(listed.map((p) => p.description)).toContain('Checkers R100 voucher');
    const image = await server.app.inject({ method: 'GET', url: String(listed[0]?.imageFile) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('width="100" height="100"');
    expect(
      (await server.app.inject({ method: 'GET', url: '/shop/images/none.svg' })).statusCode,
    ).toBe(404);
  });

  it('adds to the basket, changes quantities and refuses what cannot be added', async () => {
    const token = await login(server.app, demo.member);
    const s = shop(server, token);
    await s.add('CHK-100', 2);
    await s.add('VOD-AIR-29');
    let basket = await s.basket();
    expect(basket.totalBasketQty).toBe(3);
    expect(basket.totalBasketPrice).toBe(2 * 10000 + 2900);
    const lines = rows(basket.basket);
    const checkers = lines.find((l) => l.model === 'CHK-100');
    expect(checkers).toMatchObject({ qty: 2, itemTotal: 20000, BasketItemStatus: '' });
    const id = checkers?.shopBasketId;
    let r = await s.call('changebasketqty', { action: 'add', shopBasketId: id, alloc: 'ZA' });
    expect(rows((r.json() as { basket: never }).basket)[0]).toMatchObject({ qty: 3 });
    r = await s.call('changebasketqty', { action: 'decrease', shopBasketId: id, alloc: 'ZA' });
    expect(rows((r.json() as { basket: never }).basket)[0]).toMatchObject({ qty: 2 });
    r = await s.call('changebasketqty', { action: 'delete', shopBasketId: id, alloc: 'ZA' });
    basket = r.json() as typeof basket;
    expect(basket.totalBasketQty).toBe(1);

    // Only the owner touches a line.
    const other = shop(server, await login(server.app, demo.manager));
    const airtime = rows((await s.basket()).basket)[0]?.shopBasketId;
    r = await other.call('changebasketqty', {
      action: 'delete',
      shopBasketId: airtime,
      alloc: 'ZA',
    });
    expect(r.statusCode).toBe(404);
    expect((await s.basket()).totalBasketQty).toBe(1);

    // A phone-only product and an unknown one are refused.
    const phoneOnly = await productByCode(server.db, 'SPR-1500');
    r = await s.call('addtobasket', { productId: phoneOnly.id });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ message: shopMessages.callToOrder });
    r = await s.call('addtobasket', { productId: 999999 });
    expect(r.statusCode).toBe(404);

    // The last lines: decreasing a line of one removes it.
    r = await s.call('changebasketqty', { action: 'decrease', shopBasketId: airtime, alloc: 'ZA' });
    expect((r.json() as typeof basket).totalBasketQty).toBe(0);
    await expectLedgerOk();
  });

  it('warns once of a changed, a reduced and a withdrawn product, then carries today’s price', async () => {
    const token = await login(server.app, demo.member);
    const s = shop(server, token);
    const up = await s.add('CHK-100');
    const down = await s.add('PNP-150');
    const gone = await s.add('MRP-200');
    await server.db.update(products).set({ price: 12000 }).where(eq(products.id, up.id));
    await server.db.update(products).set({ price: 14000 }).where(eq(products.id, down.id));
    await server.db.update(products).set({ active: false }).where(eq(products.id, gone.id));
    const first = rows((await s.basket()).basket);
    expect(first.find((l) => l.productId === up.id)).toMatchObject({
      BasketItemStatus: 'CHANGED',
      basketPrice: 10000,
      displayPrice: 12000,
      itemTotal: 12000,
    });
    expect(first.find((l) => l.productId === down.id)).toMatchObject({
      BasketItemStatus: 'DECREASED',
      basketPrice: 15000,
      displayPrice: 14000,
    });
    expect(first.find((l) => l.productId === gone.id)).toMatchObject({
      BasketItemStatus: 'DELETED',
      itemTotal: 0,
    });
    const again = await s.basket();
    expect(rows(again.basket).map((l) => l.BasketItemStatus)).toEqual(['', '']);
    expect(again.totalBasketPrice).toBe(12000 + 14000);
  });

  it('sums the checkout with a promo code and refuses an expired or unknown one', async () => {
    const token = await login(server.app, demo.member);
    const s = shop(server, token);
    await s.add('CHK-100');
    await s.add('VOD-AIR-29', 2);
    const plain = await s.summary();
    expect(plain).toMatchObject({
      totalBasketQty: 3,
      totalBasketPrice: 15800,
      isVoucherOk: true,
      grandTotal: 15800,
      vfyTotal: 15800,
      shopVoucherDiscountTotal: 0,
      voucherAmtDesc: '',
      cellNum: demo.member,
    });
    const paws = await s.summary('paws10');
    expect(paws).toMatchObject({
      isVoucherOk: true,
      shopVoucherDiscountTotal: 1580,
      grandTotal: 14220,
      vfyTotal: 14220,
      voucherAmtDesc: 'PAWS10: 10% off',
    });
    const expired = await s.summary('SPRING2020');
    expect(expired).toMatchObject({
      isVoucherOk: false,
      voucherAmtDesc: shopMessages.promoExpired,
      grandTotal: 15800,
      shopVoucherDiscountTotal: 0,
    });
    expect(await s.summary('NOPE')).toMatchObject({
      isVoucherOk: false,
      voucherAmtDesc: shopMessages.promoUnknown,
    });
    const before = await redeemable(server.db, await memberIdOf(server.db, demo.member));
    const r = await s.order({ promoCode: 'SPRING2020', vfyTotal: 15800, cellNum: demo.member });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ formErrors: { promoCode: shopMessages.promoExpired } });
    expect(await redeemable(server.db, await memberIdOf(server.db, demo.member))).toBe(before);
    expect((await s.basket()).totalBasketQty).toBe(3);
    await expectLedgerOk();
  });

  it('honours a fixed promo code’s window, total and per-member limits', async () => {
    const now = server.clock.now().getTime();
    await server.db.insert(promoCodes).values([
      {
        code: 'FIFTY',
        kind: 'fixed',
        amount: 5000,
        validFrom: new Date(now - 1000),
        validTo: new Date(now + 86_400_000),
        perMemberLimit: 1,
        totalLimit: 2,
      },
      {
        code: 'LATER',
        kind: 'percent',
        amount: 5,
        validFrom: new Date(now + 86_400_000),
        validTo: new Date(now + 2 * 86_400_000),
      },
    ]);
    const token = await login(server.app, demo.admin);
    const s = shop(server, token);
    await s.add('CHK-100');
    expect(await s.summary('LATER')).toMatchObject({
      isVoucherOk: false,
      voucherAmtDesc: shopMessages.promoNotYet,
    });
    const fifty = await s.summary('FIFTY');
    expect(fifty).toMatchObject({
      isVoucherOk: true,
      grandTotal: 5000,
      voucherAmtDesc: 'FIFTY: R50.00 off',
    });
    const placed = await s.order({ promoCode: 'FIFTY', vfyTotal: 5000, cellNum: demo.admin });
    expect(placed.statusCode, placed.body).toBe(200);
    await s.add('CHK-100');
    expect(await s.summary('FIFTY')).toMatchObject({
      isVoucherOk: false,
      voucherAmtDesc: shopMessages.promoMemberLimit,
    });
    const other = shop(server, await login(server.app, demo.manager));
    await other.add('MTN-AIR-50');
    expect(await other.summary('FIFTY')).toMatchObject({
      isVoucherOk: true,
      grandTotal: 0,
      shopVoucherDiscountTotal: 5000,
    });
    const free = await other.order({ promoCode: 'FIFTY', vfyTotal: 0, cellNum: demo.manager });
    expect(free.statusCode, free.body).toBe(200);
    const third = shop(server, await login(server.app, demo.member));
    await third.add('MTN-AIR-50');
    expect(await third.summary('FIFTY')).toMatchObject({
      isVoucherOk: false,
      voucherAmtDesc: shopMessages.promoUsedUp,
    });
    await expectLedgerOk();
  });

  it('places an order: one ledger transfer, codes by SMS, an empty basket, the order and its codes', async () => {
    const token = await login(server.app, demo.member);
    const s = shop(server, token);
    const memberId = await memberIdOf(server.db, demo.member);
    const balance = await redeemable(server.db, memberId);
    const pot = await redemptions(server.db);
    const checkers = await s.add('CHK-100');
    await s.add('VOD-AIR-29', 2);
    const stock = await freeCodes(server.db, checkers.id);
    const summary = await s.summary('PAWS10');
    const r = await s.order({
      promoCode: 'PAWS10',
      vfyTotal: summary.vfyTotal,
      cellNum: '083 555 0101',
    });
    expect(r.statusCode, r.body).toBe(200);
    const { orderNum } = r.json() as { orderNum: string };
    expect(orderNum).toMatch(orderNumberShape);
    // R142.20 at one point a rand, rounded up.
    expect(await redeemable(server.db, memberId)).toBe(balance - 143);
    expect(await redemptions(server.db)).toBe(pot + 143);
    expect(await freeCodes(server.db, checkers.id)).toBe(stock - 1);
    expect((await s.basket()).totalBasketQty).toBe(0);
    const sms = await server.db.select().from(outbox).where(eq(outbox.recipient, '+27835550101'));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toContain(orderNum);
    expect(sms[0]?.body).toMatch(/Checkers R100 voucher: CHK1-/);
    const [promo] = await server.db.select().from(promoCodes).where(eq(promoCodes.code, 'PAWS10'));
    expect(promo?.usedCount).toBe(1);

    const list = await s.call('orders');
    const answer = list.json() as { orders: never; orderDetails: never; inf: Json };
    const [order] = rows(answer.orders);
    expect(order).toMatchObject({
      orderNum,
      orderStatusId: '30',
      orderStatusDesc: 'Complete',
      totalGrandTotal: 15800,
      totalDiscount: 1580,
      VoucherCode: 'PAWS10',
      totalDue: 14220,
      itemCount: 3,
    });
    // The member's earlier orders (the demo's year) are listed too: this order's lines are two.
    const lines = rows(answer.orderDetails).filter((l) => l.memberOrderId === order?.memberOrderId);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      itemQty: 2,
      itemPrice: 2900,
      itemTotal: 5800,
      dispatchStatus: 4,
    });
    expect(answer.inf).toMatchObject({ currencySymbol: 'R', currencyDecimalPlaces: 2 });
    const message = await s.call('getVoucherCodeMessage', {
      memberOrderItemId: lines[1]?.memberOrderItemId,
    });
    expect(message.statusCode, message.body).toBe(200);
    const html = (message.json() as { message: string }).message;
    expect(html.match(/<code>/g)).toHaveLength(2);
    expect(html).toContain('Vodacom R29 airtime');

    // Not another member's line.
    const other = shop(server, await login(server.app, demo.manager));
    const refused = await other.call('getVoucherCodeMessage', {
      memberOrderItemId: lines[1]?.memberOrderItemId,
    });
    expect(refused.statusCode).toBe(404);
    await expectLedgerOk();
  });

  it('refuses an empty basket, a missing delivery number, a stale total and an unaffordable basket, changing nothing', async () => {
    const token = await login(server.app, demo.member);
    const s = shop(server, token);
    const memberId = await memberIdOf(server.db, demo.member);
    let r = await s.order({ vfyTotal: 0, cellNum: demo.member });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ message: shopMessages.basketEmpty });

    const item = await s.add('CHK-100');
    r = await s.order({ vfyTotal: 10000, cellNum: '' });
    expect(r.json()).toMatchObject({ formErrors: { cellNum: shopMessages.cellRequired } });
    r = await s.order({ vfyTotal: 10000, cellNum: '12' });
    expect(r.json()).toMatchObject({ formErrors: { cellNum: shopMessages.cellInvalid } });

    await server.db.update(products).set({ price: 11000 }).where(eq(products.id, item.id));
    const balance = await redeemable(server.db, memberId);
    r = await s.order({ vfyTotal: 10000, cellNum: demo.member });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ message: shopMessages.totalChanged('R100.00', 'R110.00') });
    expect(await redeemable(server.db, memberId)).toBe(balance);
    expect((await s.summary()).vfyTotal).toBe(11000);

    // Enough R300 vouchers to cost more than the member has saved in the demo's year.
    const vouchers = Math.floor((balance - 110) / 300) + 1;
    await s.add('COT-300', vouchers);
    const summary = await s.summary();
    const points = Math.ceil(summary.grandTotal / 100);
    expect(points).toBeGreaterThan(balance);
    r = await s.order({ vfyTotal: summary.vfyTotal, cellNum: demo.member });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ message: shopMessages.unaffordable(points, balance) });
    expect(await redeemable(server.db, memberId)).toBe(balance);
    expect((await s.basket()).totalBasketQty).toBe(1 + vouchers);
    // No order placed (the demo's history has its own, dated before the tests' clock).
    const [placed] = await server.db
      .select({ n: count() })
      .from(orders)
      .where(gte(orders.createdAt, startOfTests));
    expect(placed?.n).toBe(0);
    await expectLedgerOk();
  });

  it('sends a type Z cluster’s codes to the member’s own number', async () => {
    const cell = await namibian(server.db);
    const token = await login(server.app, cell);
    const s = shop(server, token);
    await s.add('NA-MTC-50');
    const summary = await s.summary();
    expect(summary.grandTotal).toBe(5000);
    const r = await s.order({ vfyTotal: 5000, cellNum: '' });
    expect(r.statusCode, r.body).toBe(200);
    const [m] = await server.db.select().from(members).where(eq(members.cellNational, cell));
    const sms = await server.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, m?.cellE164 ?? ''));
    expect(sms.some((x) => x.body.includes('MTC N$50 airtime'))).toBe(true);
    await expectLedgerOk();
  });

  it('leaves a line without codes pending, fulfils it oldest first on import, and refunds through the ledger', async () => {
    const { programmeName } = server.app.settings;
    const member = shop(server, await login(server.app, demo.member));
    const manager = shop(server, await login(server.app, demo.manager));
    const woolies = await member.add('WWF-250');
    expect((await member.order({ vfyTotal: 25000, cellNum: demo.member })).statusCode).toBe(200);
    await manager.add('WWF-250');
    expect((await manager.order({ vfyTotal: 25000, cellNum: demo.manager })).statusCode).toBe(200);
    const [first] = rows((await member.call('orders')).json().orders);
    expect(first).toMatchObject({ orderStatusId: '20' });
    const lines = await server.db
      .select()
      .from(orderLines)
      .where(gte(orderLines.createdAt, startOfTests))
      .orderBy(asc(orderLines.id));
    expect(lines.map((l) => l.dispatchStatus)).toEqual([1, 1]);
    const pendingLine = rows((await member.call('orders')).json().orderDetails).find(
      (l) => l.memberOrderId === first?.memberOrderId,
    );
    const early = await member.call('getVoucherCodeMessage', {
      memberOrderItemId: pendingLine?.memberOrderItemId,
    });
    expect(early.statusCode).toBe(400);

    // The command line's import of voucher codes (one a second time: nothing more).
    const importCodes = (...codes: string[]) =>
      runImport(
        server.db,
        voucherCodeImporter(server.app.settings),
        codes.map((code) => ({ clusterCode: 'ZA', productCode: 'WWF-250', code })),
        { now: server.clock.now() },
      );
    const result = await importCodes('WW-0001');
    expect(result.counts).toMatchObject({ added: 1, refused: 0 });
    expect(result.outcomes[0]?.orderLine).toEqual({
      orderNum: String(first?.orderNum),
      product: 'Woolworths Food R250 voucher',
      fulfilled: true,
    });
    expect(woolies.id).toBe(lines[0]?.productId);
    expect((await importCodes('WW-0001')).counts).toMatchObject({ added: 0, unchanged: 1 });
    const [done] = rows((await member.call('orders')).json().orders);
    expect(done).toMatchObject({ orderStatusId: '30' });
    const sms = await server.db
      .select()
      .from(outbox)
      .where(sql`${outbox.body} like '%WW-0001%'`);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.recipient).toBe('+27820000003');
    expect(sms[0]?.body).toBe(
      outboxMessages.voucherSms(
        programmeName,
        String(first?.orderNum),
        ['Woolworths Food R250 voucher: WW-0001'],
        false,
      ),
    );

    const managerId = await memberIdOf(server.db, demo.manager);
    const before = await redeemable(server.db, managerId);
    const pot = await redemptions(server.db);
    const refund = await refundOrderLine(server.db, lines[1]?.id ?? 0, server.clock.now());
    expect(refund).toMatchObject({ points: 250, orderStatusId: '90' });
    expect(await redeemable(server.db, managerId)).toBe(before + 250);
    expect(await redemptions(server.db)).toBe(pot - 250);
    // The refund takes the points back from the redemptions account the order credited.
    const programmeSides = await server.db.execute(
      sql`select t.kind, a.kind as account from ledger_entries e
          join transfers t on t.id = e.transfer_id join accounts a on a.id = e.account_id
          where a.member_id is null and t.kind in ('order', 'refund')
            and (t.reference = ${`order-line:${lines[1]?.id ?? 0}`}
              or t.reference = (select order_num from orders where id = ${lines[1]?.orderId ?? 0}))`,
    );
    const sides = (programmeSides as unknown as { rows: { kind: string; account: string }[] }).rows;
    expect(sides.map((r) => r.kind).sort()).toEqual(['order', 'refund']);
    expect(new Set(sides.map((r) => r.account)).size, JSON.stringify(sides)).toBe(1);
    await expect(
      refundOrderLine(server.db, lines[1]?.id ?? 0, server.clock.now()),
    ).rejects.toBeInstanceOf(Refusal);
    await expect(
      refundOrderLine(server.db, lines[0]?.id ?? 0, server.clock.now()),
    ).rejects.toBeInstanceOf(Refusal);
    const statement = await post(
      server.app,
      '/api/report/statement',
      {},
      { token: await login(server.app, demo.manager) },
    );
    expect(statement.statusCode).toBe(200);
    expect(statement.body).toContain('Refund: order');
    await expectLedgerOk();
  });

  it('answers a repeated Idempotency-Key with the first order and refuses another body under it', async () => {
    const token = await login(server.app, demo.member);
    const s = shop(server, token);
    const memberId = await memberIdOf(server.db, demo.member);
    await s.add('MTN-AIR-50');
    const balance = await redeemable(server.db, memberId);
    const body = { vfyTotal: 5000, cellNum: demo.member };
    const first = await s.order(body, { 'idempotency-key': 'order-1' });
    const again = await s.order(body, { 'idempotency-key': 'order-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await redeemable(server.db, memberId)).toBe(balance - 50);
    const other = await s.order({ ...body, vfyTotal: 1 }, { 'idempotency-key': 'order-1' });
    expect(other.statusCode).toBe(422);
    await expectLedgerOk();
  });

  it('numbers orders at random (the security test read the order volume off PL-200022, then PL-200027)', async () => {
    const s = shop(server, await login(server.app, demo.member));
    const placed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await s.add('MTN-AIR-50');
      const r = await s.order({ vfyTotal: 5000, cellNum: demo.member });
      expect(r.statusCode, r.body).toBe(200);
      placed.push((r.json() as { orderNum: string }).orderNum);
    }
    for (const orderNum of placed) expect(orderNum).toMatch(orderNumberShape);
    // Consecutive orders (their ids are), numbers that say nothing of each other.
    const stored = await server.db
      .select({ id: orders.id, orderNum: orders.orderNum })
      .from(orders)
      .where(inArray(orders.orderNum, placed))
      .orderBy(asc(orders.id));
    expect(stored.map((o) => o.orderNum)).toEqual(placed);
    expect(stored.map((o) => o.id - (stored[0]?.id ?? 0))).toEqual([0, 1, 2]);
    expect(new Set(placed).size).toBe(3);
    // The demo's history is numbered the same way.
    const seeded = await server.db
      .select({ orderNum: orders.orderNum })
      .from(orders)
      .where(sql`${orders.createdAt} < ${startOfTests}`);
    expect(seeded.length).toBeGreaterThan(0);
    for (const { orderNum } of seeded) expect(orderNum).toMatch(orderNumberShape);
  });

  describe('an order whose random number is taken', () => {
    const attempt = async (numbers: string[]) => {
      const memberId = await memberIdOf(server.db, demo.member);
      const s = shop(server, await login(server.app, demo.member));
      await s.add('MTN-AIR-50');
      const [taken] = await server.db.select({ orderNum: orders.orderNum }).from(orders).limit(1);
      const drawn = numbers.map((n) => (n === 'taken' ? (taken?.orderNum ?? '') : n));
      const before = await redeemable(server.db, memberId);
      const placing = orderBasket(
        { db: server.db, changes: new ChangeFeed() },
        await shopMemberOf(server.db, memberId),
        { cellNum: demo.member, promoCode: '', alloc: 'ZA', vfyTotal: 5000 },
        'taken-number',
        server.clock.now,
        { programmeName: 'Plaudit', portalUrl: 'http://localhost:3000', budget: undefined },
        () => drawn.shift() ?? 'PL-ZZZZ-ZZZZ',
      );
      return { placing, drawn, before, memberId, s };
    };
    const ordersSinceTests = async () =>
      (
        await server.db
          .select({ orderNum: orders.orderNum })
          .from(orders)
          .where(gte(orders.createdAt, startOfTests))
      ).map((o) => o.orderNum);

    it('is placed again under a new number, in a new transaction (the failed insert ended the first)', async () => {
      const { placing, drawn, before, memberId, s } = await attempt([
        'taken',
        'taken',
        'PL-7KQ4-9XMD',
      ]);
      expect(await placing).toEqual({ orderNum: 'PL-7KQ4-9XMD' });
      expect(drawn).toEqual([]);
      expect(await ordersSinceTests()).toEqual(['PL-7KQ4-9XMD']);
      expect(await redeemable(server.db, memberId)).toBe(before - 50);
      expect((await s.basket()).totalBasketQty).toBe(0);
      // The Idempotency-Key holds the number the order got.
      const again = await s.order(
        { vfyTotal: 5000, cellNum: demo.member },
        { 'idempotency-key': 'taken-number' },
      );
      expect(again.json()).toEqual({ orderNum: 'PL-7KQ4-9XMD' });
      await expectLedgerOk();
    });

    it('fails after five taken numbers, having written nothing', async () => {
      const { placing, drawn, before, memberId, s } = await attempt(Array(6).fill('taken'));
      const error: unknown = await placing.catch((e: unknown) => e);
      expect(violatedConstraint(error)).toBe(orders.orderNum.uniqueName);
      expect(drawn).toHaveLength(1);
      expect(await ordersSinceTests()).toEqual([]);
      expect(await redeemable(server.db, memberId)).toBe(before);
      expect((await s.basket()).totalBasketQty).toBe(1);
      await expectLedgerOk();
    });
  });

  // Races happen only on PostgreSQL (PGlite runs one query at a time).
  if (kind === 'postgres') {
    it('debits once for 20 parallel orders of one basket', async () => {
      const token = await login(server.app, demo.member);
      const s = shop(server, token);
      const memberId = await memberIdOf(server.db, demo.member);
      await s.add('CHK-100');
      const balance = await redeemable(server.db, memberId);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => s.order({ vfyTotal: 10000, cellNum: demo.member })),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.statusCode !== 200))
        expect(a.json()).toMatchObject({ message: shopMessages.basketEmpty });
      expect(await redeemable(server.db, memberId)).toBe(balance - 100);
      // The test's orders (the demo's history has its own, dated before the tests' clock).
      const [placed] = await server.db
        .select({ n: count() })
        .from(orders)
        .where(gte(orders.createdAt, startOfTests));
      expect(placed?.n).toBe(1);
      await expectLedgerOk();
    });

    it('never gives two racing members the same last code', async () => {
      const product = await productByCode(server.db, 'PNP-150');
      const [last] = await server.db
        .select({ id: voucherCodes.id })
        .from(voucherCodes)
        .where(eq(voucherCodes.productId, product.id))
        .orderBy(sql`${voucherCodes.id} desc`)
        .limit(1);
      // Every free code but the last goes (the codes the demo's history gave its orders stay theirs).
      await server.db
        .delete(voucherCodes)
        .where(
          and(
            eq(voucherCodes.productId, product.id),
            isNull(voucherCodes.orderLineId),
            sql`${voucherCodes.id} <> ${last?.id ?? 0}`,
          ),
        );
      const buyers = await Promise.all(
        [demo.member, demo.manager, demo.admin].map(async (cell) =>
          shop(server, await login(server.app, cell)),
        ),
      );
      for (const b of buyers) await b.add('PNP-150');
      const answers = await Promise.all(
        buyers.map((b) => b.order({ vfyTotal: 15000, cellNum: '0835550199' })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      // The racing orders' lines (the demo's history has its own, dated before the tests' clock).
      const lines = await server.db
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.productId, product.id), gte(orderLines.createdAt, startOfTests)));
      const dispatched = lines.filter((l) => l.dispatchStatus === 4);
      expect(dispatched).toHaveLength(1);
      expect(lines.filter((l) => l.dispatchStatus === 1)).toHaveLength(2);
      // The one code left went to the one dispatched line; no other code is free or theirs.
      const held = await server.db
        .select()
        .from(voucherCodes)
        .where(
          and(
            eq(voucherCodes.productId, product.id),
            or(
              isNull(voucherCodes.orderLineId),
              inArray(
                voucherCodes.orderLineId,
                lines.map((l) => l.id),
              ),
            ),
          ),
        );
      expect(held.map((c) => [c.id, c.orderLineId])).toEqual([[last?.id, dispatched[0]?.id]]);
      const [line] = await server.db.select({ n: count() }).from(basketLines);
      expect(line?.n).toBe(0);
      await expectLedgerOk();
    });
  }
});
