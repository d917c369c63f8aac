import { accountMessages, messages } from '@plaudit/domain';
import { expect, test } from '@playwright/test';
import { demoPassword, expectScreen, logIn, members, readPin, smsCount } from './support';

test('a member resets a forgotten password with the pin and logs in with the new one', async ({
  page,
  request,
}) => {
  const { cell, firstname } = members.ndapewa;
  const newPassword = 'Whiskers58k';
  await page.goto('/hello');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgotpassword');
  await expectScreen(page, 'Forgot password');

  const before = await smsCount(request, cell);
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByRole('button', { name: 'Send one-time pin' }).click();
  await expect(page.getByLabel('One-time pin (OTP)')).toBeVisible();
  await expectScreen(page, 'Forgot password');
  const pin = await readPin(request, cell, before);
  await page.getByLabel('One-time pin (OTP)').fill(pin);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectScreen(page, 'Password changed');

  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/hello');
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alertdialog', { name: messages.pleaseNote })).toContainText(
    accountMessages.badCredentials,
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await logIn(page, cell, newPassword, firstname);
});
