import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { shopMessages, formatMessageById } from '@plaudit/domain';
import { BasketLine, uiMessages } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { startingWith } from '../support/i18n.ts';

const byStatus = (status: string) => {
  const item = fixtures.basket.basket.find((i) => i.BasketItemStatus === status);
  if (!item) throw new Error(`no basket line ${status}`);
  return item;
};

const meta = {
  title: 'Shop/BasketLine',
  component: BasketLine,
  args: { item: byStatus(''), currency: fixtures.shopInfo, onChange: fn() },
  render: (args) => (
    <ul style={{ padding: 0 }}>
      <BasketLine {...args} />
    </ul>
  ),
} satisfies Meta<typeof BasketLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two R100 vouchers: the unit price in points with the money beside it, the line total in points. */
export const Normal: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    const product = args.item.description;
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('basket.oneMore', { product }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('add', args.item.shopBasketId);
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('basket.oneFewer', { product }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('decrease', args.item.shopBasketId);
    await userEvent.click(
      canvas.getByRole('button', { name: startingWith(formatMessageById('basket.delete')) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('delete', args.item.shopBasketId);
    const { pointsName } = siteOf(globals);
    await expect(
      canvas.getByText(
        `${formatMessageById('basket.at')} ${shopMessages.inPoints('100', pointsName)} ${uiMessages.inMoney('R100.00')}`,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(shopMessages.inPoints('200', pointsName))).toBeVisible();
  },
};

export const Deleted: Story = {
  args: { item: byStatus('DELETED') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      formatMessageById('message.productRemoved'),
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const PriceChanged: Story = {
  args: { item: byStatus('CHANGED') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      formatMessageById('message.priceChanged', { oldPrice: 'R200.00', newPrice: 'R275.00' }),
    );
  },
};

export const PriceReduced: Story = {
  args: { item: byStatus('DECREASED') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      formatMessageById('message.priceReduced', { oldPrice: 'R120.00', newPrice: 'R100.00' }),
    );
  },
};

export const SingleItemDecreaseRemoves: Story = {
  args: { item: { ...byStatus(''), qty: 1, itemTotal: byStatus('').displayPrice } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: formatMessageById('basket.remove', { product: byStatus('').description }),
      }),
    ).toBeVisible();
  },
};

/** A change of this line is on its way: its buttons show it and take no second press. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', {
      name: formatMessageById('basket.oneMore', { product: args.item.description }),
    });
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(more);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
