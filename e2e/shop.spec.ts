import { formatPoints, shopMessages } from '@plaudit/domain';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, expectAccessible, expectScreen, outbox } from './support';

/** The default brand's name of the redeemable points (app/src/app/brand.ts), as the header shows it. */
const pointsName = 'Paw Points';

/**
 * Shoppers from the registered demo crowd of South Africa (server/src/db/seed.ts) whom no other journey
 * uses (support.ts's members change passwords): each starts with the 250-point registration bonus (and
 * what colleagues gave).
 */
const shoppers = {
  browse: '0820001110',
  stale: '0820001112',
  broke: '0820001113',
  phone: '0820001114',
} as const;

async function logIn(page: Page, cell: string) {
  await page.goto('/hello');
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

/** The header's redeemable balance. */
async function headerBalance(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByText(/^[\d,]+$/)
    .first()
    .textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

const categories = (page: Page) => page.getByRole('navigation', { name: 'Reward categories' });

async function openShop(page: Page) {
  await page.getByRole('link', { name: 'Browse rewards' }).click();
  await expect(page).toHaveURL('/rewards');
  await expectScreen(page, 'Rewards');
  await expect(categories(page)).toBeVisible();
}

async function addToBasket(page: Page, description: string) {
  await page.getByRole('button', { name: `Add to basket: ${description}` }).click();
  await expect(page.getByText(`${description} is in your basket.`)).toBeVisible();
}

async function setPrice(page: Page, code: string, price: number) {
  const response = await page.request.post('/dev/shop/price', { data: { code, price } });
  expect(response.ok()).toBe(true);
}

test('a member browses by the tree, adds two products, checks out with PAWS10 and sees the codes', async ({
  page,
}) => {
  await logIn(page, shoppers.browse);
  const before = await headerBalance(page);
  await openShop(page);

  // By the tree: Airtime and Data, then its Airtime leaf.
  await categories(page).getByRole('link', { name: 'Airtime and Data' }).click();
  await expect(page).toHaveURL('/rewards/airtime-and-data');
  await categories(page).getByRole('link', { name: 'Airtime', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Airtime and Data: Airtime' }),
  ).toBeVisible();
  await expect(
    categories(page).getByRole('link', { name: 'Airtime', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await addToBasket(page, 'Vodacom R29 airtime');
  await addToBasket(page, 'MTN R50 airtime');
  await expect(page.getByRole('status').filter({ hasText: 'Basket:' })).toContainText('2 items');

  await page.getByRole('link', { name: 'View basket' }).click();
  await expect(page).toHaveURL('/rewards/basket');
  await expectScreen(page, 'My Basket');
  await page.getByRole('button', { name: 'One more Vodacom R29 airtime' }).click();
  await page.getByRole('button', { name: 'One more Vodacom R29 airtime' }).click();
  // The basket speaks points (one a rand), with the money beside them.
  await expect(
    page.getByText(`4 items: ${shopMessages.inPoints('137', pointsName)} · R137.00`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'One fewer Vodacom R29 airtime' }).click();
  await expect(
    page.getByText(`3 items: ${shopMessages.inPoints('108', pointsName)} · R108.00`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/rewards/basket?mode=checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // Back from checkout is the basket.
  await page.getByRole('button', { name: 'Back to basket' }).click();
  await expect(page).toHaveURL('/rewards/basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Promo code').fill('PAWS10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('PAWS10: 10% off')).toBeVisible();
  // R97.20 at one point a rand, rounded up: the points the order debits.
  await expect(page.getByText(`${shopMessages.inPoints('98', pointsName)} · R97.20`)).toBeVisible();
  await expectAccessible(page, 'checkout with PAWS10');
  const delivery = page.getByLabel('Send the voucher codes to this mobile number');
  await delivery.fill('083 555 0142');
  await page.getByRole('button', { name: 'Place order' }).click();

  // The order empties the basket and returns to the last category.
  await expect(page).toHaveURL(/\/rewards\/\d+$/);
  // Order numbers are random, in two groups of four readable digits (no I, L, O or U).
  const orderNumber = /PL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;
  const notice = page.getByText(/Thank you: your order PL-\S+ is placed\./);
  await expect(notice).toBeVisible();
  const orderNum = orderNumber.exec((await notice.textContent()) ?? '')?.[0] ?? '';
  expect(orderNum).not.toBe('');
  await expect(page.getByRole('status').filter({ hasText: 'Basket:' })).toContainText('0 items');
  // R97.20 at one point a rand, rounded up.
  await expect.poll(() => headerBalance(page)).toBe(before - 98);

  const sms = (await outbox(page.request)).find((m) => m.body.includes(orderNum));
  expect(sms?.to).toBe('+27835550142');
  expect(sms?.body).toMatch(/Vodacom R29 airtime: VODA-\w{4}-\w{4}-\w{4}, VODA-/);
  expect(sms?.body).toMatch(/MTN R50 airtime: MTNA-/);

  await page.goto('/orders');
  await expectScreen(page, 'My Orders');
  const order = page.getByRole('article', { name: `Order ${orderNum}` });
  // In points, as the shop and the checkout: the total due is the 98 points the order debited.
  await expect(order).toContainText(
    `2 at ${shopMessages.inPoints('29', pointsName)} · R29.00 = ${shopMessages.inPoints('58', pointsName)}`,
  );
  await expect(order).toContainText('Discount (PAWS10)');
  await expect(order).toContainText(`${shopMessages.inPoints('98', pointsName)} · R97.20`);
  await order.getByRole('button', { name: 'View Voucher Codes: Vodacom R29 airtime' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voucher Details:' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page, 'Voucher Details:');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a price changed after adding shows its warning; a stale total is refused and the new summary shown', async ({
  page,
}) => {
  await logIn(page, shoppers.stale);
  await page.goto('/rewards/data-bundles');
  await expectScreen(page, 'Rewards');
  await addToBasket(page, 'Vodacom 1 GB data');
  await setPrice(page, 'VOD-DAT-1G', 10900);
  await page.goto('/rewards/basket');
  await expectScreen(page, 'My Basket');
  await expect(
    page.getByText('The price for this product has changed from R99.00 to R109.00'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('R109.00').first()).toBeVisible();

  await setPrice(page, 'VOD-DAT-1G', 9500);
  await page.getByLabel('Send the voucher codes to this mobile number').fill('0820001112');
  await page.getByRole('button', { name: 'Place order' }).click();
  const note = page.getByRole('alertdialog', { name: 'Please note:' });
  await expect(note).toContainText(
    'The total of your order has changed from R109.00 to R95.00. Please check your order and place it again.',
  );
  await note.getByRole('button').first().click();
  await expect(page.getByText('R95.00').first()).toBeVisible();
  await setPrice(page, 'VOD-DAT-1G', 9900);
});

test('an unaffordable basket cannot be ordered: Place order is disabled, with the reason beside it', async ({
  page,
}) => {
  await logIn(page, shoppers.broke);
  const balance = await headerBalance(page);
  await page.goto('/rewards/clothing');
  await expectScreen(page, 'Rewards');
  // The price in points, the voucher's money beside it (a point a rand).
  await expect(page.getByRole('article', { name: 'Cotton On R300 voucher' })).toContainText(
    `${shopMessages.inPoints('300', pointsName)} · R300.00`,
  );
  await addToBasket(page, 'Cotton On R300 voucher');
  await addToBasket(page, 'Cotton On R300 voucher');
  await page.goto('/rewards/basket?mode=checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Send the voucher codes to this mobile number').fill('0820001113');
  const place = page.getByRole('button', { name: 'Place order' });
  const reason = shopMessages.notEnoughToOrder('600', formatPoints(balance), pointsName);
  await expect(place).toBeDisabled();
  await expect(place).toHaveAccessibleDescription(reason);
  await expect(page.getByText(reason)).toBeVisible();
  expect(await headerBalance(page)).toBe(balance);
});

test('a phone-only product shows the call-us text instead of Add to basket', async ({ page }) => {
  await logIn(page, shoppers.phone);
  await openShop(page);
  await categories(page).getByRole('link', { name: 'Restaurants' }).click();
  const card = page.getByRole('article', { name: 'Spur party voucher R1500' });
  await expect(card).toContainText('To order this product, please call 0800 729 768.');
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'shop with a phone-only product');
  // My Orders before any order.
  await page.goto('/orders');
  await expectScreen(page, 'My Orders');
  await expect(page.getByText('You have no recent orders.')).toBeVisible();
});
