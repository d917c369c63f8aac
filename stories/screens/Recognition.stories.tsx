import type { Meta, StoryObj } from '@storybook/react-vite';
import { flowMessages, messages, recognitionMessages, formatMessageById } from '@plaudit/domain';
import { fixtures, handlers } from '@plaudit/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, mswParameters, page, Portal, slow, tokens } from './support';
import { uiWord } from '@plaudit/ui';
import { containing, matchingAnyCount as anyCount } from '../support/i18n.ts';

// The recognition screens (SPEC §2): Nominate, Send To All and Get to Know, routed (Recent Recognition, the wall: Wall.stories.tsx), with
// a fresh store and the demo server's answers (the mock newnom, sendtoall and gettoknow keep the server's
// rules). A line comment, not JSDoc: Storybook's docs plugin would add a second `parameters` key.
const meta = {
  title: 'Screens/Recognition',
  component: Portal,
  args: { path: '/nominate', token: tokens.admin },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, slow);

const group = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name }));

/** Opens the picker, adds the named options of the member's own store, and closes it with Done. */
async function pick(canvasElement: HTMLElement, groupName: string, ...names: string[]) {
  await userEvent.click(
    group(canvasElement, groupName).getByRole('button', {
      name: formatMessageById('message.selectChangeRecipient'),
    }),
  );
  const picker = await page(canvasElement).findByRole(
    'dialog',
    { name: formatMessageById('picker.title') },
    slow,
  );
  for (const name of names) {
    await userEvent.click(
      await within(picker).findByRole('option', { name: new RegExp(`^${name}`) }, slow),
    );
  }
  await userEvent.click(
    within(picker).getByRole('button', { name: formatMessageById('picker.done') }),
  );
  await waitFor(() => expect(picker).not.toBeInTheDocument());
}

// Nominate

export const NominateEmpty: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, uiWord('Nominate'));
    await expect(
      group(canvasElement, uiWord('Nominees')).getByText(formatMessageById('message.noneSelected')),
    ).toBeVisible();
  },
};

/** Fills Nominate (the nominees, Integrity, the reason) and submits it. */
async function nominate(canvasElement: HTMLElement, nominees: string[], reason: string) {
  const canvas = within(canvasElement);
  await heading(canvasElement, uiWord('Nominate'));
  await pick(canvasElement, uiWord('Nominees'), ...nominees);
  await userEvent.click(
    canvas.getByRole('button', { name: containing(formatMessageById('form.value')) }),
  );
  await userEvent.click(
    await page(canvasElement).findByRole('option', {
      name: formatMessageById('awardValue.Integrity'),
    }),
  );
  await userEvent.type(canvas.getByRole('textbox', { name: containing(uiWord('Reason')) }), reason);
  await userEvent.click(canvas.getByRole('button', { name: formatMessageById('form.submit') }));
}

export const NominateSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await nominate(canvasElement, ['Sipho Dlamini', 'Johan Botha'], 'Found a lost dog.');
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent(
      recognitionMessages.nominationSubmitted,
    );
    await expect(
      group(canvasElement, uiWord('Nominees')).getByText(formatMessageById('message.noneSelected')),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: containing(uiWord('Reason')) })).toHaveValue(
      '',
    );
  },
};

export const NominateServerRefusal: Story = {
  parameters: mswParameters(
    handlers.newNom.formErrors(
      { members: () => recognitionMessages.nominateYourself },
      () => recognitionMessages.nominateYourself,
    ),
  ),
  play: async ({ canvasElement }) => {
    await nominate(canvasElement, ['Sipho Dlamini'], 'Always helpful.');
    const dialog = await findDialog(canvasElement, formatMessageById('apiError.pleaseNote'));
    await expect(dialog).toHaveTextContent(recognitionMessages.nominateYourself);
  },
};

// Send To All

export const SendToAllEmpty: Story = {
  args: { path: '/sendtoall' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, uiWord('Send To All'));
    await expect(within(canvasElement).getByRole('radio', { name: uiWord('No') })).toBeChecked();
  },
};

export const SendToAllStoresBySms: Story = {
  args: { path: '/sendtoall' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, uiWord('Send To All'));
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Yes') }));
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
    await expect(
      await canvas.findByText(/SMS messages are charged per recipient/, {}, slow),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(uiWord('Message')) }),
      'Stocktake Friday.',
    );
    await userEvent.click(canvas.getByRole('button', { name: formatMessageById('form.submit') }));
    const registered = fixtures.memberList.filter((m) => !m.memberId.startsWith('0.')).length;
    await confirmSend(canvasElement, flowMessages.sendToAllConfirm(registered, 'sms'));
    await heading(canvasElement, messages.sentMessages(registered));
    await userEvent.click(
      canvas.getByRole('button', { name: formatMessageById('message.sendAnother') }),
    );
    await heading(canvasElement, uiWord('Send To All'));
    await expect(canvas.getByRole('radio', { name: uiWord('No') })).toBeChecked();
  },
};

export const SendToAllPickedDivision: Story = {
  args: { path: '/sendtoall' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, uiWord('Send To All'));
    await pick(
      canvasElement,
      formatMessageById('form.recipients'),
      formatMessageById('message.entireDivision', { division: 'Sea Point Pet Pantry' }),
    );
    await expect(
      group(canvasElement, formatMessageById('form.recipients')).getByText(
        formatMessageById('message.entireDivision', { division: 'Sea Point Pet Pantry' }),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: formatMessageById('form.sms') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(uiWord('Message')) }),
      'Team meeting at 8.',
    );
    await userEvent.click(canvas.getByRole('button', { name: formatMessageById('form.submit') }));
    await confirmSend(
      canvasElement,
      anyCount((n) => flowMessages.sendToAllConfirm(n, 'sms')),
    );
    await heading(canvasElement, anyCount(messages.sentMessages));
  },
};

/** Submit asks first, with the count; Cancel returns to the form as it was, and nothing is sent. */
export const SendToAllAsksFirst: Story = {
  args: { path: '/sendtoall' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, uiWord('Send To All'));
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Yes') }));
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('Email') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(uiWord('Message')) }),
      'Stocktake Friday.',
    );
    await userEvent.click(canvas.getByRole('button', { name: formatMessageById('form.submit') }));
    const question = await page(canvasElement).findByRole(
      'alertdialog',
      { name: formatMessageById('flow.sendToAllConfirmTitle') },
      slow,
    );
    await expect(
      within(question).getByText(anyCount((n) => flowMessages.sendToAllConfirm(n, 'email'))),
    ).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: uiWord('Cancel') }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: containing(uiWord('Message')) })).toHaveValue(
      'Stocktake Friday.',
    );
    await heading(canvasElement, uiWord('Send To All'));
  },
};

/** Answers Send To All's question with Send, after checking it names the count. */
async function confirmSend(canvasElement: HTMLElement, text: string | RegExp) {
  const question = await page(canvasElement).findByRole(
    'alertdialog',
    { name: formatMessageById('flow.sendToAllConfirmTitle') },
    slow,
  );
  await expect(within(question).getByText(text)).toBeVisible();
  await userEvent.click(within(question).getByRole('button', { name: uiWord('Send') }));
}

/** A manager who is no admin: the page says whose it is, with the way home. */
export const SendToAllNotForMembers: Story = {
  args: { path: '/sendtoall', token: tokens.manager },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, uiWord('Send To All'));
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent(
      formatMessageById('flow.adminOnlyPage'),
    );
    await expect(
      within(canvasElement).getByRole('link', { name: formatMessageById('pageNotFound.home') }),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('radio', { name: uiWord('Yes') }),
    ).not.toBeInTheDocument();
  },
};

// Get to Know

export const GetToKnowColleague: Story = {
  args: { path: '/gettoknow/1103' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, uiWord('Get to Know'));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Johan Botha' }, slow),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: formatMessageById('award.thankyou') }),
    ).toHaveAttribute('href', '/reward/1103');
  },
};

/** Without an id: a colleague of Home's get-to-know list. */
export const GetToKnowFromHome: Story = {
  args: { path: '/gettoknow' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, uiWord('Get to Know'));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Johan Botha' }, slow),
    ).toBeVisible();
  },
};

export const GetToKnowNoAnswers: Story = {
  args: { path: '/gettoknow/1105' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, uiWord('Get to Know'));
    await expect(
      await within(canvasElement).findByText(
        containing(formatMessageById('recognition.noAnswers')),
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/** An id of someone not registered: an empty state, not an error. */
export const GetToKnowNobody: Story = {
  args: { path: '/gettoknow/0.52003' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, uiWord('Get to Know'));
    await expect(
      await within(canvasElement).findByText(recognitionMessages.getToKnowEmpty, {}, slow),
    ).toBeVisible();
  },
};

export const GetToKnowShoutOut: Story = {
  args: { path: '/gettoknow/1103' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: formatMessageById('award.thankyou') }, slow),
    );
    await heading(canvasElement, formatMessageById('award.thankyou'));
    await expect(
      await group(canvasElement, formatMessageById('form.recipients')).findByText(
        'Johan Botha (Sea Point Pet Pantry)',
        {},
        slow,
      ),
    ).toBeVisible();
  },
};
