import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { children: 'Your message could not be sent. Please try again later.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DismissibleWarning: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your message could not be sent.');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Dismiss') }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { variant: 'success', children: 'Successfully sent 12 messages.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Successfully sent 12 messages.');
    await expect(canvas.queryByRole('button', { name: uiWord('Dismiss') })).not.toBeInTheDocument();
  },
};
