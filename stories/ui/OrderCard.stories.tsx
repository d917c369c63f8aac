import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { ordersWithLines } from '@plaudit/api';
import { formatMessageById, messages } from '@plaudit/domain';
import { OrderCard, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { orderLineSum } from '../support/amounts.ts';
import { startingWith } from '../support/i18n.ts';

const all = ordersWithLines(fixtures.orders.orders, fixtures.orders.orderDetails);
const byStatus = (id: string) => {
  const order = all.find((o) => o.orderStatusId === id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
};

const meta = {
  title: 'Shop/OrderCard',
  component: OrderCard,
  args: {
    order: byStatus('30.1'),
    currency: fixtures.orders.inf,
    timeZone: 'Africa/Johannesburg',
    onViewCodes: fn(),
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Amounts in the brand's points with their money, as the shop and the checkout show them. */
export const CompleteWithCodes: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { pointsName } = siteOf(globals);
    await expect(
      canvas.getByText(orderLineSum(1, { points: '500', money: 'R500.00' }, '500', pointsName)),
    ).toBeVisible();
    await expect(
      within(canvasElement)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([`500 ${pointsName} · R500.00`, `500 ${pointsName} · R500.00`]);
    await expect(canvas.queryByText(startingWith(uiWord('Discount')))).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(messages.viewVoucherCodes) }),
    );
    await expect(args.onViewCodes).toHaveBeenCalled();
  },
};

export const ProcessingWithDiscount: Story = {
  args: { order: byStatus('20') },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { pointsName } = siteOf(globals);
    await expect(
      canvas.getByText(formatMessageById('phrase.discount', { voucherCode: 'WELCOME50' })),
    ).toBeVisible();
    await expect(canvas.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      `350 ${pointsName} · R350.00`,
      `-50 ${pointsName} · -R50.00`,
      `300 ${pointsName} · R300.00`,
    ]);
    await expect(
      canvas.queryByRole('button', { name: new RegExp(messages.viewVoucherCodes) }),
    ).not.toBeInTheDocument();
  },
};

export const PartPending: Story = {
  args: { order: byStatus('30.2') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.queryAllByRole('button', { name: new RegExp(messages.viewVoucherCodes) });
    await expect(links.length).toBeGreaterThan(0);
    await expect(links.length).toBeLessThan(byStatus('30.2').orderDetails.length);
  },
};
