import { formatMoney, shopMessages } from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { BasketItem } from '../entities';
import * as fx from './fixtures';

/** The most of one product a basket line may hold (as the server). */
const maxLineQty = 20;

const refusal = (status: number, message: string) => HttpResponse.json({ message }, { status });

/**
 * The demo server's baskets, one per bearer token, each starting as the fixture basket (a line of each
 * BasketItemStatus): addToBasket, changeBasketQty and placeOrder change it, and reading it reports each
 * warning once as the server does (a DELETED line is then gone, a CHANGED or DECREASED one carries today's
 * price). categoryList's totals and the checkout follow it.
 */
export class MockShop {
  private readonly baskets = new Map<string, BasketItem[]>();
  private nextLineId = 900;

  private linesOf(token: string | undefined): BasketItem[] {
    const key = token ?? '';
    let lines = this.baskets.get(key);
    if (!lines) {
      lines = fx.basket.basket.map((line) => ({ ...line }));
      this.baskets.set(key, lines);
    }
    return lines;
  }

  /** The live lines' totals at today's prices. */
  totals(token: string | undefined): { totalBasketQty: number; totalBasketPrice: number } {
    const live = this.linesOf(token).filter((l) => l.BasketItemStatus !== 'DELETED');
    return {
      totalBasketQty: live.reduce((n, l) => n + l.qty, 0),
      totalBasketPrice: live.reduce((n, l) => n + l.qty * l.displayPrice, 0),
    };
  }

  /** getBasket: the lines with their warnings, which are then settled. */
  read(token: string | undefined): ResponseOf<'getBasket'> {
    const lines = this.linesOf(token);
    const answer = {
      basket: lines.map((l) => ({
        ...l,
        itemTotal: l.BasketItemStatus === 'DELETED' ? 0 : l.qty * l.displayPrice,
      })),
      ...this.totals(token),
    };
    const settled = lines
      .filter((l) => l.BasketItemStatus !== 'DELETED')
      .map((l) => ({ ...l, basketPrice: l.displayPrice, BasketItemStatus: '' as const }));
    this.baskets.set(token ?? '', settled);
    return answer;
  }

  add(token: string | undefined, productId: number): ResponseOf<'addToBasket'> | Response {
    const product = fx.products.find((p) => p.productId === productId);
    if (!product) return refusal(404, shopMessages.productUnavailable);
    if (product.noBasket !== 'Y') return refusal(400, shopMessages.callToOrder);
    const lines = this.linesOf(token);
    const line = lines.find((l) => l.productId === productId && l.BasketItemStatus !== 'DELETED');
    if (line) {
      if (line.qty >= maxLineQty) return refusal(400, shopMessages.qtyLimit(maxLineQty));
      line.qty += 1;
      line.itemTotal = line.qty * line.displayPrice;
    } else {
      this.nextLineId += 1;
      lines.push({
        ...product,
        shopBasketId: this.nextLineId,
        qty: 1,
        basketPrice: product.displayPrice,
        itemTotal: product.displayPrice,
        BasketItemStatus: '',
      });
    }
    return { product, ...this.totals(token) };
  }

  change(
    token: string | undefined,
    { action, shopBasketId }: RequestOf<'changeBasketQty'>,
  ): ResponseOf<'changeBasketQty'> | Response {
    const lines = this.linesOf(token);
    const line = lines.find((l) => l.shopBasketId === shopBasketId);
    if (!line) return refusal(404, shopMessages.basketLineNotFound);
    if (action === 'delete' || (action === 'decrease' && line.qty <= 1))
      lines.splice(lines.indexOf(line), 1);
    else if (action === 'decrease') line.qty -= 1;
    else if (line.qty >= maxLineQty) return refusal(400, shopMessages.qtyLimit(maxLineQty));
    else line.qty += 1;
    return this.read(token);
  }

  checkout(token: string | undefined, promoCode: string): ResponseOf<'getCheckoutOrderSummary'> {
    return checkoutAnswer(promoCode, this.totals(token));
  }

  placeOrder(
    token: string | undefined,
    body: RequestOf<'placeOrder'>,
  ): ResponseOf<'placeOrder'> | Response {
    if (this.totals(token).totalBasketQty === 0) return refusal(400, shopMessages.basketEmpty);
    const answer = placeOrderAnswer(body, this.totals(token));
    if (!(answer instanceof Response)) this.baskets.set(token ?? '', []);
    return answer;
  }
}

/**
 * The demo server's checkout, answered as the real one does for the demo promo codes: PAWS10 takes 10%
 * off, SPRING2020 has expired, WELCOME50 takes R50 off (the fixtures' own), any other code is not valid;
 * placeOrder refuses a vfyTotal that is not today's total with the server's words.
 */
export function checkoutAnswer(
  promoCode: string,
  basket: { totalBasketQty: number; totalBasketPrice: number } = fx.basket,
): ResponseOf<'getCheckoutOrderSummary'> {
  const code = promoCode.trim().toUpperCase();
  const total = basket.totalBasketPrice;
  const base = {
    ...fx.checkoutSummary,
    totalBasketQty: basket.totalBasketQty,
    totalBasketPrice: total,
  };
  const refused = (message: string) => ({
    ...base,
    isVoucherOk: false,
    grandTotal: total,
    vfyTotal: total,
    voucherAmtDesc: message,
    shopVoucherDiscountTotal: 0,
  });
  const off = (discount: number, desc: string) => ({
    ...base,
    isVoucherOk: true,
    grandTotal: total - discount,
    vfyTotal: total - discount,
    voucherAmtDesc: desc,
    shopVoucherDiscountTotal: discount,
  });
  if (code === '') return off(0, '');
  if (code === 'PAWS10')
    return off(Math.floor(total / 10), shopMessages.promoApplied('PAWS10', '10%'));
  if (code === 'WELCOME50') return off(Math.min(5000, total), fx.checkoutSummary.voucherAmtDesc);
  if (code === 'SPRING2020') return refused(shopMessages.promoExpired);
  return refused(shopMessages.promoUnknown);
}

export function placeOrderAnswer(
  body: RequestOf<'placeOrder'>,
  basket: { totalBasketQty: number; totalBasketPrice: number } = fx.basket,
): ResponseOf<'placeOrder'> | Response {
  const summary = checkoutAnswer(body.promoCode, basket);
  if (!summary.isVoucherOk)
    return HttpResponse.json(
      { message: summary.voucherAmtDesc, formErrors: { promoCode: summary.voucherAmtDesc } },
      { status: 400 },
    );
  if (summary.vfyTotal !== body.vfyTotal)
    return HttpResponse.json(
      {
        message: shopMessages.totalChanged(
          formatMoney(body.vfyTotal, fx.shopInfo),
          formatMoney(summary.vfyTotal, fx.shopInfo),
        ),
      },
      { status: 400 },
    );
  return fx.placeOrder;
}
