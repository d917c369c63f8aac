import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationStep2, WhatsAppOffer, uiWord } from '@plaudit/ui';
import { formatMessageById, whatsAppMessages } from '@plaudit/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { containing, labelled, startingWith } from '../support/i18n.ts';

/** The end of registration's offer of WhatsApp (issue 37): the opt-in sentence, not ticked at first. */
const meta = {
  title: 'Account/WhatsApp offer',
  component: WhatsAppOffer,
  args: { agreed: false, onChange: fn() },
  parameters: { visual: true },
  render: function Render(args) {
    const [agreed, setAgreed] = useState(args.agreed);
    return (
      <WhatsAppOffer
        agreed={agreed}
        onChange={(next) => {
          setAgreed(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof WhatsAppOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

const sentenceOf = (globals: Record<string, unknown>) =>
  whatsAppMessages.optIn(siteOf(globals).brandName);

/** Offered, not ticked: the sentence names the programme and WhatsApp. */
export const Offered: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: sentenceOf(globals) });
    await expect(box).not.toBeChecked();
    await expect(sentenceOf(globals)).toContain(siteOf(globals).brandName);
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Ticked: a press unticks it. */
export const Ticked: Story = {
  args: { agreed: true },
  play: async ({ canvasElement, args, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: sentenceOf(globals) });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

const fillStep2 = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(containing(formatMessageById('otp.title'))), '123456');
  await userEvent.type(canvas.getByLabelText(labelled(uiWord('First name'))), 'Sipho');
  await userEvent.type(canvas.getByLabelText(containing(uiWord('Surname'))), 'Dlamini');
  await userEvent.type(canvas.getByLabelText(containing(uiWord('Email'))), 'sipho@example.com');
  await userEvent.type(canvas.getByLabelText(startingWith(uiWord('Password'))), 'Kennels42x');
  await userEvent.click(
    canvas.getByRole('checkbox', { name: uiWord('I accept the Terms and Conditions') }),
  );
};

/** At the end of registration's step 2, last before Register: ticked, the registration asks for WhatsApp. */
export const AtTheEndOfRegistration: StoryObj<typeof RegistrationStep2> = {
  render: (args) => <RegistrationStep2 {...args} />,
  args: { cellNum: '0821234567', onSubmit: fn() },
  parameters: { visual: true, phone: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await fillStep2(canvasElement);
    const offer = canvas.getByRole('checkbox', { name: sentenceOf(globals) });
    await expect(offer).not.toBeChecked();
    await userEvent.click(offer);
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Register') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ acceptTerms: true, whatsApp: true }),
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Left unticked, the registration stays on SMS. */
export const DeclinedAtRegistration: StoryObj<typeof RegistrationStep2> = {
  ...AtTheEndOfRegistration,
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await fillStep2(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: uiWord('Register') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ whatsApp: false }));
  },
};
