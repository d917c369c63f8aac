import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { formatMessageById } from '@plaudit/domain';
import {
  ConsoleComments,
  ConsoleNav,
  consoleCommentsMessages as m,
  uiWord,
  wallMessages,
} from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matchingAnyText } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

/**
 * The console's Comments page (moderation, issue 38): the wall's comments with Hide, in every state.
 * Every story is checked with axe; its play reads the words of the language shown.
 */

/** A phone's width (390 px), whatever the size of the story frame. */
const phoneWidth: Decorator = (Story) => (
  <div style={{ maxInlineSize: '390px' }}>
    <Story />
  </div>
);

const comments = fixtures.adminComments.comments;
const [shownComment] = comments.filter((c) => c.hidden === null);
const hiddenReason = comments.find((c) => c.hidden !== null)?.hidden?.reason ?? '';
if (!shownComment || !hiddenReason)
  throw new Error('The fixtures lost a shown or a hidden comment');
const body = (el: HTMLElement) => within(el.ownerDocument.body);

const meta = {
  title: 'Console/Comments',
  component: ConsoleComments,
  decorators: [
    (Story) => (
      <>
        <ConsoleNav
          items={[
            { label: 'Members', href: '/admin/members', isCurrent: false },
            { label: 'Comments', href: '/admin/comments', isCurrent: true },
          ]}
        />
        <Story />
      </>
    ),
  ],
  args: {
    comments,
    hasMore: false,
    onLoadMore: fn(),
    onHide: fn(),
    timeZone: 'Africa/Johannesburg',
  },
} satisfies Meta<typeof ConsoleComments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest comments: author, when, the recognition, the text as plain text, and hidden ones with why. */
export const Comments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: m.heading })).toBeVisible();
    const list = canvas.getByRole('list', { name: m.listLabel });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(comments.length);
    await expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText(shownComment.text)).toBeVisible();
    await expect(canvas.getByText(m.reason(hiddenReason))).toBeVisible();
    // A hidden comment offers no Hide; every other one does.
    await expect(
      canvas.getAllByRole('button', {
        name: matchingAnyText(wallMessages.hideCommentOf('Someone'), 'Someone'),
      }),
    ).toHaveLength(comments.length - 1);
    await expect(canvas.queryByRole('button', { name: m.loadMore })).not.toBeInTheDocument();
  },
};

/** Hide asks for the reason in the wall's dialog; Hide waits for one, then passes it on. */
export const HideWithAReason: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: wallMessages.hideCommentOf(shownComment.author.name),
      }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: wallMessages.hideTitle,
    });
    const hide = within(dialog).getByRole('button', { name: wallMessages.hideComment });
    await expect(hide).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: uiWord('Reason') }),
      '  Off topic  ',
    );
    await userEvent.click(hide);
    await expect(args.onHide).toHaveBeenCalledWith(shownComment.id, 'Off topic');
  },
};

/** Hiding: that comment's Hide waits. */
export const Hiding: Story = {
  args: { pendingIds: [shownComment.id] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: wallMessages.hideCommentOf(shownComment.author.name),
      }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Hidden: the page says so, and the row shows who hid it, when and why. */
export const Hidden: Story = {
  args: {
    comments: comments.map((c) =>
      c.id === shownComment.id
        ? {
            ...c,
            hidden: {
              at: new Date('2026-11-20T10:00:00Z'),
              by: 'Thandi Nkosi',
              reason: 'Off topic',
            },
          }
        : c,
    ),
  },
  ...argsWhenRendered(() => ({ notice: m.hidden(shownComment.author.name) })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(m.hidden(shownComment.author.name));
    await expect(canvas.getByText(m.reason('Off topic'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: wallMessages.hideCommentOf(shownComment.author.name) }),
    ).not.toBeInTheDocument();
  },
};

/** Hiding failed: why, above the list. */
export const HideFailed: Story = {
  ...argsWhenRendered(() => ({ actionError: m.hideFailed })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(m.hideFailed);
  },
};

/** Older comments to load: Show older comments, and it waits while they load. */
export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: m.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: m.loadMore })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Nobody has commented yet. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(m.none)).toBeVisible();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { comments: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

/** Loading failed: why, and Try again. */
export const LoadFailed: Story = {
  args: { comments: undefined, onRetry: fn() },
  ...argsWhenRendered(() => ({ errorMessage: m.loadFailed })),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Try again') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone (390 px): nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [phoneWidth],
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
