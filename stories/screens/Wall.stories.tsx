import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, handlers } from '@plaudit/api/mocks';
import { awardValueLabel, feedMessages, formatMessageById, listOfNames } from '@plaudit/domain';
import { uiWord, wallMessages } from '@plaudit/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { matchingAnyCount, startingWith } from '../support/i18n.ts';
import { mswParameters, page, Portal, slow, tokens } from './support';

// The recognition wall (/recentrecognition, issue 38), routed, with a fresh store and the mock wall's
// answers (reactions toggle, comments are added, points are added as the server does). Each story has its
// own mock wall, so what one story's play changed never shows in another's screenshot.
// A line comment, not JSDoc: Storybook's docs plugin would add a second `parameters` key.
const meta = {
  title: 'Screens/Recognition wall',
  component: Portal,
  args: { path: '/recentrecognition', token: tokens.admin },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'heading',
    { level: 1, name: uiWord('Recent Recognition') },
    slow,
  );

/** The card of a kind and value ('Recognition · Client Focus'), once the wall has drawn it. */
const findCard = async (canvasElement: HTMLElement, kind: string, value: string) =>
  within(canvasElement).findByRole(
    'article',
    { name: wallMessages.kindAndValue(kind, awardValueLabel(value)) },
    slow,
  );

/** Pieter's Recognition of Johan: reactions, two comments, Thandi's added points. */
export const Cards: Story = {
  parameters: mswParameters(),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const card = await findCard(canvasElement, wallMessages.kind.reward, 'Client Focus');
    await expect(card).toHaveTextContent('Pieter van Wyk');
    await expect(within(card).getByText('Johan Botha')).toBeVisible();
    await expect(
      within(card).getByText(
        'Stayed after closing to help Mrs Daniels choose a diet for her diabetic cat.',
      ),
    ).toBeVisible();
    await expect(
      within(card).getByRole('list', { name: wallMessages.addedLabel }),
    ).toHaveTextContent(wallMessages.added('30', 'Thandi Mokoena'));
    const wall = within(canvasElement).getByRole('region', { name: wallMessages.wall });
    await expect(within(wall).getAllByRole('article')).toHaveLength(fixtures.feedList.items.length);
    await expect(
      within(canvasElement).getByRole('radio', { name: wallMessages.filterBy.everyone }),
    ).toBeChecked();
  },
};

/** A reaction turns on or off at once; the comments open, and a comment is posted under them. */
export const ReactAndComment: Story = {
  parameters: mswParameters(),
  play: async ({ canvasElement }) => {
    const card = within(await findCard(canvasElement, wallMessages.kind.reward, 'Client Focus'));
    const celebrate = () =>
      card.getByRole('button', { name: startingWith(wallMessages.reaction.celebrate) });
    const wasPressed = celebrate().getAttribute('aria-pressed') === 'true';
    await userEvent.click(celebrate());
    await waitFor(() => expect(celebrate()).toHaveAttribute('aria-pressed', String(!wasPressed)));
    await userEvent.click(
      card.getByRole('button', { name: matchingAnyCount(wallMessages.comments) }),
    );
    await expect(await card.findByText('So well deserved, Johan!', {}, slow)).toBeVisible();
    const words = 'A real client focus, Johan.';
    await userEvent.type(card.getByRole('textbox', { name: wallMessages.commentField }), words);
    await userEvent.click(card.getByRole('button', { name: wallMessages.post }));
    const comments = within(card.getByRole('list', { name: wallMessages.commentsLabel }));
    await waitFor(() => expect(comments.getAllByText(words).length).toBeGreaterThan(0), slow);
    await waitFor(() =>
      expect(card.getByRole('textbox', { name: wallMessages.commentField })).toHaveValue(''),
    );
  },
};

/**
 * Thandi (a manager) adds points from her budget to Aisha's Shout Out of Nomvula and Priya: the dialog
 * says how much budget is left, and the card then shows her addition.
 */
export const AddPoints: Story = {
  parameters: mswParameters(),
  play: async ({ canvasElement }) => {
    const card = within(
      await findCard(canvasElement, wallMessages.kind.thankyou, 'You made a difference!'),
    );
    await userEvent.click(card.getByRole('button', { name: wallMessages.addPoints }));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: wallMessages.addPoints }, slow),
    );
    await expect(
      dialog.getByText(wallMessages.addPointsTo(listOfNames(['Nomvula Khumalo', 'Priya Naidoo']))),
    ).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', { name: new RegExp(wallMessages.pointsToAdd) }),
    );
    await userEvent.click(await page(canvasElement).findByRole('option', { name: '50' }, slow));
    await userEvent.click(dialog.getByRole('button', { name: wallMessages.addPoints }));
    await waitFor(
      () =>
        expect(
          page(canvasElement).queryByRole('dialog', { name: wallMessages.addPoints }),
        ).not.toBeInTheDocument(),
      slow,
    );
    await waitFor(
      () =>
        expect(card.getByRole('list', { name: wallMessages.addedLabel })).toHaveTextContent(
          wallMessages.added('50', 'Thandi Mokoena'),
        ),
      slow,
    );
    // What happened, in the server's words, under the card.
    await expect(
      await within(canvasElement).findByText(feedMessages.pointsAdded({ points: 50, count: 2 })),
    ).toBeVisible();
  },
};

/** The first page on its way: the heading and the filter, 'Loading...' under them. */
export const Loading: Story = {
  parameters: mswParameters(handlers.feedList.slow(undefined, 'infinite')),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(
      await within(canvasElement).findByText(formatMessageById('message.loading'), {}, slow),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: mswParameters(handlers.feedList.ok({ items: [], nextCursor: null })),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(
      await within(canvasElement).findByText(wallMessages.empty, {}, slow),
    ).toBeVisible();
  },
};

/** The wall could not be loaded: its words, and 'Try again'. */
export const Failed: Story = {
  parameters: mswParameters(handlers.feedList.serverError()),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      wallMessages.loadFailed,
    );
    await expect(canvas.getByRole('button', { name: uiWord('Try again') })).toBeVisible();
  },
};

/** At 390 px: the filter wraps and the cards fit the width (no sideways scrolling). */
export const OnAPhone: Story = {
  parameters: { phone: true, ...mswParameters() },
  play: async ({ canvasElement }) => {
    await findCard(canvasElement, wallMessages.kind.reward, 'Client Focus');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
