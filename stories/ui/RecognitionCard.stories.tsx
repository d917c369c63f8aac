import { awardValueLabel } from '@plaudit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CommentBox, CommentList, RecognitionCard, wallMessages } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import {
  anniversary,
  birthday,
  comments,
  lastMonth,
  longWords,
  manyRecipients,
  privateThanks,
  recognition,
  shoutOut,
  wallNow,
  welcome,
} from '../support/wall.ts';

const meta = {
  title: 'Wall/RecognitionCard',
  component: RecognitionCard,
  args: {
    item: recognition,
    timeZone: 'Africa/Johannesburg',
    now: wallNow,
    onReact: fn(),
    onCommentsToggle: fn(),
  },
} satisfies Meta<typeof RecognitionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (el: HTMLElement) => within(el).getByRole('article');

/** A manager's Recognition: giver → recipient, kind and value, words, points, added points, when. */
export const Recognition: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { pointsName } = siteOf(globals);
    await expect(
      canvas.getByRole('article', {
        name: wallMessages.kindAndValue(wallMessages.kind.reward, awardValueLabel('Client Focus')),
      }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: wallMessages.recipients })).getByText(
        'Sipho Dlamini',
      ),
    ).toBeVisible();
    await expect(card(canvasElement)).toHaveTextContent(`50 ${pointsName}`);
    await expect(canvas.getByRole('list', { name: wallMessages.addedLabel })).toHaveTextContent(
      wallMessages.added('30', 'Ayesha Khan'),
    );
    await expect(canvas.getByText(wallMessages.hoursAgo(2))).toBeVisible();
    await expect(canvas.queryByText(wallMessages.private)).not.toBeInTheDocument();
  },
};

/** A Shout Out without points; the giver's words as text (a link, a tag and a script stay text). */
export const ShoutOutAsPlainText: Story = {
  args: { item: shoutOut },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shoutOut.message)).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText(wallMessages.daysAgo(3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: wallMessages.comments(0) })).toBeVisible();
  },
};

/** Private thanks: marked, with who sees it. */
export const Private: Story = {
  args: { item: privateThanks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(wallMessages.private)).toBeVisible();
    await expect(canvas.getByText(wallMessages.privateNote)).toBeVisible();
    await expect(canvas.getByText(wallMessages.minutesAgo(5))).toBeVisible();
  },
};

/** Eleven recipients and three colleagues' added points: the first four, 'and 7 more'. */
export const ManyRecipients: Story = {
  args: { item: manyRecipients },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: wallMessages.recipients });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(canvasElement).getByRole('button', { name: wallMessages.moreRecipients(7) }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** 'and 7 more' by keyboard shows every recipient, the focus on the list. */
export const AllRecipientsByKeyboard: Story = {
  args: { item: manyRecipients },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: wallMessages.moreRecipients(7) }).focus();
    await userEvent.keyboard('{Enter}');
    const list = canvas.getByRole('list', { name: wallMessages.recipients });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    await expect(list).toHaveFocus();
  },
};

/** Long isiXhosa names, store, value and words wrap inside the card. */
export const LongIsiXhosaWords: Story = {
  args: { item: longWords },
  play: async ({ canvasElement }) => {
    const box = card(canvasElement).getBoundingClientRect();
    const message = within(canvasElement).getByText(longWords.message);
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
  },
};

/** Older than a week: the date. */
export const OlderThanAWeek: Story = {
  args: { item: lastMonth },
  play: async ({ canvasElement }) => {
    const time = card(canvasElement).querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-10-14T09:30:00Z');
    await expect(time?.textContent).toMatch(/2026/);
  },
};

/** A work anniversary the programme posted: its icon, the member alone (no giver), the text, the points. */
export const WorkAnniversary: Story = {
  args: { item: anniversary },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { pointsName } = siteOf(globals);
    const article = canvas.getByRole('article', { name: wallMessages.kind.anniversary });
    await expect(article).toBeVisible();
    await expect(article.querySelector('svg[data-milestone="anniversary"]')).toBeVisible();
    await expect(canvas.getByText('5 years at Paws & Claws')).toBeVisible();
    await expect(article).toHaveTextContent(`500 ${pointsName}`);
    await expect(canvas.queryByText('Pieter Nel')).not.toBeInTheDocument();
    await expect(canvas.queryByText(wallMessages.to)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: wallMessages.addPoints })).toBeNull();
  },
};

/** A birthday the programme posted: its icon and wish, no points, reactions as on any card. */
export const BirthdayCard: Story = {
  args: { item: birthday },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: wallMessages.kind.birthday });
    await expect(article.querySelector('svg[data-milestone="birthday"]')).toBeVisible();
    await expect(canvas.getByText('Happy birthday, Sipho!')).toBeVisible();
    await expect(canvas.queryByText(wallMessages.to)).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', {
        name: wallMessages.reactionButton({
          reaction: wallMessages.reaction.celebrate,
          count: 3,
          mine: 'yes',
        }),
      }),
    );
    await expect(args.onReact).toHaveBeenCalledWith('🎉', false);
  },
};

/** A new member's welcome card: its icon and greeting, no points; comments as on any card. */
export const WelcomeCard: Story = {
  args: { item: welcome },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: wallMessages.kind.welcome });
    await expect(article.querySelector('svg[data-milestone="welcome"]')).toBeVisible();
    await expect(canvas.getByText('Welcome Sipho Dlamini')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: wallMessages.comments(1) }));
    await expect(args.onCommentsToggle).toHaveBeenCalledWith(true);
  },
};

/** The milestone cards on a phone (390 px): nothing scrolls sideways. */
export const MilestoneOnAPhone: Story = {
  parameters: { phone: true },
  args: { item: anniversary },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** The comments open under the card: the list, then the box. */
export const CommentsOpen: Story = {
  args: {
    defaultCommentsOpen: true,
    comments: (
      <>
        <CommentList
          comments={comments}
          timeZone="Africa/Johannesburg"
          now={wallNow}
          onDelete={fn()}
        />
        <CommentBox onComment={fn(() => Promise.resolve({ ok: true as const }))} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: wallMessages.comments(2) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('region', { name: wallMessages.commentsLabel })).toBeVisible();
  },
};

/** The comments' toggle opens and closes them, and says so to the app. */
export const ToggleComments: Story = {
  parameters: { visual: false },
  args: { comments: <CommentList comments={[]} timeZone="Africa/Johannesburg" /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: wallMessages.comments(2) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommentsToggle).toHaveBeenCalledWith(true);
    await expect(canvas.getByText(wallMessages.noComments)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommentsToggle).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByText(wallMessages.noComments)).not.toBeInTheDocument();
  },
};

/** A colleague who may add points sees 'Add points'; reacting by keyboard reaches the app. */
export const AddPointsAndReact: Story = {
  args: { onAddPoints: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: wallMessages.addPoints }));
    await expect(args.onAddPoints).toHaveBeenCalled();
    canvas
      .getByRole('button', {
        name: wallMessages.reactionButton({
          reaction: wallMessages.reaction.celebrate,
          count: 1,
          mine: 'no',
        }),
      })
      .focus();
    await userEvent.keyboard(' ');
    await expect(args.onReact).toHaveBeenCalledWith('🎉', true);
  },
};

/** On a phone (390 px): many recipients, long words, Add points; nothing scrolls sideways. */
export const OnAPhone: Story = {
  parameters: { phone: true },
  args: {
    item: { ...longWords, recipients: manyRecipients.recipients, private: true },
    onAddPoints: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
