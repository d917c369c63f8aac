import type { Meta, StoryObj } from '@storybook/react-vite';
import { listOfNames } from '@plaudit/domain';
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
  within(dialog(el)).getByRole('textbox', { name: wallMessages.pointsToAdd });
const add = (el: HTMLElement) =>
  within(dialog(el)).getByRole('button', { name: wallMessages.addPoints });

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
    recipientNames: ['Sipho Dlamini', 'Anika Botha', 'Nomvuyiso Ntshangase-Mabandlakazi'],
  },
  play: async ({ canvasElement, args }) => {
    await expect(dialog(canvasElement)).toHaveTextContent(
      wallMessages.addPointsTo(listOfNames(args.recipientNames)),
    );
    await userEvent.type(amount(canvasElement), '250{Enter}');
    await expect(args.onAddPoints).toHaveBeenCalledWith(250);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Nothing entered, then not a whole number, then more than is left: each error says why. */
export const ValidationErrors: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const panel = within(dialog(canvasElement));
    await userEvent.click(add(canvasElement));
    await expect(panel.getByText(wallMessages.zero)).toBeVisible();
    await userEvent.type(amount(canvasElement), '12.5');
    await userEvent.click(add(canvasElement));
    await expect(panel.getByText(wallMessages.notWhole)).toBeVisible();
    await userEvent.clear(amount(canvasElement));
    await userEvent.type(amount(canvasElement), '0');
    await userEvent.click(add(canvasElement));
    await expect(panel.getByText(wallMessages.zero)).toBeVisible();
    await userEvent.clear(amount(canvasElement));
    await userEvent.type(amount(canvasElement), '81');
    await userEvent.click(add(canvasElement));
    await expect(panel.getByText(wallMessages.moreThanLeft('80'))).toBeVisible();
    await expect(amount(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAddPoints).not.toHaveBeenCalled();
  },
};

/** More than is left: the error under the field (the screenshot's state). */
export const MoreThanLeft: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(amount(canvasElement), '120{Enter}');
    await expect(
      within(dialog(canvasElement)).getByText(wallMessages.moreThanLeft('80')),
    ).toBeVisible();
  },
};

/** On its way: Add points waits; a second press sends nothing more. */
export const Pending: Story = {
  args: {
    onAddPoints: fn<AddPointsDialogProps['onAddPoints']>(() => new Promise<never>(() => undefined)),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(amount(canvasElement), '30');
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
    await userEvent.type(amount(canvasElement), '30{Enter}');
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
    await userEvent.type(amount(canvasElement), '30{Enter}');
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
