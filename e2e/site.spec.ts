import { expect, test, type Page } from '@playwright/test';
import {
  demoPassword,
  expectAccessible,
  expectScreen,
  logIn,
  members,
  outbox,
  programmeOf,
  tick,
} from './support';

const pages = (programme: string) => [
  { path: '/about', title: `About ${programme}` },
  { path: '/howitworks', title: 'How it works' },
  { path: '/terms', title: 'Terms and Conditions' },
  { path: '/disclaimer', title: 'Disclaimer' },
  { path: '/privacy', title: 'Privacy Policy' },
];

/** Opens a footer modal, checks its title, text and accessibility, and closes it again. */
async function openModal(page: Page, button: string, title: string) {
  await page.getByRole('contentinfo').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.locator('p').first()).not.toBeEmpty();
  await expectAccessible(page, `${title} modal`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('every content page and the Terms, Disclaimer and Privacy Policy modals open', async ({
  page,
  request,
}) => {
  for (const { path, title } of pages(await programmeOf(request))) {
    await page.goto(path);
    await expectScreen(page, title);
    await expect(page.getByRole('main').locator('p').first()).not.toBeEmpty();
  }
  // From Hello's own links, as a visitor reaches them.
  await page.goto('/hello');
  await page.getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page).toHaveURL('/terms');
  await expectScreen(page, 'Terms and Conditions');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'How it Works' })
    .click();
  await expect(page).toHaveURL('/howitworks');
  await expectScreen(page, 'How it works');

  await openModal(page, 'Terms', 'Terms and Conditions');
  await openModal(page, 'Disclaimer', 'Disclaimer');
  // Cookie settings are real settings: nothing is tracked, so there is nothing to refuse.
  await openModal(page, 'Cookie settings', 'Cookie settings');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const cookies = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(cookies).toContainText('no tracking or advertising cookies');
  await expect(cookies.getByRole('checkbox')).toHaveCount(0);
  await cookies.getByRole('button', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
});

test("the portal is the brand's programme: Hello introduces it, the tab and the pages name it", async ({
  page,
  request,
}) => {
  const programme = await programmeOf(request);
  expect(programme).not.toBe('Plaudit');
  await page.goto('/hello');
  await expectScreen(page, 'Log in', { chrome: false });
  await expect(page).toHaveTitle(`Log in | ${programme}`);
  const main = page.getByRole('main');
  await expect(main.getByText(programme, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'About', exact: true }).click();
  await expectScreen(page, `About ${programme}`);
  await expect(main).toContainText(`${programme} is the recognition programme`);
  // The page's own heading names the tab, and the programme once.
  await expect(page).toHaveTitle(`About ${programme}`);
});

test('an address with no page says Page not found, inside the shell, with the way home', async ({
  page,
}) => {
  // A single word is a content key the server does not have; more words match no route at all.
  for (const path of ['/no-such-page', '/no/such/page']) {
    await page.goto(path);
    await expectScreen(page, 'Page not found');
    await expect(page.getByRole('main')).toContainText('This page does not exist.');
  }
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  // Home needs a login: a visitor goes on to Hello.
  await expect(page).toHaveURL('/hello');
});

/** Fills and sends the Contact Us form, then checks the summary and that the message went out. */
async function sendContactMessage(page: Page, name: string, email: string, message: string) {
  await expectScreen(page, 'Contact Us');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill(message);
  await tick(page, 'I accept the terms');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectScreen(page, 'Thank you, your message has been sent');
  await expect(page.getByRole('main')).toContainText(message);
  const sent = await outbox(page.request);
  expect(sent.some((m) => m.channel === 'email' && m.body.includes(message))).toBe(true);
}

test('a visitor sends a Contact Us message, then another', async ({ page }) => {
  await page.goto('/contactus');
  await expectScreen(page, 'Contact Us');

  // Without the terms accepted the message is refused, and nothing is sent.
  await page.getByLabel('Name').fill('Anna Visitor');
  await page.getByLabel('Email').fill('anna@example.com');
  await page.getByLabel('Message').fill('Is my clinic on the programme?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectAccessible(page, 'Contact Us, terms missing');

  await page.reload();
  await sendContactMessage(
    page,
    'Anna Visitor',
    'anna@example.com',
    'Is my clinic on the programme?',
  );
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expectScreen(page, 'Contact Us');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('a logged-in member sends a Contact Us message from the footer', async ({ page }) => {
  const { cell, firstname } = members.kagiso;
  await logIn(page, cell, demoPassword, firstname);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contactus');
  await sendContactMessage(
    page,
    'Kagiso Nel',
    'kagiso.nel@example.com',
    'My voucher code has not arrived yet.',
  );
  await page.getByRole('link', { name: 'Home', exact: true }).last().click();
  await expect(page).toHaveURL('/');
  await expectScreen(page, `Welcome, ${firstname}`);
});

test('a login forced from a protected page returns there; /welcometrfauth says what it is for', async ({
  page,
}) => {
  const { cell, firstname } = members.lerato;
  await page.goto('/welcometrfauth');
  await expectScreen(page, 'Welcome');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/orders');
  await expect(page).toHaveURL('/hello');
  await page.getByLabel('Mobile number').fill(cell);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/orders');
  await expectScreen(page, 'My Orders');

  await page.goto('/welcometrfauth');
  await expectScreen(page, 'Welcome');
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expectScreen(page, `Welcome, ${firstname}`);
});
