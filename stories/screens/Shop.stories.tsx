import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, handlers } from '@plaudit/api/mocks';
import { messages, shopMessages, formatMessageById } from '@plaudit/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { mswParameters, page, Portal, slow, tokens } from './support';
import { uiMessages, uiWord } from '@plaudit/ui';
import { orderLineSum } from '../support/amounts.ts';
import { anyCountSource, containing, partBefore, startingWith } from '../support/i18n.ts';

const meta = {
  title: 'Screens/Shop',
  component: Portal,
  args: { path: '/rewards', token: tokens.admin },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The shop speaks points: the header's balance and the basket bar's in the brand's points name, each
 * voucher's price in points with its money beside it ('100 Paw Points · R100.00': a point a rand).
 */
export const Rewards: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: formatMessageById('app.titles.rewards'), level: 1 },
        slow,
      ),
    ).toBeVisible();
    const tree = await canvas.findByRole('navigation', { name: uiWord('Reward categories') }, slow);
    await expect(within(tree).getByRole('link', { name: 'Checkers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByText('Checkers R100 voucher', {}, slow)).toBeVisible();
    const { pointsName } = siteOf(globals);
    const card = canvas.getByRole('article', { name: 'Checkers R100 voucher' });
    await expect(card).toHaveTextContent(`${shopMessages.inPoints('100', pointsName)} · R100.00`);
    const bar = canvas.getByRole('status');
    await expect(bar).toHaveTextContent(`${pointsName}: 12,450`);
    await expect(bar).toHaveTextContent(shopMessages.inPoints('575', pointsName));
    await userEvent.click(
      canvas.getByRole('button', {
        name: formatMessageById('phrase.addToBasket', { product: 'Checkers R100 voucher' }),
      }),
    );
    await expect(
      await canvas.findByText(
        formatMessageById('app.shop.addedToBasket', { product: 'Checkers R100 voucher' }),
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/**
 * At 390 px the first voucher and its price show above the fold: the basket bar keeps to the basket (the
 * header shows the balance) and the advert sits closer to it.
 */
export const RewardsOnAPhone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Checkers R100 voucher' }, slow);
    const price = within(card).getByText(shopMessages.inPoints('100', siteOf(globals).pointsName));
    await waitFor(() => expect(price.getBoundingClientRect().bottom).toBeLessThanOrEqual(844));
    const bar = canvas.getByRole('status');
    // The basket's line (the fixture holds five items), shown while the balance gives way to products.
    await expect(
      within(bar).getByText(
        startingWith(formatMessageById('app.shop.basketSummary', { count: 5, items: '5' })),
      ),
    ).toBeVisible();
    await expect(within(bar).getByText(`${siteOf(globals).pointsName}:`)).not.toBeVisible();
  },
};

export const CategoryByName: Story = {
  args: { path: '/rewards/pet-supplies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Vouchers: Petzone', level: 2 }, slow),
    ).toBeVisible();
  },
};

export const PhoneOnlyProduct: Story = {
  args: { path: '/rewards/spur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        containing(partBefore(uiMessages.callToOrder('…'), '…').trim()),
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

export const CategoriesFail: Story = {
  parameters: mswParameters(handlers.categoryList.serverError()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(messages.errorRetrievingCategoryData, {}, slow),
    ).toBeVisible();
  },
};

/** The spec's warnings in money; the lines and the total in points, the money beside them. */
export const BasketWithWarnings: Story = {
  args: { path: '/rewards/basket' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: uiWord('My Basket') }, slow),
    ).toBeVisible();
    await expect(await canvas.findByText(messages.productRemoved, {}, slow)).toBeVisible();
    await expect(
      canvas.getByText(
        containing(
          formatMessageById('message.priceChanged', { oldPrice: 'R200.00', newPrice: 'R275.00' }),
        ),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        containing(
          formatMessageById('message.priceReduced', { oldPrice: 'R120.00', newPrice: 'R100.00' }),
        ),
      ),
    ).toBeVisible();
    // Whatever the other stories put in the basket: its total in points, the money beside it (one a rand).
    const { pointsName } = siteOf(globals);
    const itemCount = anyCountSource((n) =>
      formatMessageById('app.shop.basketTotal', { count: n, items: String(n) }),
    );
    await expect(canvas.getByText(new RegExp(`^${itemCount}`))).toHaveTextContent(
      new RegExp(`${itemCount} ([\\d,]+) ${pointsName} · R\\1\\.00$`),
    );
  },
};

export const Checkout: Story = {
  args: { path: '/rewards/basket?mode=checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: uiWord('Checkout') }, slow),
    ).toBeVisible();
    await expect(canvas.getByText(uiWord('Total due'))).toBeVisible();
    await expect(
      canvas.getByLabelText(containing(uiWord('Send the voucher codes to this mobile number'))),
    ).toBeVisible();
  },
};

/**
 * Thandi has 100 points and the basket costs 575: Place order is disabled, with the reason beside it; a
 * promo code could still bring the total down, so the rest of checkout stays open.
 */
export const CheckoutNotEnoughPoints: Story = {
  args: { path: '/rewards/basket?mode=checkout' },
  parameters: mswParameters(
    handlers.categoryList.ok({
      ...fixtures.categoryList,
      inf: { ...fixtures.shopInfo, pointsAvailable: 100 },
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const place = await canvas.findByRole('button', { name: uiWord('Place order') }, slow);
    const reason = shopMessages.notEnoughToOrder('575', '100', siteOf(globals).pointsName);
    await expect(place).toBeDisabled();
    await expect(place).toHaveAccessibleDescription(reason);
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiWord('Apply') })).toBeEnabled();
  },
};

export const CheckoutTotalChanged: Story = {
  args: { path: '/rewards/basket?mode=checkout' },
  parameters: mswParameters(
    handlers.placeOrder.message(
      'The total of your order has changed from R1,150.00 to R1,200.00. Please check your order and place it again.',
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: uiWord('Place order') }, slow));
    const dialog = await page(canvasElement).findByRole(
      'alertdialog',
      { name: formatMessageById('apiError.pleaseNote') },
      slow,
    );
    await expect(dialog).toHaveTextContent(/has changed from R1,150.00 to R1,200.00/);
  },
};

/** My Orders in points, as the shop and the checkout ('500 Paw Points · R500.00'). */
export const Orders: Story = {
  args: { path: '/orders' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: uiWord('My Orders') }, slow),
    ).toBeVisible();
    const order = await canvas.findByRole(
      'article',
      { name: formatMessageById('phrase.order', { orderNum: 'ORD-10041' }) },
      slow,
    );
    const { pointsName } = siteOf(globals);
    await expect(
      within(order).getByText(
        orderLineSum(1, { points: '500', money: 'R500.00' }, '500', pointsName),
      ),
    ).toBeVisible();
    await userEvent.click(
      within(order).getByRole('button', { name: new RegExp(messages.viewVoucherCodes) }),
    );
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: messages.voucherDetails },
      slow,
    );
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const NoOrders: Story = {
  args: { path: '/orders' },
  parameters: mswParameters(
    handlers.orders.ok({ orders: [], orderDetails: [], inf: fixtures.orders.inf }),
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(messages.noRecentOrders, {}, slow),
    ).toBeVisible();
  },
};
