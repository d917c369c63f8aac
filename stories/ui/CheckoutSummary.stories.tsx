import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { formatMessageById, shopMessages } from '@plaudit/domain';
import { CheckoutSummary, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { containing, partBefore } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

const meta = {
  title: 'Shop/CheckoutSummary',
  component: CheckoutSummary,
  args: {
    summary: fixtures.checkoutSummary,
    currency: fixtures.shopInfo,
    deliveryType: 'C',
    pointsAvailable: 12450,
    promoCode: 'WELCOME50',
    onApplyPromo: fn(),
    onPlaceOrder: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every total in the points the member pays with (a point a rand), the money beside it. */
export const DeliveryTypeCWithPromo: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { pointsName } = siteOf(globals);
    const total = (term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling;
    await expect(canvas.getByRole('status')).toHaveTextContent('WELCOME50: R50.00 off');
    await expect(total(uiWord('Basket total'))).toHaveTextContent(
      `${shopMessages.inPoints('575', pointsName)} · R575.00`,
    );
    await expect(total(uiWord('Discount'))).toHaveTextContent(
      `-${shopMessages.inPoints('50', pointsName)} · -R50.00`,
    );
    await expect(total(uiWord('Total due'))).toHaveTextContent(
      `${shopMessages.inPoints('525', pointsName)} · R525.00`,
    );
    const cell = canvas.getByLabelText(
      containing(uiWord('Send the voucher codes to this mobile number')),
    );
    await userEvent.clear(cell);
    await userEvent.type(cell, '0835550142');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Place order') }));
    await expect(args.onPlaceOrder).toHaveBeenCalledWith('0835550142');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Back to basket') }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const ApplyPromo: Story = {
  args: { promoCode: '', summary: { ...fixtures.checkoutSummary, voucherAmtDesc: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(uiWord('Promo code')), 'PAWS10{Enter}');
    await expect(args.onApplyPromo).toHaveBeenCalledWith('PAWS10');
  },
};

export const ExpiredPromo: Story = {
  args: { summary: fixtures.checkoutSummaryBadVoucher, promoCode: 'SPRING2020' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This promo code has expired');
    await expect(canvas.queryByText(uiWord('Discount'))).not.toBeInTheDocument();
  },
};

export const DeliveryTypeZ: Story = {
  args: { deliveryType: 'Z', currency: fixtures.shopInfoSuffixTruncated, promoCode: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('textbox', {
        name: containing(uiWord('Send the voucher codes to this mobile number')),
      }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.getByText(
        containing(partBefore(formatMessageById('phrase.codesBySms', { cellNum: '…' }), '…')),
      ),
    ).toBeVisible();
    await expect(canvas.getAllByText(/^·\s+[\d,]+\s+P$/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Place order') }));
    await expect(args.onPlaceOrder).toHaveBeenCalledWith('');
  },
};

/** The order costs more than the balance: Place order is disabled, with the reason beside it. */
export const NotEnoughPoints: Story = {
  args: { pointsAvailable: 250 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const reason = shopMessages.notEnoughToOrder('525', '250', siteOf(globals).pointsName);
    const place = canvas.getByRole('button', { name: uiWord('Place order') });
    await expect(place).toBeDisabled();
    await expect(place).toHaveAccessibleDescription(reason);
    await expect(canvas.getByText(reason)).toBeVisible();
    await userEvent.click(place);
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

export const DeliveryNumberRefused: Story = {
  ...argsWhenRendered(() => ({ cellError: shopMessages.cellInvalid })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(shopMessages.cellInvalid)).toBeVisible();
  },
};

export const Placing: Story = {
  args: { isPlacing: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: uiWord('Place order') }),
    );
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};
