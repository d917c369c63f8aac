import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactUsForm, ContactUsSummary, uiWord } from '@plaudit/ui';
import { messages, formatMessageById } from '@plaudit/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { startingWith } from '../support/i18n.ts';

const meta = {
  title: 'Account/Contact Us',
  component: ContactUsForm,
  args: {
    onSubmit: fn(),
    onDismissError: fn(),
    topMessageHtml: '<p>Questions about your points? We answer within two working days.</p>',
    termsHtml: '<p>We use your details only to answer this message.</p>',
  },
} satisfies Meta<typeof ContactUsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Questions about your points? We answer within two working days.'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(startingWith(uiWord('Name'))), 'Thandi Nkosi');
    await userEvent.type(
      canvas.getByLabelText(startingWith(uiWord('Email'))),
      'thandi@example.com',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(uiWord('Message'))),
      'Where is my voucher?',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: uiWord('I accept the terms') }));
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Send') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ContactName: 'Thandi Nkosi',
      EmailAddress: 'thandi@example.com',
      Message: 'Where is my voucher?',
      AcceptTerms: true,
    });
  },
};

export const TermsNotAccepted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(startingWith(uiWord('Name'))), 'Thandi');
    await userEvent.type(
      canvas.getByLabelText(startingWith(uiWord('Email'))),
      'thandi@example.com',
    );
    await userEvent.type(canvas.getByLabelText(startingWith(uiWord('Message'))), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Send') }));
    await expect(canvas.getByText(messages.contactTermsRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrorWarning: Story = {
  args: {
    errorMessage: 'Your message could not be sent.',
    formErrors: { AcceptTerms: 'Please accept the terms.' },
  },
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your message could not be sent.');
    await expect(canvas.getByText('Please accept the terms.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Dismiss') }));
    await expect(args.onDismissError).toHaveBeenCalled();
  },
};

export const Summary: StoryObj<typeof ContactUsSummary> = {
  render: (args) => <ContactUsSummary {...args} />,
  args: {
    values: {
      ContactName: 'Thandi Nkosi',
      EmailAddress: 'thandi@example.com',
      Message: 'Where is my voucher?',
    },
    onSendAnother: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Where is my voucher?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: uiWord('Home') })).toHaveAttribute('href', '/');
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('message.sendAnotherMessage') }),
    );
    await expect(args.onSendAnother).toHaveBeenCalled();
  },
};
