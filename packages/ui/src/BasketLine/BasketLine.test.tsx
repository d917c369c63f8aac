import type { CurrencyInfo } from '@plaudit/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BasketLine, type BasketLineItem } from './BasketLine.tsx';

/** Namibia's shop: N$, cents dropped. */
const namibia: CurrencyInfo = {
  currencySymbol: 'N$',
  currencyDecimalPlaces: 2,
  isTruncateCents: true,
  isCurrencySymbolSuffix: false,
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
    <ul>
      <BasketLine item={item()} currency={namibia} {...props} />
    </ul>,
  );

describe('BasketLine', () => {
  it("words its warnings and totals in the cluster's money", () => {
    renderLine();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The price for this product has changed from N$200 to N$275',
    );
    expect(screen.getByText('at N$275')).toBeInTheDocument();
    expect(screen.getByText('N$551')).toBeInTheDocument();
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
