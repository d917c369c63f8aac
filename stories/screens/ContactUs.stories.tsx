import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@plaudit/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { mswParameters, Portal, slow, tokens } from './support';
import { formatMessageById } from '@plaudit/domain';
import { uiWord } from '@plaudit/ui';
import { containing } from '../support/i18n.ts';

const meta = {
  title: 'Screens/ContactUs',
  component: Portal,
  args: { path: '/contactus' },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.clear(await canvas.findByLabelText(containing(uiWord('Name')), {}, slow));
  await userEvent.type(canvas.getByLabelText(containing(uiWord('Name'))), 'Sipho Dlamini');
  await userEvent.clear(canvas.getByLabelText(containing(uiWord('Email'))));
  await userEvent.type(canvas.getByLabelText(containing(uiWord('Email'))), 'sipho@example.com');
  await userEvent.type(
    canvas.getByLabelText(containing(uiWord('Message'))),
    'Where is my voucher?',
  );
  await userEvent.click(canvas.getByRole('checkbox', { name: uiWord('I accept the terms') }));
  await userEvent.click(canvas.getByRole('button', { name: uiWord('Send') }));
}

export const SentAnonymously: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: uiWord('Thank you, your message has been sent') },
        slow,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Where is my voucher?')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('message.sendAnotherMessage') }),
    );
    await expect(await canvas.findByLabelText(containing(uiWord('Message')))).toHaveValue('');
  },
};

export const SentLoggedIn: Story = {
  args: { token: tokens.admin },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: uiWord('Thank you, your message has been sent') },
        slow,
      ),
    ).toBeVisible();
  },
};

/** A signed-in member's name and email start filled in; a visitor's form starts empty. */
export const PrefilledForMember: Story = {
  args: { token: tokens.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Thandi Mokoena', {}, slow)).toBeVisible();
    await expect(canvas.getByLabelText(containing(uiWord('Email')))).toHaveValue(
      'thandi.mokoena@seapointpets.example',
    );
    await expect(canvas.getByLabelText(containing(uiWord('Message')))).toHaveValue('');
    await expect(
      canvas.getByText(formatMessageById('phrase.charactersRemaining', { remaining: 2000 })),
    ).toBeVisible();
  },
};

export const WarningWhenSendFails: Story = {
  parameters: mswParameters(handlers.contactUsSend.serverError('Our mail service is down.')),
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Our mail service is down.');
    await userEvent.click(within(alert).getByRole('button', { name: uiWord('Dismiss') }));
    await expect(canvas.queryByText('Our mail service is down.')).not.toBeInTheDocument();
  },
};
