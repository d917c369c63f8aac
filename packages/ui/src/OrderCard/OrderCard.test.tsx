import { messages, type CurrencyInfo } from '@plaudit/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderCard, type OrderCardOrder } from './OrderCard.tsx';

/** Namibia's shop: N$, cents dropped. */
const namibia: CurrencyInfo = {
  currencySymbol: 'N$',
  currencyDecimalPlaces: 2,
  isTruncateCents: true,
  isCurrencySymbolSuffix: false,
};
const southAfrica: CurrencyInfo = {
  ...namibia,
  currencySymbol: 'R',
  isTruncateCents: false,
};

const line = (id: number, dispatchStatus: number) => ({
  memberOrderItemId: id,
  productCode: `P-${id}`,
  itemDescription: `Voucher ${id}`,
  itemQty: 2,
  itemPrice: 15050,
  itemTotal: 30100,
  dispatchStatus,
});

const order = (orderStatusId: string, overrides: Partial<OrderCardOrder> = {}): OrderCardOrder => ({
  memberOrderId: 7,
  orderNum: 'PL-200007',
  orderDate: new Date(Date.UTC(2026, 10, 21, 12, 0)),
  orderStatusDesc: 'Complete',
  orderStatusId,
  totalGrandTotal: 90300,
  totalDiscount: 0,
  VoucherCode: '',
  totalDue: 90300,
  itemCount: 6,
  // Dispatched, pending, refunded.
  orderDetails: [line(1, 4), line(2, 1), line(3, 9)],
  ...overrides,
});

const codeButtons = () =>
  screen.queryAllByRole('button', { name: new RegExp(`^${messages.viewVoucherCodes}`) });

describe('OrderCard', () => {
  it.each([
    ['30', 1],
    ['30.4', 1],
    [' 30.1', 1],
    ['300', 0],
    ['3', 0],
    ['20', 0],
    ['90', 0],
  ])(
    "with order status '%s' offers View Voucher Codes on %i line(s): only a dispatched line of a '30' order",
    (status, offered) => {
      render(<OrderCard order={order(status)} currency={southAfrica} timeZone="UTC" />);
      expect(codeButtons()).toHaveLength(offered);
    },
  );

  it('asks for the codes of the line whose button was pressed', async () => {
    const onViewCodes = vi.fn();
    render(
      <OrderCard
        order={order('30', { orderDetails: [line(11, 1), line(12, 4), line(13, 4)] })}
        currency={southAfrica}
        timeZone="UTC"
        onViewCodes={onViewCodes}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: `${messages.viewVoucherCodes}: Voucher 13` }),
    );
    expect(onViewCodes).toHaveBeenCalledExactlyOnceWith(13);
  });

  it("shows Namibia's money by its shop info: symbol first, no cents", () => {
    render(
      <OrderCard
        order={order('20', {
          orderDetails: [line(1, 1)],
          itemCount: 1,
          totalGrandTotal: 30100,
          totalDiscount: 5099,
          VoucherCode: '',
          totalDue: 25001,
        })}
        currency={namibia}
        timeZone="UTC"
      />,
    );
    expect(screen.getByText(/2 at N\$150 = N\$301/)).toBeInTheDocument();
    const totals = within(screen.getByRole('article')).getAllByRole('definition');
    expect(totals.map((d) => d.textContent)).toEqual(['N$301', '-N$50', 'N$250']);
    // Without a promo code the discount is not named after one; one item is 'item'.
    expect(screen.getByText('Discount')).toBeInTheDocument();
    expect(screen.getByText('Sub total (1 item)')).toBeInTheDocument();
  });
});
