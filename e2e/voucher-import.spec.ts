import type { ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as requestContext, test, type Browser } from '@playwright/test';
import { demoPassword, expectScreen, outbox, ownPortal } from './support';

/**
 * Voucher codes imported with the command line fulfil a pending order line: the member's My Orders then
 * offers View Voucher Codes, and the SMS with the code is in the outbox. The journey has a programme of its
 * own (an embedded database is one process's at a time: the server stops while the command line runs).
 */
const portal = ownPortal('cli-vouchers', Number(process.env.E2E_PORT ?? 3100) + 2);
const { root, dataDir, origin, admin } = portal;
const codesFile = join(root, '.e2e-cli-voucher-codes.csv');
const shopper = { cell: '0820000003', firstname: 'Lerato', e164: '+27820000003' };
/** The demo's one product whose pool of codes is empty (server/src/shop/demoCatalogue.ts). */
const product = { code: 'WWF-250', description: 'Woolworths Food R250 voucher' };
const code = 'WWF-E2E7-K4Q9-0001';

type Dataset = { fields: string[]; records: unknown[][] };
const rowsOf = (set: Dataset) =>
  set.records.map((r) => Object.fromEntries(set.fields.map((f, i) => [f, r[i]])));

/** The shopper's My Orders in a browser of their own. */
async function openOrders(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/hello');
  await page.getByLabel('Mobile number').fill(shopper.cell);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectScreen(page, `Welcome, ${shopper.firstname}`);
  await page.goto('/orders');
  await expectScreen(page, 'My Orders');
  return { context, page };
}

test('voucher codes imported with the command line dispatch a pending order line with its SMS', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  rmSync(dataDir, { recursive: true, force: true });
  // The command line makes and seeds the programme.
  const seeded = admin('check-ledger');
  expect(seeded.status, seeded.stderr).toBe(0);

  let server: ChildProcess | undefined;
  try {
    server = await portal.start();
    // The shopper orders the product with no codes in its pool: the line waits, pending.
    const api = await requestContext.newContext({ baseURL: origin });
    const login = await api.post('/api/member/login', {
      data: { memberNumber: shopper.cell, password: demoPassword },
    });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const call = async (path: string, data: Record<string, unknown>) => {
      const response = await api.post(`/api/shop/${path}`, {
        data,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as Record<string, unknown>;
    };
    const cats = rowsOf((await call('categorylist', {})).cats as Dataset);
    const leaf = cats.find((c) => c.cat3 === 'Supermarkets');
    const list = await call('productlist', { prodCat3Id: leaf?.prodCat3Id, alloc: 'ZA' });
    const wanted = rowsOf(list.products as Dataset).find((p) => p.model === product.code);
    expect(wanted?.description).toBe(product.description);
    await call('addtobasket', { productId: wanted?.productId });
    const summary = await call('getCheckoutOrderSummary', { promoCode: '', alloc: 'ZA' });
    const placed = await call('placeOrder', {
      cellNum: shopper.cell,
      promoCode: '',
      alloc: 'ZA',
      vfyTotal: summary.vfyTotal,
    });
    const orderNum = String(placed.orderNum);

    const pending = await openOrders(browser);
    const order = pending.page.getByRole('article', { name: `Order ${orderNum}` });
    await expect(order).toContainText(product.description);
    await expect(order.getByRole('button', { name: /View Voucher Codes/ })).toHaveCount(0);
    await pending.context.close();
    expect((await outbox(api)).some((m) => m.body.includes(code))).toBe(false);
    await api.dispose();
    await portal.stop(server);

    writeFileSync(codesFile, `clusterCode,productCode,code\r\nZA,${product.code},${code}\r\n`);
    const imported = admin('import-voucher-codes', codesFile);
    expect(imported.status, imported.stdout + imported.stderr).toBe(0);
    expect(imported.stdout).toContain(
      `line 2: added ZA/WWF-250/${code} (Fulfilled order ${orderNum}: ${product.description})`,
    );
    expect(imported.stdout).toContain(
      'voucher-codes: 1 added, 0 updated, 0 unchanged, 0 refused. Written.',
    );

    server = await portal.start();
    const dispatched = await openOrders(browser);
    const line = dispatched.page.getByRole('article', { name: `Order ${orderNum}` });
    await line.getByRole('button', { name: `View Voucher Codes: ${product.description}` }).click();
    const dialog = dispatched.page.getByRole('dialog', { name: 'Voucher Details:' });
    await expect(dialog).toContainText(code);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dispatched.context.close();

    const after = await requestContext.newContext({ baseURL: origin });
    const sms = (await outbox(after)).filter((m) => m.body.includes(code));
    expect(sms.map((m) => [m.channel, m.to])).toEqual([['sms', shopper.e164]]);
    await after.dispose();
  } finally {
    await portal.stop(server);
    rmSync(codesFile, { force: true });
  }
});
