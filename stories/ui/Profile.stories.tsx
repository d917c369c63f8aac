import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileForm, ProfileView } from '@plaudit/ui';
import { messages } from '@plaudit/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { member, pictureUrl } from '../support/fixtures.ts';

const meta = {
  title: 'Account/Profile',
  component: ProfileForm,
  args: { member, pictureUrl, onSubmit: fn(), onCancel: fn(), onPictureChosen: fn() },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: StoryObj<typeof ProfileView> = {
  render: (args) => <ProfileView {...args} />,
  args: { member, pictureUrl, onChangePassword: fn() },
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('14 March')).toBeVisible();
    // Whole, though it may break before the '@' on a narrow screen.
    await expect(canvas.getByText('thandi@example.com')).toBeVisible();
    await expect(canvas.getByText('12,500')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/myprofile/update',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalled();
  },
};

export const ViewDobNotProvided: StoryObj<typeof ProfileView> = {
  ...View,
  parameters: { visual: false },
  args: { ...View.args, member: { ...member, dOBdd: '31', dOBmm: '4' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(Not provided)')).toBeVisible();
  },
};

/** A member without a picture sees an outline of a person, named 'No picture'. */
export const ViewNoPicture: StoryObj<typeof ProfileView> = {
  ...View,
  parameters: { visual: true },
  args: { ...View.args, pictureUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'No picture' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Thandi Nkosi' })).toBeNull();
  },
};

export const Edit: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^ID/)).toHaveAttribute('maxlength', '30');
    await expect(canvas.getByText('Your picture should show your face only.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Clear DOB' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ dOBdd: '', dOBmm: '' }),
    );
  },
};

export const InvalidDobRefused: Story = {
  args: { member: { ...member, dOBdd: '30', dOBmm: '2' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText(messages.invalidDob)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptyEmailNeedsTerms: Story = {
  args: { member: { ...member, email: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'thandi@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      canvas.getByText(
        'Terms and Conditions are required to be accepted to participate in this program',
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const ServerFormErrors: Story = {
  args: { formErrors: { email: 'This email is already in use.' } },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByLabelText(/^Email/);
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
    await expect(canvas.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const UploadFailed: Story = {
  args: { pictureState: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('FAILURE UPLOAD!!');
  },
};
