import { messages, type CurrencyInfo, type PointsRate } from '@plaudit/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand as render } from '../testing/render.tsx';
import { OrderCard, type OrderCardOrder } from './OrderCard.tsx';

/** Namibia's shop: N$, cents dropped, half a point to the dollar. */
const namibia: CurrencyInfo & PointsRate = {
  currencySymbol: 'N$',
  currencyDecimalPlaces: 2,
  isTruncateCents: true,
  isCurrencySymbolSuffix: false,
  currencyRateMoney: '0.5',
};
const southAfrica: CurrencyInfo & PointsRate = {
  ...namibia,
  currencySymbol: 'R',
  isTruncateCents: false,
  currencyRateMoney: 1,
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

  it('shows amounts in the brand’s points with their money, as the shop does', () => {
    render(
      <OrderCard
        order={order('30', {
          orderDetails: [{ ...line(1, 4), itemQty: 1, itemPrice: 8500, itemTotal: 8500 }],
          itemCount: 1,
          totalGrandTotal: 8500,
          totalDue: 8500,
        })}
        currency={southAfrica}
        timeZone="UTC"
      />,
    );
    expect(screen.getByText('1 at 85 Paw Points · R85.00 = 85 Paw Points')).toBeInTheDocument();
    const totals = within(screen.getByRole('article')).getAllByRole('definition');
    expect(totals.map((d) => d.textContent)).toEqual([
      '85 Paw Points · R85.00',
      '85 Paw Points · R85.00',
    ]);
  });

  it("shows Namibia's money by its shop info (symbol first, no cents) and points at its rate", () => {
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
    // N$150.50 at half a point is 75.25, rounded up as the order debits; the line's N$301 is 151.
    expect(screen.getByText('2 at 76 Paw Points · N$150 = 151 Paw Points')).toBeInTheDocument();
    const totals = within(screen.getByRole('article')).getAllByRole('definition');
    // The discount's points are the sub total's less the total due's (126), so the three add up.
    expect(totals.map((d) => d.textContent)).toEqual([
      '151 Paw Points · N$301',
      '-25 Paw Points · -N$50',
      '126 Paw Points · N$250',
    ]);
    // Without a promo code the discount is not named after one; one item is 'item'.
    expect(screen.getByText('Discount')).toBeInTheDocument();
    expect(screen.getByText('Sub total (1 item)')).toBeInTheDocument();
  });
});
