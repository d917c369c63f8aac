import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { CheckoutSummary } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Shop/CheckoutSummary',
  component: CheckoutSummary,
  args: {
    summary: fixtures.checkoutSummary,
    currency: fixtures.shopInfo,
    deliveryType: 'C',
    points: 6500,
    pointsAvailable: 12450,
    promoCode: 'WELCOME50',
    onApplyPromo: fn(),
    onPlaceOrder: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeliveryTypeCWithPromo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('WELCOME50: R50.00 off');
    await expect(canvas.getByText('-R50.00')).toBeVisible();
    const cell = canvas.getByLabelText(/Send the voucher codes to this mobile number/);
    await userEvent.clear(cell);
    await userEvent.type(cell, '0835550142');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onPlaceOrder).toHaveBeenCalledWith('0835550142');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to basket' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const ApplyPromo: Story = {
  args: { promoCode: '', summary: { ...fixtures.checkoutSummary, voucherAmtDesc: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Promo code'), 'PAWS10{Enter}');
    await expect(args.onApplyPromo).toHaveBeenCalledWith('PAWS10');
  },
};

export const ExpiredPromo: Story = {
  args: { summary: fixtures.checkoutSummaryBadVoucher, promoCode: 'SPRING2020' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This promo code has expired');
    await expect(canvas.queryByText('Discount')).not.toBeInTheDocument();
  },
};

export const DeliveryTypeZ: Story = {
  args: { deliveryType: 'Z', currency: fixtures.shopInfoSuffixTruncated, promoCode: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /mobile number/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(/sent by SMS to your mobile number/)).toBeVisible();
    await expect(canvas.getAllByText(/^[\d,]+\s+P$/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onPlaceOrder).toHaveBeenCalledWith('');
  },
};

export const NotEnoughPoints: Story = {
  args: { points: 13000, pointsAvailable: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/needs 13,000/);
  },
};

export const DeliveryNumberRefused: Story = {
  args: { cellError: 'Please enter a valid mobile number.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Please enter a valid mobile number.'),
    ).toBeVisible();
  },
};

export const Placing: Story = {
  args: { isPlacing: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order' }));
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};
