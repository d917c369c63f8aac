import { feedMessages } from '@plaudit/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoPassword, expectScreen, logIn, logOut, personOf, giveShoutOut } from './support';

/**
 * The recognition wall (issue 38) on the real server: a colleague's Shout Out is the wall's newest card;
 * a member reacts and comments on it on Home, and a manager adds points to it from the budget, which the
 * recipient's statement then shows. The giver and the recipient are crowd members no other journey uses
 * (server/src/db/seed.ts: 082000 + (1100 + n), registered unless n % 4 === 3).
 */
const member = { cell: '0820000003', firstname: 'Lerato' };
const manager = { cell: '0820000002', firstname: 'Pieter', name: 'Pieter van der Merwe' };
const giverCell = '0820001125';
const recipientCell = '0820001122';

/** The wall's card with these words (the message is unique to this run). */
const cardWith = (scope: Page | Locator, words: string) =>
  scope.getByRole('article').filter({ hasText: words });

test('a member reacts and comments on Home’s wall; a manager adds points the recipient’s statement shows', async ({
  page,
  request,
}) => {
  const giver = await personOf(request, giverCell);
  const recipient = await personOf(request, recipientCell);
  const words = `Thank you for the stock count, ${String(Date.now())}.`;
  await giveShoutOut(request, giver, recipient, words);

  // A member, on Home: the newest card is the Shout Out; they applaud it and comment.
  await logIn(page, member.cell, demoPassword, member.firstname);
  const home = page.getByRole('region', { name: 'Recent Recognition' });
  const card = cardWith(home, words);
  await expect(card).toBeVisible();
  await expect(card).toContainText(giver.name);
  await expect(card).toContainText(recipient.name);
  const applause = card.getByRole('button', { name: /^Applause/ });
  await expect(applause).toHaveAttribute('aria-pressed', 'false');
  await applause.click();
  await expect(applause).toHaveAttribute('aria-pressed', 'true');
  await expect(applause).toHaveAccessibleName('Applause, 1, you reacted');
  await card.getByRole('button', { name: 'Comment' }).click();
  await expect(card.getByText('No comments yet.')).toBeVisible();
  await card.getByRole('textbox').fill('Well deserved!');
  await card.getByRole('button', { name: 'Post' }).click();
  await expect(card.getByText('Well deserved!')).toBeVisible();
  await expect(card.getByRole('button', { name: '1 comment' })).toBeVisible();
  // The whole wall keeps both, as another member would see them after a reload.
  await home.getByRole('link', { name: 'See all recent recognition' }).click();
  await expect(page).toHaveURL('/recentrecognition');
  await expectScreen(page, 'Recent Recognition');
  const onWall = cardWith(page, words);
  await expect(onWall.getByRole('button', { name: 'Applause, 1, you reacted' })).toBeVisible();
  await expect(onWall.getByRole('button', { name: '1 comment' })).toBeVisible();
  await logOut(page);

  // A manager adds points from the budget on the wall.
  await logIn(page, manager.cell, demoPassword, manager.firstname);
  await page.goto('/recentrecognition');
  await expectScreen(page, 'Recent Recognition');
  const managerCard = cardWith(page, words);
  await expect(managerCard.getByRole('button', { name: 'Applause, 1' })).toBeVisible();
  await managerCard.getByRole('button', { name: 'Add points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add points' });
  await expect(dialog).toContainText(recipient.name);
  await dialog.getByRole('button', { name: /Points to add/ }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add points' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText('You added 50 points');
  await expect(managerCard.getByRole('list', { name: 'Points added by colleagues' })).toContainText(
    `+50 from ${manager.name}`,
  );
  await logOut(page);

  // The recipient's statement shows the points, and from whom.
  await logIn(page, recipientCell, demoPassword, recipient.firstname);
  await page.goto('/statement');
  await expectScreen(page, 'Points Statement');
  const newest = page.getByRole('main').locator('table tbody tr').first();
  await expect(newest).toContainText(
    feedMessages.additionEntry({ value: 'Thank You!', giver: manager.name }),
  );
  await expect(newest).toContainText('50');
});
