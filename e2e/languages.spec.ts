import {
  accountMessages,
  flowMessages,
  outboxMessages,
  setTranslatorSource,
  translatorFor,
  currentTranslator,
  registerCatalogue,
  shippedLanguages,
  type Catalogue,
  type Language,
} from '@plaudit/domain';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  demoPassword,
  expectAccessible,
  logIn,
  members,
  outbox,
  programmeOf,
  readPin,
  smsCount,
  tick,
} from './support';

// The compiled catalogues, as the portal and the server load them (the journeys read the expected words).
for (const language of shippedLanguages) {
  const parts = ['first', 'screens', 'server'].map((area) => {
    const file = `../packages/domain/src/i18n/compiled/${language}-${area}.json`;
    return JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Catalogue;
  });
  registerCatalogue(language, Object.assign({}, ...parts) as Catalogue);
}

/** What a declared message reads in a language (the journeys run in English otherwise). */
function inLanguage<T>(language: Language, read: () => T): T {
  const before = currentTranslator();
  setTranslatorSource(() => translatorFor(language));
  try {
    return read();
  } finally {
    setTranslatorSource(() => before);
  }
}
const word = (language: Language, id: string) => translatorFor(language).format(id);

/** The language menu of a visitor's screen: picks a language by its own name. */
async function pickLanguage(page: Page, name: string, language: Language) {
  await page.getByRole('radio', { name, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** No element wider than the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('a visitor picks isiZulu on Hello, registers with an isiZulu pin SMS and lands Home in isiZulu', async ({
  page,
  request,
}) => {
  const { cell, firstname, surname } = members.zulu;
  await page.goto('/hello');
  await pickLanguage(page, 'isiZulu', 'zu');
  await expect(
    page.getByRole('heading', { level: 1, name: word('zu', 'word.Log in') }),
  ).toBeVisible();
  await expectAccessible(page, 'Hello in isiZulu');
  await page
    .getByRole('link', { name: word('zu', 'word.Register') })
    .first()
    .click();
  await expect(page).toHaveURL('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  await expect(page.getByRole('radio', { name: 'isiZulu' })).toBeChecked();

  const before = await smsCount(request, cell);
  await page.getByLabel(word('zu', 'word.Mobile number')).fill(cell);
  await page.locator('form').getByRole('button').last().click();
  const pin = await readPin(request, cell, before);
  const sms = (await outbox(request)).find((m) => m.channel === 'sms' && m.body.includes(pin));
  const programme = await programmeOf(request);
  expect(sms?.body).toBe(inLanguage('zu', () => outboxMessages.pinSms(programme, pin, 10)));
  // isiZulu's words, not English's.
  expect(sms?.body).not.toBe(inLanguage('en', () => outboxMessages.pinSms(programme, pin, 10)));

  await page.getByLabel(/OTP/).fill(pin);
  await page.getByLabel(word('zu', 'word.First name')).fill(firstname);
  await page.getByLabel(word('zu', 'word.Surname')).fill(surname);
  await page.getByLabel(word('zu', 'word.Email')).fill('ilse.zulu@example.com');
  await page.getByLabel(word('zu', 'word.Password'), { exact: true }).fill('Kennels42x');
  await tick(page, word('zu', 'word.I accept the Terms and Conditions'));
  await page.getByRole('button', { name: word('zu', 'word.Register') }).click();
  // The step's own heading is there at once: wait for the one the finished registration shows.
  await expect(
    page.getByRole('heading', { level: 1, name: word('zu', 'word.Registration complete') }),
  ).toBeVisible({ timeout: 30_000 });

  await page.goto('/hello');
  await page.getByLabel(word('zu', 'word.Mobile number')).fill(cell);
  await page.getByLabel(word('zu', 'word.Password')).fill('Kennels42x');
  await page.getByRole('button', { name: word('zu', 'word.Log in') }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  await expect(page.getByRole('navigation', { name: word('zu', 'word.Main') })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'isiZulu' })).toBeChecked();
  await expectAccessible(page, 'Home in isiZulu');
});

test('a member who chose Afrikaans opens the portal in Afrikaans on a fresh browser, and an English manager’s Shout Out reaches them in Afrikaans', async ({
  browser,
  request,
}) => {
  const member = members.afrikaans;
  // Chooses Afrikaans in the header: saved on the server.
  const first = await browser.newContext();
  const page = await first.newPage();
  await logIn(page, member.cell, demoPassword, member.firstname);
  // The header's menu folds behind a button on a narrow screen only.
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/member/memberupdate'));
  await page.getByRole('radio', { name: 'Afrikaans' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  await first.close();

  // A fresh browser, in English: after login the member's saved language wins.
  const fresh = await browser.newContext({ locale: 'en-ZA' });
  const again = await fresh.newPage();
  await again.goto('/hello');
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  await again.getByLabel('Mobile number').fill(member.cell);
  await again.getByLabel('Password').fill(demoPassword);
  await again.getByRole('button', { name: 'Log in' }).click();
  await expect(again).toHaveURL('/');
  await expect(again.locator('html')).toHaveAttribute('lang', 'af');
  await expect(again.getByRole('navigation', { name: word('af', 'word.Main') })).toBeVisible();
  await fresh.close();

  // An English manager sends them a Shout Out by SMS: its words are the member's language.
  const manager = await browser.newContext({ locale: 'en-ZA' });
  const sender = await manager.newPage();
  await logIn(sender, '0820000002', demoPassword, 'Pieter');
  await sender.goto('/reward');
  const before = await smsCount(request, member.cell);
  const dialog = sender.getByRole('dialog', { name: 'Select Recipients' });
  await sender.getByRole('button', { name: 'Select/Change Recipient' }).click();
  // The picker opens on the manager's own store: the member works in another.
  await dialog.getByRole('button', { name: /Division/ }).click();
  await sender.getByRole('option', { name: member.store, exact: true }).click();
  await dialog.getByRole('searchbox', { name: 'Search by name' }).fill(member.firstname);
  await dialog
    .getByRole('option', { name: new RegExp(`^${member.firstname} ${member.surname}`) })
    .click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await sender.locator('label', { has: sender.getByRole('radio', { name: 'SMS' }) }).click();
  await sender.getByRole('main').getByRole('button', { name: /Value/ }).click();
  await sender.getByRole('option').first().click();
  await sender.getByLabel(/Message/).fill('Baie dankie vir jou hulp!');
  const posted = sender.waitForRequest((r) => r.url().endsWith('/api/reward/doreward'));
  await sender.getByRole('button', { name: 'Submit' }).click();
  const award = (await posted).postDataJSON() as {
    what: keyof typeof flowMessages.awardNames;
    reason: string;
    points?: number;
    message: string;
  };
  await expect(
    sender.getByRole('heading', { level: 1, name: /Successfully submitted/ }),
  ).toBeVisible();
  await expect.poll(() => smsCount(request, member.cell)).toBeGreaterThan(before);
  const sms = (await outbox(request)).find(
    (m) => m.channel === 'sms' && m.body.includes('Baie dankie vir jou hulp!'),
  );
  // The giver's own words are theirs; the rest is the Afrikaans message, not the English one.
  const programme = await programmeOf(request);
  const textIn = (language: Language) =>
    inLanguage(
      language,
      () =>
        outboxMessages.award(programme, {
          title: flowMessages.awardNames[award.what],
          giver: 'Pieter van der Merwe',
          value: award.reason,
          points: 0,
          message: award.message,
        }).sms,
    );
  expect(sms?.body).toBe(textIn('af'));
  expect(sms?.body).not.toBe(textIn('en'));
  expect(sms?.body).toContain(' gestuur: ');
  await manager.close();
});

test('a wrong password in isiXhosa is refused in isiXhosa', async ({ page }) => {
  await page.goto('/hello');
  await pickLanguage(page, 'isiXhosa', 'xh');
  await page.getByLabel(word('xh', 'word.Mobile number')).fill(members.lerato.cell);
  await page.getByLabel(word('xh', 'word.Password')).fill('NotThePassword1');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/member/login'));
  await page.getByRole('button', { name: word('xh', 'word.Log in') }).click();
  expect((await answer).request().headers()['accept-language']).toBe('xh');
  const refusal = inLanguage('xh', () => accountMessages.badCredentials);
  expect(refusal).not.toBe(inLanguage('en', () => accountMessages.badCredentials));
  await expect(page.getByRole('alertdialog')).toContainText(refusal);
  await expectAccessible(page, 'Hello in isiXhosa, wrong password');
});

/** The member screens and the console, each at 390 px in isiXhosa. */
const screens = [
  '/',
  '/myprofile',
  '/myprofile/update',
  '/contactus',
  '/reward',
  '/recognise',
  '/adhocrecognition',
  '/rewardpayitforward',
  '/nominate',
  '/sendtoall',
  '/recentrecognition',
  '/gettoknow',
  '/rewards',
  '/rewards/basket',
  '/orders',
  '/statement',
  '/payitforwardstatement',
  '/managementstatement',
  '/reportmanagement',
  '/reportrecommendations',
  '/admin/insights',
  '/admin',
  '/admin/members',
  '/admin/audit',
  '/admin/budgets',
  '/admin/orders',
  '/admin/promos',
  '/admin/imports',
  '/admin/nominations',
  '/admin/content',
];

test('every member screen and the console in isiXhosa at 390 px: no sideways scroll, and axe passes', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('plaudit.language', 'xh'));
  const page = await context.newPage();
  await page.goto('/hello');
  await expect(page.locator('html')).toHaveAttribute('lang', 'xh');
  await page.getByLabel(word('xh', 'word.Mobile number')).fill('0820000001');
  await page.getByLabel(word('xh', 'word.Password')).fill(demoPassword);
  await page.getByRole('button', { name: word('xh', 'word.Log in') }).click();
  await expect(page).toHaveURL('/');
  const failures: string[] = [];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'xh');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    try {
      await expectNoSidewaysScroll(page, path);
      await expectAccessible(page, `${path} in isiXhosa at 390 px`);
    } catch (error) {
      failures.push(`${path}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  expect(failures).toEqual([]);
  await context.close();
});
