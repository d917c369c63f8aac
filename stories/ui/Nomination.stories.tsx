import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import {
  awardValueLabel,
  messages,
  nominationValues,
  recognitionMessages,
  formatMessageById,
} from '@plaudit/domain';
import {
  MemberPicker,
  NominationForm,
  type AwardPickerSlot,
  type MemberQuery,
  uiWord,
} from '@plaudit/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { containing, endingWith } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

/** The picker as the app connects it for nominations: whole divisions allowed. */
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

const meta = {
  title: 'Recognition/Nomination form',
  component: NominationForm,
  args: {
    renderPicker: (slot) => <ConnectedPicker {...slot} />,
    onSubmit: fn(),
  },
} satisfies Meta<typeof NominationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const valueButton = (el: HTMLElement) =>
  within(el).getByRole('button', { name: endingWith(` ${formatMessageById('form.value')}`) });
const reasonBox = (el: HTMLElement) =>
  within(el).getByRole('textbox', { name: containing(uiWord('Reason')) });
const submit = (el: HTMLElement) =>
  userEvent.click(within(el).getByRole('button', { name: formatMessageById('form.submit') }));

async function chooseValue(el: HTMLElement, value: string) {
  await userEvent.click(valueButton(el));
  await userEvent.click(await body(el).findByRole('option', { name: value }));
}

/** Opens the picker, adds the named colleagues and whole stores, closes it with Done. */
async function pick(el: HTMLElement, ...names: string[]) {
  await userEvent.click(
    within(el).getByRole('button', { name: formatMessageById('message.selectChangeRecipient') }),
  );
  const picker = await body(el).findByRole('dialog', { name: formatMessageById('picker.title') });
  for (const name of names) {
    await userEvent.click(
      await within(picker).findByRole('option', { name: new RegExp(`^${name}`) }),
    );
  }
  await userEvent.click(
    within(picker).getByRole('button', { name: formatMessageById('picker.done') }),
  );
  await waitFor(() => expect(picker).not.toBeInTheDocument());
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: uiWord('Nominate') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: uiWord('Nominees') })).toBeVisible();
    await expect(canvas.getByText(messages.noneSelected)).toBeVisible();
    await expect(valueButton(canvasElement)).toHaveTextContent(uiWord('Choose one'));
    await expect(
      canvas.getByText(formatMessageById('phrase.charactersRemaining', { remaining: 1500 })),
    ).toBeVisible();
    await userEvent.click(valueButton(canvasElement));
    const options = await body(canvasElement).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(nominationValues.map(awardValueLabel));
    await userEvent.keyboard('{Escape}');
  },
};

/** A member who is not a manager names colleagues one by one: the intro does not offer whole stores. */
export const ColleaguesOnly: Story = {
  args: { allowsWholeStores: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(uiWord('Nominate colleagues for living one of our values.')),
    ).toBeVisible();
    await expect(canvas.queryByText(/a whole store/)).toBeNull();
  },
};

export const ReasonCounter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(reasonBox(canvasElement), 'Always early.');
    await expect(
      within(canvasElement).getByText(
        formatMessageById('phrase.charactersRemaining', { remaining: 1487 }),
      ),
    ).toBeVisible();
  },
};

export const ValueAndReasonRequired: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'Ruan Pretorius');
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(messages.notAllowedChoice(formatMessageById('field.nomCat'))),
    ).toBeVisible();
    await expect(
      canvas.getByText(messages.required(formatMessageById('field.nominationReason'))),
    ).toBeVisible();
    await expect(reasonBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RecipientsRequired: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseValue(canvasElement, formatMessageById('awardValue.Teamwork'));
    await userEvent.type(reasonBox(canvasElement), 'Ran adoption day.');
    await submit(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: messages.recipientsRequiredTitle,
    });
    await expect(within(dialog).getByText(messages.recipientsRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefusedNominee: Story = {
  ...argsWhenRendered(() => ({ formErrors: { members: recognitionMessages.nominateYourself } })),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(recognitionMessages.nominateYourself),
    ).toBeVisible();
  },
};

export const ServerRefusedReason: Story = {
  ...argsWhenRendered(() => ({ formErrors: { reason: messages.tooLong('Reason', 1500) } })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.tooLong('Reason', 1500))).toBeVisible();
    await expect(reasonBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SubmitsTwoColleagues: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(canvasElement, 'Ruan Pretorius', 'Pieter van Wyk');
    await chooseValue(canvasElement, formatMessageById('awardValue.Excellence'));
    await userEvent.type(reasonBox(canvasElement), 'Ran the clinic open day.');
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      nomCat: 'Excellence',
      reason: 'Ran the clinic open day.',
      members: expect.arrayContaining(['1105', '1002']),
    });
  },
};

/** Nominate allows whole divisions: the row reads 'Entire division: {division}'. */
export const SubmitsAWholeDivision: Story = {
  play: async ({ canvasElement, args }) => {
    await pick(
      canvasElement,
      formatMessageById('message.entireDivision', { division: 'Constantia Vet Clinic' }),
    );
    await expect(
      within(canvasElement).getByText(
        formatMessageById('message.entireDivision', { division: 'Constantia Vet Clinic' }),
      ),
    ).toBeVisible();
    await chooseValue(canvasElement, formatMessageById('awardValue.Teamwork'));
    await userEvent.type(reasonBox(canvasElement), 'The whole clinic pulled together.');
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      nomCat: 'Teamwork',
      reason: 'The whole clinic pulled together.',
      members: ['div:ZA-CPT-02'],
    });
  },
};

export const Success: Story = {
  ...argsWhenRendered(() => ({ successMessage: recognitionMessages.nominationSubmitted })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      recognitionMessages.nominationSubmitted,
    );
    await expect(canvas.getByText(messages.noneSelected)).toBeVisible();
    await expect(reasonBox(canvasElement)).toHaveValue('');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: containing(formatMessageById('form.submit')),
      }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
