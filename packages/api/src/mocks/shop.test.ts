import { shopMessages } from '@plaudit/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { baseUrl, useMswServer } from '../test/server';
import * as fx from './fixtures';
import { defaultHandlers } from './handlers';

const server = useMswServer();

const clientOf = (token: string) => createClient({ baseUrl, getToken: () => token });
const member = clientOf('mock-token-0820000003');
const other = clientOf('mock-token-0820000002');

const data = <T>(result: { ok: true; data: T } | { ok: false }): T => {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.data;
};

const normal = fx.basket.basket.find((l) => l.BasketItemStatus === '');
const productToAdd = fx.products.find(
  (p) => p.noBasket === 'Y' && !fx.basket.basket.some((l) => l.productId === p.productId),
);
const phoneOnly = fx.products.find((p) => p.noBasket === 'N');

describe('the mock basket changes as the server’s does', () => {
  beforeEach(() => {
    server.use(...defaultHandlers({ baseUrl, requireAuth: true }));
  });

  it('reports each warning once, then carries today’s prices without the deleted line', async () => {
    const first = data(await member.call('getBasket', { alloc: 'ZA' }));
    expect(first.basket.map((l) => l.BasketItemStatus)).toEqual(
      fx.basket.basket.map((l) => l.BasketItemStatus),
    );
    const second = data(await member.call('getBasket', { alloc: 'ZA' }));
    expect(second.basket.map((l) => l.BasketItemStatus)).toEqual(['', '', '']);
    expect(second.basket.every((l) => l.basketPrice === l.displayPrice)).toBe(true);
    expect(second.totalBasketPrice).toBe(first.totalBasketPrice);
  });

  it('adds a line, then one more of it; the totals, the category list and the checkout follow', async () => {
    if (!productToAdd) throw new Error('the fixtures have no product outside the basket');
    const before = data(await member.call('getBasket', { alloc: 'ZA' }));
    data(await member.call('addToBasket', { productId: productToAdd.productId }));
    const added = data(await member.call('addToBasket', { productId: productToAdd.productId }));
    expect(added.totalBasketQty).toBe(before.totalBasketQty + 2);
    expect(added.totalBasketPrice).toBe(before.totalBasketPrice + 2 * productToAdd.displayPrice);
    const basket = data(await member.call('getBasket', { alloc: 'ZA' }));
    expect(basket.basket.find((l) => l.productId === productToAdd.productId)?.qty).toBe(2);
    const cats = data(await member.call('categoryList', {}));
    expect(cats.totalBasketPrice).toBe(added.totalBasketPrice);
    const summary = data(
      await member.call('getCheckoutOrderSummary', { promoCode: '', alloc: 'ZA' }),
    );
    expect(summary.vfyTotal).toBe(added.totalBasketPrice);
    // Another member's basket is their own.
    const theirs = data(await other.call('getBasket', { alloc: 'ZA' }));
    expect(theirs.basket.some((l) => l.productId === productToAdd.productId)).toBe(false);
  });

  it('refuses a phone-only product and an unknown line with the server’s words', async () => {
    if (!phoneOnly) throw new Error('the fixtures have no phone-only product');
    const refused = await member.call('addToBasket', { productId: phoneOnly.productId });
    expect(!refused.ok && refused.error).toMatchObject({ message: shopMessages.callToOrder });
    const gone = await member.call('changeBasketQty', {
      action: 'add',
      shopBasketId: 1,
      alloc: 'ZA',
    });
    expect(!gone.ok && gone.error).toMatchObject({ message: shopMessages.basketLineNotFound });
  });

  it('adds, decreases and deletes a line; decreasing a line of one removes it', async () => {
    if (!normal) throw new Error('the fixture basket has no normal line');
    const id = normal.shopBasketId;
    const more = data(
      await member.call('changeBasketQty', { action: 'add', shopBasketId: id, alloc: 'ZA' }),
    );
    expect(more.basket.find((l) => l.shopBasketId === id)?.qty).toBe(normal.qty + 1);
    const less = data(
      await member.call('changeBasketQty', { action: 'decrease', shopBasketId: id, alloc: 'ZA' }),
    );
    expect(less.basket.find((l) => l.shopBasketId === id)?.qty).toBe(normal.qty);
    const deleted = data(
      await member.call('changeBasketQty', { action: 'delete', shopBasketId: id, alloc: 'ZA' }),
    );
    expect(deleted.basket.some((l) => l.shopBasketId === id)).toBe(false);
    expect(deleted.totalBasketPrice).toBe(less.totalBasketPrice - normal.qty * normal.displayPrice);
    const [last] = deleted.basket.filter((l) => l.qty === 1);
    if (!last) throw new Error('no line of one is left');
    const after = data(
      await member.call('changeBasketQty', {
        action: 'decrease',
        shopBasketId: last.shopBasketId,
        alloc: 'ZA',
      }),
    );
    expect(after.basket.some((l) => l.shopBasketId === last.shopBasketId)).toBe(false);
  });

  it('empties the basket when an order is placed, and refuses an order of an empty basket', async () => {
    const summary = data(
      await member.call('getCheckoutOrderSummary', { promoCode: 'PAWS10', alloc: 'ZA' }),
    );
    const placed = await member.call('placeOrder', {
      cellNum: '0835550100',
      promoCode: 'PAWS10',
      alloc: 'ZA',
      vfyTotal: summary.vfyTotal,
    });
    expect(placed.ok).toBe(true);
    expect(data(await member.call('getBasket', { alloc: 'ZA' })).basket).toEqual([]);
    expect(data(await member.call('categoryList', {})).totalBasketQty).toBe(0);
    const again = await member.call('placeOrder', {
      cellNum: '0835550100',
      promoCode: '',
      alloc: 'ZA',
      vfyTotal: 0,
    });
    expect(!again.ok && again.error).toMatchObject({ message: shopMessages.basketEmpty });
  });
});
