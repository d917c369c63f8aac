import { expect, test, type APIRequestContext } from '@playwright/test';
import { insightsMessages } from '@plaudit/domain';
import { demoPassword, expectScreen, logIn, members } from './support';

/**
 * Programme insights on the real server: a member gives a Shout Out, and the administrator Thandi Nkosi
 * finds it in this month's recognition, filtered to the giver's division, with the keyboard; a member
 * who opens /admin/insights gets the page for administrators.
 */
const admin = { cell: '0820000001', firstname: 'Thandi' };
const giver = members.lerato;

type Dataset = { fields: string[]; records: unknown[][] };
const rowsOf = (set: Dataset) =>
  set.records.map((r) => Object.fromEntries(set.fields.map((f, i) => [f, r[i]])));

async function tokenOf(request: APIRequestContext, cell: string): Promise<string> {
  const response = await request.post('/api/member/login', {
    data: { memberNumber: cell, password: demoPassword },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** This month's Shout Outs of a division, as the insights call counts them. */
async function shoutOuts(
  request: APIRequestContext,
  token: string,
  month: string,
  divisionCode: string,
): Promise<number> {
  const response = await request.post('/api/admin/insights/recognition', {
    data: { monthFrom: month, monthTo: month, clusterCode: '', divisionCode },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const rows = rowsOf(((await response.json()) as { months: Dataset }).months);
  return Number(rows.find((r) => r.month === month && r.kind === 'thankyou')?.count ?? 0);
}

test("an administrator opens Insights from the Admin menu and sees this month's Shout Out", async ({
  page,
  request,
}) => {
  const adminToken = await tokenOf(request, admin.cell);
  const giverToken = await tokenOf(request, giver.cell);
  const me = (
    (await (
      await request.post('/api/member/getmemberdata', {
        data: {},
        headers: { authorization: `Bearer ${giverToken}` },
      })
    ).json()) as { memberData: { divisionCode: string } }
  ).memberData;
  const places = (await (
    await request.post('/api/site/getdivisionlist', {
      data: {},
      headers: { authorization: `Bearer ${giverToken}` },
    })
  ).json()) as { divisionList: Dataset };
  const divisionName = String(
    rowsOf(places.divisionList).find((d) => d.divisionCode === me.divisionCode)?.division,
  );
  const list = (await (
    await request.post('/api/site/getmemberlist', {
      data: { divisionCode: me.divisionCode, search: '', includeSelf: false },
      headers: { authorization: `Bearer ${giverToken}` },
    })
  ).json()) as { memberList: Dataset };
  const colleague = rowsOf(list.memberList).find((m) => !String(m.memberId).startsWith('0.'));
  expect(colleague).toBeTruthy();

  const month = new Date()
    .toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' })
    .slice(0, 7);
  const before = await shoutOuts(request, adminToken, month, me.divisionCode);
  const given = await request.post('/api/reward/doreward', {
    data: {
      what: 'thankyou',
      reason: 'Thank You!',
      points: 0,
      message: 'Thank you for covering my Saturday.',
      sendBy: 'email',
      recipients: [String(colleague?.memberId)],
    },
    headers: { authorization: `Bearer ${giverToken}` },
  });
  expect(given.ok(), await given.text()).toBe(true);

  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Admin' })
    .click();
  await page.getByRole('list', { name: 'Admin' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL('/admin/insights');
  await expect(page.getByRole('img', { name: /Recognition per month/ })).toBeVisible();
  await expectScreen(page, 'Insights');

  // The giver's division, chosen with the keyboard.
  const division = page.getByRole('button', { name: /Division/ });
  await division.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: divisionName, exact: true }).press('Enter');
  await expect(division).toContainText(divisionName);

  const figures = page.getByRole('region', { name: 'Recognition per month: the figures' });
  const thisMonth = figures.getByRole('row').last();
  await expect(thisMonth).toBeVisible();
  const headers = await figures.getByRole('columnheader').allTextContents();
  const shoutOutColumn = headers.indexOf('Shout Out');
  expect(shoutOutColumn).toBeGreaterThan(0);
  await expect
    .poll(async () =>
      Number(
        (await thisMonth.getByRole('cell').nth(shoutOutColumn).textContent())?.replace(/\D/g, ''),
      ),
    )
    .toBeGreaterThanOrEqual(before + 1);
  await expectScreen(page, 'Insights');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: 'Recognition per month', exact: true })
      .getByRole('button', { name: 'Download CSV' })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^recognition-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
});

test('a member who opens /admin/insights gets the page for administrators', async ({ page }) => {
  await logIn(page, giver.cell, demoPassword, giver.firstname);
  await page.goto('/admin/insights');
  await expect(page.getByText('This page is for administrators.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Recognition per month/ })).toHaveCount(0);
});

/** The month `count` months from `month` ('yyyy-MM'), and its name in the month lists. */
const monthFrom = (month: string, count: number) => {
  const [year = 0, mm = 1] = month.split('-').map(Number);
  const at = new Date(Date.UTC(year, mm - 1 + count, 1));
  return {
    value: at.toISOString().slice(0, 7),
    label: at.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  };
};
const thisMonth = () =>
  new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' }).slice(0, 7);

test('Insights keeps its filter in the address, prints every panel, and empties them all for a wrong range', async ({
  page,
}) => {
  const to = monthFrom(thisMonth(), 0);
  const from = monthFrom(thisMonth(), -2);
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.goto(`/admin/insights?from=${from.value}&to=${to.value}&country=ZA`);
  await expectScreen(page, 'Insights');
  const fromSelect = page.getByRole('button', { name: / From$/ });
  const toSelect = page.getByRole('button', { name: / To$/ });
  await expect(fromSelect).toContainText(from.label);
  await expect(page.getByRole('button', { name: / Country$/ })).toContainText('South Africa');
  // A reload keeps the view.
  await page.reload();
  await expect(fromSelect).toContainText(from.label);
  await expect(toSelect).toContainText(to.label);

  // Each panel: a section of the page's section, named by its heading.
  const panels = page.locator('main section section[aria-labelledby]');
  const loading = page.getByRole('status').filter({ hasText: 'Loading' });
  await expect(page.getByRole('img', { name: /Recognition per month/ })).toBeVisible();
  await expect(loading).toHaveCount(0);
  const count = await panels.count();
  expect(count).toBeGreaterThanOrEqual(10);
  const empty = await panels.filter({ hasText: 'Nothing to show for these months.' }).count();
  // Printed at once, without scrolling: every panel with figures has its chart and table on paper.
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
  await expect(page.getByRole('region', { name: /: the figures$/ })).toHaveCount(count - empty);
  await expect(page.getByText("Outstanding (the programme's liability):")).toBeVisible();

  // From after To: no panel keeps the last range's figures; each says the same, once the months are fixed.
  await toSelect.click();
  await page.getByRole('option', { name: monthFrom(thisMonth(), -4).label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`to=${monthFrom(thisMonth(), -4).value}`));
  await expect(page.getByText(insightsMessages.monthsOutOfOrder)).toBeVisible();
  await expect(panels.filter({ hasText: insightsMessages.rangeToCorrect })).toHaveCount(count);
  await expect(page.getByRole('region', { name: /: the figures$/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
  await expect(page.getByText("Outstanding (the programme's liability):")).toHaveCount(0);
  for (const button of await panels.getByRole('button', { name: 'Download CSV' }).all())
    await expect(button).toBeDisabled();
});
