import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '@plaudit/ui';
import { messages, formatMessageById } from '@plaudit/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { argsWhenRendered } from '../support/languageArgs.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'I accept the Terms and Conditions', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      // The label is the story's own children (English data).
      name: 'I accept the Terms and Conditions',
    });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const TermsRequired: Story = {
  ...argsWhenRendered(() => ({ errorMessage: messages.termsRequired })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatMessageById('message.termsRequired'))).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
