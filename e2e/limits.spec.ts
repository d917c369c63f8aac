import { expect, test, type Page } from '@playwright/test';
import { demoPassword, expectAccessible, expectScreen } from './support';

/** A registered member of the demo crowd (n = 17, Coastal Vet Shop) whom no other journey uses. */
const giver = { cell: '0820001117' };

/** Logs in without knowing the first name: Home greets whoever it is. */
async function logInAs(page: Page, cell: string) {
  await page.goto('/hello');
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await expectScreen(page, /^Welcome, /);
}

async function sendBy(page: Page, name: 'Email' | 'SMS') {
  const radio = page.getByRole('radio', { name });
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
}

test('limits show before Submit: maxima and counters, a long email switched to SMS, amounts above the allowance', async ({
  page,
}) => {
  await logInAs(page, giver.cell);

  // The profile's free-text fields stop at their maximum and count what is left.
  await page.goto('/myprofile/update');
  await expectScreen(page, 'Update My Profile');
  for (const [label, max] of [
    ['Interests', 80],
    ['Other interests', 200],
    ['Other information', 500],
  ] as const) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    await expect(field).toHaveAttribute('maxlength', String(max));
  }
  await page.getByRole('textbox', { name: 'Other information' }).fill('Cats.');
  await expect(page.getByText('495 characters remaining')).toBeVisible();

  // Contact Us's message too.
  await page.goto('/contactus');
  await expectScreen(page, 'Contact Us');
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveAttribute('maxlength', '2000');
  await expect(page.getByText('2000 characters remaining')).toBeVisible();

  // A Pay It Forward message typed for email, then switched to SMS: the error at once, no negative count.
  await page.goto('/rewardpayitforward');
  await expectScreen(page, 'Pay It Forward');
  await sendBy(page, 'Email');
  const long = 'Thank you for staying late to help with the vaccination clinic queue. '.repeat(3);
  await page.getByRole('textbox', { name: /Message/ }).fill(long);
  await sendBy(page, 'SMS');
  await expect(page.getByText(`${long.length - 150} characters over the limit`)).toBeVisible();
  await expect(page.getByText('Message must be at most 150 characters.')).toBeVisible();
  await expect(page.getByText(/-\d+ characters? remaining/)).toHaveCount(0);
  await expectAccessible(page, 'Pay It Forward, a long message switched to SMS');

  // Give 25 of the allowance, then amounts above what is left are offered disabled, with why.
  await page.getByRole('textbox', { name: /Message/ }).fill('Thank you for the cover.');
  await page
    .getByRole('group', { name: 'Recipients' })
    .getByRole('button', { name: 'Select/Change Recipient' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Select Recipients' });
  await expect(picker).toBeVisible();
  await picker
    .locator('[role="option"]:not([aria-disabled="true"])')
    .filter({ hasNotText: 'Entire division' })
    .first()
    .click();
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(picker).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: /Value/ }).click();
  await page.getByRole('option', { name: 'Teamwork', exact: true }).click();
  await page
    .getByRole('main')
    .getByRole('button', { name: /Points value/ })
    .click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
  await expectScreen(page, 'Successfully submitted Pay It Forward');
  await page.getByRole('button', { name: 'Send Another' }).click();
  await expectScreen(page, 'Pay It Forward');

  const note = page.getByText(/^You have [\d,]+ .* left to give\.$/);
  await expect(note).toBeVisible();
  const left = Number(/You have ([\d,]+)/.exec(await note.innerText())?.[1]?.replace(/,/g, ''));
  expect(left).toBeLessThan(100);
  await page
    .getByRole('main')
    .getByRole('button', { name: /Points value/ })
    .click();
  const above = page.getByRole('option', { name: /^100/ });
  await expect(above).toHaveAttribute('aria-disabled', 'true');
  await expect(above).toContainText(`More than the ${left} you have left`);
  await expect(page.getByRole('option', { name: '5', exact: true })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectAccessible(page, 'Pay It Forward, amounts above the allowance');
  await page.keyboard.press('Escape');
});
