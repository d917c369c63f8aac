import { expect, test, type APIRequestContext } from '@playwright/test';
import { operationsMessages } from '@plaudit/domain';
import { demoPassword, expectAccessible, expectScreen, logIn, logOut, outbox } from './support';

/**
 * The operator console's budgets and orders on the real server: an administrator grants a division's
 * managers a budget, which a manager's Management Statement then shows; and refunds a pending order line
 * (the product with no codes left), which gives the member's points back and tells them by SMS.
 */

const admin = { cell: '0820000001', firstname: 'Thandi' };
const manager = { cell: '0820000002', firstname: 'Pieter' };
const shopper = { cell: '0820000003', e164: '+27820000003' };
const division = 'Paws & Claws Pet Shop, Sandton';

// Each journey logs two people in (scrypt): on a busy machine that alone took a minute.
test.describe.configure({ timeout: 300_000 });

test('an administrator grants a division’s managers a budget, and a manager’s statement shows it', async ({
  page,
}) => {
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.goto('/admin/budgets');
  await expectScreen(page, /^Budgets, /);
  await page.getByRole('button', { name: /Division/ }).click();
  await page.getByRole('option', { name: division }).click();
  await page.getByRole('textbox', { name: 'Points for each manager' }).fill('750');
  await page.getByRole('textbox', { name: /^Reason/ }).fill('December recognition');
  await page.getByRole('button', { name: 'Grant', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Grant this budget?' });
  await expect(confirm).toContainText(`of ${division}`);
  await expectAccessible(page, 'the grant confirm dialog');
  await confirm.getByRole('button', { name: /^Grant \d/ }).click();
  // The banner names the budget's points as the dialog does (the brand's name for a budget).
  await expect(
    page.getByRole('status').filter({ hasText: /^Granted 750 Top Dog Points to \d+ managers?\.$/ }),
  ).toBeVisible();
  await logOut(page);

  await logIn(page, manager.cell, demoPassword, manager.firstname);
  await page.goto('/managementstatement');
  await expectScreen(page, 'Management Statement');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: operationsMessages.budgetDescription('December recognition') })
      .first(),
  ).toContainText('750');
});

test('an administrator refunds a pending order line, and the member gets the points back and an SMS', async ({
  page,
  request,
}) => {
  // The member orders the product whose pool of codes is empty: the line waits for codes.
  const login = await request.post('/api/member/login', {
    data: { memberNumber: shopper.cell, password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  const { token, memberData } = (await login.json()) as {
    token: string;
    memberData: { awardsPointsAvailable: number };
  };
  const shop = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/shop/${path}`, {
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  // A member is refused the console's calls.
  const refused = await request.post('/api/admin/orders', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  const productId = await findProduct(request, token, 'Woolworths Food R250 voucher');
  await shop('addtobasket', { productId });
  const summary = await shop('getCheckoutOrderSummary', { promoCode: '', alloc: 'ZA' });
  const placed = await shop('placeOrder', {
    cellNum: shopper.cell,
    promoCode: '',
    alloc: 'ZA',
    vfyTotal: summary.vfyTotal,
  });
  const orderNum = String(placed.orderNum);

  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.goto('/admin/orders');
  await expectScreen(page, 'Orders and voucher stock');
  const line = page.getByRole('listitem').filter({ hasText: `Order ${orderNum}` });
  await expect(line).toContainText('Woolworths Food R250 voucher');
  await line.getByRole('button', { name: 'Refund' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Refund this line?' });
  await confirm.getByRole('textbox', { name: 'Reason' }).fill('No stock until January');
  await expectAccessible(page, 'the refund confirm dialog');
  await confirm.getByRole('button', { name: /^Refund \d/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Refunded / })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Order ${orderNum}` })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Order number' }).fill(orderNum);
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(page.getByText(/refunded by Thandi/)).toBeVisible();

  const after = await request.post('/api/member/getmemberdata', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  const { memberData: now } = (await after.json()) as {
    memberData: { awardsPointsAvailable: number };
  };
  expect(now.awardsPointsAvailable).toBe(memberData.awardsPointsAvailable);
  const sms = (await outbox(request)).filter(
    (m) => m.to === shopper.e164 && m.body.includes('was refunded'),
  );
  expect(sms).toHaveLength(1);
});

type Dataset = { fields: string[]; records: unknown[][] };

/** A product's id by its description, through the shop's own calls. */
async function findProduct(
  request: APIRequestContext,
  token: string,
  description: string,
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const cats = (await (
    await request.post('/api/shop/categorylist', { data: {}, headers })
  ).json()) as { cats: Dataset };
  const ids = cats.cats.records.map((r) => r[cats.cats.fields.indexOf('prodCat3Id')]);
  for (const prodCat3Id of ids) {
    const list = (await (
      await request.post('/api/shop/productlist', { data: { prodCat3Id, alloc: 'ZA' }, headers })
    ).json()) as { products: Dataset };
    const at = list.products.fields.indexOf('description');
    const found = list.products.records.find((r) => r[at] === description);
    if (found) return Number(found[list.products.fields.indexOf('productId')]);
  }
  throw new Error(`no product ${description}`);
}
