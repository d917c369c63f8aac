import { messages, recognitionMessages } from '@plaudit/domain';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoPassword, expectAccessible, expectScreen, logIn, menuLink, outbox } from './support';

/**
 * Nominate, Send To All, Recent Recognition and Get to Know on the real server. The demo logins and their
 * store, Paws & Claws Pet Shop, Sandton (server/src/db/seed.ts); no other journey changes what these check.
 */
const people = {
  admin: { cell: '0820000001', firstname: 'Thandi', surname: 'Nkosi' },
  manager: { cell: '0820000002', firstname: 'Pieter', surname: 'van der Merwe' },
  member: { cell: '0820000003', firstname: 'Lerato', surname: 'Mokoena' },
  ayanda: { cell: '0820001100', firstname: 'Ayanda', surname: 'Khumalo' },
  faith: { cell: '0820001106', firstname: 'Faith', surname: 'Shilongo' },
} as const;
type Person = (typeof people)[keyof typeof people];

const store = 'Paws & Claws Pet Shop, Sandton';
const otherStore = 'Jacaranda Pets, Pretoria';
const fullName = (p: Person) => `${p.firstname} ${p.surname}`;

/** Opens the picker of a form's recipient group. */
async function openPicker(page: Page, group: string): Promise<Locator> {
  await page
    .getByRole('group', { name: group })
    .getByRole('button', { name: 'Select/Change Recipient' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Select Recipients' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: /Division/ })).toContainText(store);
  return picker;
}

async function addByName(picker: Locator, person: Person) {
  await picker.getByRole('searchbox', { name: 'Search by name' }).fill(person.firstname);
  await picker.getByRole('option', { name: new RegExp(`^${fullName(person)}`) }).click();
  await expect(
    picker.getByRole('region', { name: 'Selected' }).getByText(`${fullName(person)} (${store})`),
  ).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search by name' }).fill('');
}

/** Chooses a store in the picker and adds it whole. */
async function addDivision(page: Page, picker: Locator, division: string) {
  await picker.getByRole('button', { name: /Division/ }).click();
  await page.getByRole('option', { name: division, exact: true }).click();
  await picker.getByRole('option', { name: `Entire division: ${division}` }).click();
  await expect(
    picker.getByRole('region', { name: 'Selected' }).getByText(`Entire division: ${division}`),
  ).toBeVisible();
}

async function closePicker(picker: Locator) {
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(picker).toBeHidden();
}

/** A react-aria radio draws its own circle over a hidden input: its label takes the click. */
async function radio(page: Page, name: string) {
  const input = page.getByRole('radio', { name, exact: true });
  await page.locator('label', { has: input }).click();
  await expect(input).toBeChecked();
}

async function submit(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
}

/** Every registered member of the programme, counted through the admin's own member lists. */
async function registeredMembers(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const lists = (await (
    await request.post('/api/site/getdivisionlist', { headers, data: {} })
  ).json()) as { divisionList: { fields: string[]; records: string[][] } };
  const code = lists.divisionList.fields.indexOf('divisionCode');
  let registered = 0;
  for (const division of lists.divisionList.records) {
    const answer = (await (
      await request.post('/api/site/getmemberlist', {
        headers,
        data: { divisionCode: division[code], search: '', includeSelf: true },
      })
    ).json()) as { memberList: { fields: string[]; records: string[][] } };
    const id = answer.memberList.fields.indexOf('memberId');
    registered += answer.memberList.records.filter((r) => !String(r[id]).startsWith('0.')).length;
  }
  return registered;
}

async function tokenOf(request: APIRequestContext, person: Person): Promise<string> {
  const login = await request.post('/api/member/login', {
    data: { memberNumber: person.cell, password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

test('a member nominates colleagues one by one, not a whole division', async ({ page }) => {
  const { member } = people;
  await logIn(page, member.cell, demoPassword, member.firstname);
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Nominate a colleague', exact: true })
    .click();
  await expectScreen(page, 'Nominate');
  const picker = await openPicker(page, 'Nominees');
  await picker.getByRole('button', { name: /Division/ }).click();
  await page.getByRole('option', { name: otherStore, exact: true }).click();
  await picker.getByRole('option', { name: `Entire division: ${otherStore}` }).click();
  await expect(picker.getByText(messages.cannotAddStore(otherStore))).toBeVisible();
  await expect(
    picker.getByRole('region', { name: 'Selected' }).getByText(`Entire division: ${otherStore}`),
  ).toHaveCount(0);
});

test('a manager nominates two colleagues and a whole division; the administrators are emailed', async ({
  page,
  request,
}) => {
  const { manager: member, ayanda, faith } = people;
  await logIn(page, member.cell, demoPassword, member.firstname);
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Nominate a colleague', exact: true })
    .click();
  await expect(page).toHaveURL('/nominate');
  await expectScreen(page, 'Nominate');

  const picker = await openPicker(page, 'Nominees');
  await addByName(picker, ayanda);
  await addByName(picker, faith);
  await addDivision(page, picker, otherStore);
  await expectAccessible(page, 'Nominate, member picker');
  await closePicker(picker);
  const nominees = page.getByRole('group', { name: 'Nominees' });
  await expect(nominees.getByText(`Entire division: ${otherStore}`)).toBeVisible();
  await expect(nominees.getByText(`${fullName(ayanda)} (${store})`)).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: /Value/ }).click();
  await page.getByRole('option', { name: 'Teamwork', exact: true }).click();
  const reason = 'They ran the adoption day together and found homes for eleven dogs.';
  await page.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await expect(page.getByText(`${1500 - reason.length} characters remaining`)).toBeVisible();
  await expectAccessible(page, 'Nominate, filled in');

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/nom/newnom'));
  await submit(page);
  const response = await answer;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as { members: string[]; nomCat: string };
  expect(sent.nomCat).toBe('Teamwork');
  expect(sent.members).toHaveLength(3);
  expect(sent.members).toContain('div:ZA-PTA-JACA');

  // The form starts again, empty, under the success message.
  await expect(page.getByRole('status')).toHaveText(recognitionMessages.nominationSubmitted);
  await expect(nominees.getByText('None Selected.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  await expectAccessible(page, 'Nominate, submitted');

  const mail = (await outbox(request)).find(
    (m) =>
      m.channel === 'email' &&
      m.subject === `New nomination: Teamwork \u2014 from ${fullName(member)}`,
  );
  expect(mail?.body).toContain(fullName(ayanda));
  expect(mail?.body).toContain(fullName(faith));
  expect(mail?.body).toContain(`Entire division: ${otherStore}`);
  expect(mail?.body).toContain(reason);
});

test('an admin sends to all stores by SMS from the Admin menu: one message per registered member', async ({
  page,
  request,
}) => {
  const { admin } = people;
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Admin' })
    .click();
  const adminMenu = page.getByRole('list', { name: 'Admin' });
  await expect(adminMenu.getByRole('link')).toHaveText([
    'My Profile',
    'Adhoc',
    'Send To All',
    'Recommendations Report',
    'Console',
    'Insights',
  ]);
  await adminMenu.getByRole('link', { name: 'Send To All' }).click();
  await expect(page).toHaveURL('/sendtoall');
  await expectScreen(page, 'Send To All');

  await radio(page, 'Yes');
  await expect(page.getByRole('group', { name: 'Recipients' })).toHaveCount(0);
  await radio(page, 'SMS');
  // The notice of content key topmsgsendtoall, shown while SMS is chosen.
  await expect(page.getByText(/SMS messages are charged per recipient\./)).toBeVisible();
  const message = `Stocktake on Friday ${Date.now()}: please be in by 7.`;
  await page.getByRole('textbox', { name: /Message/ }).fill(message);
  await expect(page.getByText(`${150 - message.length} characters remaining`)).toBeVisible();
  await expectAccessible(page, 'Send To All, all stores by SMS');

  // Submit asks first, with the count, and nothing has gone out yet.
  const registered = await registeredMembers(request, await tokenOf(request, admin));
  const outboxBefore = (await outbox(request)).length;
  await submit(page);
  const question = page.getByRole('alertdialog', { name: 'Send to all?' });
  await expect(question).toContainText(`Send this SMS to ${registered} members?`);
  await expectAccessible(page, 'Send To All, the question before sending');
  expect((await outbox(request)).length).toBe(outboxBefore);

  // Cancel sends nothing and keeps the message; asking again and Send sends it.
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(message);
  expect((await outbox(request)).length).toBe(outboxBefore);
  await submit(page);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/reward/sendtoall'));
  await question.getByRole('button', { name: 'Send' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { sentCount } = (await response.json()) as { sentCount: number };
  await expectScreen(page, `Successfully sent ${sentCount} messages.`);
  expect(sentCount).toBe(registered);
  const queued = (await outbox(request)).filter((m) => m.body === message);
  expect(queued).toHaveLength(registered);
  expect(queued.every((m) => m.channel === 'sms')).toBe(true);
  expect(new Set(queued.map((m) => m.to)).size).toBe(registered);

  await page.getByRole('button', { name: 'Send Another' }).click();
  await expectScreen(page, 'Send To All');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
});

test('Send To All with No goes to a picked division only, by email', async ({ page, request }) => {
  const { admin } = people;
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.goto('/sendtoall');
  await expectScreen(page, 'Send To All');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();

  // Nothing picked: the dialog, and nothing is sent.
  await radio(page, 'Email');
  const message = `Team meeting at 8 on Monday (${Date.now()}).`;
  await page.getByRole('textbox', { name: /Message/ }).fill(message);
  await submit(page);
  const dialog = page.getByRole('alertdialog', { name: messages.recipientsRequiredTitle });
  await expect(dialog).toContainText(messages.recipientsRequired);
  await dialog.getByRole('button').click();

  const picker = await openPicker(page, 'Recipients');
  await addDivision(page, picker, otherStore);
  await closePicker(picker);
  await expect(
    page.getByRole('group', { name: 'Recipients' }).getByText(`Entire division: ${otherStore}`),
  ).toBeVisible();
  await submit(page);
  const question = page.getByRole('alertdialog', { name: 'Send to all?' });
  await expect(question).toContainText(/^.*Send this email to \d+ members?\?/);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/reward/sendtoall'));
  await question.getByRole('button', { name: 'Send' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    isAllShops: false,
    sendBy: 'email',
    recipients: ['div:ZA-PTA-JACA'],
  });
  const { sentCount } = (await response.json()) as { sentCount: number };
  expect(sentCount).toBeGreaterThan(0);
  await expectScreen(page, `Successfully sent ${sentCount} messages.`);
  const queued = (await outbox(request)).filter((m) => m.body.startsWith(message));
  expect(queued).toHaveLength(sentCount);
  expect(queued.every((m) => m.channel === 'email')).toBe(true);
});

test('a visitor and a plain member cannot reach Send To All, and the server refuses them', async ({
  page,
  request,
}) => {
  await page.goto('/sendtoall');
  await expect(page).toHaveURL('/hello');

  // A login forced from a protected page returns there.
  const { member } = people;
  await page.getByLabel('Mobile number').fill(member.cell);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/sendtoall');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }),
  ).toHaveCount(0);
  await expect(menuLink(page, 'My Profile')).toBeVisible();
  // The page exists: it says whose it is and offers the way home, not 'Page not found'.
  await expectScreen(page, 'Send To All');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This page is for administrators.',
  );
  await expect(page.getByRole('radio', { name: 'Yes' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');

  const before = (await outbox(request)).length;
  const refused = await request.post('/api/reward/sendtoall', {
    headers: { Authorization: `Bearer ${await tokenOf(request, member)}` },
    data: { isAllShops: true, message: 'Hello all', sendBy: 'sms', recipients: [] },
  });
  expect(refused.status()).toBe(403);
  expect((await outbox(request)).length).toBe(before);
});

test("from Home's get-to-know to a colleague's card, then a Shout Out with them chosen", async ({
  page,
}) => {
  const { manager, ayanda } = people;
  await logIn(page, manager.cell, demoPassword, manager.firstname);
  const getToKnow = page.getByRole('region', { name: 'Get to Know' });
  await expect(getToKnow).toBeVisible();
  await getToKnow.getByRole('link', { name: fullName(ayanda) }).click();
  await expect(page).toHaveURL(/\/gettoknow\/\d+$/);
  await expectScreen(page, 'Get to Know');
  await expect(page.getByRole('heading', { level: 2, name: fullName(ayanda) })).toBeVisible();
  await expect(page.getByText(store)).toBeVisible();

  await page.getByRole('link', { name: 'Shout Out' }).click();
  await expect(page).toHaveURL(/\/reward\/\d+$/);
  await expectScreen(page, 'Shout Out');
  await expect(
    page.getByRole('group', { name: 'Recipients' }).getByText(`${fullName(ayanda)} (${store})`),
  ).toBeVisible();

  // An id of nobody on the programme: a clear empty state, not an error.
  await page.goto('/gettoknow/99999999');
  await expectScreen(page, 'Get to Know');
  await expect(page.getByText(recognitionMessages.getToKnowEmpty)).toBeVisible();
});

test('Recent Recognition is the wall, whose newest cards Home shows', async ({ page }) => {
  const { admin } = people;
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  const home = page.getByRole('region', { name: 'Recent Recognition' });
  await expect(home.getByRole('article')).toHaveCount(3);
  // A card's words without its 'when', which may tick on between the two screens.
  const cardTexts = (scope: Locator) =>
    scope.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => {
        const copy = card.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('time').forEach((time) => time.remove());
        return copy.textContent ?? '';
      }),
    );
  const homeCards = await cardTexts(home);
  await home.getByRole('link', { name: 'See all recent recognition' }).click();
  await expect(page).toHaveURL('/recentrecognition');
  await expectScreen(page, 'Recent Recognition');
  const wall = page.getByRole('region', { name: 'Recognition wall' });
  await expect(wall.getByRole('article').first()).toBeVisible();
  expect((await cardTexts(wall)).slice(0, homeCards.length)).toEqual(homeCards);
});
