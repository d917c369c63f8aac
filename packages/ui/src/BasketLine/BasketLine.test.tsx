import { shopMessages, type CurrencyInfo, type PointsRate } from '@plaudit/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Brand } from '../theme/index.ts';
import { BasketLine, type BasketLineItem } from './BasketLine.tsx';

/** Namibia's shop: N$, cents dropped, a point a dollar. */
const namibia: CurrencyInfo & PointsRate = {
  currencySymbol: 'N$',
  currencyDecimalPlaces: 2,
  isTruncateCents: true,
  isCurrencySymbolSuffix: false,
  currencyRateMoney: '1',
};

const site = {
  brandName: 'Acme Rewards',
  pointsName: 'Acme Points',
  awardPointsName: 'Acme Credits',
  clientPhone: '0800 000 000',
};

const item = (overrides: Partial<BasketLineItem> = {}): BasketLineItem => ({
  shopBasketId: 77,
  imageFile: '/shop/images/x.svg',
  description: 'Woolworths N$200 voucher',
  brand: 'Woolworths',
  qty: 2,
  basketPrice: 20000,
  displayPrice: 27550,
  itemTotal: 55100,
  BasketItemStatus: 'CHANGED',
  ...overrides,
});

const renderLine = (props: Partial<Parameters<typeof BasketLine>[0]> = {}) =>
  render(
    <Brand brand="petfood" site={site}>
      <ul>
        <BasketLine item={item()} currency={namibia} {...props} />
      </ul>
    </Brand>,
  );

describe('BasketLine', () => {
  it("words its warnings in the cluster's money and its prices in the points the member pays", () => {
    renderLine();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The price for this product has changed from N$200 to N$275',
    );
    // N$275.50 costs 276 points (rounded up, as the order debits); the money stays beside the unit price.
    expect(
      screen.getByText(`at ${shopMessages.inPoints('276', site.pointsName)} · N$275`),
    ).toBeInTheDocument();
    expect(screen.getByText(shopMessages.inPoints('551', site.pointsName))).toBeInTheDocument();
  });

  it("writes the warning's prices and the quantity as the rest of the line, in the brand's locale", () => {
    render(
      <Brand brand="petfood" site={site} language="de">
        <ul>
          <BasketLine
            item={item({ qty: 1200, basketPrice: 123456, displayPrice: 234567, itemTotal: 0 })}
            currency={{ ...namibia, isTruncateCents: false }}
          />
        </ul>
      </Brand>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The price for this product has changed from N$1.234,56 to N$2.345,67',
    );
    expect(screen.getByText(/ · N\$2\.345,67$/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1.200');
  });

  it('takes a line of one away with its Remove button (a decrease the server turns into a delete)', async () => {
    const onChange = vi.fn();
    renderLine({ item: item({ qty: 1, itemTotal: 27550, BasketItemStatus: '' }), onChange });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Woolworths N$200 voucher' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('decrease', 77);
  });

  it('sends nothing while a change of the line is on its way', async () => {
    const onChange = vi.fn();
    renderLine({ onChange, isBusy: true });
    for (const button of screen.getAllByRole('button')) await userEvent.click(button);
    expect(onChange).not.toHaveBeenCalled();
  });
});
