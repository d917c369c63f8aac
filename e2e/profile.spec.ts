import { accountMessages, flowMessages, messages } from '@plaudit/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  demoPassword,
  drawPng,
  expectAccessible,
  expectScreen,
  logIn,
  logOut,
  members,
  menuLink,
  readPin,
  smsCount,
  tick,
} from './support';

/** The definition next to a term of the profile view. */
const shown = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a member edits the profile, clears the date of birth and uploads a picture that then shows', async ({
  page,
}) => {
  const { cell, firstname, surname } = members.martha;
  await logIn(page, cell, demoPassword, firstname);
  await menuLink(page, 'My Profile').click();
  await expect(page).toHaveURL('/myprofile');
  await expectScreen(page, 'My Profile');
  await expect(shown(page, 'Date of birth')).not.toHaveText('(Not provided)');

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/myprofile/update');
  await expectScreen(page, 'Update My Profile');

  // The upload starts as soon as a file is chosen; the server re-encodes it as a 256×256 WebP.
  const png = await drawPng(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/member/profilepicupload'));
  await (await chooser).setFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
  expect((await upload).status()).toBe(200);
  const picture = page.getByRole('img', { name: `${firstname} ${surname}` });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(256);
  await expectAccessible(page, 'profile update after the upload');

  // An impossible date: its error under Day, and the row keeps its shape (Day and Month level, one width).
  await page.getByRole('button', { name: /Day/ }).click();
  await page.getByRole('option', { name: '31', exact: true }).click();
  await page.getByRole('button', { name: /Month/ }).click();
  await page.getByRole('option', { name: 'February' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.invalidDob)).toBeVisible();
  await expect(page).toHaveURL('/myprofile/update');
  const day = await page.getByRole('button', { name: /Day/ }).boundingBox();
  const month = await page.getByRole('button', { name: /Month/ }).boundingBox();
  expect(day && month && [Math.round(day.y), Math.round(day.width)]).toEqual(
    month && [Math.round(month.y), Math.round(month.width)],
  );

  await page.getByLabel('Other information').fill('Weekend shifts at the grooming parlour.');
  await page.getByRole('button', { name: 'Clear DOB' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL('/myprofile');
  await expectScreen(page, 'My Profile');
  await expect(shown(page, 'Other information')).toHaveText(
    'Weekend shifts at the grooming parlour.',
  );
  await expect(shown(page, 'Date of birth')).toHaveText('(Not provided)');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(256);

  // What was saved is what the server now holds: a fresh page load shows the same.
  await page.reload();
  await expectScreen(page, 'My Profile');
  await expect(shown(page, 'Date of birth')).toHaveText('(Not provided)');
  await expect(shown(page, 'Other information')).toHaveText(
    'Weekend shifts at the grooming parlour.',
  );
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(256);
});

test('a member changes the password through its pin: this session stays, another one ends, the new password logs in', async ({
  page,
  browser,
  request,
}) => {
  const { cell, firstname } = members.themba;
  const newPassword = 'Grooming77z';
  // The same member on another device, logged in before the change.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await logIn(other, cell, demoPassword, firstname);
  await logIn(page, cell, demoPassword, firstname);
  await menuLink(page, 'My Profile').click();
  await expectScreen(page, 'My Profile');

  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'change password: new password');

  const before = await smsCount(request, cell);
  await dialog.getByLabel('New password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('One-time pin (OTP)')).toBeVisible();
  await expectAccessible(page, 'change password: one-time pin');
  const pin = await readPin(request, cell, before);
  await dialog.getByLabel('One-time pin (OTP)').fill(pin);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText(flowMessages.passwordChangedHere)).toBeVisible();
  await expectAccessible(page, 'change password: done');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // This session stays signed in: a reload and the next click keep the member where they are.
  await page.reload();
  await expectScreen(page, 'My Profile');
  await menuLink(page, 'Home').click();
  await expect(page).toHaveURL('/');

  // The other device's session ended: its next page load leads to /logout and the login.
  await other.reload();
  await expect(other).toHaveURL('/hello');
  await otherDevice.close();

  await page.goto('/logout');
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

test('a member with an empty email is forced to the update screen until it is given', async ({
  page,
}) => {
  const { cell, firstname } = members.nomsa;
  await page.goto('/hello');
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/myprofile/update');
  await expectScreen(page, 'Update My Profile');
  // It says why, and offers no Cancel: there is nowhere else to go yet.
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Add your email address to continue.',
  );
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('readonly');

  // Every other screen sends the member back to the update.
  await page.goto('/myprofile');
  await expect(page).toHaveURL('/myprofile/update');
  await menuLink(page, 'Home').click();
  await expect(page).toHaveURL('/myprofile/update');

  // The terms tick is required when no email is stored.
  await page.getByLabel('Email').fill('nomsa.cele@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.termsRequired)).toBeVisible();
  await expectAccessible(page, 'forced update, terms missing');

  await tick(page, 'I accept the Terms and Conditions');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/member/memberupdate'));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL('/myprofile');
  await expectScreen(page, 'My Profile');
  await menuLink(page, 'Home').click();
  await expect(page).toHaveURL('/');
  await expectScreen(page, `Welcome, ${firstname}`);
  await logOut(page);
});
