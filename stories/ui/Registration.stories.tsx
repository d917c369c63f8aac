import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationDone, RegistrationStep1, RegistrationStep2, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMessageById, milestoneMessages } from '@plaudit/domain';
import { containing, labelled, startingWith } from '../support/i18n.ts';

const meta = {
  title: 'Account/Registration',
  component: RegistrationStep1,
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegistrationStep1>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(containing(uiWord('Mobile number')))).toHaveAttribute(
      'maxlength',
      '20',
    );
    await expect(canvas.getByLabelText(containing(uiWord('ID')))).toHaveAttribute(
      'maxlength',
      '20',
    );
    await userEvent.type(canvas.getByLabelText(containing(uiWord('Mobile number'))), '0821234567');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Send one-time pin') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cellNum: '0821234567',
      postAddr2: '',
      channel: 'sms',
    });
  },
};

export const Step1CellRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Send one-time pin') }));
    await expect(
      canvas.getByText(
        formatMessageById('message.required', { label: formatMessageById('field.cellNum') }),
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Step1ServerError: Story = {
  args: { formErrors: { cellNum: 'This mobile number is not on the programme.' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(containing(uiWord('Mobile number')));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This mobile number is not on the programme.');
  },
};

const fillStep2 = async (canvasElement: HTMLElement, password: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(containing(formatMessageById('otp.title'))), '123456');
  await userEvent.type(canvas.getByLabelText(labelled(uiWord('First name'))), 'Thandi');
  await userEvent.type(canvas.getByLabelText(containing(uiWord('Surname'))), 'Nkosi');
  await userEvent.type(canvas.getByLabelText(containing(uiWord('Email'))), 'thandi@example.com');
  await userEvent.type(canvas.getByLabelText(startingWith(uiWord('Password'))), password);
};

export const Step2: StoryObj<typeof RegistrationStep2> = {
  render: (args) => <RegistrationStep2 {...args} />,
  args: { cellNum: '0821234567', onSubmit: fn() },
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(formatMessageById('phrase.pinSentTo', { cellNum: '0821234567' })),
    ).toBeVisible();
    // Step 2 follows step 1: its heading has the focus as it shows.
    const heading = canvas.getByRole('heading', { level: 1, name: uiWord('Register') });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await fillStep2(canvasElement, 'secret123');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: uiWord('I accept the Terms and Conditions') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Register') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      otp: '123456',
      firstname: 'Thandi',
      surname: 'Nkosi',
      email: 'thandi@example.com',
      password: 'secret123',
      acceptTerms: true,
      welcomeCard: true,
      whatsApp: false,
    });
  },
};

/** The new member unticks the welcome card: the wall does not welcome them. */
export const Step2WithoutWelcomeCard: StoryObj<typeof RegistrationStep2> = {
  ...Step2,
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillStep2(canvasElement, 'secret123');
    const welcome = canvas.getByRole('checkbox', { name: milestoneMessages.welcomeCardOptIn });
    await expect(welcome).toBeChecked();
    await userEvent.click(welcome);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: uiWord('I accept the Terms and Conditions') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Register') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ acceptTerms: true, welcomeCard: false }),
    );
  },
};

export const Step2TermsRequired: StoryObj<typeof RegistrationStep2> = {
  ...Step2,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillStep2(canvasElement, 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Register') }));
    await expect(canvas.getByText(formatMessageById('message.termsRequired'))).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: uiWord('I accept the Terms and Conditions') }),
    ).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Step2PasswordHint: StoryObj<typeof RegistrationStep2> = {
  ...Step2,
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillStep2(canvasElement, 'password');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: uiWord('I accept the Terms and Conditions') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Register') }));
    const password = canvas.getByLabelText(startingWith(uiWord('Password')));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Step2ServerErrors: StoryObj<typeof RegistrationStep2> = {
  ...Step2,
  parameters: { visual: false },
  args: {
    ...Step2.args,
    formErrors: { otp: 'The one-time pin is incorrect.', email: 'This email is already in use.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The one-time pin is incorrect.')).toBeVisible();
    await expect(canvas.getByLabelText(containing(uiWord('Email')))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Done: Story = {
  render: () => <RegistrationDone />,
  play: async ({ canvasElement }) => {
    // Reached from the last step: its heading takes the focus, so a screen reader says it is done.
    const heading = within(canvasElement).getByRole('heading', {
      level: 1,
      name: uiWord('Registration complete'),
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expect(
      within(canvasElement).getByRole('link', { name: uiWord('Log in') }),
    ).toHaveAttribute('href', '/hello');
  },
};
