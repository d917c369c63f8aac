import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import {
  awardPoints,
  awardRefusals,
  awardTitles,
  awardValueLabel,
  awardValues,
  flowMessages,
  messages,
  type AwardType,
  type SelectedMember,
  formatMessageById,
} from '@plaudit/domain';
import {
  AwardForm,
  AwardSuccess,
  MemberPicker,
  type AwardPickerSlot,
  type MemberQuery,
  uiWord,
} from '@plaudit/ui';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pointsLabel, siteOf } from '../support/brands.ts';
import { containing, endingWith } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

/** The picker as the app connects it: the giver's own store, results answered from the fixtures. */
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
      results={
        query === null
          ? undefined
          : fixtures.memberListFor(query.divisionCode, query.search).memberList
      }
    />
  );
}

const ruan: SelectedMember = {
  memberId: '1105',
  firstname: 'Ruan',
  surname: 'Pretorius',
  division: 'Constantia Vet Clinic',
  isEntireDivision: false,
  entireDivisionCode: '',
};

/** The form with its type's title, read when the story renders (in its language), not when the file loads. */
const renderForm = (args: ComponentProps<typeof AwardForm>) => (
  <AwardForm {...args} title={awardTitles[args.type]} />
);

const meta = {
  title: 'Awards/Award form',
  component: AwardForm,
  args: {
    type: 'reward',
    title: awardTitles.reward,
    renderPicker: (slot) => <ConnectedPicker {...slot} />,
    pointsAvailable: 2500,
    onSubmit: fn(),
  },
  render: renderForm,
} satisfies Meta<typeof AwardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const valueButton = (el: HTMLElement) =>
  within(el).getByRole('button', { name: endingWith(` ${formatMessageById('form.value')}`) });
const pointsButton = (el: HTMLElement) =>
  within(el).getByRole('button', { name: containing(formatMessageById('field.points')) });
const messageBox = (el: HTMLElement) =>
  within(el).getByRole('textbox', { name: containing(uiWord('Message')) });
const submit = (el: HTMLElement) =>
  userEvent.click(within(el).getByRole('button', { name: formatMessageById('form.submit') }));

/** Opens a Select of the form and chooses an option from its popover. */
async function choose(el: HTMLElement, trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  await userEvent.click(await body(el).findByRole('option', { name: option }));
}

/** Opens the Value list and checks it holds the values of the type, then closes it. */
async function expectValues(el: HTMLElement, type: AwardType) {
  await userEvent.click(valueButton(el));
  const options = await body(el).findAllByRole('option');
  await expect(options.map((o) => o.textContent)).toEqual(awardValues(type).map(awardValueLabel));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body(el).queryByRole('listbox')).not.toBeInTheDocument());
}

/** What an empty form of a type shows: its heading, no one chosen, and its points choice (if any). */
async function expectEmptyForm(el: HTMLElement, type: AwardType) {
  const canvas = within(el);
  await expect(canvas.getByRole('heading', { level: 1, name: awardTitles[type] })).toBeVisible();
  await expect(canvas.getByText(messages.noneSelected)).toBeVisible();
  await expect(valueButton(el)).toHaveTextContent(uiWord('Choose one'));
  const points = canvas.queryByRole('button', {
    name: containing(formatMessageById('field.points')),
  });
  await expect(points !== null).toBe(awardPoints(type).length > 0);
}

export const EmptyShoutOut: Story = {
  args: { type: 'thankyou', title: awardTitles.thankyou, pointsAvailable: undefined },
  play: async ({ canvasElement }) => {
    await expectEmptyForm(canvasElement, 'thankyou');
    await expectValues(canvasElement, 'thankyou');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: uiWord('Email') })).not.toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: formatMessageById('form.sms') }),
    ).not.toBeChecked();
    await expect(messageBox(canvasElement)).toBeDisabled();
  },
};

/** Recognise at rest (its values are listed in ValueRequired): the brand's name of the recognition budget
 * labels the points, with the budget left under it. */
export const EmptyRecognise: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement, globals }) => {
    await expectEmptyForm(canvasElement, 'reward');
    const { budgetName } = siteOf(globals);
    const points = pointsButton(canvasElement);
    await expect(points).toHaveAccessibleName(pointsLabel(budgetName));
    await expect(points).toHaveAccessibleDescription(flowMessages.leftToGive('2,500', budgetName));
    await expect(messageBox(canvasElement)).toBeDisabled();
  },
};

export const EmptyAdhoc: Story = {
  args: { type: 'adhoc', title: awardTitles.adhoc, pointsAvailable: 25000 },
  play: async ({ canvasElement }) => {
    await expectEmptyForm(canvasElement, 'adhoc');
    await expectValues(canvasElement, 'adhoc');
    await userEvent.click(pointsButton(canvasElement));
    const options = await body(canvasElement).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '20',
      '25',
      '50',
      '100',
      '150',
      '200',
      '250',
      '500',
      '1,000',
      '2,000',
      '5,000',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Pay It Forward: fewer points, in the brand's name of the allowance (the spec's second points name),
 * and Email chosen from the start, so the message box is open. */
export const EmptyPayItForward: Story = {
  args: { type: 'payitforward', title: awardTitles.payitforward, pointsAvailable: 80 },
  play: async ({ canvasElement, globals }) => {
    await expectEmptyForm(canvasElement, 'payitforward');
    const { awardPointsName } = siteOf(globals);
    await expect(pointsButton(canvasElement)).toHaveAccessibleName(pointsLabel(awardPointsName));
    await expect(pointsButton(canvasElement)).toHaveAccessibleDescription(
      flowMessages.leftToGive('80', awardPointsName),
    );
    await expectValues(canvasElement, 'payitforward');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: uiWord('Email') })).toBeChecked();
    await expect(messageBox(canvasElement)).toBeEnabled();
    await expect(
      canvas.getByText(formatMessageById('awards.remaining', { count: 350, n: '350' })),
    ).toBeVisible();
    await userEvent.click(pointsButton(canvasElement));
    const options = await body(canvasElement).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '20',
      '25',
      '50',
      `100${flowMessages.aboveAllowance(80)}`,
    ]);
    // 100 is more than the 80 left: offered, with why, but not choosable.
    await expect(options[5]).toHaveAttribute('aria-disabled', 'true');
    await expect(options[4]).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
  },
};

/** Nothing left of the allowance: every amount is offered disabled, and the form says when more comes. */
export const PayItForwardNothingLeft: Story = {
  args: {
    type: 'payitforward',
    title: awardTitles.payitforward,
    pointsAvailable: 0,
    nextAllowanceDay: '1 Dec 2026',
  },
  play: async ({ canvasElement, globals }) => {
    const { awardPointsName } = siteOf(globals);
    await expect(pointsButton(canvasElement)).toHaveAccessibleDescription(
      flowMessages.noneLeftToGive(awardPointsName, '1 Dec 2026'),
    );
    await userEvent.click(pointsButton(canvasElement));
    const options = await body(canvasElement).findAllByRole('option');
    for (const option of options) await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** A colleague preselected from /reward/{id}, and the whole form sent through the picker. */
export const ChooseRecipientsAndSend: Story = {
  args: { initialRecipients: [ruan] },
  // Its screenshot sometimes catches the form as it was when the picker closed (two runs of 2026-11-25,
  // one per brand, each after every assertion below had passed): compared by its play, not by pixels,
  // until that is understood.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        formatMessageById('recipients.memberOfDivision', {
          name: 'Ruan Pretorius',
          division: 'Constantia Vet Clinic',
        }),
      ),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('message.selectChangeRecipient') }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: formatMessageById('picker.title') }),
    );
    await expect(dialog.getByRole('option', { name: 'Ruan Pretorius' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(dialog.getByRole('option', { name: 'Pieter van Wyk' }));
    await userEvent.click(dialog.getByRole('button', { name: formatMessageById('picker.done') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    // Focus comes back to the button once the dialog's focus scope has gone (a frame later).
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: formatMessageById('message.selectChangeRecipient') }),
      ).toHaveFocus(),
    );
    await expect(
      canvas.getByText(
        formatMessageById('recipients.memberOfDivision', {
          name: 'Pieter van Wyk',
          division: 'Constantia Vet Clinic',
        }),
      ),
    ).toBeVisible();

    await choose(
      canvasElement,
      valueButton(canvasElement),
      formatMessageById('awardValue.Client Focus'),
    );
    await choose(canvasElement, pointsButton(canvasElement), '100');
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Email') }));
    await userEvent.type(messageBox(canvasElement), 'Thank you for covering the late shifts.');
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      what: 'reward',
      reason: 'Client Focus',
      points: 100,
      message: 'Thank you for covering the late shifts.',
      sendBy: 'email',
      recipients: ['1105', '1002'],
      chosen: expect.arrayContaining([expect.objectContaining({ memberId: '1105' })]),
    });
  },
};

/** Nothing is sent without a recipient (SPEC §5): a dialog says so. */
export const RecipientsRequired: Story = {
  args: { type: 'thankyou', title: awardTitles.thankyou, pointsAvailable: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(
      canvasElement,
      valueButton(canvasElement),
      formatMessageById('awardValue.Well done!'),
    );
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
    await userEvent.type(messageBox(canvasElement), 'Great work today');
    await submit(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: formatMessageById('message.recipientsRequiredTitle'),
    });
    await expect(dialog).toHaveTextContent(formatMessageById('message.recipientsRequired'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('OK') }));
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument(),
    );
  },
};

export const ValueRequired: Story = {
  args: { initialRecipients: [ruan] },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(valueButton(canvasElement)).toHaveFocus();
    await expect(
      within(canvasElement).getByText(messages.notAllowedChoice(formatMessageById('field.reason'))),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expectValues(canvasElement, 'reward');
  },
};

export const PointsRequired: Story = {
  args: { initialRecipients: [ruan] },
  play: async ({ canvasElement, args }) => {
    await choose(
      canvasElement,
      valueButton(canvasElement),
      formatMessageById('awardValue.Collaborates'),
    );
    await submit(canvasElement);
    await expect(pointsButton(canvasElement)).toHaveFocus();
    await expect(
      within(canvasElement).getByText(messages.notAllowedChoice(formatMessageById('field.points'))),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SendByRequired: Story = {
  args: { type: 'thankyou', title: awardTitles.thankyou, initialRecipients: [ruan] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(
      canvasElement,
      valueButton(canvasElement),
      formatMessageById('awardValue.You rock'),
    );
    await submit(canvasElement);
    await expect(
      canvas.getByText(
        formatMessageById('message.required', { label: formatMessageById('field.sendBy') }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: uiWord('Email') })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MessageRequired: Story = {
  args: { type: 'payitforward', title: awardTitles.payitforward, initialRecipients: [ruan] },
  play: async ({ canvasElement, args }) => {
    await choose(
      canvasElement,
      valueButton(canvasElement),
      formatMessageById('awardValue.Teamwork'),
    );
    await choose(canvasElement, pointsButton(canvasElement), '20');
    await submit(canvasElement);
    await expect(messageBox(canvasElement)).toHaveFocus();
    await expect(messageBox(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(messages.required(formatMessageById('field.message'))),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An email-length message is too long once SMS is chosen: the counter goes below zero. */
export const MessageTooLongForSms: Story = {
  args: { type: 'thankyou', title: awardTitles.thankyou, initialRecipients: [ruan] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(
      canvasElement,
      valueButton(canvasElement),
      formatMessageById('awardValue.Congratulations!'),
    );
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Email') }));
    await userEvent.click(messageBox(canvasElement));
    await userEvent.paste('Congratulations on ten years with the clinic! '.repeat(4));
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
    // At once, before Submit: the count says how far over, and the field says the limit.
    await expect(
      canvas.getByText(formatMessageById('awards.overLimit', { count: 34, n: '34' })),
    ).toBeVisible();
    await expect(messageBox(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(messages.tooLong(formatMessageById('field.message'), 150)),
    );
    await submit(canvasElement);
    await expect(messageBox(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(messages.tooLong(formatMessageById('field.message'), 150)),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The message box stays shut until Email or SMS is chosen. */
export const MessageDisabledUntilSendBy: Story = {
  play: async ({ canvasElement }) => {
    const box = messageBox(canvasElement);
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute('placeholder', formatMessageById('awards.chooseSendBy'));
    await userEvent.click(within(canvasElement).getByRole('radio', { name: uiWord('Email') }));
    await expect(box).toBeEnabled();
  },
};

export const SmsCounter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
    const box = messageBox(canvasElement);
    await expect(box).toHaveAttribute('maxlength', '150');
    await expect(box).toHaveAttribute(
      'placeholder',
      formatMessageById('awards.placeholder', { sendBy: 'sms', max: '150' }),
    );
    await expect(
      canvas.getByText(formatMessageById('awards.remaining', { count: 150, n: '150' })),
    ).toBeVisible();
    await userEvent.type(box, 'Thanks, team!');
    await expect(
      canvas.getByText(formatMessageById('awards.remaining', { count: 137, n: '137' })),
    ).toBeVisible();
  },
};

export const EmailCounter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Email') }));
    const box = messageBox(canvasElement);
    await expect(box).toHaveAttribute('maxlength', '350');
    await expect(box).toHaveAttribute(
      'placeholder',
      formatMessageById('awards.placeholder', { sendBy: 'email', max: '350' }),
    );
    await expect(
      canvas.getByText(formatMessageById('awards.remaining', { count: 350, n: '350' })),
    ).toBeVisible();
    await userEvent.type(box, 'Thanks, team!');
    await expect(
      canvas.getByText(formatMessageById('awards.remaining', { count: 337, n: '337' })),
    ).toBeVisible();
  },
};

/** The box is three rows high and grows with the text to five, then scrolls. */
export const MessageGrowsToFiveRows: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: uiWord('Email') }));
    const box = messageBox(canvasElement);
    const style = getComputedStyle(box);
    const rows = () =>
      Math.round(
        (box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
          parseFloat(style.lineHeight),
      );
    await expect(rows()).toBe(3);
    await userEvent.type(box, 'One{Enter}Two{Enter}Three{Enter}Four');
    await expect(rows()).toBe(4);
    await userEvent.type(box, '{Enter}Five{Enter}Six{Enter}Seven');
    await expect(rows()).toBe(5);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};

/** The server's per-field errors under their fields. */
export const ServerFormErrors: Story = {
  args: {
    initialRecipients: [ruan],
    formErrors: {
      recipients: 'Ruan Pretorius cannot receive awards from you.',
      reason: 'Please choose a value from the list.',
      message: 'Please keep your message kind.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: formatMessageById('form.recipients') }),
    ).toHaveAccessibleDescription('Ruan Pretorius cannot receive awards from you.');
    await expect(
      // The server's errors are its own texts (story data), shown as they come.
      canvas.getByText('Please choose a value from the list.'),
    ).toBeVisible();
    await expect(canvas.getByText('Please keep your message kind.')).toBeVisible();
  },
};

/** Over the allowance: the server says what is left, under the points the brand names. */
export const OverBudget: Story = {
  args: {
    type: 'payitforward',
    title: awardTitles.payitforward,
    pointsAvailable: 40,
    initialRecipients: [ruan],
  },
  ...argsWhenRendered(
    () => ({ formErrors: { points: awardRefusals.allowanceShort(40, 50) } }),
    renderForm,
  ),
  play: async ({ canvasElement, globals }) => {
    const { awardPointsName } = siteOf(globals);
    const points = pointsButton(canvasElement);
    await expect(points).toHaveAccessibleName(pointsLabel(awardPointsName));
    await expect(
      within(canvasElement).getByText(awardRefusals.allowanceShort(40, 50)),
    ).toBeVisible();
    await expect(points).toHaveAccessibleDescription(
      expect.stringContaining(awardRefusals.allowanceShort(40, 50)),
    );
    await expect(points).toHaveAccessibleDescription(
      expect.stringContaining(flowMessages.leftToGive('40', awardPointsName)),
    );
  },
};

/** Submit shows the call under way, keeps the focus and ignores another press. */
export const Submitting: Story = {
  args: { isSubmitting: true, initialRecipients: [ruan] },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: formatMessageById('form.submit'),
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

const success = (type: AwardType): StoryObj<typeof AwardSuccess> => ({
  render: (args) => <AwardSuccess {...args} />,
  args: { type, onSendAnother: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: messages.awardSubmitted(type) });
    // The panel takes the focus in an effect after it renders, which a busy machine may run after play starts.
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('message.sendAnother') }),
    );
    await expect(args.onSendAnother).toHaveBeenCalledTimes(1);
  },
});

/** The spec's panel: 'Successfully submitted Shout Out'. */
export const SuccessShoutOut = success('thankyou');
export const SuccessRecognise = success('reward');
export const SuccessAdhoc = success('adhoc');
export const SuccessPayItForward = success('payitforward');

const chosen = (firstname: string, surname: string, isEntireDivision = false) => ({
  memberId: isEntireDivision ? '' : firstname,
  firstname,
  surname,
  division: 'Sea Point Pet Pantry',
  isEntireDivision,
  entireDivisionCode: isEntireDivision ? 'WC-SEA' : '',
});

/** What was sent, in words: to whom, the points each in the name of the balance they came from, and what
 * is left of it. */
export const SuccessNamesWhatWasSent: StoryObj<typeof AwardSuccess> = {
  render: (args) => <AwardSuccess {...args} />,
  args: {
    type: 'reward',
    onSendAnother: fn(),
    sentTo: [chosen('Pieter', 'van der Merwe'), chosen('Lerato', 'Mokoena')],
    points: 100,
    balanceLeft: 4700,
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { budgetName } = siteOf(globals);
    await expect(
      canvas.getByText(
        flowMessages.awardSentTo(flowMessages.awardNames.reward, [
          'Pieter van der Merwe',
          'Lerato Mokoena',
        ]),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        `${flowMessages.awardPointsGiven(100, budgetName, true)} ${flowMessages.balanceLeft(4700, budgetName)}`,
      ),
    ).toBeVisible();
  },
};

/** A whole division: named as the spec names it. */
export const SuccessToAWholeDivision: StoryObj<typeof AwardSuccess> = {
  render: (args) => <AwardSuccess {...args} />,
  args: {
    type: 'adhoc',
    onSendAnother: fn(),
    sentTo: [chosen('', '', true)],
    points: 50,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        flowMessages.awardSentTo(flowMessages.awardNames.adhoc, [
          messages.entireDivision('Sea Point Pet Pantry'),
        ]),
      ),
    ).toBeVisible();
  },
};
