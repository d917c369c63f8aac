import { flowMessages, messages } from '@plaudit/domain';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoPassword, expectAccessible, expectScreen, logIn, menuLink, outbox } from './support';

/**
 * The demo logins (README.md) and colleagues of their store, Paws & Claws Pet Shop, Sandton
 * (server/src/db/seed.ts). The colleagues here are ones no other journey changes.
 */
const people = {
  admin: { cell: '0820000001', firstname: 'Thandi', surname: 'Nkosi' },
  manager: { cell: '0820000002', firstname: 'Pieter', surname: 'van der Merwe' },
  member: { cell: '0820000003', firstname: 'Lerato', surname: 'Mokoena' },
  ayanda: { cell: '0820001100', firstname: 'Ayanda', surname: 'Khumalo' },
  tshepo: { cell: '0820001101', firstname: 'Tshepo', surname: 'Ndlovu' },
  faith: { cell: '0820001106', firstname: 'Faith', surname: 'Shilongo' },
} as const;
type Person = (typeof people)[keyof typeof people];

const store = 'Paws & Claws Pet Shop, Sandton';
const fullName = (p: Person) => `${p.firstname} ${p.surname}`;

const recipients = (page: Page) => page.getByRole('group', { name: 'Recipients' });

/** Opens the member picker from the form and checks it, as a member would see it. */
async function openPicker(page: Page): Promise<Locator> {
  await recipients(page).getByRole('button', { name: 'Select/Change Recipient' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Recipients' });
  await expect(picker).toBeVisible();
  // The picker opens on the member's own store.
  await expect(picker.getByRole('button', { name: /Division/ })).toContainText(store);
  await expect(picker.getByRole('option', { name: `Entire division: ${store}` })).toBeVisible();
  return picker;
}

/** Adds a colleague of the own store, found by typing part of the name. */
async function addByName(picker: Locator, person: Person) {
  const search = picker.getByRole('searchbox', { name: 'Search by name' });
  await search.fill(person.firstname);
  await picker.getByRole('option', { name: new RegExp(`^${fullName(person)}`) }).click();
  await expect(
    picker.getByRole('region', { name: 'Selected' }).getByText(`${fullName(person)} (${store})`),
  ).toBeVisible();
}

async function closePicker(picker: Locator) {
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(picker).toBeHidden();
}

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('main').getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks a send method: the react-aria radio draws its own circle over a hidden input, so its label takes the click. */
async function sendBy(page: Page, name: 'Email' | 'SMS') {
  const radio = page.getByRole('radio', { name });
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
}

async function submit(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
}

/** The points the form says are left to give (budget or allowance). */
async function leftToGive(page: Page): Promise<number> {
  const note = page.getByText(/^You have [\d,]+ .* left to give\.$/);
  await expect(note).toBeVisible();
  return Number(/You have ([\d,]+)/.exec(await note.innerText())?.[1]?.replace(/,/g, '') ?? NaN);
}

/** A member's balances as the server reports them, through a session of their own. */
async function sessionOf(request: APIRequestContext, person: Person) {
  const login = await request.post('/api/member/login', {
    data: { memberNumber: person.cell, password: demoPassword },
  });
  expect(login.ok(), `login of ${person.cell}`).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return {
    async redeemable(): Promise<number> {
      const answer = await request.post('/api/member/getmemberdata', {
        headers: { Authorization: `Bearer ${token}` },
        data: {},
      });
      expect(answer.ok()).toBe(true);
      const data = (await answer.json()) as { memberData: { awardsPointsAvailable: number } };
      return data.memberData.awardsPointsAvailable;
    },
  };
}

const sameNumber = (to: string, cell: string) => to.replace(/\D/g, '').endsWith(cell.slice(1));

test('a member sends a Shout Out by SMS to a colleague found by name, and the SMS goes out', async ({
  page,
  request,
}) => {
  const { member, tshepo } = people;
  await logIn(page, member.cell, demoPassword, member.firstname);
  await page.getByRole('main').getByRole('link', { name: 'Send a Shout Out' }).click();
  await expect(page).toHaveURL('/reward');
  await expectScreen(page, 'Shout Out');
  // A Shout Out carries no points.
  await expect(page.getByRole('button', { name: /Points value/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Message/ })).toBeDisabled();

  const picker = await openPicker(page);
  await expectAccessible(page, 'Shout Out, member picker');
  await addByName(picker, tshepo);
  await expectAccessible(page, 'Shout Out, member picker with a colleague chosen');
  await closePicker(picker);
  await expect(recipients(page).getByText(`${fullName(tshepo)} (${store})`)).toBeVisible();

  await choose(page, /Value/, 'You made a difference!');
  await sendBy(page, 'SMS');
  const message = 'Thank you for the puppy-class cover on Saturday!';
  await page.getByRole('textbox', { name: /Message/ }).fill(message);
  await expect(page.getByText(`${150 - message.length} characters remaining`)).toBeVisible();
  await expectAccessible(page, 'Shout Out, filled in');

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/reward/doreward'));
  await submit(page);
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expectScreen(page, 'Successfully submitted Shout Out');
  // Under the spec's line, what was sent and to whom; a Shout Out names no points.
  await expect(page.getByRole('main')).toContainText(`Shout Out sent to ${fullName(tshepo)}`);
  await expect(page.getByRole('main')).not.toContainText(/ from your /);

  // The colleague's SMS names the sender, the value and the message.
  await expect
    .poll(
      async () =>
        (await outbox(request)).find(
          (m) => m.channel === 'sms' && sameNumber(m.to, tshepo.cell) && m.body.includes(message),
        )?.body,
    )
    .toContain(`${fullName(member)} sent you a Shout Out: You made a difference!`);

  await page.getByRole('button', { name: 'Send Another' }).click();
  await expectScreen(page, 'Shout Out');
  await expect(recipients(page).getByText('None Selected.')).toBeVisible();
});

test('a manager recognises two colleagues (not their whole store) and both balances rise by the points', async ({
  page,
  request,
}) => {
  const { manager, ayanda, faith } = people;
  const points = 50;
  const colleagues = [
    { person: ayanda, session: await sessionOf(request, ayanda) },
    { person: faith, session: await sessionOf(request, faith) },
  ];
  const before = await Promise.all(colleagues.map((c) => c.session.redeemable()));

  await logIn(page, manager.cell, demoPassword, manager.firstname);
  await page.getByRole('main').getByRole('link', { name: 'Recognise a colleague' }).click();
  await expect(page).toHaveURL('/recognise');
  await expectScreen(page, 'Recognise');
  const budget = await leftToGive(page);

  const picker = await openPicker(page);
  await picker.getByRole('option', { name: `Entire division: ${store}` }).click();
  await expect(picker.getByRole('alert')).toContainText(messages.cannotAddStore(store));
  await expectAccessible(page, 'Recognise, whole store refused');
  await addByName(picker, ayanda);
  await addByName(picker, faith);
  await closePicker(picker);

  await choose(page, /Value/, 'Collaborates');
  await choose(page, /Points value/, String(points));
  await sendBy(page, 'Email');
  await page
    .getByRole('textbox', { name: /Message/ })
    .fill('Thank you for the spotless stock count.');
  await submit(page);
  await expectScreen(page, 'Successfully submitted Recognise');
  // What was sent, to whom, how many points each in the budget's name, with what is left of it.
  const panel = page.getByRole('main');
  await expect(panel).toContainText(
    `Recognition sent to ${fullName(ayanda)} and ${fullName(faith)}`,
  );
  // The default brand's name of the recognition budget (app/src/app/brand.ts).
  const budgetName = 'Top Dog Points';
  await expect(panel).toContainText(
    `${flowMessages.awardPointsGiven(points, budgetName, true)} ${flowMessages.balanceLeft(budget - 2 * points, budgetName)}`,
  );

  const after = await Promise.all(colleagues.map((c) => c.session.redeemable()));
  expect(after).toEqual(before.map((b) => b + points));

  // The budget went down once per colleague; the form shows the refreshed member data.
  await page.getByRole('button', { name: 'Send Another' }).click();
  await expectScreen(page, 'Recognise');
  await expect.poll(() => leftToGive(page)).toBe(budget - 2 * points);

  // Ayanda sees the points in the header's balance.
  await menuLink(page, 'Log Out').click();
  await expect(page).toHaveURL('/hello');
  await logIn(page, ayanda.cell, demoPassword, ayanda.firstname);
  await expect(page.getByRole('banner')).toContainText(
    String(after[0]).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  );
});

test('a member who is no manager is turned away from Recognise and Adhoc', async ({ page }) => {
  const { member } = people;
  await logIn(page, member.cell, demoPassword, member.firstname);
  // Home offers a member no Recognise.
  await expect(page.getByRole('link', { name: 'Recognise a colleague' })).toHaveCount(0);
  for (const [path, title] of [
    ['/recognise', 'Recognise'],
    ['/recognise/1', 'Recognise'],
    ['/adhocrecognition', 'Adhoc Recognition'],
    ['/adhoc', 'Adhoc Recognition'],
  ] as const) {
    await page.goto(path);
    await expectScreen(page, title);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.managerOnly);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  }
});

test("Pay It Forward does not offer more than the month's allowance left", async ({ page }) => {
  const { admin, tshepo, faith } = people;
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.getByRole('main').getByRole('link', { name: 'Pay It Forward', exact: true }).click();
  await expect(page).toHaveURL('/rewardpayitforward');
  await expectScreen(page, 'Pay It Forward');
  // Pay It Forward starts with Email.
  await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
  const allowance = await leftToGive(page);
  expect(allowance).toBeGreaterThanOrEqual(50);

  // 50 to one colleague: given, and the allowance shown drops at once (the member data is refreshed).
  let picker = await openPicker(page);
  await addByName(picker, tshepo);
  await closePicker(picker);
  await choose(page, /Value/, 'Teamwork');
  await choose(page, /Points value/, '50');
  await page.getByRole('textbox', { name: /Message/ }).fill('You kept the tills running.');
  await submit(page);
  await expectScreen(page, 'Successfully submitted Pay It Forward');
  await page.getByRole('button', { name: 'Send Another' }).click();
  await expectScreen(page, 'Pay It Forward');
  await expect.poll(() => leftToGive(page)).toBe(allowance - 50);

  // 100 to another is more than is left: offered, but disabled, with what is left beside it. (The
  // server's own refusal, should a request get through, is the server suite's and the stories'.)
  picker = await openPicker(page);
  await addByName(picker, faith);
  await closePicker(picker);
  await choose(page, /Value/, 'Excellence');
  await page
    .getByRole('main')
    .getByRole('button', { name: /Points value/ })
    .click();
  const hundred = page.getByRole('option', { name: /^100/ });
  await expect(hundred).toHaveAttribute('aria-disabled', 'true');
  await expect(hundred).toContainText(`More than the ${allowance - 50} you have left`);
  await expectAccessible(page, 'Pay It Forward, 100 is more than is left');
  await page.keyboard.press('Escape');
  await expect(recipients(page).getByText(`${fullName(faith)} (${store})`)).toBeVisible();
  expect(await leftToGive(page)).toBe(allowance - 50);
});

test("submitting without recipients says 'Please select at least one recipient.' and sends nothing", async ({
  page,
}) => {
  const { admin } = people;
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/reward/doreward')) sent += 1;
  });
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  // The Admin menu's Adhoc is /adhoc, which leads on to /adhocrecognition.
  await page.getByRole('banner').getByRole('button', { name: /Admin/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Adhoc', exact: true }).click();
  await expect(page).toHaveURL('/adhocrecognition');
  await expectScreen(page, 'Adhoc Recognition');

  await choose(page, /Value/, 'Client Focus');
  await choose(page, /Points value/, '100');
  await sendBy(page, 'SMS');
  await page.getByRole('textbox', { name: /Message/ }).fill('Thank you.');
  await submit(page);
  const dialog = page.getByRole('alertdialog', { name: messages.recipientsRequiredTitle });
  await expect(dialog).toContainText(messages.recipientsRequired);
  await expectAccessible(page, 'Adhoc, recipients required');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  for (const path of ['/reward', '/rewardpayitforward']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await submit(page);
    await expect(
      page.getByRole('alertdialog', { name: messages.recipientsRequiredTitle }),
    ).toContainText(messages.recipientsRequired);
    await page.keyboard.press('Escape');
  }
  expect(sent).toBe(0);
});
