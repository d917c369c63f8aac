import { accountMessages, messages, otpMessages, outboxMessages } from '@plaudit/domain';
import { expect, test } from '@playwright/test';
import {
  demoPassword,
  expectAccessible,
  expectScreen,
  logIn,
  logOut,
  members,
  menuLink,
  outbox,
  programmeOf,
  readPin,
  smsCount,
  wrongPinFor,
  tick,
} from './support';

test('a pre-loaded member registers with the pin from the SMS, logs out and logs in again', async ({
  page,
  request,
}) => {
  const { cell, firstname, surname } = members.preloaded;
  const password = 'Kennels42x';

  await page.goto('/hello');
  await expectScreen(page, 'Log in', { chrome: false });
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/register');
  await expectScreen(page, 'Register');

  const before = await smsCount(request, cell);
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByRole('button', { name: 'Send one-time pin' }).click();
  await expect(page.getByLabel('One-time pin (OTP)')).toBeVisible();
  await expectScreen(page, 'Register');
  const pin = await readPin(request, cell, before);
  // The SMS names the brand's programme.
  const sent = await outbox(request);
  expect(sent.find((m) => m.channel === 'sms' && m.body.includes(pin))?.body).toBe(
    outboxMessages.pinSms(await programmeOf(request), pin, 10),
  );

  // Step 2 without the terms tick: the client refuses with the spec's message and sends nothing.
  await page.getByLabel('One-time pin (OTP)').fill(pin);
  await page.getByLabel('First name').fill(firstname);
  await page.getByLabel('Surname').fill(surname);
  await page.getByLabel('Email').fill('sipho.dlamini@example.com');
  await page.getByLabel('Password', { exact: true }).fill(password);
  let verifyCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/member/cell2factorverify')) verifyCalls += 1;
  });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(messages.termsRequired)).toBeVisible();
  expect(verifyCalls).toBe(0);
  await expectAccessible(page, 'registration step 2, terms missing');

  // A wrong pin: the server's message, and the member stays on step 2.
  await tick(page, 'I accept the Terms and Conditions');
  await page.getByLabel('One-time pin (OTP)').fill(wrongPinFor(pin));
  await page.getByRole('button', { name: 'Register' }).click();
  // The server's message comes in a 'Please note:' dialog and beneath the pin field.
  const dialog = page.getByRole('alertdialog', { name: messages.pleaseNote });
  await expect(dialog).toContainText(otpMessages.wrong);
  expect(verifyCalls).toBe(1);
  await expectAccessible(page, 'registration step 2, wrong pin dialog');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText(otpMessages.wrong)).toBeVisible();
  await expect(page.getByLabel('One-time pin (OTP)')).toHaveAttribute('aria-invalid', 'true');
  await expectScreen(page, 'Register');

  // The right pin completes the registration.
  await page.getByLabel('One-time pin (OTP)').fill(pin);
  await page.getByRole('button', { name: 'Register' }).click();
  await expectScreen(page, 'Registration complete');
  const welcome = (await outbox(request)).find((m) => m.to === 'sipho.dlamini@example.com');
  expect(welcome).toMatchObject(
    outboxMessages.welcomeEmail(await programmeOf(request), firstname, cell),
  );
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/hello');

  await logIn(page, cell, password, firstname);
  await logOut(page);
  await logIn(page, cell, password, firstname);
  await expect(menuLink(page, 'My Profile')).toBeVisible();
});

test('a wrong password is refused with the server message in a Please note: dialog', async ({
  page,
}) => {
  const { cell, firstname } = members.lerato;
  await page.goto('/hello');
  await expectScreen(page, 'Log in', { chrome: false });
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByLabel('Password').fill('NotMyPassword9');
  // From the keyboard: the button keeps the focus while the call runs, and gets it back from the dialog.
  const logIn = page.getByRole('button', { name: 'Log in' });
  await logIn.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: messages.pleaseNote });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(accountMessages.badCredentials);
  await expectAccessible(page, 'Hello, wrong password dialog');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(logIn).toBeFocused();
  await expect(page).toHaveURL('/hello');
  expect(await page.evaluate(() => sessionStorage.getItem('plaudit.token'))).toBeNull();

  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await expectScreen(page, `Welcome, ${firstname}`);
});

test('a screen that needs login sends a visitor to Hello', async ({ page }) => {
  await page.goto('/myprofile');
  await expect(page).toHaveURL('/hello');
  await expectScreen(page, 'Log in', { chrome: false });
});
