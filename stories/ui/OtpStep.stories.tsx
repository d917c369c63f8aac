import type { Meta, StoryObj } from '@storybook/react-vite';
import { OtpStep } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

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
    await expect(canvas.getByRole('heading', { name: 'One-time pin' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /One-time pin/ }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '123456' });
  },
};

export const PinRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('OTP is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the pin: its message under the field. */
export const ServerRefusedPin: Story = {
  args: { formErrors: { otp: 'The one-time pin is not valid.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The one-time pin is not valid.')).toBeVisible();
  },
};

/** A screen that offers a new pin and a way back to change the number. */
export const WithResendAndBack: Story = {
  args: { onResend: fn(), onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new pin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, onResend: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send a new pin' })).toBeDisabled();
  },
};
