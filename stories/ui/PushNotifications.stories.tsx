import type { Meta, StoryObj } from '@storybook/react-vite';
import { PushNotifications } from '@plaudit/ui';
import { formatMessageById } from '@plaudit/domain';
import { expect, fn, userEvent, within } from 'storybook/test';

/** My Profile's "Notify me on this phone" (issue 37), in each of its states. */
const meta = {
  title: 'Account/Push notifications',
  component: PushNotifications,
  args: { state: 'off', onChange: fn() },
  parameters: { visual: true },
} satisfies Meta<typeof PushNotifications>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = () => formatMessageById('push.label');

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: label() });
    await expect(box).not.toBeChecked();
    await expect(canvas.getByText(formatMessageById('push.offHint'))).toBeVisible();
    // The hint is the box's description, so a screen reader says it with the box.
    await expect(box).toHaveAccessibleDescription(formatMessageById('push.offHint'));
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { state: 'on' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: label() });
    await expect(box).toBeChecked();
    await expect(canvas.getByText(formatMessageById('push.onHint'))).toBeVisible();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Working: Story = {
  args: { state: 'working' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: label() })).toBeDisabled();
    await expect(canvas.getByText(formatMessageById('push.working'))).toBeVisible();
  },
};

export const Denied: Story = {
  args: { state: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: label() })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(formatMessageById('push.denied'));
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: label() });
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('alert')).toHaveTextContent(formatMessageById('push.failed'));
    await expect(box).toHaveAccessibleDescription(formatMessageById('push.failed'));
  },
};

export const Unsupported: Story = {
  args: { state: 'unsupported' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByText(formatMessageById('push.unsupported'))).toBeVisible();
  },
};
