import { expect, test } from '@playwright/test';
import { flowMessages, messages } from '@plaudit/domain';
import {
  demoPassword,
  expectAccessible,
  expectScreen,
  members,
  readPin,
  smsCount,
  tick,
} from './support';

/** A registered member of the demo crowd (n = 16) whom no other journey uses. */
const cell = '0820001116';

test('a pin step counts down to its next pin from the start, survives a reload, and Change number keeps the number', async ({
  page,
  request,
}) => {
  await page.goto('/forgotpassword');
  await expectScreen(page, 'Forgot password');
  const before = await smsCount(request, cell);
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByRole('button', { name: 'Send one-time pin' }).click();
  await expect(page.getByLabel('One-time pin (OTP)')).toBeVisible();

  // Step 2 opens counting down to the next pin (the journeys' server waits 10 s between pins): Resend
  // is never offered only to be refused, and the step's heading has the focus.
  const waiting = page.getByRole('button', { name: /^Resend pin in \d+ seconds?$/ });
  await expect(waiting).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Resend pin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeFocused();
  await expectAccessible(page, 'forgot password step 2, resend waiting');
  const pin = await readPin(request, cell, before);

  // A reload keeps the step and its challenge: the pin already sent still works afterwards.
  await page.reload();
  await expect(page.getByLabel('One-time pin (OTP)')).toBeVisible();
  await expect(page.getByText(`Enter the one-time pin we sent by SMS to ${cell}.`)).toBeVisible();

  // Once the wait is over the button is offered, and a new pin goes out and counts down again.
  const resend = page.getByRole('button', { name: 'Resend pin', exact: true });
  await expect(resend).toBeEnabled({ timeout: 15_000 });
  await resend.click();
  await expect(page.getByRole('status')).toHaveText(`A new pin is on its way to ${cell}.`);
  await expect(waiting).toBeDisabled();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Change number returns to step 1 with the number as typed.
  await page.getByRole('button', { name: 'Change number' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveValue(cell);

  // Sending again within the wait: a plain 'Please note:' with the wait, not a Data Response Error.
  await page.getByRole('button', { name: 'Send one-time pin' }).click();
  const note = page.getByRole('alertdialog', { name: messages.pleaseNote });
  await expect(note).toContainText(/Please wait \d+ seconds? before asking for another/);
  await expect(note).not.toContainText('Data Response Error');
  await expect(note).not.toContainText('unexpected error');
  await expectAccessible(page, 'forgot password step 1, throttled');
  await note.getByRole('button', { name: 'OK' }).click();
  expect(pin).toMatch(/^\d{6}$/);
});

test('registration step 2 survives a reload with its pin, links to the Terms, and completes', async ({
  page,
  request,
}) => {
  // Sipho is registered by the account journey when it runs first; this journey needs its own number.
  const { firstname } = members.preloaded;
  const fresh = '0820001103';
  await page.goto('/register');
  await expectScreen(page, 'Register');
  const before = await smsCount(request, fresh);
  await page.getByLabel('Mobile number').fill(fresh);
  await page.getByRole('button', { name: 'Send one-time pin' }).click();
  await expect(page.getByLabel('One-time pin (OTP)')).toBeVisible();
  const pin = await readPin(request, fresh, before);

  await page.reload();
  await expect(page.getByLabel('One-time pin (OTP)')).toBeVisible();
  await page.getByRole('button', { name: 'Read the Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toBeVisible();
  await expectAccessible(page, 'registration: the terms');
  await terms.getByRole('button', { name: 'Close' }).click();
  await expect(terms).toBeHidden();

  await page.getByLabel('One-time pin (OTP)').fill(pin);
  await page.getByLabel('First name').fill(firstname);
  await page.getByLabel('Surname').fill('Pinstep');
  await page.getByLabel('Email').fill('pin.step@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Kennels42x');
  await tick(page, 'I accept the Terms and Conditions');
  await page.getByRole('button', { name: 'Register' }).click();
  await expectScreen(page, 'Registration complete');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registration complete' }),
  ).toBeFocused();

  // Done forgets the kept step: a reload does not return to it.
  await page.goto('/register');
  await expect(page.getByLabel('Mobile number')).toHaveValue('');
});

test('the change-password pin step survives a reload, asking for the new password again, and completes', async ({
  page,
  request,
}) => {
  // A registered member of the demo crowd (n = 18) whom no other journey uses.
  const member = '0820001118';
  await page.goto('/hello');
  await page.getByLabel('Mobile number').fill(member);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/myprofile');
  await expectScreen(page, 'My Profile');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const before = await smsCount(request, member);
  await dialog.getByLabel('New password').fill('Whiskers58q');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('One-time pin (OTP)')).toBeVisible();
  const pin = await readPin(request, member, before);

  // Back, then Next: the pin step again with the pin already sent, no second SMS; each view's change
  // puts the focus on the dialog's heading.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('heading', { name: 'Change password' })).toBeFocused();
  await expect(dialog.getByLabel('New password')).toHaveValue('Whiskers58q');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('One-time pin (OTP)')).toBeVisible();
  expect(await smsCount(request, member)).toBe(before + 1);

  // The reload reopens the modal on the pin step; the new password was never stored, so it is asked again.
  await page.reload();
  await expect(dialog.getByText(flowMessages.passwordAgainAfterReload)).toBeVisible();
  await expectAccessible(page, 'change password: the pin step after a reload');
  await dialog.getByLabel('New password').fill('Whiskers58q');
  await dialog.getByLabel('One-time pin (OTP)').fill(pin);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText(flowMessages.passwordChangedHere)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Done forgets the kept step: another reload stays on the profile, the modal closed.
  await page.reload();
  await expectScreen(page, 'My Profile');
  await expect(dialog).toHaveCount(0);
});
