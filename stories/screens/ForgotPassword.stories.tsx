import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@plaudit/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mswParameters, Portal, slow } from './support';

const meta = {
  title: 'Screens/ForgotPassword',
  component: Portal,
  args: { path: '/forgotpassword' },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function throughStep1(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Mobile number/, {}, slow), '0820000001');
  await userEvent.click(canvas.getByRole('button', { name: 'Send one-time pin' }));
  await userEvent.type(await canvas.findByLabelText(/One-time pin/, {}, slow), '123456');
  await userEvent.type(canvas.getByLabelText(/New password/), 'Plaudit456');
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

export const Step1: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Forgot password' }, slow),
    ).toBeVisible();
  },
};

export const DoneLinksToLogin: Story = {
  play: async ({ canvasElement }) => {
    await throughStep1(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Password changed' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/hello');
  },
};

export const WrongPin: Story = {
  parameters: mswParameters(
    handlers.passwordCell2FactorVerify.formErrors({
      otp: 'The pin is incorrect. Please try again.',
    }),
  ),
  play: async ({ canvasElement }) => {
    await throughStep1(canvasElement);
    const otp = within(canvasElement).getByLabelText(/One-time pin/);
    await waitFor(() =>
      expect(otp).toHaveAccessibleDescription(
        expect.stringContaining('The pin is incorrect. Please try again.'),
      ),
    );
  },
};
