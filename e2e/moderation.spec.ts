import { expect, test } from '@playwright/test';
import { demoPassword, expectScreen, logIn, logOut, personOf, giveShoutOut } from './support';

/**
 * Moderation on the wall (issue 38): a member comments on a recognition; an administrator hides the
 * comment with a reason from the wall; it leaves the member's wall, and the console's audit log lists the
 * hiding with its reason; on the console's Comments page the administrator sees it hidden and hides a second
 * one. The recognition is one this journey gives, so no other journey's comments meet it.
 */
const admin = { cell: '0820000001', firstname: 'Thandi' };
const member = { cell: '0820000003', firstname: 'Lerato', name: 'Lerato Mokoena' };
const giverCell = '0820001129';
const recipientCell = '0820001130';

test('an administrator hides a comment from the wall and another from the console; the member no longer sees them; the audit log keeps why', async ({
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
  const second = `Nor this one ${String(Date.now())}`;

  // A member comments on the card.
  await logIn(page, member.cell, demoPassword, member.firstname);
  await page.goto('/recentrecognition');
  await expectScreen(page, 'Recent Recognition');
  const card = page.getByRole('article').filter({ hasText: words });
  await card.getByRole('button', { name: 'Comment' }).click();
  await card.getByRole('textbox').fill(comment);
  await card.getByRole('button', { name: 'Post' }).click();
  await expect(card.getByText(comment)).toBeVisible();
  // And a second one, which the administrator hides from the console's Comments page.
  await card.getByRole('textbox').fill(second);
  await card.getByRole('button', { name: 'Post' }).click();
  await expect(card.getByText(second)).toBeVisible();
  await logOut(page);

  // The administrator hides it from the wall, with the reason the author is told.
  await logIn(page, admin.cell, demoPassword, admin.firstname);
  await page.goto('/recentrecognition');
  await expectScreen(page, 'Recent Recognition');
  const adminCard = page.getByRole('article').filter({ hasText: words });
  await adminCard.getByRole('button', { name: '2 comments' }).click();
  await adminCard
    .getByRole('listitem')
    .filter({ hasText: comment })
    .getByRole('button', { name: `Hide the comment of ${member.name}` })
    .click();
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

  // The console's Comments page: the first shows as hidden with its reason; the second is hidden there.
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Comments' })
    .click();
  await expectScreen(page, 'Comments');
  const comments = page.getByRole('list', { name: 'Comments on the wall' });
  const first = comments.getByRole('listitem').filter({ hasText: comment });
  await expect(first).toContainText('Hidden by Thandi Nkosi on');
  await expect(first).toContainText('Reason: Off-topic for the wall');
  const row = comments.getByRole('listitem').filter({ hasText: second });
  await expect(row).toContainText('On the wall');
  await row.getByRole('button', { name: `Hide the comment of ${member.name}` }).click();
  const consoleDialog = page.getByRole('alertdialog', { name: 'Hide this comment' });
  await expect(consoleDialog.getByRole('button', { name: 'Hide' })).toBeDisabled();
  await consoleDialog.getByRole('textbox').fill('A second off-topic comment');
  await consoleDialog.getByRole('button', { name: 'Hide' }).click();
  await expect(consoleDialog).toBeHidden();
  await expect(row).toContainText('Hidden by Thandi Nkosi on');
  await expect(row).toContainText('Reason: A second off-topic comment');
  await expect(row.getByRole('button', { name: 'Hide' })).toBeHidden();
  await logOut(page);

  // The member's wall no longer shows it.
  await logIn(page, member.cell, demoPassword, member.firstname);
  await page.goto('/recentrecognition');
  const again = page.getByRole('article').filter({ hasText: words });
  await expect(again.getByRole('button', { name: 'Comment' })).toBeVisible();
  await again.getByRole('button', { name: 'Comment' }).click();
  await expect(again.getByText('No comments yet.')).toBeVisible();
  await expect(page.getByText(comment)).toBeHidden();
  await expect(page.getByText(second)).toBeHidden();
});
