import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@plaudit/api/mocks';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mswParameters, page, Portal, slow } from './support';
import { flowMessages, formatMessageById } from '@plaudit/domain';
import { uiWord } from '@plaudit/ui';
import { containing, matchingAnyNumber } from '../support/i18n.ts';

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
  await userEvent.type(
    await canvas.findByLabelText(containing(uiWord('Mobile number')), {}, slow),
    '0820000001',
  );
  await userEvent.click(canvas.getByRole('button', { name: uiWord('Send one-time pin') }));
  await userEvent.type(
    await canvas.findByLabelText(containing(formatMessageById('otp.title')), {}, slow),
    '123456',
  );
  await userEvent.type(canvas.getByLabelText(containing(uiWord('New password'))), 'Plaudit456');
  await userEvent.click(canvas.getByRole('button', { name: uiWord('Change password') }));
}

export const Step1: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: uiWord('Forgot password') }, slow),
    ).toBeVisible();
  },
};

export const DoneLinksToLogin: Story = {
  play: async ({ canvasElement }) => {
    await throughStep1(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: uiWord('Password changed') }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: uiWord('Log in') })).toHaveAttribute(
      'href',
      '/hello',
    );
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
    const otp = within(canvasElement).getByLabelText(containing(formatMessageById('otp.title')));
    await waitFor(() =>
      expect(otp).toHaveAccessibleDescription(
        expect.stringContaining('The pin is incorrect. Please try again.'),
      ),
    );
  },
};

/** Step 1 answers once; every pin asked for after it meets the server's 45-second wait. */
const firstPinThenWait = [
  http.post('*/api/member/passwordsendcell2factorsms', () => HttpResponse.json({ auth: 'a1' }), {
    once: true,
  }),
  handlers.passwordSendCell2FactorSms.throttled(
    45,
    'A pin was sent moments ago. Please wait 45 seconds before asking for another.',
  ),
];

async function toStep2(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(containing(uiWord('Mobile number')), {}, slow),
    '0820000001',
  );
  await userEvent.click(canvas.getByRole('button', { name: uiWord('Send one-time pin') }));
  await canvas.findByLabelText(containing(formatMessageById('otp.title')), {}, slow);
}

/** Resend pin too soon: the wait counted down under the pin field, and no error dialog. */
export const ResendWaits: Story = {
  parameters: mswParameters(...firstPinThenWait),
  play: async ({ canvasElement }) => {
    await toStep2(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('flow.resendPin') }),
    );
    await expect(await canvas.findByText(flowMessages.pinWait(45), {}, slow)).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: matchingAnyNumber(
          formatMessageById('flow.resendPinIn', { unit: 'seconds', count: 25, n: '25' }),
          '25',
        ),
      }),
    ).toBeDisabled();
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A new pin on its way: said under the pin field. */
export const ResendSent: Story = {
  play: async ({ canvasElement }) => {
    await toStep2(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('flow.resendPin') }),
    );
    await expect(
      await canvas.findByText(
        formatMessageById('flow.pinResent', { cellNum: '0820000001' }),
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/** Change number: back to step 1 with the number as typed. */
export const ChangeNumberKeepsIt: Story = {
  play: async ({ canvasElement }) => {
    await toStep2(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('flow.changeNumber') }),
    );
    await expect(
      await canvas.findByLabelText(containing(uiWord('Mobile number')), {}, slow),
    ).toHaveValue('0820000001');
  },
};

/** Step 1 within the wait: a plain 'Please note:' with the server's words, not a Data Response Error. */
export const Step1Throttled: Story = {
  parameters: mswParameters(
    handlers.passwordSendCell2FactorSms.throttled(
      30,
      'A pin was sent moments ago. Please wait 30 seconds before asking for another.',
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(containing(uiWord('Mobile number')), {}, slow),
      '0820000001',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Send one-time pin') }));
    const dialog = await page(canvasElement).findByRole(
      'alertdialog',
      { name: formatMessageById('apiError.pleaseNote') },
      slow,
    );
    await expect(dialog).toHaveTextContent('Please wait 30 seconds before asking for another.');
    await expect(dialog).not.toHaveTextContent('Data Response Error');
  },
};

/**
 * The send answers when the next pin is allowed (3 s here): step 2 opens counting down, its heading
 * focused, and offers Resend pin once the wait is over.
 */
export const ResendCountsDownFromTheStart: Story = {
  parameters: mswParameters(
    http.post('*/api/member/passwordsendcell2factorsms', () =>
      HttpResponse.json({ auth: 'a1', resendAfter: 3 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await toStep2(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: matchingAnyNumber(
          [1, 5].map((count) =>
            formatMessageById('flow.resendPinIn', { unit: 'seconds', count, n: '5' }),
          ),
          '5',
        ),
      }),
    ).toBeDisabled();
    const heading = canvas.getByRole('heading', { level: 1, name: uiWord('Forgot password') });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expect(
      await canvas.findByRole(
        'button',
        { name: formatMessageById('flow.resendPin') },
        { timeout: 6000 },
      ),
    ).toBeEnabled();
  },
};
