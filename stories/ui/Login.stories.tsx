import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountMessages, formatMessageById } from '@plaudit/domain';
import { LoginForm, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { containing } from '../support/i18n.ts';

const meta = {
  title: 'Account/Login',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(containing(uiWord('Mobile number')))).toHaveAttribute(
      'maxlength',
      '50',
    );
    await expect(canvas.getByLabelText(containing(uiWord('Password')))).toHaveAttribute(
      'maxlength',
      '80',
    );
    for (const word of ['Forgot password?', 'Register', 'About', 'Terms', 'Disclaimer'] as const) {
      await expect(canvas.getByRole('link', { name: uiWord(word) })).toBeVisible();
    }
  },
};

export const RequiredFieldsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Log in') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      canvas.getByText(
        formatMessageById('message.required', { label: formatMessageById('field.cellNum') }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        formatMessageById('message.required', { label: formatMessageById('field.password') }),
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText(containing(uiWord('Mobile number')))).toHaveFocus();
  },
};

export const SubmitsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('0821234567');
    await userEvent.tab();
    await userEvent.keyboard('secret123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      memberNumber: '0821234567',
      password: 'secret123',
    });
    await expect(
      within(canvasElement).getByLabelText(containing(uiWord('Password'))),
    ).toHaveFocus();
  },
};

export const ServerFormErrors: Story = {
  // The refusal is read when the story renders, in the story's language (args are read once, on load).
  render: (args) => (
    <LoginForm {...args} formErrors={{ password: accountMessages.badCredentials }} />
  ),
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const password = within(canvasElement).getByLabelText(containing(uiWord('Password')));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(accountMessages.badCredentials);
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: uiWord('Log in') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Neither a form's Enter nor a click sends a second login while the first runs.
    await userEvent.type(
      within(canvasElement).getByLabelText(containing(uiWord('Mobile number'))),
      '0821234567',
    );
    await userEvent.type(
      within(canvasElement).getByLabelText(containing(uiWord('Password'))),
      'Secret123{Enter}',
    );
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};
