import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangePasswordModal, type ChangePasswordStep, uiWord } from '@plaudit/ui';
import { flowMessages, formatMessageById } from '@plaudit/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, startingWith } from '../support/i18n.ts';

const meta = {
  title: 'Account/Change password modal',
  component: ChangePasswordModal,
  args: {
    isOpen: true,
    step: 'view',
    cellNum: '0821234567',
    onRequestOtp: fn(),
    onVerify: fn(),
    onBack: fn(),
    onClose: fn(),
  },
  render: function Render(args) {
    const [step, setStep] = useState<ChangePasswordStep>(args.step);
    return (
      <ChangePasswordModal
        {...args}
        step={step}
        onRequestOtp={(v) => {
          args.onRequestOtp(v);
          setStep('cellverify');
        }}
        onVerify={(v) => {
          args.onVerify(v);
          setStep('done');
        }}
        onBack={() => {
          args.onBack();
          setStep('view');
        }}
      />
    );
  },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const View: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    const dialog = b.getByRole('dialog', { name: uiWord('Change password') });
    await expect(dialog).toHaveFocus();
    // A stray tap on the backdrop keeps the change going (SPEC §2); Escape is the keyboard's Cancel.
    const overlay = dialog.closest<HTMLElement>('[data-brand]');
    if (!overlay) throw new Error('The modal overlay carries no brand theme');
    await userEvent.click(overlay);
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    // Focus goes back into the dialog (react-aria contains it there a moment after the click).
    await waitFor(() =>
      expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const PasswordHintRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    await userEvent.type(b.getByLabelText(containing(uiWord('New password'))), 'abcdefgh{Enter}');
    await expect(b.getByLabelText(containing(uiWord('New password')))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onRequestOtp).not.toHaveBeenCalled();
  },
};

export const FlowWithBack: Story = {
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    await userEvent.type(b.getByLabelText(containing(uiWord('New password'))), 'newpass99{Enter}');
    await expect(args.onRequestOtp).toHaveBeenCalledWith({ password: 'newpass99' });
    await expect(
      await b.findByText(formatMessageById('phrase.pinSentTo', { cellNum: '0821234567' })),
    ).toBeVisible();
    // Each change of view puts the focus on the dialog's heading (the pressed button went with its view).
    const heading = b.getByRole('heading', { name: uiWord('Change password') });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await userEvent.click(b.getByRole('button', { name: uiWord('Back') }));
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expect(await b.findByLabelText(containing(uiWord('New password')))).toHaveValue(
      'newpass99',
    );
    await userEvent.click(b.getByRole('button', { name: uiWord('Next') }));
    await userEvent.type(
      await b.findByLabelText(containing(formatMessageById('otp.title'))),
      '654321',
    );
    await userEvent.click(b.getByRole('button', { name: uiWord('Change password') }));
    await expect(args.onVerify).toHaveBeenCalledWith({ password: 'newpass99', otp: '654321' });
    await expect(
      await b.findByText(startingWith(formatMessageById('flow.passwordChangedHere'))),
    ).toBeVisible();
    await userEvent.click(b.getByRole('button', { name: uiWord('Close') }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const CellVerifyServerError: Story = {
  args: { step: 'cellverify', formErrors: { otp: 'The one-time pin has expired.' } },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(
      b.getByLabelText(containing(formatMessageById('otp.title'))),
    ).toHaveAccessibleDescription(expect.stringContaining('The one-time pin has expired.'));
  },
};

/** The pin step after a reload: the new password was not kept, so it is typed again above the pin. */
export const PinStepAfterReload: Story = {
  args: { step: 'cellverify', asksPasswordAgain: true },
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(b.getByText(flowMessages.passwordAgainAfterReload)).toBeVisible();
    await expect(b.getByLabelText(containing(uiWord('New password')))).toHaveValue('');
  },
};

/** After a reload the pin alone is not enough: the password is asked for, and then both are sent. */
export const PinStepAfterReloadSubmit: Story = {
  args: { step: 'cellverify', asksPasswordAgain: true },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const b = body(canvasElement);
    await userEvent.type(b.getByLabelText(containing(formatMessageById('otp.title'))), '654321');
    await userEvent.click(b.getByRole('button', { name: uiWord('Change password') }));
    await expect(b.getByLabelText(containing(uiWord('New password')))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(b.getByLabelText(containing(uiWord('New password'))), 'newpass99');
    await userEvent.click(b.getByRole('button', { name: uiWord('Change password') }));
    await expect(args.onVerify).toHaveBeenCalledWith({ password: 'newpass99', otp: '654321' });
  },
};
