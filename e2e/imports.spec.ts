import { importJobMessages, importMessages } from '@plaudit/domain';
import { expect, test } from '@playwright/test';
import { demoPassword, expectAccessible, expectScreen, logIn } from './support';

/**
 * The console's CSV imports on the real server: an administrator uploads a members file, sees
 * the dry run's report of every row (nothing written), applies it, and finds the new member in the
 * console's member search; the audit log lists the import.
 */
const admin = { cell: '0820000001', firstname: 'Thandi' };
const newcomer = { cell: '0825550911', firstname: 'Zanele', surname: 'Khumalo-Imports' };
const csv = [
  'cellNum,firstname,surname,email,divisionCode,isManager,isAdminReports,dOBdd,dOBmm',
  `${newcomer.cell},${newcomer.firstname},${newcomer.surname},zanele@example.com,ZA-JHB-PAWS,N,N,4,7`,
].join('\n');

test('an administrator imports members from a CSV: a dry run first, then Apply, and finds the new member', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.goto('/admin/members');
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Imports' })
    .click();
  await expect(page).toHaveURL('/admin/imports');
  await expectScreen(page, 'Imports');
  await expect(page.getByRole('link', { name: /Download the sample file/ })).toHaveAttribute(
    'download',
    'members.csv',
  );
  await expectAccessible(page, 'the imports screen');

  // The file chosen through the file picker, as the operator would.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a CSV file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'starters.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(/starters\.csv \(\d+ KB\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();

  const report = page.getByRole('region', { name: /Dry run report: starters\.csv/ });
  await expect(report).toContainText(importMessages.dryRun(1));
  await expect(report.getByRole('row').filter({ hasText: '+27825550911' })).toContainText('Added');
  await expectAccessible(page, 'the dry run report');

  // The dry run wrote nothing: the member is not there yet.
  await page.goto('/admin/members');
  await page.getByRole('searchbox', { name: 'Name or mobile number' }).fill(newcomer.surname);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toContainText('No member matches the search.');

  // Opened again (a tab closed meanwhile loses nothing): the last import's report, its file to choose again.
  await page.goto('/admin/imports');
  await expect(page.getByRole('region', { name: /Dry run report: starters\.csv/ })).toBeVisible();
  await expect(page.getByText(importJobMessages.chooseAgain)).toBeVisible();
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a CSV file' }).click();
  await (
    await again
  ).setFiles({ name: 'starters.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await expect(page.getByRole('region', { name: /Dry run report/ })).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const applied = page.getByRole('region', { name: /Import report: starters\.csv/ });
  await expect(applied).toContainText(importMessages.applied(1));
  await expectAccessible(page, 'the applied import');

  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Members' })
    .click();
  await page.getByRole('searchbox', { name: 'Name or mobile number' }).fill(newcomer.surname);
  await page.keyboard.press('Enter');
  const found = page.getByRole('main').locator('table tbody tr');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`${newcomer.firstname} ${newcomer.surname}`);

  await page.goto('/admin/audit');
  await expect(page.getByRole('main')).toContainText('CSV imported');
  await expect(page.getByRole('main')).toContainText('starters.csv');
});

/**
 * Voucher codes for the demo's lines waiting for Mugg & Bean codes, through the console: the dry run says
 * which line each code would fulfil (its order and product) and shows a refused row by its key; the
 * accepted rows applied, the same lines are fulfilled and leave the waiting lines.
 */
test('an administrator imports voucher codes: the report names the order line each code fulfils', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const codes = [
    'clusterCode,productCode,code',
    'ZA,MNB-100,MNB-E2E0-0001',
    'ZA,MNB-100,MNB-E2E0-0002',
    'ZA,MNB-10,MNB-E2E0-0003',
  ].join('\n');
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.goto('/admin/imports');
  await expectScreen(page, 'Imports');
  await page.getByRole('button', { name: /What to import/ }).click();
  await page.getByRole('option', { name: 'Voucher codes' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a CSV file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'mugg-and-bean.csv', mimeType: 'text/csv', buffer: Buffer.from(codes) });
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();

  const report = page.getByRole('region', { name: /Dry run report: mugg-and-bean\.csv/ });
  await expect(report).toContainText(importMessages.dryRun(3));
  const rowOf = (line: number) =>
    report
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
  const wouldFulfil = /^Would fulfil order (PL-\w{4}-\w{4}): Mugg & Bean R100 voucher$/;
  const orderOf = async (line: number, words: RegExp) => {
    const detail = rowOf(line).getByRole('cell').last();
    await expect(detail).toHaveText(words);
    return words.exec((await detail.textContent()) ?? '')?.[1] ?? '';
  };
  const first = await orderOf(2, wouldFulfil);
  const second = await orderOf(3, wouldFulfil);
  expect(first).not.toBe(second);
  await expect(rowOf(4)).toContainText('Refused');
  await expect(rowOf(4)).toContainText('ZA/MNB-10/MNB-E2E0-0003');
  await expect(rowOf(4)).toContainText('no product MNB-10 in ZA');
  await expect(
    report.getByRole('columnheader', { name: 'Key (clusterCode/productCode/code)' }),
  ).toBeVisible();
  await expectAccessible(page, 'the voucher codes dry run report');

  await report.getByRole('button', { name: 'Import the accepted rows only' }).click();
  const applied = page.getByRole('region', { name: /Import report: mugg-and-bean\.csv/ });
  await expect(applied).toContainText(importMessages.applied(2, 1));
  const fulfilled = (orderNum: string) =>
    applied.getByRole('cell', { name: `Fulfilled order ${orderNum}: Mugg & Bean R100 voucher` });
  await expect(fulfilled(first)).toBeVisible();
  await expect(fulfilled(second)).toBeVisible();

  // The orders console waits no more for those two: the third line still waits.
  await page.goto('/admin/orders');
  await expectScreen(page, 'Orders and voucher stock');
  const waiting = page.getByRole('region', { name: /Waiting for voucher codes/ });
  await expect(waiting.getByRole('listitem').filter({ hasText: /Mugg & Bean/ })).toHaveCount(1);
  await expect(waiting.getByRole('listitem').filter({ hasText: `Order ${first},` })).toHaveCount(0);
  await expect(waiting.getByRole('listitem').filter({ hasText: `Order ${second},` })).toHaveCount(
    0,
  );
});
