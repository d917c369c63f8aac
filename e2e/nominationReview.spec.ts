import { nominationReviewMessages } from '@plaudit/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoPassword, expectAccessible, expectScreen, logIn, menuLink } from './support';

/**
 * The operator console's nominations review on the real server: an administrator approves a
 * nomination with points, and the nominee's balance, points statement and Recent Recognition show it.
 * The nominator and the nominee are colleagues of the demo's crowd, so the demo logins' balances stay as
 * the other journeys read them.
 */
const admin = { cell: '0820000001', firstname: 'Thandi' };
const ayanda = { cell: '0820001100', firstname: 'Ayanda', surname: 'Khumalo' };
const faith = { cell: '0820001106', firstname: 'Faith', surname: 'Shilongo' };

async function sessionOf(request: APIRequestContext, cell: string) {
  const login = await request.post('/api/member/login', {
    data: { memberNumber: cell, password: demoPassword },
  });
  expect(login.ok(), `login of ${cell}`).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const call = async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const answer = await request.post(path, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  return { call };
}

test('an administrator approves a nomination and the nominee sees the points, the statement line and the recognition', async ({
  page,
  request,
}) => {
  // Three sign-ins and four screens with axe: on a busy machine more than the default two minutes.
  test.slow();
  // Ayanda nominates Faith, a colleague of the same store.
  const nominator = await sessionOf(request, ayanda.cell);
  const { memberList } = await nominator.call<{
    memberList: { fields: string[]; records: unknown[][] };
  }>('/api/site/getmemberlist', { divisionCode: '', search: faith.firstname, includeSelf: false });
  const idAt = memberList.fields.indexOf('memberId');
  const surnameAt = memberList.fields.indexOf('surname');
  const faithId = memberList.records.find((r) => r[surnameAt] === faith.surname)?.[idAt];
  expect(faithId).toBeTruthy();
  const reason = `Covered every Saturday this month (journey ${String(Date.now())}).`;
  await nominator.call('/api/nom/newnom', { nomCat: 'Teamwork', reason, members: [faithId] });
  const nominee = await sessionOf(request, faith.cell);
  const before = (
    await nominee.call<{ memberData: { awardsPointsAvailable: number } }>(
      '/api/member/getmemberdata',
      {},
    )
  ).memberData.awardsPointsAvailable;

  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.goto('/admin/nominations');
  await expectScreen(page, 'Nominations');
  const card = page.getByRole('article').filter({ hasText: reason });
  await expect(card).toContainText(`${faith.firstname} ${faith.surname}`);
  await expect(card).toContainText('Waiting');
  await expectAccessible(page, '/admin/nominations');
  await card.getByRole('button', { name: /Approve/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the nomination' });
  await dialog.getByRole('textbox', { name: 'Points to the nominee' }).fill('150');
  await dialog
    .getByRole('textbox', { name: 'Message to the nominee' })
    .fill('The whole store noticed. Thank you!');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(nominationReviewMessages.approved(150, 1))).toBeVisible();

  await menuLink(page, 'Log Out').click();
  await expect(page).toHaveURL('/hello');
  await logIn(page, faith.cell, demoPassword, faith.firstname);
  await expect(page.getByRole('banner')).toContainText(
    String(before + 150).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  );
  await page.goto('/statement');
  await expect(page.getByRole('main')).toContainText(
    `Nomination: Teamwork \u2014 from ${ayanda.firstname} ${ayanda.surname}`,
  );
  await page.goto('/recentrecognition');
  await expectScreen(page, 'Recent Recognition');
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(
    `${faith.firstname} ${faith.surname}`,
  );
});
