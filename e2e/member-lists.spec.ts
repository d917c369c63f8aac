import { importMessages } from '@plaudit/domain';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, members } from './support';

/**
 * A real member file: an administrator loads 3,000 members into one store through the console;
 * the member picker of a member of that store then lists the registered colleagues first, says it shows
 * 100 of how many and asks for a name, and a name finds a colleague. The console's search says the same.
 */
const admin = { cell: '0820000001', firstname: 'Thandi' };
const store = 'ZA-JHB-PAWS';
const imported = 3000;
const firstnames = ['Aisha', 'Bongani', 'Chloe', 'Dumisani'];
// Before the store's registered members by name: in name order alone they filled the first 100 rows.
const surnames = ['Abrahams', 'Adams', 'Botha', 'Cele'];
const csv = [
  'cellNum,firstname,surname,email,divisionCode,isManager,isAdminReports,dOBdd,dOBmm',
  ...Array.from(
    { length: imported },
    (_, i) =>
      `084${String(2_000_000 + i)},${i === imported - 1 ? 'Zolani' : (firstnames[i % 4] ?? 'Aisha')},${surnames[Math.floor(i / 750)] ?? 'Cele'},,${store},N,N,,`,
  ),
].join('\n');

/** Logs in through Hello (the screens' accessibility is other journeys' part: this one keeps to the lists). */
async function logIn(page: Page, cell: string, firstname: string) {
  await page.goto('/hello');
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${firstname}` }),
  ).toBeVisible();
}

/** Chooses the file on the Imports screen, checks it and applies it, as the operator would. */
async function importMembers(page: Page) {
  await page.goto('/admin/imports');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a CSV file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'store-staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(/store-staff\.csv \(\d+ KB\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await expect(
    page.getByRole('region', { name: /Dry run report: store-staff\.csv/ }),
  ).toContainText(importMessages.dryRun(imported), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('region', { name: /Import report: store-staff\.csv/ })).toContainText(
    importMessages.applied(imported),
    { timeout: 30_000 },
  );
}

test('after a file of 3,000 members, the picker lists registered colleagues first, says how many it shows, and finds one by name', async ({
  page,
}) => {
  // About 30 s on a quiet machine; the import's dry run and apply take longer on a busy one.
  test.setTimeout(180_000);
  await logIn(page, admin.cell, admin.firstname);
  await importMembers(page);

  // The console's search: 50 of every Aisha, and how many there are.
  await page.goto('/admin/members');
  await page.getByRole('searchbox', { name: 'Name or mobile number' }).fill('aisha abrahams');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Showing 50 of 188 — type more of the name or number')).toBeVisible();
  await expect(page.getByRole('main').locator('table tbody tr')).toHaveCount(50);
  await page.goto('/logout');
  await expect(page).toHaveURL('/hello');

  await logIn(page, members.lerato.cell, members.lerato.firstname);
  await page.goto('/reward');
  await page.getByRole('button', { name: 'Select/Change Recipient' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Select Recipients' });
  const list = picker.getByRole('listbox', { name: 'Members' });
  await expect(list).toHaveAccessibleDescription(/^Showing 100 of 3,0\d\d — search by name$/);
  await expect(picker.getByText(/^Showing 100 of 3,0\d\d — search by name$/)).toBeVisible();
  // The store's registered colleagues come first, before the 3,000 who have not registered.
  const options = list.getByRole('option');
  await expect(options).toHaveCount(101);
  await expect(options.nth(1)).not.toHaveAccessibleDescription(/not registered/);
  await expect(list.getByRole('option', { name: 'Pieter van der Merwe' })).toBeVisible();
  await expect(options.nth(100)).toHaveAccessibleDescription(/not registered/);

  // A name reaches any of them: a colleague, and the last member of the file.
  const search = picker.getByRole('searchbox', { name: 'Search by name' });
  await search.fill('nkosi');
  await expect(options).toHaveText([
    'Entire division: Paws & Claws Pet Shop, Sandton',
    /Thandi Nkosi/,
  ]);
  await expect(picker.getByText(/^Showing/)).toHaveCount(0);
  await list.getByRole('option', { name: 'Thandi Nkosi' }).click();
  await expect(picker.getByRole('region', { name: 'Selected' })).toContainText('Thandi Nkosi');
  await search.fill('zolani');
  await expect(options).toHaveText([
    'Entire division: Paws & Claws Pet Shop, Sandton',
    'Zolani CelePaws & Claws Pet Shop, Sandton · not registered',
  ]);
  // A common name is cut too, and says so.
  await search.fill('a');
  await expect(picker.getByText(/^Showing 100 of [\d,]+ — type more of the name$/)).toBeVisible();
});
