import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMessageById } from '@plaudit/domain';
import { CommentList, uiWord, wallMessages } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { argsWhenRendered } from '../support/languageArgs.tsx';
import { comments, nomvuyiso, wallNow } from '../support/wall.ts';

const meta = {
  title: 'Wall/CommentList',
  component: CommentList,
  args: { comments, timeZone: 'Africa/Johannesburg', now: wallNow },
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Comments with their authors and times, as plain text; a hidden one is left out. */
export const Comments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: wallMessages.commentsLabel });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(wallMessages.minutesAgo(30))).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByText('A hidden comment is never shown.')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The member's own comment offers Delete; others' do not. */
export const OwnCommentDeletable: Story = {
  args: { onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(
      canvas.getByRole('button', { name: wallMessages.deleteCommentOf('Anika Botha') }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('c2');
  },
};

/** Deleting: the button waits. */
export const Deleting: Story = {
  args: { onDelete: fn(), pendingIds: ['c2'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: wallMessages.deleteCommentOf('Anika Botha'),
      }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** An administrator hides a comment: the dialog asks for the reason, Hide waits for one. */
export const AdministratorHides: Story = {
  args: { onHide: fn() },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: wallMessages.hideCommentOf('Ayesha Khan'),
      }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: wallMessages.hideTitle,
    });
    const hide = within(dialog).getByRole('button', { name: wallMessages.hideComment });
    await expect(hide).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: uiWord('Reason') }),
      'Links to a competitor',
    );
    await userEvent.click(hide);
    await expect(args.onHide).toHaveBeenCalledWith('c1', 'Links to a competitor');
  },
};

/** No comments yet. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(wallMessages.noComments)).toBeVisible();
  },
};

/** Loading the comments. */
export const Loading: Story = {
  args: { comments: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

/** Loading failed. */
export const LoadFailed: Story = {
  args: { comments: undefined },
  ...argsWhenRendered(() => ({ error: wallMessages.commentsFailed })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      wallMessages.commentsFailed,
    );
  },
};

/** On a phone (390 px), long isiXhosa names and words wrap; the administrator's and the author's buttons. */
export const OnAPhone: Story = {
  parameters: { phone: true },
  args: {
    onDelete: fn(),
    onHide: fn(),
    comments: [
      ...comments,
      {
        id: 'c4',
        author: nomvuyiso,
        text: 'Siyabulela kakhulu ngokuzinikelakwakhokwabathengi nezilwanyanezasekhaya.',
        createdAt: new Date('2026-11-10T08:00:00Z'),
        mine: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
