import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitOutcome } from '../forms/index.ts';
import { later, renderInBrand as render } from '../testing/render.tsx';
import { BudgetsConsole, type ManagerBudgetRow } from './BudgetsConsole.tsx';

const managers: ManagerBudgetRow[] = [
  {
    memberId: 1,
    name: 'Thandi Nkosi',
    division: 'Sandton',
    divisionCode: 'ZA-01',
    granted: 500,
    spent: 120,
    left: 380,
  },
  {
    memberId: 2,
    name: 'Pieter Botha',
    division: 'Sandton',
    divisionCode: 'ZA-01',
    granted: 0,
    spent: 0,
    left: 50,
  },
  {
    memberId: 3,
    name: 'Anele Zulu',
    division: 'Umhlanga',
    divisionCode: 'ZA-02',
    granted: 200,
    spent: 0,
    left: 200,
  },
];

const points = () => screen.getByRole('textbox', { name: 'Points for each manager' });
const reason = () => screen.getByRole('textbox', { name: /^Reason/ });

async function askForSandtonGrant(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Division/ }));
  await user.click(await screen.findByRole('option', { name: 'Sandton' }));
  await user.type(points(), '100');
  await user.type(reason(), 'December');
  await user.click(screen.getByRole('button', { name: 'Grant' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Grant this budget?' });
  await user.click(within(dialog).getByRole('button', { name: /^Grant 200 / }));
}

describe('BudgetsConsole', () => {
  it.each([
    ['loading', { managers: undefined }, 'Loading...'],
    [
      'failed',
      { managers: undefined, loadError: 'The budgets could not be loaded.' },
      'The budgets could not be loaded.',
    ],
    ['without managers', { managers: [] }, 'No managers yet.'],
  ])('shows its %s state without a grant form', (_state, props, text) => {
    render(<BudgetsConsole monthLabel="November 2026" onGrant={vi.fn()} {...props} />);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Grant' })).toBeNull();
  });

  it("lists every manager's month: granted, spent and balance now", () => {
    render(<BudgetsConsole monthLabel="November 2026" managers={managers} onGrant={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Budgets, November 2026' })).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(managers.length + 1);
    expect(rows[1]).toHaveTextContent('Thandi NkosiSandton500120380');
  });

  it('sends a confirmed grant, waits for it, then says what it did and clears points and reason', async () => {
    const user = userEvent.setup();
    const outcome = later();
    const onGrant = vi.fn(() => outcome.promise);
    render(<BudgetsConsole monthLabel="November 2026" managers={managers} onGrant={onGrant} />);
    await askForSandtonGrant(user);
    expect(onGrant).toHaveBeenCalledWith({
      divisionCode: 'ZA-01',
      points: 100,
      reason: 'December',
    });
    expect(screen.getByRole('button', { name: 'Grant' })).toBeDisabled();
    outcome.settle({ ok: true, message: 'Granted 100 points to 2 managers.' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Granted 100 points to 2 managers.',
    );
    expect(points()).toHaveValue('');
    expect(reason()).toHaveValue('');
  });

  it('shows a refusal under its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onGrant = vi.fn(() =>
      Promise.resolve<SubmitOutcome>({
        ok: false,
        formErrors: { divisionCode: 'Sandton has no managers.' },
      }),
    );
    render(<BudgetsConsole monthLabel="November 2026" managers={managers} onGrant={onGrant} />);
    await askForSandtonGrant(user);
    expect(await screen.findByText('Sandton has no managers.')).toBeVisible();
    expect(points()).toHaveValue('100');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Grant' })).toBeEnabled());
  });

  it('sends nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    const onGrant = vi.fn();
    render(<BudgetsConsole monthLabel="November 2026" managers={managers} onGrant={onGrant} />);
    await user.click(screen.getByRole('radio', { name: 'One manager' }));
    await user.click(screen.getByRole('button', { name: /Manager/ }));
    await user.click(await screen.findByRole('option', { name: 'Anele Zulu (Umhlanga)' }));
    await user.type(points(), '50');
    await user.type(reason(), 'Launch');
    await user.click(screen.getByRole('button', { name: 'Grant' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Anele Zulu');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onGrant).not.toHaveBeenCalled();
  });
});
