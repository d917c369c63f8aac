import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, expectScreen, outbox, tick } from './support';

/**
 * A member of the demo crowd (n = 35, ZA) who has not registered and whom no other journey uses:
 * registration claims the record, so it must be this journey's alone.
 */
const newcomer = { cell: '0820001135', firstname: 'Lindiwe', surname: 'Mahlangu' };
const e164 = `+27${newcomer.cell.slice(1)}`;

/** The pins the outbox holds for the newcomer by one channel, newest first. */
async function pinsBy(request: APIRequestContext, channel: 'sms' | 'whatsapp'): Promise<string[]> {
  return (await outbox(request))
    .filter((m) => (m.channel as string) === channel && m.to === e164)
    .map((m) => /\b(\d{6})\b/.exec(m.body)?.[1] ?? '');
}

test('a visitor registers with a pin by WhatsApp, and "Send it by SMS instead" sends the same pin by SMS', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await expectScreen(page, 'Register');
  await page.getByLabel('Mobile number').fill(newcomer.cell);
  // SMS is chosen at first; the visitor picks WhatsApp.
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  // The react-aria radio draws its own circle over a hidden input: its label takes the click.
  const whatsApp = page.getByRole('radio', { name: 'WhatsApp' });
  await page.locator('label', { has: whatsApp }).click();
  await expect(whatsApp).toBeChecked();
  await page.getByRole('button', { name: 'Send one-time pin' }).click();
  await expect(page.getByLabel('One-time pin (OTP)')).toBeVisible();
  await expect(page.getByText('We sent your pin by WhatsApp.')).toBeVisible();
  await expectAccessible(page, 'The pin step of a pin by WhatsApp');

  // The pin went by WhatsApp (the dev outbox, channel whatsapp), and no SMS yet.
  let pin = '';
  await expect
    .poll(async () => {
      pin = (await pinsBy(request, 'whatsapp'))[0] ?? '';
      return pin;
    }, 'a pin by WhatsApp')
    .toMatch(/^\d{6}$/);
  expect(await pinsBy(request, 'sms')).toEqual([]);

  // "Send it by SMS instead": the same pin, by SMS, and the step says so.
  await page.getByRole('button', { name: 'Send it by SMS instead' }).click();
  await expect(page.getByText('We sent your pin by SMS instead.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send it by SMS instead' })).toHaveCount(0);
  await expect.poll(() => pinsBy(request, 'sms'), 'the same pin by SMS').toEqual([pin]);

  await page.getByLabel('One-time pin (OTP)').fill(pin);
  await page.getByLabel('First name').fill(newcomer.firstname);
  await page.getByLabel('Surname').fill(newcomer.surname);
  await page.getByLabel('Email').fill('lindiwe.mahlangu@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Kennel-Nurse-77');
  await tick(page, 'I accept the Terms and Conditions');
  await page.getByRole('button', { name: 'Register' }).click();
  await expectScreen(page, 'Registration complete');
  // One SMS however the pin went: the fallback sent no second one.
  expect(await pinsBy(request, 'sms')).toEqual([pin]);
});
