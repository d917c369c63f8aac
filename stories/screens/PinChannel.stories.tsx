import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mswParameters, Portal, slow } from './support';
import { formatMessageById } from '@plaudit/domain';
import { uiWord } from '@plaudit/ui';
import { containing } from '../support/i18n.ts';

/** The one-time pin by WhatsApp or SMS (issue 37): step 1's choice and what the pin step says. */
const meta = {
  title: 'Screens/PinChannel',
  component: Portal,
  args: { path: '/register' },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

// Read when a play function runs: each pass of the stories shows another language.
const text = {
  label: () => formatMessageById('pinChannel.label'),
  sms: () => formatMessageById('pinChannel.sms'),
  whatsApp: () => formatMessageById('pinChannel.whatsApp'),
  sentByWhatsApp: () => formatMessageById('pinChannel.sentByWhatsApp'),
  fellBack: () => formatMessageById('pinChannel.fellBack'),
  sendBySms: () => formatMessageById('pinChannel.sendBySms'),
};

const pinStatus = (channel: 'sms' | 'whatsapp', fellBack: boolean) =>
  http.post('*/api/member/pinstatus', () =>
    HttpResponse.json({ channel, fellBack, delivered: false }),
  );
const pinBySms = http.post('*/api/member/pinbysms', () =>
  HttpResponse.json({ channel: 'sms', fellBack: true, delivered: false }),
);

/** Step 1 with the pin asked for by WhatsApp, on to the pin step. */
async function byWhatsApp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(containing(uiWord('Mobile number')), {}, slow),
    '0820000009',
  );
  await userEvent.click(canvas.getByRole('radio', { name: text.whatsApp() }));
  await userEvent.click(canvas.getByRole('button', { name: uiWord('Send one-time pin') }));
  return canvas.findByLabelText(containing(formatMessageById('otp.title')), {}, slow);
}

/** The pin field's hint names WhatsApp (the product's name, in every language) only while the pin went by it. */
const hintNamesWhatsApp = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .some((id) => field.ownerDocument.getElementById(id)?.textContent?.includes('WhatsApp'));

/** Step 1: the pin by SMS (chosen at first, as the spec has it) or by WhatsApp, by keyboard too. */
export const ChannelChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: text.label() }, slow);
    const sms = within(group).getByRole('radio', { name: text.sms() });
    await expect(sms).toBeChecked();
    // The arrow key moves the choice to WhatsApp.
    sms.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: text.whatsApp() })).toBeChecked();
  },
};

/** Forgot password's step 1 offers the same choice. */
export const ForgotPasswordChoice: Story = {
  args: { path: '/forgotpassword' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: text.label() }, slow);
    await expect(within(group).getByRole('radio', { name: text.sms() })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: text.whatsApp() })).not.toBeChecked();
  },
};

/** The pin went by WhatsApp: the step says so and offers "Send it by SMS instead". */
export const SentByWhatsApp: Story = {
  parameters: mswParameters(pinStatus('whatsapp', false), pinBySms),
  play: async ({ canvasElement }) => {
    const field = await byWhatsApp(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.sentByWhatsApp(), {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.sendBySms() })).toBeVisible();
    await expect(hintNamesWhatsApp(field)).toBe(true);
  },
};

/** "Send it by SMS instead" pressed: the same pin by SMS, and the step says it went by SMS. */
export const SendBySmsInstead: Story = {
  parameters: mswParameters(pinStatus('whatsapp', false), pinBySms),
  play: async ({ canvasElement }) => {
    await byWhatsApp(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.sendBySms() }, slow));
    await expect(await canvas.findByText(text.fellBack(), {}, slow)).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: text.sendBySms() })).toBeNull(),
    );
  },
};

/** WhatsApp did not deliver it in time: the server sent it by SMS, and the step says so. */
export const FellBackToSms: Story = {
  parameters: mswParameters(pinStatus('sms', true), pinBySms),
  play: async ({ canvasElement }) => {
    const field = await byWhatsApp(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.fellBack(), {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.sendBySms() })).toBeNull();
    await expect(hintNamesWhatsApp(field)).toBe(false);
  },
};
