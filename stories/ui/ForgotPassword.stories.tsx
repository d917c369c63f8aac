import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordDone, ForgotPasswordStep1, ForgotPasswordStep2, uiWord } from '@plaudit/ui';
import { messages, formatMessageById } from '@plaudit/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, matchingAnyNumber } from '../support/i18n.ts';

const meta = {
  title: 'Account/Forgot password',
  component: ForgotPasswordStep1,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordStep1>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(containing(uiWord('Mobile number'))), '0821234567');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ cellNum: '0821234567', channel: 'sms' });
  },
};

export const Step1ServerError: Story = {
  args: { formErrors: { cellNum: 'No member has this mobile number.' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(containing(uiWord('Mobile number')));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('No member has this mobile number.');
  },
};

type Step2Story = StoryObj<typeof ForgotPasswordStep2>;

export const Step2: Step2Story = {
  render: (args) => <ForgotPasswordStep2 {...args} />,
  args: { cellNum: '0821234567', onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Step 2 follows step 1: its heading has the focus as it shows.
    const heading = canvas.getByRole('heading', { level: 1, name: uiWord('Forgot password') });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await userEvent.type(
      canvas.getByLabelText(containing(formatMessageById('otp.title'))),
      '123456',
    );
    await userEvent.type(canvas.getByLabelText(containing(uiWord('New password'))), 'newpass99');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Change password') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '123456', password: 'newpass99' });
  },
};

export const Step2PasswordHint: Step2Story = {
  ...Step2,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(containing(formatMessageById('otp.title'))),
      '123456',
    );
    await userEvent.type(canvas.getByLabelText(containing(uiWord('New password'))), 'short1');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Change password') }));
    // The rule is the error, shown once in the hint's place.
    await expect(canvas.getAllByText(messages.passwordHint)).toHaveLength(1);
    await expect(canvas.getByLabelText(containing(uiWord('New password')))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByLabelText(containing(uiWord('New password'))),
    ).toHaveAccessibleDescription(messages.passwordHint);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Done: Story = {
  render: () => <ForgotPasswordDone />,
  play: async ({ canvasElement }) => {
    // Reached from the last step: its heading takes the focus, so a screen reader says it is done.
    const heading = within(canvasElement).getByRole('heading', {
      level: 1,
      name: uiWord('Password changed'),
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expect(
      within(canvasElement).getByRole('link', { name: uiWord('Log in') }),
    ).toHaveAttribute('href', '/hello');
  },
};

/** Step 2 as it opens: the next pin counted down from the one just sent, never offered to be refused. */
export const Step2ResendCountingDown: Step2Story = {
  ...Step2,
  args: {
    ...Step2.args,
    resend: { onResend: fn(), resendAllowedAt: Date.now() + 10 * 60_000 },
  },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: matchingAnyNumber(
          formatMessageById('flow.resendPinIn', { unit: 'minutes', count: 5, n: '5' }),
          '5',
        ),
      }),
    ).toBeDisabled();
  },
};
