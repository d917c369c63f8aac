import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Brand } from '../theme/index.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';

const site = {
  brandName: 'Acme Rewards',
  pointsName: 'Acme Points',
  awardPointsName: 'Acme Credits',
  clientPhone: '0800 000 000',
};

describe('CheckoutSummary', () => {
  it("writes every count, total and discount with the brand's formatter", () => {
    render(
      <Brand brand="petfood" site={site} language="de">
        <CheckoutSummary
          summary={{
            totalBasketQty: 1200,
            totalBasketPrice: 250000,
            isVoucherOk: true,
            grandTotal: 125000,
            vfyTotal: 125000,
            cellNum: '0820000001',
            voucherAmtDesc: 'Half off',
            shopVoucherDiscountTotal: 125000,
          }}
          currency={{
            currencySymbol: 'R',
            currencyDecimalPlaces: 2,
            isTruncateCents: false,
            isCurrencySymbolSuffix: false,
            currencyRateMoney: '1',
          }}
          deliveryType="Z"
          pointsAvailable={5000}
          promoCode="HALF"
        />
      </Brand>,
    );
    const value = (term: string) => screen.getByText(term).nextElementSibling;
    expect(value('Items')).toHaveTextContent(/^1\.200$/);
    expect(value('Basket total')).toHaveTextContent('2.500 Acme Points · R2.500,00');
    // The discount is a negative amount, written as the formatter writes one.
    expect(value('Discount')).toHaveTextContent('-1.250 Acme Points · -R1.250,00');
    expect(value('Total due')).toHaveTextContent('1.250 Acme Points · R1.250,00');
  });
});
