import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { messages, recognitionMessages, formatMessageById } from '@plaudit/domain';
import {
  MemberPicker,
  SendToAllForm,
  SendToAllSuccess,
  type AwardPickerSlot,
  type MemberQuery,
  uiWord,
} from '@plaudit/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

/** The picker as the app connects it for Send To All: whole divisions allowed. */
function ConnectedPicker(slot: AwardPickerSlot) {
  const [query, setQuery] = useState<MemberQuery | null>(null);
  return (
    <MemberPicker
      {...slot}
      countries={fixtures.countries}
      divisions={fixtures.divisions}
      defaultCountryCode="ZA"
      defaultDivisionCode="ZA-CPT-02"
      onQueryChange={setQuery}
      allowWholeDivision
      results={
        query === null
          ? undefined
          : fixtures.memberListFor(query.divisionCode, query.search).memberList
      }
    />
  );
}

const smsNotice = fixtures.content.topmsgsendtoall?.content ?? '';

const meta = {
  title: 'Recognition/Send To All form',
  component: SendToAllForm,
  args: {
    renderPicker: (slot) => <ConnectedPicker {...slot} />,
    smsNotice,
    onSubmit: fn(),
  },
} satisfies Meta<typeof SendToAllForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const messageBox = (el: HTMLElement) =>
  within(el).getByRole('textbox', { name: containing(uiWord('Message')) });
const submit = (el: HTMLElement) =>
  userEvent.click(within(el).getByRole('button', { name: formatMessageById('form.submit') }));
const noticeText = 'SMS messages are charged per recipient and limited to 150 characters.';

/** All stores No: the recipients and their picker; no send method yet, so the message box is shut. */
export const AllStoresNo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: uiWord('Send To All') }),
    ).toBeVisible();
    const allStores = canvas.getByRole('radiogroup', { name: uiWord('Send to all stores') });
    await expect(within(allStores).getByRole('radio', { name: uiWord('No') })).toBeChecked();
    await expect(
      canvas.getByRole('group', { name: formatMessageById('form.recipients') }),
    ).toBeVisible();
    await expect(canvas.getByText(messages.noneSelected)).toBeVisible();
    await expect(messageBox(canvasElement)).toBeDisabled();
    await expect(canvas.queryByText(noticeText)).not.toBeInTheDocument();
  },
};

/** All stores Yes: no recipients to pick. */
export const AllStoresYes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Yes') }));
    await expect(
      canvas.queryByRole('group', { name: formatMessageById('form.recipients') }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.getByText(uiWord('The message goes to every registered member of the programme.')),
    ).toBeVisible();
  },
};

/** SMS: the notice of content key topmsgsendtoall, and the 150-character counter. */
export const SmsNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
    await expect(canvas.getByText(noticeText)).toBeVisible();
    await expect(messageBox(canvasElement)).toBeEnabled();
    await userEvent.type(messageBox(canvasElement), 'Stocktake Friday');
    await expect(
      canvas.getByText(formatMessageById('awards.remaining', { count: 134, n: '134' })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Email') }));
    await expect(canvas.queryByText(noticeText)).not.toBeInTheDocument();
  },
};

export const RecipientsRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Email') }));
    await userEvent.type(messageBox(canvasElement), 'Stocktake on Friday.');
    await submit(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: messages.recipientsRequiredTitle,
    });
    await expect(within(dialog).getByText(messages.recipientsRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SendByAndMessageRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Yes') }));
    await submit(canvasElement);
    await expect(
      canvas.getByText(messages.required(formatMessageById('field.sendBy'))),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
    await submit(canvasElement);
    await expect(
      canvas.getByText(messages.required(formatMessageById('field.message'))),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsToAllStores: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Yes') }));
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
    await userEvent.type(messageBox(canvasElement), 'Stocktake on Friday.');
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      isAllShops: true,
      message: 'Stocktake on Friday.',
      sendBy: 'sms',
      recipients: ['all_shops:'],
    });
  },
};

export const SubmitsAPickedDivision: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('message.selectChangeRecipient') }),
    );
    const picker = await body(canvasElement).findByRole('dialog', {
      name: formatMessageById('picker.title'),
    });
    await userEvent.click(
      await within(picker).findByRole('option', {
        name: formatMessageById('message.entireDivision', { division: 'Constantia Vet Clinic' }),
      }),
    );
    await userEvent.click(
      within(picker).getByRole('button', { name: formatMessageById('picker.done') }),
    );
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Email') }));
    await userEvent.type(messageBox(canvasElement), 'Team meeting at 8.');
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      isAllShops: false,
      message: 'Team meeting at 8.',
      sendBy: 'email',
      recipients: ['div:ZA-CPT-02'],
    });
  },
};

/** After 'Send Another' the new form's heading takes the focus, so a keyboard user is not left on the page. */
export const FocusAfterSendAnother: Story = {
  args: { focusOnMount: true },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', {
      level: 1,
      name: uiWord('Send To All'),
    });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const ServerRefusedRecipients: Story = {
  ...argsWhenRendered(() => ({ formErrors: { sendBy: recognitionMessages.noEmailRecipients } })),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(recognitionMessages.noEmailRecipients),
    ).toBeVisible();
  },
};

export const Success: StoryObj<typeof SendToAllSuccess> = {
  render: (args) => <SendToAllSuccess {...args} />,
  args: { sentCount: 42, onSendAnother: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: messages.sentMessages(42),
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('message.sendAnother') }),
    );
    await expect(args.onSendAnother).toHaveBeenCalledOnce();
  },
};
