import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@plaudit/api/mocks';
import type { RequestOf } from '@plaudit/api';
import { currentFormatter, formatMessageById, whatsAppMessages } from '@plaudit/domain';
import { uiWord } from '@plaudit/ui';
import { expect, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { containing, labelled, startingWith } from '../support/i18n.ts';
import { mswParameters, Portal, slow, tokens } from './support';

/** My Profile and Register with the WhatsApp choice (issue 37), against the mocked server. */
const meta = {
  title: 'Screens/WhatsApp choice',
  component: Portal,
  args: { path: '/myprofile/update', token: tokens.admin },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What memberupdate and cell2factorverify were last sent in a story. */
let sent: Partial<RequestOf<'memberUpdate'>> | Partial<RequestOf<'cell2FactorVerify'>> = {};

/**
 * Opting in, then taking it back: WhatsApp chosen and the sentence ticked saves messageChannel 'whatsapp';
 * the profile then says WhatsApp since today; SMS chosen and saved says SMS again.
 */
export const OptInThenTakeBack: Story = {
  // The day shown is the day the story runs.
  parameters: { ...mswParameters(), visual: false },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: uiWord('Update My Profile') }, slow);
    await userEvent.click(canvas.getByRole('radio', { name: whatsAppMessages.whatsApp }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: whatsAppMessages.optIn(siteOf(globals).brandName) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await canvas.findByRole('heading', { name: uiWord('My Profile') }, slow);
    const term = await canvas.findByText(whatsAppMessages.viewLabel, { selector: 'dt' });
    const today = currentFormatter().date(new Date(), 'Africa/Johannesburg');
    await expect(
      await canvas.findByText(whatsAppMessages.viewWhatsApp(today), {}, slow),
    ).toBeVisible();
    await expect(term.nextElementSibling).toHaveTextContent(whatsAppMessages.viewWhatsApp(today));

    await userEvent.click(canvas.getByRole('link', { name: uiWord('Edit profile') }));
    await canvas.findByRole('heading', { name: uiWord('Update My Profile') }, slow);
    await expect(canvas.getByText(whatsAppMessages.onSince(today))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: whatsAppMessages.sms }));
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await canvas.findByRole('heading', { name: uiWord('My Profile') }, slow);
    const after = await canvas.findByText(whatsAppMessages.viewLabel, { selector: 'dt' });
    await expect(after.nextElementSibling).toHaveTextContent(whatsAppMessages.sms);
  },
};

/** Saving the profile without changing the channel sends none (the opt-in's words and time stay). */
export const SavingLeavesTheChannel: Story = {
  parameters: mswParameters(
    handlers.memberUpdate.ok((body) => {
      sent = body;
      return {};
    }),
  ),
  beforeEach: () => {
    sent = {};
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: uiWord('Update My Profile') }, slow);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Save') }));
    await canvas.findByRole('heading', { name: uiWord('My Profile') }, slow);
    await expect(sent).toMatchObject({ firstname: expect.any(String) as unknown });
    await expect(sent).not.toHaveProperty('messageChannel');
    await expect(sent).not.toHaveProperty('whatsAppAgreed');
  },
};

/** Registering with the sentence ticked asks for WhatsApp in the registration call itself. */
export const RegisterWithWhatsApp: Story = {
  args: { path: '/register', token: undefined },
  parameters: mswParameters(
    handlers.cell2FactorVerify.ok((body) => {
      sent = body;
      return {};
    }),
  ),
  beforeEach: () => {
    sent = {};
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(containing(uiWord('Mobile number')), {}, slow),
      '0820000009',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Send one-time pin') }));
    await userEvent.type(
      await canvas.findByLabelText(containing(formatMessageById('otp.title')), {}, slow),
      '123456',
    );
    await userEvent.type(canvas.getByLabelText(labelled(uiWord('First name'))), 'Sipho');
    await userEvent.type(canvas.getByLabelText(containing(uiWord('Surname'))), 'Dlamini');
    await userEvent.type(canvas.getByLabelText(containing(uiWord('Email'))), 'sipho@example.com');
    await userEvent.type(canvas.getByLabelText(startingWith(uiWord('Password'))), 'Kennels42x');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: uiWord('I accept the Terms and Conditions') }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: whatsAppMessages.optIn(siteOf(globals).brandName) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Register') }));
    await canvas.findByRole('heading', { name: uiWord('Registration complete') }, slow);
    await expect(sent).toMatchObject({ messageChannel: 'whatsapp', acceptTerms: true });
    await expect(sent).not.toHaveProperty('whatsApp');
  },
};
