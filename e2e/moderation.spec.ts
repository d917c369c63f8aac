import { expect, test } from '@playwright/test';
import { demoPassword, expectScreen, logIn, logOut, personOf, giveShoutOut } from './support';

/**
 * Moderation on the wall (issue 38): a member comments on a recognition; an administrator hides the
 * comment with a reason from the wall; it leaves the member's wall, and the console's audit log lists the
 * hiding with its reason. The recognition is one this journey gives, so no other journey's comments meet it.
 */
const admin = { cell: '0820000001', firstname: 'Thandi' };
const member = { cell: '0820000003', firstname: 'Lerato', name: 'Lerato Mokoena' };
const giverCell = '0820001129';
const recipientCell = '0820001130';

test('an administrator hides a comment from the wall; the member no longer sees it; the audit log keeps why', async ({
  page,
  request,
}) => {
  // Four logins and the audit log: longer than a journey's default two minutes on a busy machine.
  test.setTimeout(300_000);
  const giver = await personOf(request, giverCell);
  const recipient = await personOf(request, recipientCell);
  const words = `Thanks for covering the Saturday shift, ${String(Date.now())}.`;
  await giveShoutOut(request, giver, recipient, words);
  const comment = `Not for the wall ${String(Date.now())}`;

  // A member comments on the card.
  await logIn(page, member.cell, demoPassword, member.firstname);
  await page.goto('/recentrecognition');
  await expectScreen(page, 'Recent Recognition');
  const card = page.getByRole('article').filter({ hasText: words });
  await card.getByRole('button', { name: 'Comment' }).click();
  await card.getByRole('textbox').fill(comment);
  await card.getByRole('button', { name: 'Post' }).click();
  await expect(card.getByText(comment)).toBeVisible();
  await logOut(page);

  // The administrator hides it from the wall, with the reason the author is told.
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.goto('/recentrecognition');
  await expectScreen(page, 'Recent Recognition');
  const adminCard = page.getByRole('article').filter({ hasText: words });
  await adminCard.getByRole('button', { name: '1 comment' }).click();
  await adminCard.getByRole('button', { name: `Hide the comment of ${member.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hide this comment' });
  // No reason yet: Hide waits for one.
  await expect(dialog.getByRole('button', { name: 'Hide' })).toBeDisabled();
  await dialog.getByRole('textbox').fill('Off-topic for the wall');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminCard.getByText(comment)).toBeHidden();

  // The audit log lists it, with the reason.
  await page.goto('/admin/audit');
  await expectScreen(page, 'Audit log');
  const newest = page.getByRole('list', { name: 'Audit log' }).locator(':scope > li').first();
  await expect(newest).toContainText('Comment hidden');
  await expect(newest).toContainText(member.name);
  await expect(newest).toContainText('Off-topic for the wall');
  await logOut(page);

  // The member's wall no longer shows it.
  await logIn(page, member.cell, demoPassword, member.firstname);
  await page.goto('/recentrecognition');
  const again = page.getByRole('article').filter({ hasText: words });
  await expect(again.getByRole('button', { name: 'Comment' })).toBeVisible();
  await again.getByRole('button', { name: 'Comment' }).click();
  await expect(again.getByText('No comments yet.')).toBeVisible();
  await expect(page.getByText(comment)).toBeHidden();
});
