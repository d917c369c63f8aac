import { formatMoney, shopMessages } from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import * as fx from './fixtures';

/**
 * The demo server's checkout, answered as the real one does for the demo promo codes: PAWS10 takes 10%
 * off, SPRING2020 has expired, WELCOME50 takes R50 off (the fixtures' own), any other code is not valid;
 * placeOrder refuses a vfyTotal that is not today's total with the server's words.
 */
export function checkoutAnswer(promoCode: string): ResponseOf<'getCheckoutOrderSummary'> {
  const code = promoCode.trim().toUpperCase();
  const total = fx.basket.totalBasketPrice;
  const base = { ...fx.checkoutSummary, totalBasketPrice: total };
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
  if (code === 'WELCOME50') return off(5000, fx.checkoutSummary.voucherAmtDesc);
  if (code === 'SPRING2020') return refused(shopMessages.promoExpired);
  return refused(shopMessages.promoUnknown);
}

export function placeOrderAnswer(
  body: RequestOf<'placeOrder'>,
): ResponseOf<'placeOrder'> | Response {
  const summary = checkoutAnswer(body.promoCode);
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
