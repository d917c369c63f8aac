import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Submit', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    // The label is the story's own children (English data).
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const LinkStyle: Story = { args: { variant: 'link', children: 'Terms' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    // The label is the story's own children (English data).
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Work under way: presses are ignored, the focus stays, and a spinner turns beside the label. */
export const Pending: Story = {
  args: { isPending: true },
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    // The label is the story's own children (English data).
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const KeyboardFocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    // The label is the story's own children (English data).
    const button = within(canvasElement).getByRole('button', { name: 'Submit' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
