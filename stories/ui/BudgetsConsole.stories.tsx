import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@plaudit/api/mocks';
import { operationsMessages, formatMessageById } from '@plaudit/domain';
import { BudgetsConsole, uiWord } from '@plaudit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { siteOf } from '../support/brands.ts';
import { containing, startingWith } from '../support/i18n.ts';
import { argsWhenRendered } from '../support/languageArgs.tsx';

const meta = {
  title: 'Console/Budgets',
  component: BudgetsConsole,
  args: { monthLabel: 'November 2026', managers: fixtures.budgetRows, onGrant: fn() },
} satisfies Meta<typeof BudgetsConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Every manager's month: granted, spent and left. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: formatMessageById('consoleText.pair', {
          first: uiWord('Budgets'),
          second: 'November 2026',
        }),
      }),
    ).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      uiWord('Manager'),
      uiWord('Division'),
      uiWord('Granted this month'),
      uiWord('Spent this month'),
      uiWord('Balance now'),
    ]);
    await expect(canvas.getByRole('button', { name: uiWord('Grant') })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { managers: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(formatMessageById('message.loading')),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { managers: undefined, loadError: 'The budgets could not be loaded. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

export const NoManagers: Story = {
  args: { managers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(uiWord('No managers yet.'))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: uiWord('Grant') })).toBeNull();
  },
};

/**
 * A division's grant is asked about first, by keyboard; Cancel sends nothing, Grant sends it; once granted,
 * the points and the reason are cleared, so pressing Grant again cannot repeat it unawares.
 */
export const GrantConfirmed: Story = {
  args: { onGrant: fn(() => Promise.resolve({ ok: true as const })) },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: containing(uiWord('Division')) }));
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: 'Sandton Paws & Claws' }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: uiWord('Points for each manager') }),
      '500',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(uiWord('Reason')) }),
      'December',
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: uiWord('Grant this budget?'),
    });
    // In the budget's own name (the brand's), as the managers' statements call it.
    await expect(dialog).toHaveTextContent(`500 ${siteOf(globals).budgetName}`);
    await userEvent.click(within(dialog).getByRole('button', { name: uiWord('Cancel') }));
    await expect(args.onGrant).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Grant') }));
    const again = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(
      within(again).getByRole('button', {
        name: startingWith(
          formatMessageById('consoleText.grantBudget', { amount: '500', budgetName: '' }).trim(),
        ),
      }),
    );
    await expect(args.onGrant).toHaveBeenCalledWith(
      expect.objectContaining({ divisionCode: 'ZA-JHB-01', points: 500, reason: 'December' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: uiWord('Points for each manager') })).toHaveValue(
        '',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: containing(uiWord('Reason')) })).toHaveValue(
      '',
    );
    await expect(canvas.getByRole('button', { name: uiWord('Grant') })).toBeDisabled();
  },
};

/** The confirm dialog, open. */
export const ConfirmDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: uiWord('One manager') }));
    await userEvent.click(canvas.getByRole('button', { name: containing(uiWord('Manager')) }));
    const options = await body(canvasElement).findAllByRole('option');
    if (options[0]) await userEvent.click(options[0]);
    await userEvent.type(
      canvas.getByRole('textbox', { name: uiWord('Points for each manager') }),
      '250',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(uiWord('Reason')) }),
      'Launch',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWord('Grant') }));
    await expect(await body(canvasElement).findByRole('alertdialog')).toBeVisible();
  },
};

export const Granted: Story = {
  ...argsWhenRendered(() => ({
    defaultOutcome: { ok: true, message: operationsMessages.granted(500, 2) },
  })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      operationsMessages.granted(500, 2),
    );
  },
};

export const GrantRefused: Story = {
  ...argsWhenRendered(() => ({
    defaultOutcome: {
      ok: false,
      formErrors: {
        divisionCode: operationsMessages.divisionWithoutManagers('Umhlanga Vet Shop'),
      },
    },
  })),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        operationsMessages.divisionWithoutManagers('Umhlanga Vet Shop'),
      ),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = { parameters: { phone: true } };
