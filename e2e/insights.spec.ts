import { expect, test, type APIRequestContext } from '@playwright/test';
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
