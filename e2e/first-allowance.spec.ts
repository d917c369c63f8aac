import {
  defaultProgrammeTimeZone,
  firstAllowancePoints,
  flowMessages,
  formatPoints,
} from '@plaudit/domain';
import { expect, test } from '@playwright/test';
import { expectAccessible, expectScreen, logIn, readPin, smsCount, tick } from './support';

/**
 * A member of the demo crowd (n = 19, Coastal Vet Shop) who has not registered and whom no other journey
 * uses: registration claims the record, so it must be this journey's alone.
 */
const newcomer = { cell: '0820001119', firstname: 'Zanele', surname: 'Khumalo' };
/** The petfood brand's name of the Pay It Forward allowance (app/src/app/brand.ts). */
const allowanceName = 'Kibble Credits';

test('a member who registers mid-month reads on Home and on Pay It Forward what they have to give', async ({
  page,
  request,
}) => {
  // The server's defaults: 100 points a month, a first allowance for the days left of the month.
  const expected = firstAllowancePoints(100, 'proRata', new Date(), defaultProgrammeTimeZone);
  const password = 'Whiskers77q';

  await page.goto('/register');
  await expectScreen(page, 'Register');
  const before = await smsCount(request, newcomer.cell);
  await page.getByLabel('Mobile number').fill(newcomer.cell);
  await page.getByRole('button', { name: 'Send one-time pin' }).click();
  await expect(page.getByLabel('One-time pin (OTP)')).toBeVisible();
  const pin = await readPin(request, newcomer.cell, before);
  await page.getByLabel('One-time pin (OTP)').fill(pin);
  await page.getByLabel('First name').fill(newcomer.firstname);
  await page.getByLabel('Surname').fill(newcomer.surname);
  await page.getByLabel('Email').fill('zanele.khumalo@example.com');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await tick(page, 'I accept the Terms and Conditions');
  await page.getByRole('button', { name: 'Register' }).click();
  await expectScreen(page, 'Registration complete');

  // Home says what the new member has to give at once, not only an advert that it is waiting.
  await logIn(page, newcomer.cell, password, newcomer.firstname);
  const main = page.getByRole('main');
  await expect(
    main.getByText(flowMessages.leftToGive(formatPoints(expected), allowanceName)),
  ).toBeVisible();
  await expectAccessible(page, 'Home of a new member');

  // Pay It Forward counts the same allowance beside its points.
  await page.goto('/rewardpayitforward');
  await expectScreen(page, 'Pay It Forward');
  await expect(
    main.getByText(flowMessages.leftToGive(formatPoints(expected), allowanceName)),
  ).toBeVisible();

  // The statement shows where the points came from: this month's allowance, through the ledger.
  await page.goto('/payitforwardstatement');
  await expect(main.getByText(/^Pay It Forward allowance for \w+ \d{4}$/)).toBeVisible();
});
