import type { Meta, StoryObj } from '@storybook/react-vite';
import { listOfNames, managerAwardPoints, payItForwardPoints } from '@plaudit/domain';
import { AddPointsDialog, wallMessages, type AddPointsDialogProps } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';

const meta = {
  title: 'Wall/AddPointsDialog',
  component: AddPointsDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    recipientNames: ['Sipho Dlamini'],
    source: 'allowance',
    left: 80,
    choices: payItForwardPoints,
    onAddPoints: fn<AddPointsDialogProps['onAddPoints']>(() =>
      Promise.resolve({ ok: true as const }),
    ),
  },
} satisfies Meta<typeof AddPointsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (el: HTMLElement) =>
  within(el.ownerDocument.body).getByRole('dialog', { name: wallMessages.addPoints });
const amount = (el: HTMLElement) =>
  within(dialog(el)).getByRole('button', { name: new RegExp(wallMessages.pointsToAdd) });
const add = (el: HTMLElement) =>
  within(dialog(el)).getByRole('button', { name: wallMessages.addPoints });

/** Opens the amounts and chooses one. */
async function choose(el: HTMLElement, points: string) {
  await userEvent.click(amount(el));
  await userEvent.click(await within(el.ownerDocument.body).findByRole('option', { name: points }));
}

/** A member gives from their Pay It Forward allowance: what is left, under the allowance's name. */
export const FromAllowance: Story = {
  play: async ({ canvasElement, globals }) => {
    const { awardPointsName } = siteOf(globals);
    await expect(dialog(canvasElement)).toHaveTextContent(
      wallMessages.leftToGive('80', awardPointsName),
    );
    await expect(amount(canvasElement)).toHaveFocus();
  },
};

/** A manager gives from their budget, to a recognition of three. */
export const FromBudget: Story = {
  args: {
    source: 'budget',
    left: 12500,
    choices: managerAwardPoints,
    recipientNames: ['Sipho Dlamini', 'Anika Botha', 'Nomvuyiso Ntshangase-Mabandlakazi'],
  },
  play: async ({ canvasElement, args }) => {
    await expect(dialog(canvasElement)).toHaveTextContent(
      wallMessages.addPointsTo(listOfNames(args.recipientNames)),
    );
    await choose(canvasElement, '250');
    await userEvent.click(add(canvasElement));
    await expect(args.onAddPoints).toHaveBeenCalledWith(250);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Nothing chosen: the error says so, and nothing is sent. */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(add(canvasElement));
    await expect(within(dialog(canvasElement)).getByText(wallMessages.choosePoints)).toBeVisible();
    await expect(args.onAddPoints).not.toHaveBeenCalled();
  },
};

/** The amounts above what is left are listed, with why, but cannot be chosen (the open list). */
export const MoreThanLeft: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(amount(canvasElement));
    const page = within(canvasElement.ownerDocument.body);
    const tooMany = await page.findByRole('option', { name: '100' });
    await expect(tooMany).toHaveAttribute('aria-disabled', 'true');
    await expect(tooMany).toHaveTextContent(wallMessages.moreThanLeft('80'));
    await expect(page.getByRole('option', { name: '50' })).not.toHaveAttribute('aria-disabled');
  },
};

/** On its way: Add points waits; a second press sends nothing more. */
export const Pending: Story = {
  args: {
    onAddPoints: fn<AddPointsDialogProps['onAddPoints']>(() => new Promise<never>(() => undefined)),
  },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, '20');
    await userEvent.click(add(canvasElement));
    await expect(add(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(add(canvasElement));
    await expect(args.onAddPoints).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refused (a monthly cap): its words as an alert; the dialog stays open. */
export const RefusedByServer: Story = {
  args: {
    onAddPoints: fn<AddPointsDialogProps['onAddPoints']>(() =>
      Promise.resolve({
        ok: false as const,
        message: 'You have already given Sipho 100 points this month.',
      }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, '25');
    await userEvent.click(add(canvasElement));
    await expect(await within(dialog(canvasElement)).findByRole('alert')).toHaveTextContent(
      'You have already given Sipho 100 points this month.',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refused without words of its own: the dialog's own. */
export const RefusedWithoutReason: Story = {
  args: {
    onAddPoints: fn<AddPointsDialogProps['onAddPoints']>(() =>
      Promise.resolve({ ok: false as const }),
    ),
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '25');
    await userEvent.click(add(canvasElement));
    await expect(await within(dialog(canvasElement)).findByRole('alert')).toHaveTextContent(
      wallMessages.addFailed,
    );
  },
};

/** On a phone (390 px), long isiXhosa names. */
export const OnAPhone: Story = {
  parameters: { phone: true },
  args: { recipientNames: ['Nomvuyiso Ntshangase-Mabandlakazi', 'Sipho Dlamini'] },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
