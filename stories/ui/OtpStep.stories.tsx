import type { Meta, StoryObj } from '@storybook/react-vite';
import { OtpStep, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMessageById } from '@plaudit/domain';
import { containing } from '../support/i18n.ts';

const meta = {
  title: 'Account/OtpStep',
  component: OtpStep,
  args: { onSubmit: fn(), cellNum: '082 000 0003' },
} satisfies Meta<typeof OtpStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the required props: the pin and Continue. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: formatMessageById('otp.title') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: uiWord('Back') })).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(formatMessageById('otp.title')) }),
      '123456',
    );
    await userEvent.click(canvas.getByRole('button', { name: formatMessageById('otp.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '123456' });
  },
};

export const PinRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: formatMessageById('otp.submit') }));
    await expect(
      canvas.getByText(
        formatMessageById('message.required', { label: formatMessageById('field.otp') }),
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the pin: its message under the field. */
export const ServerRefusedPin: Story = {
  args: { formErrors: { otp: 'The one-time pin is not valid.' } },
  play: async ({ canvasElement }) => {
    await expect(
      // The server's message is its own text (story data), shown as it comes.
      within(canvasElement).getByText('The one-time pin is not valid.'),
    ).toBeVisible();
  },
};

/** A screen that offers a new pin and a way back to change the number. */
export const WithResendAndBack: Story = {
  args: { onResend: fn(), onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: formatMessageById('otp.resend') }));
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Back') }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, onResend: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: formatMessageById('otp.resend') }),
    ).toBeDisabled();
  },
};
