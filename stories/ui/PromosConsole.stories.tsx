import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { operationsMessages, formatMessageById } from '@plaudit/domain';
import { PromosConsole, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { labelled } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

/** A promo's End button, as the table words it: 'End PAWS10 now'. */
const endNow = (code: string) => formatMessageById('consoleText.endNow', { code });

const meta = {
  title: 'Console/Promo codes',
  component: PromosConsole,
  args: {
    promos: fixtures.promoRows,
    timeZone: 'Africa/Johannesburg',
    onCreate: fn(),
    onEnd: fn(),
  },
} satisfies Meta<typeof PromosConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The demo's codes with their uses and limits; an ended one cannot be ended again. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'PAWS10' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'SPRING2020' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: endNow('PAWS10') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: endNow('SPRING2020') })).toBeNull();
  },
};

export const Loading: Story = {
  args: { promos: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { promos: undefined, loadError: 'The promo codes could not be loaded. Please try again.' },
};

export const NoCodes: Story = {
  args: { promos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(uiWord('No promo codes yet.'))).toBeVisible();
  },
};

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelled(uiWord('Code')) }),
      'summer15',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelled(uiWord('Percent off (1–100)')) }),
      '15',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelled(uiWord('Valid from (yyyy-mm-dd)')) }),
      '2026-12-01',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelled(uiWord('Valid to (yyyy-mm-dd)')) }),
      '2027-01-31',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelled(uiWord('Reason')) }),
      'Summer',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Create') }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'summer15', amount: '15', kind: 'percent' }),
    );
  },
};

/** The server's refusal under its field, in the import's words. */
export const CreateRefused: Story = {
  args: {
    defaultOutcome: {
      ok: false,
      message: 'a percent amount must be a whole number from 1 to 100',
      formErrors: { amount: 'a percent amount must be a whole number from 1 to 100' },
    },
  },
};

export const EndConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: endNow('PAWS10') }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: formatMessageById('consoleText.endPromoNow', { code: 'PAWS10' }),
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: uiWord('Reason') }),
      'Cancelled',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('End it now') }));
    await expect(args.onEnd).toHaveBeenCalledWith({ promoId: 1, reason: 'Cancelled' });
  },
};

export const EndDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: endNow('PAWS10') }));
    await expect(await body(canvasElement).findByRole('alertdialog')).toBeVisible();
  },
};

export const Ended: Story = {
  ...argsWhenRendered(() => ({
    defaultOutcome: { ok: true, message: operationsMessages.promoEnded('PAWS10') },
  })),
};

export const OnAPhone: Story = { parameters: { phone: true } };
