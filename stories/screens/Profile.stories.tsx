import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, handlers } from '@plaudit/api/mocks';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mswParameters, page, Portal, slow, tokens } from './support';
import { formatMessageById } from '@plaudit/domain';
import { uiWord } from '@plaudit/ui';
import { containing, matchingAnyNumber, startingWith } from '../support/i18n.ts';

const meta = {
  title: 'Screens/MyProfile',
  component: Portal,
  args: { path: '/myprofile', token: tokens.admin },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: uiWord('My Profile') }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('thandi.mokoena@seapointpets.example')).toBeVisible();
    await expect(canvas.getByRole('link', { name: uiWord('Edit profile') })).toHaveAttribute(
      'href',
      '/myprofile/update',
    );
  },
};

export const Update: Story = {
  args: { path: '/myprofile/update' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: uiWord('Update My Profile') }, slow),
    ).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(containing(uiWord('Other interests'))));
    await userEvent.type(canvas.getByLabelText(containing(uiWord('Other interests'))), 'Hiking');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await expect(
      await canvas.findByRole('heading', { name: uiWord('My Profile') }, slow),
    ).toBeVisible();
  },
};

/** Aisha's email as a server would keep it between her update and the reload of her data. */
let savedEmail = '';

export const ForcedUpdateForEmptyEmail: Story = {
  args: { path: '/', token: tokens.noEmail },
  parameters: mswParameters(
    handlers.memberUpdate.ok((body) => {
      savedEmail = body.email;
      return {};
    }),
    handlers.getMemberData.ok(() =>
      fixtures.memberDataFor({ ...fixtures.demoMembers.member, email: savedEmail }),
    ),
  ),
  beforeEach: () => {
    savedEmail = '';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: uiWord('Update My Profile') }, slow),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(containing(uiWord('Email'))), 'aisha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await expect(await canvas.findByText(formatMessageById('message.termsRequired'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: uiWord('I accept the Terms and Conditions') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await expect(
      await canvas.findByRole('heading', { name: uiWord('My Profile') }, slow),
    ).toBeVisible();
  },
};

export const UploadFailure: Story = {
  args: { path: '/myprofile/update' },
  parameters: mswParameters(handlers.profilePicUpload.serverError()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: uiWord('Update My Profile') }, slow);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['face'], 'face.png', { type: 'image/png' }));
    await expect(
      await canvas.findByText(formatMessageById('message.failureUpload'), {}, slow),
    ).toBeVisible();
  },
};

async function openChangePassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: uiWord('Change password') }, slow),
  );
  const dialog = await page(canvasElement).findByRole('dialog', {
    name: uiWord('Change password'),
  });
  await userEvent.type(
    within(dialog).getByLabelText(containing(uiWord('New password'))),
    'Plaudit789',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: uiWord('Next') }));
  await userEvent.type(
    await within(dialog).findByLabelText(containing(formatMessageById('otp.title'))),
    '654321',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: uiWord('Change password') }));
  return dialog;
}

export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    await expect(
      await within(dialog).findByText(startingWith(formatMessageById('flow.passwordChangedHere'))),
    ).toBeVisible();
  },
};

export const ChangePasswordWrongPin: Story = {
  parameters: mswParameters(
    handlers.passwordCell2FactorVerify.formErrors({
      otp: 'The pin is incorrect. Please try again.',
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openChangePassword(canvasElement);
    const otp = within(dialog).getByLabelText(containing(formatMessageById('otp.title')));
    await waitFor(() =>
      expect(otp).toHaveAccessibleDescription(
        expect.stringContaining('The pin is incorrect. Please try again.'),
      ),
    );
  },
};

/** Pins the change-password modal has asked for in this story. */
let pinsSent = 0;

/**
 * Back from the pin step, then Next: the pin step again without a new pin while the one sent still
 * works (one SMS), its countdown still running.
 */
export const ChangePasswordBackKeepsThePin: Story = {
  parameters: mswParameters(
    http.post('*/api/member/passwordsendcell2factorsms', () => {
      pinsSent += 1;
      return HttpResponse.json({ auth: `auth-${String(pinsSent)}`, resendAfter: 60 });
    }),
  ),
  beforeEach: () => {
    pinsSent = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: uiWord('Change password') }, slow),
    );
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: uiWord('Change password') }),
    );
    await userEvent.type(dialog.getByLabelText(containing(uiWord('New password'))), 'Plaudit789');
    await userEvent.click(dialog.getByRole('button', { name: uiWord('Next') }));
    await dialog.findByLabelText(containing(formatMessageById('otp.title')), {}, slow);
    await userEvent.click(dialog.getByRole('button', { name: uiWord('Back') }));
    await userEvent.click(dialog.getByRole('button', { name: uiWord('Next') }));
    await dialog.findByLabelText(containing(formatMessageById('otp.title')), {}, slow);
    await expect(pinsSent).toBe(1);
    await expect(
      dialog.getByRole('button', {
        name: matchingAnyNumber(
          formatMessageById('flow.resendPinIn', { unit: 'seconds', count: 25, n: '25' }),
          '25',
        ),
      }),
    ).toBeDisabled();
  },
};
