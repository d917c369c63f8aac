import { fixtures, handlers } from '@plaudit/api/mocks';
import { awardValueLabel, feedMessages, managerAwardPoints } from '@plaudit/domain';
import { wallMessages } from '@plaudit/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPortal, startMswServer, tokens } from '../../testing/portal';

const server = startMswServer();

/** The Idempotency-Key of every /api/feed/addpoints request, in order. */
function addPointsKeys(): (string | null)[] {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/feed/addpoints'))
      keys.push(request.headers.get('Idempotency-Key'));
  });
  return keys;
}

const shoutOutTitle = wallMessages.kindAndValue(
  wallMessages.kind.thankyou,
  awardValueLabel('You made a difference!'),
);

describe('the wall (/recentrecognition)', () => {
  it('adds points with one key per press of the same amount, and a new key once the dialog opens again', async () => {
    const keys = addPointsKeys();
    renderPortal('/recentrecognition', { token: tokens.admin });
    const user = userEvent.setup();
    const card = within(
      await screen.findByRole('article', { name: shoutOutTitle }, { timeout: 8000 }),
    );
    const open = async () => {
      await user.click(card.getByRole('button', { name: wallMessages.addPoints }));
      return within(await screen.findByRole('dialog', { name: wallMessages.addPoints }));
    };
    const add = async (dialog: ReturnType<typeof within>, points: string) => {
      await user.click(dialog.getByRole('button', { name: new RegExp(wallMessages.pointsToAdd) }));
      await user.click(await screen.findByRole('option', { name: points }));
      await user.click(dialog.getByRole('button', { name: wallMessages.addPoints }));
    };

    let dialog = await open();
    // A manager gives from the budget: the dialog says how much is left of it.
    const budget = new Intl.NumberFormat('en').format(
      fixtures.demoMembers.admin.awardsPointsAvailableMng,
    );
    expect(dialog.getByText(new RegExp(`^${budget} `))).toBeVisible();
    // It offers Recognise's amounts, as the award form does.
    await user.click(dialog.getByRole('button', { name: new RegExp(wallMessages.pointsToAdd) }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(
      managerAwardPoints.map((p) => new Intl.NumberFormat('en').format(p)),
    );
    await user.keyboard('{Escape}');
    // Refused (the budget spent meanwhile), and pressed again with the same key.
    server.use(handlers.feedAddPoints.message('Your budget was spent meanwhile.'));
    await add(dialog, '25');
    await dialog.findByText('Your budget was spent meanwhile.');
    await add(dialog, '25');
    await waitFor(() => expect(keys).toHaveLength(2));
    server.resetHandlers();
    await add(dialog, '50');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: wallMessages.addPoints })).toBeNull(),
    );
    expect(
      await card.findByText(wallMessages.added('50', 'Thandi Mokoena'), {}, { timeout: 8000 }),
    ).toBeVisible();
    // The server's words under the card say what happened.
    expect(await screen.findByRole('status')).toHaveTextContent(
      feedMessages.pointsAdded({ points: 50, count: 2 }),
    );

    dialog = await open();
    await add(dialog, '50');
    await waitFor(() => expect(keys).toHaveLength(4));
    const [first, retry, other, reopened] = keys;
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
    expect(reopened).not.toBe(other);
  }, 90_000);

  it('says why the server refused to delete a comment, and keeps it', async () => {
    server.use(handlers.feedDeleteComment.message('This comment is no longer yours to delete.'));
    renderPortal('/recentrecognition', { token: tokens.admin });
    const user = userEvent.setup();
    const card = within(
      await screen.findByRole(
        'article',
        {
          name: wallMessages.kindAndValue(
            wallMessages.kind.reward,
            awardValueLabel('Client Focus'),
          ),
        },
        { timeout: 8000 },
      ),
    );
    await user.click(card.getByRole('button', { name: wallMessages.comments(2) }));
    const own = await card.findByRole('button', {
      name: wallMessages.deleteCommentOf('Thandi Mokoena'),
    });
    await user.click(own);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This comment is no longer yours to delete.');
    expect(card.getByText(/Mrs Daniels phoned to say thank you too/)).toBeVisible();
  }, 30_000);
});
