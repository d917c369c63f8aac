import { reportRefusals } from '@plaudit/domain';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  request as requestContext,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import {
  demoPassword,
  expectScreen,
  logIn,
  members,
  menuLink,
  ownPortal,
  readPin,
  smsCount,
  tick,
} from './support';

/**
 * Statements, reports and the admin command line on the real server. The manager Pieter van der Merwe
 * recognises a colleague of his store no other journey uses; the reports are read as the seeded demo has
 * them (server/src/db/seed.ts).
 */
const manager = { cell: '0820000002', firstname: 'Pieter', name: 'Pieter van der Merwe' };
const member = { cell: '0820000003', firstname: 'Lerato' };
/** Colleagues whose balances or passwords journeys of other files change. */
const takenElsewhere = new Set([
  '0820001100',
  '0820001101',
  '0820001106',
  '0820000001',
  // Their passwords change in profile.spec.ts and forgot-password.spec.ts; the pre-loaded member registers
  // with a password of their own in account.spec.ts.
  members.themba.cell,
  members.ndapewa.cell,
  members.preloaded.cell,
]);

type Dataset = { fields: string[]; records: unknown[][] };
const rowsOf = (set: Dataset) =>
  set.records.map((r) => Object.fromEntries(set.fields.map((f, i) => [f, r[i]])));

async function apiLogin(request: APIRequestContext, cell: string): Promise<string> {
  const response = await request.post('/api/member/login', {
    data: { memberNumber: cell, password: demoPassword },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Reads the table's body rows as their cells' texts. */
async function tableRows(page: Page): Promise<string[][]> {
  return page
    .getByRole('main')
    .locator('table tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td'), (c) => (c.textContent ?? '').trim())),
    );
}

test("a manager's award shows in the month's management report, in both statements, and downloads as report.csv", async ({
  page,
  request,
}) => {
  // The award, given through the API as the award screens do (their journeys are in awards.spec.ts).
  const token = await apiLogin(request, manager.cell);
  const data = (await (
    await request.post('/api/member/getmemberdata', {
      data: {},
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { memberData: { divisionCode: string } };
  const me = data.memberData;
  const list = (await (
    await request.post('/api/site/getmemberlist', {
      data: { divisionCode: me.divisionCode, search: '', includeSelf: false },
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { memberList: Dataset };
  const colleague = rowsOf(list.memberList).find(
    (m) => !String(m.memberId).startsWith('0.') && !takenElsewhere.has(String(m.memberNumber)),
  ) as { memberId: string; memberNumber: string; firstname: string; surname: string };
  expect(colleague).toBeTruthy();
  const colleagueName = `${colleague.firstname} ${colleague.surname}`;
  const given = await request.post('/api/reward/doreward', {
    data: {
      what: 'reward',
      reason: 'Flexibility and Adaptability',
      points: 150,
      message: 'You reorganised the stock room in a day.',
      sendBy: 'email',
      recipients: [colleague.memberId],
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(given.ok(), await given.text()).toBe(true);

  await logIn(page, manager.cell, demoPassword, manager.firstname);
  await page.goto('/reportmanagement');
  await expectScreen(page, 'Management Report');
  await expect(page.getByRole('radio', { name: 'Current' })).toBeChecked();
  await expect(page.getByRole('main').locator('table tbody tr').first()).toBeVisible();
  const shown = await tableRows(page);
  const row = shown.find(
    (r) => r[4]?.startsWith(colleagueName) && r[7] === 'Flexibility and Adaptability',
  );
  expect(row, 'the award in the report').toBeTruthy();
  expect(row?.[0]).toBe('Recognise');
  expect(row?.[2]).toBe(`${manager.name}${manager.cell}`);
  expect(row?.[6]).toBe('150');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('report.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(
    csv.startsWith('\uFEFF"Type","Date","From","Division","To","Division","Points","Value"\r\n'),
  ).toBe(true);
  expect(csv.split('\r\n')).toHaveLength(shown.length + 1);
  expect(csv).toContain(`${manager.name} (${manager.cell})`);
  expect(csv).toContain(`${colleagueName} (${colleague.memberNumber})`);

  // The manager's budget paid for it: the management statement's newest line.
  await page.goto('/managementstatement');
  await expectScreen(page, 'Management Statement');
  const budget = await tableRows(page);
  expect(budget[0]?.slice(1)).toEqual([
    `Recognition: Flexibility and Adaptability \u2014 to ${colleagueName}`,
    '-150',
    '',
  ]);

  // The colleague's points statement shows who it came from.
  await menuLink(page, 'Log Out').click();
  await expect(page).toHaveURL('/hello');
  await logIn(page, colleague.memberNumber, demoPassword, colleague.firstname);
  // The header's My Rewards dropdown leads to the statement.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /My Rewards/ })
    .click();
  await page
    .getByRole('list', { name: 'My Rewards' })
    .getByRole('link', { name: 'Statement' })
    .click();
  await expect(page).toHaveURL('/statement');
  await expectScreen(page, 'Points Statement');
  const points = await tableRows(page);
  expect(points[0]?.slice(1)).toEqual([
    `Recognition: Flexibility and Adaptability \u2014 from ${manager.name}`,
    '',
    '150',
  ]);
  await expect(page.getByRole('rowheader', { name: 'Balance' })).toBeVisible();
});

test('a member cannot load the reports', async ({ page }) => {
  await logIn(page, member.cell, demoPassword, member.firstname);
  await page.goto('/reportmanagement');
  const dialog = page.getByRole('alertdialog', { name: 'Please note:' });
  await expect(dialog).toContainText(reportRefusals.managersOnly);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No Results')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
  // The Recommendations Report sits behind the login only, as the spec says of reports: it opens, and
  // the server's refusal speaks in the 'Please note:' dialog.
  await page.goto('/reportrecommendations');
  await expectScreen(page, 'Recommendations Report');
  await page.getByRole('button', { name: 'Load Report' }).click();
  await expect(dialog).toContainText('Only a manager or an administrator may see this report.');
  await dialog.getByRole('button', { name: 'OK' }).click();
});

test('a printed report is the table alone, and on a phone the keyboard scrolls it', async ({
  page,
}) => {
  // The administrator only reads here (their balance changes in other journeys).
  await logIn(page, '0820000001', demoPassword, 'Thandi');
  await page.goto('/reportmanagement');
  await expectScreen(page, 'Management Report');
  await page.getByText('All Divisions', { exact: true }).click();
  const rows = page.getByRole('main').locator('table tbody tr');
  await expect(rows.nth(10)).toBeVisible();

  // On paper: what the table is of and the table, without header, footer, menus or controls; its
  // heading row repeats on every page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  for (const name of ['Print', 'Export to CSV']) {
    await expect(page.getByRole('button', { name })).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByText(/^Management Report: \w+ \d{4}, All Divisions$/)).toBeVisible();
  await expect(rows.first()).toBeVisible();
  const thead = page.getByRole('main').locator('table thead');
  expect(await thead.evaluate((e) => getComputedStyle(e).display)).toBe('table-header-group');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThan(1);
  await page.emulateMedia({ media: 'screen' });

  // A phone: the table is wider than the screen; the keyboard reaches its region and scrolls it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Export to CSV' }).focus();
  await page.keyboard.press('Tab');
  const region = page.getByRole('region', { name: /^Awards in / });
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  await expectScreen(page, 'Management Report');
});

test('members imported with the command line can register', async ({ page }) => {
  test.setTimeout(240_000);
  const portal = ownPortal('cli', Number(process.env.E2E_PORT ?? 3100) + 1);
  const { dataDir, origin } = portal;
  const file = join(dataDir, '..', '.e2e-cli-members.csv');
  rmSync(dataDir, { recursive: true, force: true });
  writeFileSync(
    file,
    'cellNum,firstname,surname,email,divisionCode\r\n083 555 0199,Busisiwe,Zungu,,ZA-JHB-PAWS\r\n',
  );
  // An embedded database is one process's: the command line runs first, then a server opens it.
  const imported = portal.admin('import-members', file);
  expect(imported.stdout).toContain('line 2: added +27835550199');
  expect(imported.status, imported.stderr).toBe(0);

  let server: ChildProcess | undefined;
  try {
    server = await portal.start();
    const outboxOf = await requestContext.newContext({ baseURL: origin });
    const cell = '0835550199';
    const before = await smsCount(outboxOf, cell);
    await page.goto(`${origin}/register`);
    await expectScreen(page, 'Register');
    await page.getByLabel('Mobile number').fill(cell);
    await page.getByRole('button', { name: 'Send one-time pin' }).click();
    const pin = await readPin(outboxOf, cell, before);
    await page.getByLabel('One-time pin (OTP)').fill(pin);
    await page.getByLabel('First name').fill('Busisiwe');
    await page.getByLabel('Surname').fill('Zungu');
    await page.getByLabel('Email').fill('busisiwe.zungu@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Kennels42x');
    await tick(page, 'I accept the Terms and Conditions');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectScreen(page, 'Registration complete');
  } finally {
    await portal.stop(server);
    rmSync(file, { force: true });
  }
});
