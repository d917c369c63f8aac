import { flowMessages } from '@plaudit/domain';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, expectAccessible, expectScreen, logIn } from './support';

/**
 * The operator console on the real server: an administrator finds a member, adjusts their
 * balance with a reason, reads it on the member's statement of that balance, and the audit log lists it
 * in words, filtered by member number and days; a member and a manager get 'This page is for
 * administrators.' at every /admin address, signed in, with no console call made.
 */
const admin = { cell: '0820000001', firstname: 'Thandi' };
/** A registered colleague of the seed's crowd no other journey uses (n = 20). */
const target = { cell: '0820001120' };

/** Every /admin address a member might open: the console's, those still to come, a mistyped one. */
const adminAddresses = [
  '/admin',
  '/admin/members',
  '/admin/members/1',
  '/admin/audit',
  '/admin/insights',
  '/admin/budgets',
  '/admin/imports',
  '/admin/orders',
  '/admin/promos',
  '/admin/content',
  '/admin/nominations',
  '/admin/no-such-screen',
];

const balanceOf = async (page: Page, name: string) =>
  Number(
    (
      (await page
        .getByRole('region', { name: 'Balances' })
        .locator('dt', { hasText: name })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? ''
    ).replace(/\D/g, ''),
  );

test('an administrator finds a member, adjusts their balance with a reason, and the audit log lists it', async ({
  page,
}) => {
  // Five screens and dialogs, each checked with axe: on a busy machine that is more than the default.
  test.setTimeout(300_000);
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Admin' })
    .click();
  await page.getByRole('list', { name: 'Admin' }).getByRole('link', { name: 'Console' }).click();
  await expect(page).toHaveURL('/admin/members');
  await expectScreen(page, 'Find a member');

  await page.getByRole('searchbox', { name: 'Name or mobile number' }).fill(target.cell);
  await page.keyboard.press('Enter');
  const found = page.getByRole('main').locator('table tbody tr');
  await expect(found).toHaveCount(1);
  const name = (await found.getByRole('link').textContent()) ?? '';
  await expectAccessible(page, 'the member search with a result');
  await found.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/members\/\d+$/);
  await expectScreen(page, name);

  const points = await page
    .getByRole('region', { name: 'Balances' })
    .locator('dt')
    .first()
    .textContent();
  const before = await balanceOf(page, points ?? '');
  await page.getByRole('button', { name: 'Adjust a balance' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the adjust dialog');
  await dialog.getByRole('textbox', { name: /Points to add/ }).fill('25');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('E2E: points lost in the outage');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(dialog).toBeHidden();
  const numbers = new Intl.NumberFormat('en-US');
  const pointsName = points ?? '';
  // The banner names the balance's points as the dialog does.
  await expect(
    page.getByText(
      `Added 25 ${pointsName}; the balance is now ${numbers.format(before + 25)} ${pointsName}.`,
    ),
  ).toBeVisible();
  await expect.poll(() => balanceOf(page, pointsName)).toBe(before + 25);
  await expect(
    page
      .getByRole('region', { name: 'Recent statement lines' })
      .getByText('E2E: points lost in the outage'),
  ).toBeVisible();

  // The balance links to the member's statement of it: their own lines, the balance at its foot.
  await page.getByRole('link', { name: `See statement: ${pointsName}` }).click();
  await expect(page).toHaveURL(/\/admin\/members\/\d+\/statement\/redeemable$/);
  await expectScreen(page, `${name}\u2019s ${pointsName}`);
  await expect(page.getByRole('table')).toContainText('E2E: points lost in the outage');
  await expect(page.getByText(`${numbers.format(before + 25)} ${pointsName}`)).toBeVisible();
  await expectAccessible(page, "a member's statement in the console");
  await page.getByRole('link', { name }).click();
  await expectScreen(page, name);

  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL('/admin/audit');
  await expectScreen(page, 'Audit log');
  const cards = page.getByRole('list', { name: 'Audit log' }).locator(':scope > li');
  const newest = cards.first();
  await expect(newest).toContainText('Balance adjusted');
  await expect(newest).toContainText(name);
  await expect(newest).toContainText('Thandi Nkosi');
  await expect(newest).toContainText('E2E: points lost in the outage');
  // What changed, in words: the balance by its kind, before → after, with the brand's points.
  await expect(newest).toContainText(
    `Points balance: ${numbers.format(before)} → ${numbers.format(before + 25)} ${pointsName}`,
  );

  // Filters by member number and days, kept in the address; From after To is refused, by field.
  await page.getByRole('textbox', { name: 'Member number' }).fill(target.cell);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`number=${target.cell}`));
  await expect(page.getByText(/Actions on this member only/)).toContainText(name);
  await expect(cards.first()).toContainText('E2E: points lost in the outage');
  await typeDay(page, 'From', '2026-12-20');
  await typeDay(page, 'To', '2026-12-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('The From day must not be after the To day.').first()).toBeVisible();
  await expectAccessible(page, 'the audit log with a refused filter');

  // On a phone each entry is a card: nothing scrolls sideways.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards.first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cards.first()).toContainText('Balance adjusted');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const who of [
  { role: 'member', cell: '0820000003', firstname: 'Lerato' },
  { role: 'manager', cell: '0820000002', firstname: 'Pieter' },
]) {
  test(`a ${who.role} gets 'This page is for administrators.' at every /admin address`, async ({
    page,
  }) => {
    const consoleCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/')) consoleCalls.push(r.url());
    });
    await logIn(page, who.cell, demoPassword, who.firstname);
    for (const address of adminAddresses) {
      await page.goto(address);
      await expect(page.getByText(flowMessages.adminOnlyPage)).toBeVisible();
      await expect(page).toHaveURL(address);
      // Still signed in: the header greets them with their menus.
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log Out' }),
      ).toBeVisible();
    }
    await expectAccessible(page, 'the administrators-only screen');
    expect(consoleCalls).toEqual([]);
  });
}

/** Types a day ('yyyy-mm-dd') into a date field segment by segment, in the order the language shows them. */
async function typeDay(page: Page, label: string, day: string) {
  const [year = '', month = '', date = ''] = day.split('-');
  const digits: Record<string, string> = { year, month, day: date };
  const segments = page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton');
  for (const segment of await segments.all()) {
    await segment.click();
    await page.keyboard.type(digits[(await segment.getAttribute('data-type')) ?? ''] ?? '');
  }
}
