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
