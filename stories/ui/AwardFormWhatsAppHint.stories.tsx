import type { Meta, StoryObj } from '@storybook/react-vite';
import { awardTitles, formatMessageById, whatsAppMessages } from '@plaudit/domain';
import { AwardForm, uiWord } from '@plaudit/ui';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/** The form with its type's title, read when the story renders (in its language). */
const renderForm = (args: ComponentProps<typeof AwardForm>) => (
  <AwardForm {...args} title={awardTitles[args.type]} />
);

/**
 * The award forms' hint under SMS (issue 37): a recipient who chose WhatsApp gets the message there. The
 * spec's labels (Email, SMS) stay as they are.
 */
const meta = {
  title: 'Awards/Award form WhatsApp hint',
  component: AwardForm,
  args: {
    type: 'thankyou',
    title: awardTitles.thankyou,
    renderPicker: () => null,
    onSubmit: fn(),
  },
  render: renderForm,
} satisfies Meta<typeof AwardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendBy = (el: HTMLElement) =>
  within(el).getByRole('radiogroup', { name: formatMessageById('form.sendBy') });

/** SMS chosen: the hint under the choice, which it describes; Email takes it away. */
export const SmsChosen: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(whatsAppMessages.smsHint)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
    await expect(canvas.getByText(whatsAppMessages.smsHint)).toBeVisible();
    await expect(sendBy(canvasElement)).toHaveAccessibleDescription(whatsAppMessages.smsHint);
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Email') }));
    await expect(canvas.queryByText(whatsAppMessages.smsHint)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
  },
};

/** On a phone (390 px), with SMS chosen: the hint wraps under the choice. */
export const SmsChosenOnAPhone: Story = {
  parameters: { visual: true, phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
    await expect(canvas.getByText(whatsAppMessages.smsHint)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Pay It Forward starts on Email: no hint until SMS is chosen. */
export const EmailByDefault: Story = {
  args: { type: 'payitforward', title: awardTitles.payitforward, pointsAvailable: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: uiWord('Email') })).toBeChecked();
    await expect(canvas.queryByText(whatsAppMessages.smsHint)).not.toBeInTheDocument();
  },
};
