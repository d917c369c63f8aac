import { expect, test } from '@playwright/test';
import { demoPassword, expectScreen, logIn, members, menuLink, storedToken } from './support';

test('a session revoked on the server takes the member to /logout on the next call', async ({
  page,
}) => {
  const { cell, firstname } = members.palesa;
  await logIn(page, cell, demoPassword, firstname);
  const token = await storedToken(page);

  // The same member logs out elsewhere with this page's token: the server revokes the session.
  const revoked = await page.request.post('/api/member/logout', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(revoked.ok()).toBe(true);

  // The next call (the profile's member data) is answered 401: /logout, then Hello.
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/member/getmemberdata'));
  await menuLink(page, 'My Profile').click();
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL('/logout');
  await expect(page.getByRole('status')).toHaveText('Logging out...');
  await expect(page).toHaveURL('/hello');
  await expectScreen(page, 'Log in', { chrome: false });
  expect(await page.evaluate(() => sessionStorage.getItem('plaudit.token'))).toBeNull();
});
