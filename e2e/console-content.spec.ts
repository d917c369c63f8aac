import { contentEditMessages } from '@plaudit/domain';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, expectAccessible, expectScreen, logIn, logOut } from './support';

/**
 * The console's content editor on the real server: an administrator edits the terms, sees the
 * preview, saves; the page they read before shows the new text without a reload, and a member reading the
 * terms sees it too. The title stays 'Terms and Conditions', as the other journeys read it.
 */
const admin = { cell: '0820000001', firstname: 'Thandi' };
const member = { cell: '0820000003', firstname: 'Lerato' };

/** The footer's Terms modal shows this text; closed again by Escape. */
async function termsModalSays(page: Page, text: string) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Terms', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(dialog).toContainText(text);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

// Two sign-ins and two screens with axe.
test.describe.configure({ timeout: 300_000 });

test('an administrator edits the terms with a preview, and a member reads the new terms', async ({
  page,
}) => {
  const clause = `Points expire 36 months after they were awarded (journey ${String(Date.now())}).`;
  const text = `<h2>Points</h2><p>${clause}</p>`;

  await logIn(page, admin.cell, demoPassword, admin.firstname);
  // The terms as they were, read (and cached) by the portal before the edit: the footer's modal.
  await termsModalSays(page, 'expire 24 months');

  // Into the console without a reload (the portal keeps the terms it read).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Admin' })
    .click();
  await page.getByRole('list', { name: 'Admin' }).getByRole('link', { name: 'Console' }).click();
  await expectScreen(page, 'Find a member');
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page).toHaveURL('/admin/content');
  await expectScreen(page, 'Content');
  await page.getByRole('button', { name: 'Edit Terms and Conditions' }).click();
  const editor = page.getByRole('textbox', { name: 'Text (HTML)' });
  // The editor opens with the block's current text.
  await expect(editor).toHaveValue(/expire 24 months/);
  await editor.fill(text);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Points' })).toBeVisible();
  await expect(preview).toContainText(clause);
  await page.getByRole('textbox', { name: /^Reason/ }).fill('Points now last 36 months');
  await expectAccessible(page, '/admin/content, editing with a preview');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: contentEditMessages.saved('Terms and Conditions') }),
  ).toBeVisible();
  await expect(editor).toHaveValue(text);

  // The same portal, without a reload: the terms read before show the new text.
  await termsModalSays(page, clause);
  await logOut(page);

  await logIn(page, member.cell, demoPassword, member.firstname);
  await page.goto('/terms');
  await expectScreen(page, 'Terms and Conditions');
  await expect(page.getByRole('main')).toContainText(clause);
  await expect(page.getByRole('main')).not.toContainText('expire 24 months');
});
