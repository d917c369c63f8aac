import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@plaudit/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, mswParameters, page, Portal, slow } from './support';
import { formatMessageById } from '@plaudit/domain';
import { uiWord } from '@plaudit/ui';
import { containing, labelled, startingWith } from '../support/i18n.ts';

const meta = {
  title: 'Screens/Register',
  component: Portal,
  args: { path: '/register' },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function step1(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(containing(uiWord('Mobile number')), {}, slow),
    '0820000009',
  );
  await userEvent.click(canvas.getByRole('button', { name: uiWord('Send one-time pin') }));
  await canvas.findByLabelText(containing(formatMessageById('otp.title')), {}, slow);
}

async function step2(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(containing(formatMessageById('otp.title'))), '123456');
  await userEvent.type(canvas.getByLabelText(labelled(uiWord('First name'))), 'Sipho');
  await userEvent.type(canvas.getByLabelText(containing(uiWord('Surname'))), 'Dlamini');
  await userEvent.type(canvas.getByLabelText(containing(uiWord('Email'))), 'sipho@example.com');
  await userEvent.type(canvas.getByLabelText(startingWith(uiWord('Password'))), 'Plaudit123');
  await userEvent.click(
    canvas.getByRole('checkbox', { name: uiWord('I accept the Terms and Conditions') }),
  );
  await userEvent.click(canvas.getByRole('button', { name: uiWord('Register') }));
}

export const Step1: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: uiWord('Register') }, slow),
    ).toBeVisible();
    await expect(canvas.getByLabelText(containing(uiWord('Mobile number')))).toHaveAttribute(
      'maxlength',
      '20',
    );
    await expect(await canvas.findByRole('banner', {}, slow)).toBeVisible();
  },
};

export const Step2: Story = {
  play: async ({ canvasElement }) => {
    await step1(canvasElement);
    await expect(within(canvasElement).getByText(/0820000009/)).toBeVisible();
  },
};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    await step1(canvasElement);
    await step2(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: uiWord('Registration complete') }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: uiWord('Log in') })).toHaveAttribute(
      'href',
      '/hello',
    );
  },
};

export const Step1RefusedStaysOnStep: Story = {
  parameters: mswParameters(
    handlers.sendCell2FactorSms.formErrors(
      { cellNum: 'This number is not on the programme.' },
      'We could not find your number.',
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(containing(uiWord('Mobile number')), {}, slow),
      '0820000009',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Send one-time pin') }));
    const dialog = await findDialog(canvasElement, formatMessageById('apiError.pleaseNote'));
    await expect(dialog).toHaveTextContent('We could not find your number.');
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('OK') }));
    await expect(
      canvas.getByLabelText(containing(uiWord('Mobile number'))),
    ).toHaveAccessibleDescription('This number is not on the programme.');
  },
};

export const WrongPin: Story = {
  parameters: mswParameters(
    handlers.cell2FactorVerify.formErrors({ otp: 'The pin is incorrect. Please try again.' }),
  ),
  play: async ({ canvasElement }) => {
    await step1(canvasElement);
    await step2(canvasElement);
    const otp = within(canvasElement).getByLabelText(containing(formatMessageById('otp.title')));
    await waitFor(() =>
      expect(otp).toHaveAccessibleDescription(
        expect.stringContaining('The pin is incorrect. Please try again.'),
      ),
    );
    await expect(otp).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The Terms and Conditions open from step 2, in the portal's own modal. */
export const Step2OpensTheTerms: Story = {
  play: async ({ canvasElement }) => {
    await step1(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: formatMessageById('phrase.readThe', {
          document: formatMessageById('flow.termsLinkText'),
        }),
      }),
    );
    const terms = await page(canvasElement).findByRole(
      'dialog',
      { name: formatMessageById('app.documents.terms') },
      slow,
    );
    await expect(terms).toBeVisible();
  },
};

/** Change number keeps the number and the details typed in step 2 (never the pin or the password). */
export const ChangeNumberKeepsWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    await step1(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(labelled(uiWord('First name'))), 'Sipho');
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('flow.changeNumber') }),
    );
    await expect(
      await canvas.findByLabelText(containing(uiWord('Mobile number')), {}, slow),
    ).toHaveValue('0820000009');
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Send one-time pin') }));
    await expect(
      await canvas.findByLabelText(labelled(uiWord('First name')), {}, slow),
    ).toHaveValue('Sipho');
  },
};
