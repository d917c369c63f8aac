import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Send by',
    options: [
      { value: 'email', label: 'Email' },
      { value: 'sms', label: 'SMS' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

// The label, the options and the error are the stories' own data (English), found as given.
export const Unset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Email' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'SMS' }));
    await expect(args.onChange).toHaveBeenCalledWith('sms');
  },
};

export const DefaultEmail: Story = {
  args: { defaultValue: 'email' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'SMS' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('sms');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Send by is required.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Send by is required.')).toBeVisible();
  },
};
