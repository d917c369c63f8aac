import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileForm, ProfileView, uiWord } from '@plaudit/ui';
import { formatDob, messages, formatMessageById } from '@plaudit/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { member, pictureUrl } from '../support/fixtures.ts';
import { containing, startingWith } from '../support/i18n.ts';

const meta = {
  title: 'Account/Profile',
  component: ProfileForm,
  args: { member, pictureUrl, onSubmit: fn(), onCancel: fn(), onPictureChosen: fn() },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager's three balances, each under the one name the brand gives it everywhere. */
export const View: StoryObj<typeof ProfileView> = {
  render: (args) => <ProfileView {...args} />,
  args: { member, pictureUrl, onChangePassword: fn() },
  parameters: { visual: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatDob(member.dOBdd, member.dOBmm))).toBeVisible();
    // Whole, though it may break before the '@' on a narrow screen.
    await expect(canvas.getByText('thandi@example.com')).toBeVisible();
    const site = siteOf(globals);
    for (const [name, value] of [
      [site.pointsName, '12,500'],
      [site.awardPointsName, '300'],
      [site.budgetName, '5,000'],
    ] as const) {
      const term = canvas.getByText(name, { selector: 'dt' });
      await expect(term.nextElementSibling).toHaveTextContent(value);
    }
    await expect(canvas.getByRole('link', { name: uiWord('Edit profile') })).toHaveAttribute(
      'href',
      '/myprofile/update',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Change password') }));
    await expect(args.onChangePassword).toHaveBeenCalled();
  },
};

export const ViewDobNotProvided: StoryObj<typeof ProfileView> = {
  ...View,
  parameters: { visual: false },
  args: { ...View.args, member: { ...member, dOBdd: '31', dOBmm: '4' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.notProvided')),
    ).toBeVisible();
  },
};

/** A member without a picture sees their initials, the avatar of Home and the wall, named by them. */
export const ViewNoPicture: StoryObj<typeof ProfileView> = {
  ...View,
  parameters: { visual: true },
  args: { ...View.args, pictureUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Thandi Nkosi' });
    await expect(picture).toHaveTextContent('TN');
    await expect(picture.tagName).toBe('SPAN');
  },
};

export const Edit: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(startingWith(uiWord('ID')))).toHaveAttribute(
      'maxlength',
      '30',
    );
    await expect(
      canvas.getByText(uiWord('Your picture should show your face only.')),
    ).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstname: 'Thandi',
        postAddr2: 'HR-20391',
        dOBdd: '14',
        dOBmm: '3',
      }),
    );
  },
};

export const ClearDob: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Clear DOB') }));
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ dOBdd: '', dOBmm: '' }),
    );
  },
};

/**
 * An invalid date: its error under Day, and the row keeps its shape (Day and Month one width, their
 * labels and boxes level, Clear DOB beside the boxes), at 1280 and 390 px.
 */
export const InvalidDobRefused: Story = {
  args: { member: { ...member, dOBdd: '30', dOBmm: '2' } },
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await expect(canvas.getByText(messages.invalidDob)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const day = canvas
      .getByRole('button', { name: containing(uiWord('Day')) })
      .getBoundingClientRect();
    const month = canvas
      .getByRole('button', { name: containing(uiWord('Month')) })
      .getBoundingClientRect();
    const clear = canvas.getByRole('button', { name: uiWord('Clear DOB') }).getBoundingClientRect();
    // The error does not widen Day or lift it above Month.
    await expect(Math.round(day.width)).toBe(Math.round(month.width));
    await expect(Math.round(day.top)).toBe(Math.round(month.top));
    // Beside the boxes where it fits (it wraps below them on a phone).
    if (clear.top < month.bottom) await expect(Math.round(clear.top)).toBe(Math.round(month.top));
  },
};

export const EmptyEmailNeedsTerms: Story = {
  args: { member: { ...member, email: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(startingWith(uiWord('Email'))),
      'thandi@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await expect(canvas.getByText(formatMessageById('message.termsRequired'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: uiWord('I accept the Terms and Conditions') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const ServerFormErrors: Story = {
  args: { formErrors: { email: 'This email is already in use.' } },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByLabelText(startingWith(uiWord('Email')));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This email is already in use.');
  },
};

export const UploadStartsWhenChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['face'], 'face.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onPictureChosen).toHaveBeenCalledWith(file);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { pictureState: 'uploading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: uiWord('Upload picture') })).toBeDisabled();
    await expect(canvas.getByText(formatMessageById('message.loading'))).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: { pictureState: 'failed' },
  play: async ({ canvasElement }) => {
    // The spec's alert, with what is accepted beside it.
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(formatMessageById('message.failureUpload'));
    await expect(alert).toHaveTextContent(formatMessageById('flow.pictureAccepted'));
  },
};

/** The server's own reason, when it gave one, beside 'FAILURE UPLOAD!!'. */
export const UploadFailedWithTheServersReason: Story = {
  args: { pictureState: 'failed', pictureError: 'The picture is too large: at most 5 MB, please.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      // The server's reason is its own text (story data), after the form's lead-in.
      `${formatMessageById('message.failureUpload')} The picture is too large: at most 5 MB, please.`,
    );
  },
};

export const Uploaded: Story = {
  args: { pictureState: 'uploaded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      formatMessageById('flow.pictureUploaded'),
    );
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The mobile number is the login id: read-only, with how to change it. */
export const MobileNumberReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByLabelText(startingWith(uiWord('Mobile number')));
    await expect(cell).toHaveAttribute('readonly');
    await expect(cell).toHaveAccessibleDescription(formatMessageById('flow.cellReadOnly'));
  },
};

/** Sent here by the portal (no email yet): why, and no Cancel, since there is nowhere else to go. */
export const ForcedUpdateSaysWhy: Story = {
  args: { member: { ...member, email: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      formatMessageById('flow.emailToContinue'),
    );
    // Vouchers come by SMS, as the shop and the checkout say.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      formatMessageById('flow.emailToContinueHint'),
    );
    await expect(canvas.queryByRole('button', { name: uiWord('Cancel') })).not.toBeInTheDocument();
  },
};

/** The invalid date on a phone (390 px): Day and Month side by side, Clear DOB on the line below. */
export const InvalidDobRefusedOnAPhone: Story = {
  ...InvalidDobRefused,
  parameters: { visual: true, phone: true },
};
