import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileForm, ProfileView, uiWord } from '@plaudit/ui';
import { currentFormatter, whatsAppMessages } from '@plaudit/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { member, pictureUrl } from '../support/fixtures.ts';

const timeZone = 'Africa/Johannesburg';
const optedInAt = new Date('2026-11-21T12:03:00Z');
const onWhatsApp = { ...member, messageChannel: 'whatsapp' as const, whatsappOptInAt: optedInAt };
/** The opt-in's day as the story's language writes it ('21 Nov 2026'), read when the play runs. */
const optInDay = () => currentFormatter().date(optedInAt, timeZone);

/** My Profile's choice of SMS or WhatsApp for the member's messages (issue 37), in each of its states. */
const meta = {
  title: 'Account/Profile WhatsApp',
  component: ProfileForm,
  args: {
    member,
    pictureUrl,
    timeZone,
    onSubmit: fn(),
    onCancel: fn(),
    onPictureChosen: fn(),
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const channelGroup = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('radiogroup', { name: whatsAppMessages.channelLabel });
const radio = (canvasElement: HTMLElement, name: string) =>
  within(channelGroup(canvasElement)).getByRole('radio', { name });
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: uiWord('Save') }));

/** On SMS (as every member starts): SMS chosen, what the choice covers, no sentence to tick yet. */
export const OnSms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(radio(canvasElement, whatsAppMessages.sms)).toBeChecked();
    await expect(channelGroup(canvasElement)).toHaveAccessibleDescription(
      whatsAppMessages.channelHint,
    );
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await save(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ messageChannel: 'sms' }),
    );
  },
};

/**
 * Choosing WhatsApp shows the opt-in sentence, naming the programme and WhatsApp; Save without the tick
 * says why and sends nothing, the focus on the box; ticked, it saves WhatsApp.
 */
export const ChoosingWhatsApp: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(radio(canvasElement, whatsAppMessages.whatsApp));
    const sentence = whatsAppMessages.optIn(siteOf(globals).brandName);
    const box = canvas.getByRole('checkbox', { name: sentence });
    await expect(box).not.toBeChecked();
    await save(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(box).toHaveAccessibleDescription(whatsAppMessages.agreeRequired);
    await expect(box).toHaveFocus();
    await userEvent.click(box);
    await expect(canvas.queryByText(whatsAppMessages.agreeRequired)).not.toBeInTheDocument();
    await save(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ messageChannel: 'whatsapp', whatsAppAgreed: true }),
    );
  },
};

/** The same on a phone (390 px): the sentence wraps beside its box, the error under it. */
export const ChoosingWhatsAppOnAPhone: Story = {
  parameters: { visual: true, phone: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(radio(canvasElement, whatsAppMessages.whatsApp));
    await save(canvasElement);
    const box = canvas.getByRole('checkbox', {
      name: whatsAppMessages.optIn(siteOf(globals).brandName),
    });
    await expect(box).toHaveAccessibleDescription(whatsAppMessages.agreeRequired);
    // Nothing wider than the phone.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** On WhatsApp: chosen, since when (the day in the language's words), nothing to tick again. */
export const OnWhatsAppSince: Story = {
  args: { member: onWhatsApp },
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(radio(canvasElement, whatsAppMessages.whatsApp)).toBeChecked();
    await expect(canvas.getByText(whatsAppMessages.onSince(optInDay()))).toBeVisible();
    await expect(channelGroup(canvasElement)).toHaveAccessibleDescription(
      `${whatsAppMessages.channelHint} ${whatsAppMessages.onSince(optInDay())}`,
    );
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await save(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ messageChannel: 'whatsapp' }),
    );
  },
};

/** Taking it back: SMS chosen says what saving does, and saves SMS. */
export const TakingItBack: Story = {
  args: { member: onWhatsApp },
  parameters: { visual: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(radio(canvasElement, whatsAppMessages.sms));
    await expect(canvas.getByText(whatsAppMessages.takeBack)).toBeVisible();
    await expect(canvas.queryByText(whatsAppMessages.onSince(optInDay()))).not.toBeInTheDocument();
    await save(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ messageChannel: 'sms' }),
    );
  },
};

/** By keyboard: the arrow keys move between SMS and WhatsApp, Space ticks the sentence. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const sms = radio(canvasElement, whatsAppMessages.sms);
    sms.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio(canvasElement, whatsAppMessages.whatsApp)).toBeChecked();
    await userEvent.tab();
    const box = within(canvasElement).getByRole('checkbox', {
      name: whatsAppMessages.optIn(siteOf(globals).brandName),
    });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

/** The server's refusal of the choice shows under it. */
export const ServerRefusal: Story = {
  args: { formErrors: { messageChannel: 'Please choose one of the options.' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(channelGroup(canvasElement)).getByText('Please choose one of the options.'),
    ).toBeVisible();
  },
};

/** The profile's view: how the member gets their messages, WhatsApp with since when. */
export const ViewOnWhatsApp: StoryObj<typeof ProfileView> = {
  render: (args) => <ProfileView {...args} />,
  args: { member: onWhatsApp, pictureUrl, timeZone, onChangePassword: fn() },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByText(whatsAppMessages.viewLabel, { selector: 'dt' });
    await expect(term.nextElementSibling).toHaveTextContent(
      whatsAppMessages.viewWhatsApp(optInDay()),
    );
  },
};

/** The view of a member on SMS. */
export const ViewOnSms: StoryObj<typeof ProfileView> = {
  ...ViewOnWhatsApp,
  args: { ...ViewOnWhatsApp.args, member },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByText(whatsAppMessages.viewLabel, { selector: 'dt' });
    await expect(term.nextElementSibling).toHaveTextContent(whatsAppMessages.sms);
  },
};
