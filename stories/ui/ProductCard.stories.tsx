import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { formatMessageById, shopMessages } from '@plaudit/domain';
import { ProductCard, uiMessages } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { containing, partBefore } from '../support/i18n.ts';

const basketable = fixtures.products.find((p) => p.noBasket === 'Y' && p.fAB.includes('~(ul'));
const phoneOnly = fixtures.products.find((p) => p.noBasket === 'N');
if (!basketable || !phoneOnly) throw new Error('the shop fixtures lost their products');

const meta = {
  title: 'Shop/ProductCard',
  component: ProductCard,
  args: { product: basketable, currency: fixtures.shopInfo, onAdd: fn() },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The price in the points the member pays with, the voucher's money beside it (a point a rand here). */
export const AddToBasket: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('width', '100');
    await expect(image).toHaveAttribute('height', '100');
    const price = canvas.getByText(shopMessages.inPoints('250', siteOf(globals).pointsName), {
      exact: false,
    });
    await expect(price).toBeVisible();
    await expect(price).toHaveTextContent(/· R250\.00/);
    // fAB decoded and sanitised: a real list.
    await expect(canvas.getByRole('list')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: formatMessageById('phrase.addToBasket', { product: args.product.description }),
      }),
    );
    await expect(args.onAdd).toHaveBeenCalledWith(basketable.productId);
  },
};

export const PhoneOnly: Story = {
  args: { product: phoneOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(
      canvas.getByText(containing(partBefore(uiMessages.callToOrder('…'), '…').trim())),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /\d/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/) as unknown as string,
    );
  },
};

export const Adding: Story = {
  args: { isAdding: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: formatMessageById('phrase.addToBasket', { product: args.product.description }),
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const SuffixedCurrencyWithoutCents: Story = {
  args: { currency: fixtures.shopInfoSuffixTruncated },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^·\s+250\s+P$/)).toBeVisible();
  },
};

export const UnsafeMarkupRemoved: Story = {
  args: {
    product: {
      ...basketable,
      fAB: '~(p~)Safe text ~(a href="javascript:alert(1)" onclick="alert(2)"~)here~(/a~)~(script~)alert(3)~(/script~)~(/p~)',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Safe text/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
  },
};
