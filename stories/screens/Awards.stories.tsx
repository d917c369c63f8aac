import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  awardValueLabel,
  awardRefusals,
  defaultProgrammeTimeZone,
  flowMessages,
  nextAllowanceDay,
  formatMessageById,
} from '@plaudit/domain';
import { awardAnswer, fixtures, handlers } from '@plaudit/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pointsLabel, siteOf } from '../support/brands.ts';
import { findDialog, mswParameters, page, Portal, slow, tokens } from './support';
import { uiWord } from '@plaudit/ui';
import { containing, endingWith, matchingAnyText } from '../support/i18n.ts';

// The award screens (SPEC §2): Shout Out, Recognise, Adhoc Recognition and Pay It Forward, routed, with a
// fresh store and the demo server's answers (the mock doreward keeps the server's rules: managers only for
// Recognise and adhoc, the budget and the allowance). A line comment, not JSDoc: Storybook's docs plugin
// adds the JSDoc as a second `parameters` key to the meta, which would drop the msw handlers.
const meta = {
  title: 'Screens/Awards',
  component: Portal,
  args: { path: '/reward', token: tokens.admin },
  parameters: mswParameters(),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Aisha, a member who is no manager, with an email so she is not sent to complete her profile. */
const aishaWithEmail = { ...fixtures.demoMembers.member, email: 'aisha.patel@example.com' };
const asAisha = handlers.getMemberData.ok(() => fixtures.memberDataFor(aishaWithEmail));

const heading = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, slow);

const recipients = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: formatMessageById('form.recipients') }));

/** Opens the picker, adds the named colleagues of the member's own store, and closes it with Done. */
async function pick(canvasElement: HTMLElement, ...names: string[]) {
  await userEvent.click(
    recipients(canvasElement).getByRole('button', {
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

async function choose(canvasElement: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

interface Fill {
  value: string;
  points?: string;
  sendBy?: 'Email' | 'SMS';
  message: string;
}

/** Fills in the form below the recipients and submits it. */
async function fillAndSubmit(canvasElement: HTMLElement, fill: Fill) {
  const canvas = within(canvasElement);
  // A Select's name leads with what it shows; the value is chosen by its label in the language shown.
  await choose(
    canvasElement,
    endingWith(` ${formatMessageById('form.value')}`),
    awardValueLabel(fill.value),
  );
  if (fill.points)
    await choose(canvasElement, containing(formatMessageById('field.points')), fill.points);
  if (fill.sendBy)
    await userEvent.click(
      canvas.getByRole('radio', {
        name:
          fill.sendBy === 'Email' ? formatMessageById('form.email') : formatMessageById('form.sms'),
      }),
    );
  await userEvent.type(
    canvas.getByRole('textbox', { name: containing(uiWord('Message')) }),
    fill.message,
  );
  await userEvent.click(canvas.getByRole('button', { name: formatMessageById('form.submit') }));
}

const shoutOut: Fill = { value: 'Thank You!', sendBy: 'SMS', message: 'Thanks for the cover.' };

// Shout Out

export const ShoutOutEmpty: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.thankyou'));
    await expect(
      recipients(canvasElement).getByText(formatMessageById('message.noneSelected')),
    ).toBeVisible();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: containing(uiWord('Message')) }),
    ).toBeDisabled();
    // Shout Out carries no points.
    await expect(
      canvas.queryByRole('button', { name: containing(formatMessageById('field.points')) }),
    ).not.toBeInTheDocument();
  },
};

export const ShoutOutPreselectedColleague: Story = {
  args: { path: '/reward/1103' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.thankyou'));
    await expect(
      recipients(canvasElement).getByText('Johan Botha (Sea Point Pet Pantry)'),
    ).toBeVisible();
  },
};

export const ShoutOutRecipientsRequired: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.thankyou'));
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: formatMessageById('form.submit') }),
    );
    const dialog = await findDialog(
      canvasElement,
      formatMessageById('message.recipientsRequiredTitle'),
    );
    await expect(dialog).toHaveTextContent(formatMessageById('message.recipientsRequired'));
  },
};

export const ShoutOutWholeStoreRefused: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.thankyou'));
    await userEvent.click(
      recipients(canvasElement).getByRole('button', {
        name: formatMessageById('message.selectChangeRecipient'),
      }),
    );
    const picker = await page(canvasElement).findByRole(
      'dialog',
      { name: formatMessageById('picker.title') },
      slow,
    );
    await userEvent.click(
      await within(picker).findByRole(
        'option',
        { name: formatMessageById('message.entireDivision', { division: 'Sea Point Pet Pantry' }) },
        slow,
      ),
    );
    await expect(within(picker).getByRole('alert')).toHaveTextContent(
      formatMessageById('message.cannotAddStore', { store: 'Sea Point Pet Pantry' }),
    );
  },
};

export const ShoutOutSuccess: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.thankyou'));
    await pick(canvasElement, 'Sipho Dlamini', 'Lerato Nkosi');
    await fillAndSubmit(canvasElement, shoutOut);
    await heading(
      canvasElement,
      formatMessageById('message.awardSubmitted', { title: formatMessageById('award.thankyou') }),
    );
    await expect(
      within(canvasElement).getByText(
        flowMessages.awardSentTo(formatMessageById('award.thankyou'), [
          'Sipho Dlamini',
          'Lerato Nkosi',
        ]),
      ),
    ).toBeVisible();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: formatMessageById('message.sendAnother') }),
    );
    await heading(canvasElement, formatMessageById('award.thankyou'));
    await expect(
      recipients(canvasElement).getByText(formatMessageById('message.noneSelected')),
    ).toBeVisible();
  },
};

export const ShoutOutServerError: Story = {
  parameters: mswParameters(handlers.doReward.serverError()),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.thankyou'));
    await pick(canvasElement, 'Sipho Dlamini');
    await fillAndSubmit(canvasElement, shoutOut);
    const dialog = await findDialog(
      canvasElement,
      formatMessageById('apiError.dataResponseErrorTitle', {
        statusText: 'Internal Server Error',
        status: '500',
      }),
    );
    await expect(dialog).toHaveTextContent(
      formatMessageById('apiError.unexpectedStatus', { status: '500' }),
    );
  },
};

// Recognise

/** Recognise counts its points in the brand's name of the recognition budget. */
export const RecogniseEmpty: Story = {
  args: { path: '/recognise', token: tokens.manager },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, formatMessageById('award.reward'));
    const { budgetName } = siteOf(globals);
    await expect(
      within(canvasElement).getByText(flowMessages.leftToGive('8,000', budgetName)),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: pointsLabel(budgetName) }),
    ).toBeVisible();
  },
};

export const RecogniseManagerOnly: Story = {
  args: { path: '/recognise', token: tokens.noEmail },
  parameters: mswParameters(asAisha),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.reward'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      formatMessageById('message.managerOnly'),
    );
  },
};

/** Pieter has 40 left in his recognition budget; the server answers with what is left. */
const pieterShort = { ...fixtures.demoMembers.manager, awardsPointsAvailableMng: 40 };

export const RecogniseOverBudget: Story = {
  args: { path: '/recognise/1105', token: tokens.manager },
  parameters: mswParameters(
    handlers.getMemberData.ok(() => fixtures.memberDataFor(pieterShort)),
    handlers.doReward.ok((body) => awardAnswer(body, pieterShort)),
  ),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.reward'));
    await expect(
      recipients(canvasElement).getByText('Ruan Pretorius (Constantia Vet Clinic)'),
    ).toBeVisible();
    await fillAndSubmit(canvasElement, {
      value: 'Client Focus',
      points: '100',
      sendBy: 'Email',
      message: 'Outstanding work on the stock count.',
    });
    const dialog = await findDialog(canvasElement, formatMessageById('apiError.pleaseNote'));
    await expect(dialog).toHaveTextContent(awardRefusals.budgetShort(40, 100));
  },
};

export const RecogniseSuccess: Story = {
  args: { path: '/recognise', token: tokens.manager },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, formatMessageById('award.reward'));
    await pick(canvasElement, 'Ruan Pretorius');
    await fillAndSubmit(canvasElement, {
      value: 'Collaborates',
      points: '250',
      sendBy: 'SMS',
      message: 'Thank you for training the new team.',
    });
    await heading(
      canvasElement,
      formatMessageById('message.awardSubmitted', { title: formatMessageById('award.reward') }),
    );
    await expect(
      within(canvasElement).getByText(
        formatMessageById('flow.awardSentTo', {
          typeName: formatMessageById('flow.awardNames.reward'),
          names: 'Ruan Pretorius',
        }),
      ),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByText(
        flowMessages.awardPointsGiven(250, siteOf(globals).budgetName, false),
        { exact: false },
        slow,
      ),
    ).toBeVisible();
  },
};

export const RecogniseServerError: Story = {
  args: { path: '/recognise/1105', token: tokens.manager },
  parameters: mswParameters(handlers.doReward.networkError()),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.reward'));
    await fillAndSubmit(canvasElement, {
      value: 'Drives Results',
      points: '50',
      sendBy: 'Email',
      message: 'Great month.',
    });
    const dialog = await findDialog(canvasElement, formatMessageById('apiError.dataRequestError'));
    await expect(dialog).toHaveTextContent(formatMessageById('apiError.unexpectedError'));
  },
};

// Adhoc Recognition

export const AdhocEmpty: Story = {
  args: { path: '/adhocrecognition' },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, formatMessageById('award.adhoc'));
    await expect(
      within(canvasElement).getByText(
        flowMessages.leftToGive('25,000', siteOf(globals).budgetName),
      ),
    ).toBeVisible();
  },
};

export const AdhocFromTheHeaderLink: Story = {
  args: { path: '/adhoc' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.adhoc'));
  },
};

export const AdhocManagerOnly: Story = {
  args: { path: '/adhocrecognition', token: tokens.noEmail },
  parameters: mswParameters(asAisha),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.adhoc'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      formatMessageById('message.managerOnly'),
    );
  },
};

export const AdhocOverBudget: Story = {
  args: { path: '/adhocrecognition' },
  parameters: mswParameters(
    handlers.doReward.formErrors({ points: () => awardRefusals.budgetShort(1000, 10000) }, () =>
      awardRefusals.budgetShort(1000, 10000),
    ),
  ),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.adhoc'));
    await pick(canvasElement, 'Sipho Dlamini', 'Lerato Nkosi');
    await fillAndSubmit(canvasElement, {
      value: 'Client Focus',
      points: '5,000',
      sendBy: 'Email',
      message: 'For the store of the year.',
    });
    const dialog = await findDialog(canvasElement, formatMessageById('apiError.pleaseNote'));
    await expect(dialog).toHaveTextContent(awardRefusals.budgetShort(1000, 10000));
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('OK') }));
    await expect(
      within(canvasElement).getByRole('button', {
        name: containing(formatMessageById('field.points')),
      }),
    ).toHaveAccessibleDescription(
      expect.stringContaining(awardRefusals.budgetShort(1000, 10000)) as string,
    );
  },
};

export const AdhocSuccess: Story = {
  args: { path: '/adhocrecognition' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.adhoc'));
    await pick(canvasElement, 'Johan Botha');
    await fillAndSubmit(canvasElement, {
      value: 'Flexibility and Adaptability',
      points: '100',
      sendBy: 'SMS',
      message: 'Thanks for stepping in at short notice.',
    });
    await heading(
      canvasElement,
      formatMessageById('message.awardSubmitted', { title: formatMessageById('award.adhoc') }),
    );
  },
};

export const AdhocServerError: Story = {
  args: { path: '/adhocrecognition' },
  parameters: mswParameters(handlers.doReward.serverError('The ledger is being checked.')),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.adhoc'));
    await pick(canvasElement, 'Johan Botha');
    await fillAndSubmit(canvasElement, {
      value: 'Collaborates',
      points: '10',
      sendBy: 'Email',
      message: 'Thank you.',
    });
    const dialog = await findDialog(
      canvasElement,
      formatMessageById('apiError.dataResponseErrorTitle', {
        statusText: 'Internal Server Error',
        status: '500',
      }),
    );
    await expect(dialog).toHaveTextContent('The ledger is being checked.');
  },
};

// Pay It Forward

/** Pay It Forward counts its points in the brand's name of the allowance (the spec's second name). */
export const PayItForwardEmpty: Story = {
  args: { path: '/rewardpayitforward', token: tokens.manager },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, formatMessageById('award.payitforward'));
    const canvas = within(canvasElement);
    // Pay It Forward starts with Email chosen, so the message box is open.
    await expect(canvas.getByRole('radio', { name: uiWord('Email') })).toBeChecked();
    await expect(
      canvas.getByRole('textbox', { name: containing(uiWord('Message')) }),
    ).toBeEnabled();
    const { awardPointsName } = siteOf(globals);
    await expect(canvas.getByText(flowMessages.leftToGive('100', awardPointsName))).toBeVisible();
    await expect(canvas.getByRole('button', { name: pointsLabel(awardPointsName) })).toBeVisible();
  },
};

/** Aisha has 45 of her allowance left: 50 and above are shown, with why, but cannot be chosen. */
export const PayItForwardOverAllowance: Story = {
  args: { path: '/rewardpayitforward', token: tokens.noEmail },
  parameters: mswParameters(asAisha),
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, formatMessageById('award.payitforward'));
    await expect(
      within(canvasElement).getByText(
        flowMessages.leftToGive('45', siteOf(globals).awardPointsName),
      ),
    ).toBeVisible();
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: containing(formatMessageById('field.points')),
      }),
    );
    const listbox = page(canvasElement);
    await expect(await listbox.findByRole('option', { name: /^25/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const fifty = listbox.getByRole('option', { name: /^50/ });
    await expect(fifty).toHaveAttribute('aria-disabled', 'true');
    await expect(fifty).toHaveTextContent(flowMessages.aboveAllowance(45));
  },
};

/**
 * The page believed Aisha had 100 left, but she gave 55 elsewhere since: the server refuses with what is
 * really left, in the 'Please note:' dialog.
 */
export const PayItForwardAllowanceSpentElsewhere: Story = {
  args: { path: '/rewardpayitforward', token: tokens.noEmail },
  parameters: mswParameters(
    handlers.getMemberData.ok(() =>
      fixtures.memberDataFor({ ...aishaWithEmail, awardsPointsAvailable1: 100 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.payitforward'));
    await pick(canvasElement, 'Sipho Dlamini');
    await fillAndSubmit(canvasElement, {
      value: 'Teamwork',
      points: '50',
      message: 'You kept the shop running.',
    });
    const dialog = await findDialog(canvasElement, formatMessageById('apiError.pleaseNote'));
    await expect(dialog).toHaveTextContent(awardRefusals.allowanceShort(45, 50));
  },
};

/**
 * Nothing left of the allowance: the form says the day the next one arrives, in the programme's
 * month. That day changes monthly, so the story is compared by its play, not by pixels.
 */
export const PayItForwardNothingLeft: Story = {
  args: { path: '/rewardpayitforward', token: tokens.noEmail },
  parameters: {
    ...mswParameters(
      handlers.getMemberData.ok(() =>
        fixtures.memberDataFor({ ...aishaWithEmail, awardsPointsAvailable1: 0 }),
      ),
    ),
    visual: false,
  },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, formatMessageById('award.payitforward'));
    const day = nextAllowanceDay(new Date(), defaultProgrammeTimeZone);
    await expect(
      within(canvasElement).getByText(
        flowMessages.noneLeftToGive(siteOf(globals).awardPointsName, day),
      ),
    ).toBeVisible();
  },
};

export const PayItForwardSuccess: Story = {
  args: { path: '/rewardpayitforward', token: tokens.manager },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.payitforward'));
    await pick(canvasElement, 'Ruan Pretorius');
    await fillAndSubmit(canvasElement, {
      value: 'Integrity',
      points: '25',
      message: 'Thank you for owning up and fixing it.',
    });
    await heading(
      canvasElement,
      formatMessageById('message.awardSubmitted', {
        title: formatMessageById('award.payitforward'),
      }),
    );
  },
};

export const PayItForwardServerError: Story = {
  args: { path: '/rewardpayitforward', token: tokens.manager },
  parameters: mswParameters(handlers.doReward.status(503, { message: 'Try again shortly.' })),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, formatMessageById('award.payitforward'));
    await pick(canvasElement, 'Ruan Pretorius');
    await fillAndSubmit(canvasElement, {
      value: 'Excellence',
      points: '5',
      message: 'Well done.',
    });
    const dialog = await findDialog(
      canvasElement,
      matchingAnyText(
        formatMessageById('message.dataResponseErrorTitle', { statusText: '…', status: 503 }),
        '…',
      ),
    );
    await expect(dialog).toHaveTextContent('Try again shortly.');
  },
};
