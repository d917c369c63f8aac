import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReactionBar, wallMessages } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Wall/ReactionBar',
  component: ReactionBar,
  args: {
    reactions: [
      { emoji: '👏', count: 3, mine: true },
      { emoji: '🎉', count: 1, mine: false },
    ],
    onReact: fn(),
  },
} satisfies Meta<typeof ReactionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const named = (reaction: string, count: number, mine: boolean) =>
  wallMessages.reactionButton({ reaction, count, mine: mine ? 'yes' : 'no' });

/** The five reactions, each with its count; the member's own pressed. */
export const WithCounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: wallMessages.reactions })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(
      canvas.getByRole('button', { name: named(wallMessages.reaction.applause, 3, true) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('button', { name: named(wallMessages.reaction.love, 0, false) }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Nobody reacted yet. */
export const NoReactions: Story = {
  args: { reactions: [] },
  play: async ({ canvasElement }) => {
    const pressed = within(canvasElement)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-pressed') === 'true');
    await expect(pressed).toHaveLength(0);
  },
};

/** Tab to a reaction, Space turns it on (the count moves at once), Enter turns another off. */
export const ToggleByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const love = canvas.getByRole('button', { name: named(wallMessages.reaction.love, 0, false) });
    await expect(love).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onReact).toHaveBeenLastCalledWith('❤️', true);
    await expect(
      canvas.getByRole('button', { name: named(wallMessages.reaction.love, 1, true) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onReact).toHaveBeenLastCalledWith('👏', false);
    await expect(
      canvas.getByRole('button', { name: named(wallMessages.reaction.applause, 2, false) }),
    ).toHaveFocus();
  },
};

/** A brand's own set of reactions; one the wall does not know is named by itself. */
export const BrandsOwnSet: Story = {
  args: { choices: ['🐾', '👏', '💚'], reactions: [{ emoji: '🐾', count: 7, mine: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: named('🐾', 7, true) })).toBeVisible();
  },
};

/** Reacting is not offered (the wall offline): the counts stay readable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button'))
      await expect(button).toBeDisabled();
  },
};

/** On a phone (390 px): the row wraps, nothing scrolls sideways. */
export const OnAPhone: Story = {
  parameters: { phone: true },
  args: {
    reactions: [
      { emoji: '👏', count: 1234, mine: true },
      { emoji: '❤️', count: 987, mine: false },
      { emoji: '🎉', count: 56, mine: false },
      { emoji: '😂', count: 4321, mine: false },
      { emoji: '🙌', count: 10, mine: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
