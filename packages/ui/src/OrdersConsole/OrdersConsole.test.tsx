import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { later, renderInBrand as render } from '../testing/render.tsx';
import { OrdersConsole, type CodeStock, type PendingOrderLine } from './OrdersConsole.tsx';

const line = (orderLineId: number, orderNum: string): PendingOrderLine => ({
  orderLineId,
  orderNum,
  orderDate: new Date(Date.UTC(2026, 10, 20, 9)),
  member: 'Lerato Mokoena',
  cellNum: '082 000 0003',
  productCode: 'COFFEE',
  description: 'Coffee voucher',
  qty: 1,
  points: 250,
});
const stock: CodeStock[] = [
  {
    productId: 1,
    productCode: 'COFFEE',
    description: 'Coffee voucher',
    cluster: 'ZA',
    free: 2,
    waiting: 1,
    isLow: true,
  },
  {
    productId: 2,
    productCode: 'BOOKS',
    description: 'Book voucher',
    cluster: 'ZA',
    free: 40,
    waiting: 0,
    isLow: false,
  },
];
const props = {
  pending: [line(9101, 'PL-200031'), line(9102, 'PL-200032')],
  stock,
  timeZone: 'Africa/Johannesburg',
  onRefund: vi.fn(),
  onShowHistory: vi.fn(),
};

async function confirmRefund(user: ReturnType<typeof userEvent.setup>, reason: string) {
  const [first] = screen.getAllByRole('button', { name: 'Refund' });
  if (first) await user.click(first);
  const dialog = await screen.findByRole('alertdialog', { name: 'Refund this line?' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
  await user.click(within(dialog).getByRole('button', { name: /^Refund 250 / }));
}

describe('OrdersConsole', () => {
  it('lists the waiting lines oldest first and warns of products low on codes', () => {
    render(<OrdersConsole {...props} />);
    expect(screen.getByRole('heading', { name: 'Waiting for voucher codes (2)' })).toBeVisible();
    const [first] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent('PL-200031');
    expect(screen.getByRole('alert')).toHaveTextContent('COFFEE');
  });

  it('counts every waiting line and says when the list shows only the oldest of them', () => {
    const { unmount } = render(<OrdersConsole {...props} pendingTotal={2} />);
    expect(screen.queryByText(/Showing the oldest/)).toBeNull();
    unmount();
    render(<OrdersConsole {...props} pendingTotal={1312} />);
    expect(
      screen.getByRole('heading', { name: 'Waiting for voucher codes (1,312)' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Showing the oldest 2 of 1,312 — import codes or refund lines to see the rest',
      ),
    ).toBeVisible();
  });

  it('refunds a line once confirmed with a reason; its Refund waits for the answer, then says what it did', async () => {
    const user = userEvent.setup();
    const outcome = later();
    const onRefund = vi.fn(() => outcome.promise);
    render(<OrdersConsole {...props} onRefund={onRefund} />);
    await confirmRefund(user, 'No stock');
    expect(onRefund).toHaveBeenCalledWith({ orderLineId: 9101, reason: 'No stock' });
    const [first, second] = screen.getAllByRole('button', { name: 'Refund' });
    expect(first).toBeDisabled();
    expect(second).toBeEnabled();
    outcome.settle({ ok: true, message: 'Refunded 250 points on PL-200031.' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Refunded 250 points on PL-200031.',
    );
    await waitFor(() => expect(first).toBeEnabled());
  });

  it("shows a refusal's words above the list", async () => {
    const user = userEvent.setup();
    const onRefund = vi.fn(() =>
      Promise.resolve({ ok: false as const, message: 'That line is no longer pending.' }),
    );
    render(<OrdersConsole {...props} onRefund={onRefund} />);
    await confirmRefund(user, 'No stock');
    expect(await screen.findByText('That line is no longer pending.')).toBeVisible();
  });

  it("asks for an order's history by its number", async () => {
    const user = userEvent.setup();
    const onShowHistory = vi.fn();
    render(<OrdersConsole {...props} onShowHistory={onShowHistory} />);
    await user.type(screen.getByRole('textbox', { name: 'Order number' }), ' PL-200031 {Enter}');
    expect(onShowHistory).toHaveBeenCalledWith('PL-200031');
    await user.click(screen.getByRole('button', { name: 'History of PL-200032' }));
    expect(onShowHistory).toHaveBeenLastCalledWith('PL-200032');
  });

  it("shows an order's history with its status and its lines' statuses in words", () => {
    render(
      <OrdersConsole
        {...props}
        history={{
          order: {
            orderNum: 'PL-200031',
            member: 'Lerato Mokoena',
            orderStatusDesc: 'Cancelled: points refunded',
            points: 250,
          },
          lines: [
            {
              orderLineId: 9101,
              description: 'Coffee voucher',
              qty: 1,
              points: 250,
              dispatchStatus: 9,
            },
          ],
          events: [],
        }}
      />,
    );
    expect(screen.getByText(/Lerato Mokoena, 250 .* · Cancelled: points refunded/)).toBeVisible();
    expect(screen.getByText('1 × Coffee voucher: Refunded')).toBeVisible();
    expect(screen.queryByText(/status 90/)).toBeNull();
  });
});
