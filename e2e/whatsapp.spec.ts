import { whatsAppMessages } from '@plaudit/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  demoPassword,
  expectScreen,
  logIn,
  menuLink,
  outbox,
  personOf,
  programmeOf,
  tick,
} from './support';

/**
 * A crowd member of the seed (082000 + (1100 + n), n = 45: registered, as n % 4 !== 3), used by no other
 * journey, and the manager who recognises them.
 */
const member = { cell: '0820001145' };
const manager = { cell: '0820000002', firstname: 'Pieter' };

/** The definition next to a term of the profile view. */
const shown = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

const sameNumber = (to: string, cell: string) => to.replace(/\D/g, '').endsWith(cell.slice(1));

/** Chooses a radio by its label, as a member clicks it. */
async function chooseRadio(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
}

/** The member's channel as getmemberdata answers it. */
async function channelOf(request: APIRequestContext, token: string) {
  const data = await request.post('/api/member/getmemberdata', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  expect(data.ok(), await data.text()).toBe(true);
  return ((await data.json()) as { memberData: { messageChannel?: string } }).memberData
    .messageChannel;
}

test('member opts in to WhatsApp in My Profile, gets a Shout Out sent by SMS on WhatsApp, and takes it back', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const programme = await programmeOf(request);
  const recipient = await personOf(request, member.cell);
  expect(await channelOf(request, recipient.token)).toBe('sms');

  await logIn(page, member.cell, demoPassword, recipient.firstname);
  await menuLink(page, 'My Profile').click();
  await expectScreen(page, 'My Profile');
  await expect(shown(page, whatsAppMessages.viewLabel)).toHaveText('SMS');

  // WhatsApp chosen: the sentence to agree to, naming the programme and WhatsApp; Save needs the tick.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expectScreen(page, 'Update My Profile');
  await chooseRadio(page, 'WhatsApp');
  const sentence = whatsAppMessages.optIn(programme);
  await expect(page.getByRole('checkbox', { name: sentence })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(whatsAppMessages.agreeRequired)).toBeVisible();
  await expect(page).toHaveURL('/myprofile/update');
  await expectScreen(page, 'Update My Profile');
  await tick(page, sentence);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/member/memberupdate'));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL('/myprofile');
  await expectScreen(page, 'My Profile');
  await expect(shown(page, whatsAppMessages.viewLabel)).toHaveText(
    /^WhatsApp, since \d{1,2} \w{3} \d{4}$/,
  );
  expect(await channelOf(request, recipient.token)).toBe('whatsapp');

  // The manager's Shout Out form says where an SMS goes for such a colleague; the spec's labels stay.
  const managerContext = await browser.newContext({ baseURL });
  const managerPage = await managerContext.newPage();
  await logIn(managerPage, manager.cell, demoPassword, manager.firstname);
  await managerPage.goto('/reward');
  await expectScreen(managerPage, 'Shout Out');
  await chooseRadio(managerPage, 'SMS');
  await expect(managerPage.getByText(whatsAppMessages.smsHint)).toBeVisible();
  await managerContext.close();

  // A Shout Out sent by SMS reaches the member on WhatsApp: the dev outbox shows it on that channel.
  const giver = await personOf(request, manager.cell);
  const given = await request.post('/api/reward/doreward', {
    data: {
      what: 'thankyou',
      reason: 'Thank You!',
      points: 0,
      message: 'Thank you for opening up on Sunday!',
      sendBy: 'sms',
      recipients: [recipient.memberId],
    },
    headers: { authorization: `Bearer ${giver.token}` },
  });
  expect(given.ok(), await given.text()).toBe(true);
  await expect
    .poll(async () =>
      (await outbox(request))
        .filter((m) => sameNumber(m.to, member.cell))
        .map((m) => m.channel)
        .slice(0, 1),
    )
    .toEqual(['whatsapp']);

  // Taken back: SMS chosen and saved, the profile says SMS again, and so does getmemberdata.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expectScreen(page, 'Update My Profile');
  await expect(page.getByText(/^Your messages have come on WhatsApp since /)).toBeVisible();
  await chooseRadio(page, 'SMS');
  await expect(page.getByText(whatsAppMessages.takeBack)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/myprofile');
  await expect(shown(page, whatsAppMessages.viewLabel)).toHaveText('SMS');
  expect(await channelOf(request, recipient.token)).toBe('sms');
});
