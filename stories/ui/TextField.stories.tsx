import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField, TextField } from '@plaudit/ui';
import { messages, formatMessageById } from '@plaudit/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Reason', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? '');
    return (
      <TextField
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

// The labels are the stories' own data (English), found as given; the field's own words follow the language.
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Reason');
    await userEvent.type(input, 'Great work');
    await expect(args.onChange).toHaveBeenLastCalledWith('Great work');
  },
};

export const WithCharacterCounter: Story = {
  args: { multiline: true, maxLength: 150, counter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(formatMessageById('phrase.charactersRemaining', { remaining: 150 })),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Reason'), 'Hi');
    await expect(
      canvas.getByText(formatMessageById('phrase.charactersRemaining', { remaining: 148 })),
    ).toBeVisible();
  },
};

export const StopsAtMaxLength: Story = {
  args: { label: 'One-time pin', maxLength: 20 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('One-time pin');
    await userEvent.type(input, '1234567890123456789012345');
    await expect(input).toHaveValue('12345678901234567890');
  },
};

export const ServerError: Story = {
  args: { label: 'Email', value: 'someone@', errorMessage: 'Email address is not valid' },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email address is not valid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'Read only' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Reason')).toBeDisabled();
  },
};

export const Password: Story = {
  render: () => <PasswordField label="Password" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('maxlength', '80');
    await expect(input).toHaveAccessibleDescription(messages.passwordHint);
    await expect(
      within(canvasElement).getByText(formatMessageById('message.passwordHint')),
    ).toBeVisible();
  },
};
