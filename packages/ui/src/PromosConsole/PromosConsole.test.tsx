import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { later, renderInBrand as render } from '../testing/render.tsx';
import { PromosConsole, type PromoCodeRow } from './PromosConsole.tsx';

const promo = (promoId: number, code: string, state: PromoCodeRow['state']): PromoCodeRow => ({
  promoId,
  code,
  cluster: '',
  amountDesc: '10%',
  validFrom: new Date(Date.UTC(2026, 10, 1)),
  validTo: new Date(Date.UTC(2026, 11, 31)),
  usedCount: 3,
  totalLimit: null,
  perMemberLimit: 1,
  state,
});
const promos = [promo(1, 'PAWS10', 'active'), promo(2, 'SPRING2020', 'ended')];
const props = { promos, timeZone: 'Africa/Johannesburg', onCreate: vi.fn(), onEnd: vi.fn() };

describe('PromosConsole', () => {
  it('lists the codes with their uses and limits; an ended code cannot be ended again', () => {
    render(<PromosConsole {...props} />);
    const row = screen.getByRole('row', { name: /PAWS10/ });
    expect(within(row).getByRole('cell', { name: '3 of no limit' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'End PAWS10 now' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'End SPRING2020 now' })).toBeNull();
  });

  it.each([
    ['loading', { promos: undefined }, 'Loading...'],
    ['empty', { promos: [] }, 'No promo codes yet.'],
  ])('shows its %s state', (_state, change, text) => {
    render(<PromosConsole {...props} {...change} />);
    expect(screen.getByText(text)).toBeVisible();
  });

  it('creates a code as typed, waits for the answer and shows the refusal under its field', async () => {
    const user = userEvent.setup();
    const outcome = later();
    const onCreate = vi.fn(() => outcome.promise);
    render(<PromosConsole {...props} onCreate={onCreate} />);
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'summer15');
    await user.type(screen.getByRole('textbox', { name: /Percent off/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'summer15', kind: 'percent', amount: '150' }),
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'End PAWS10 now' })).toBeDisabled();
    outcome.settle({
      ok: false,
      message: 'The promo code was not created.',
      formErrors: { amount: 'a percent amount must be a whole number from 1 to 100' },
    });
    expect(
      await screen.findByText('a percent amount must be a whole number from 1 to 100'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Percent off/ })).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('The promo code was not created.');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('ends a code only with a reason, and says it did', async () => {
    const user = userEvent.setup();
    const onEnd = vi.fn(() => Promise.resolve({ ok: true as const, message: 'PAWS10 ended.' }));
    render(<PromosConsole {...props} onEnd={onEnd} />);
    await user.click(screen.getByRole('button', { name: 'End PAWS10 now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End PAWS10 now?' });
    const confirm = within(dialog).getByRole('button', { name: 'End it now' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Cancelled');
    await user.click(confirm);
    expect(onEnd).toHaveBeenCalledWith({ promoId: 1, reason: 'Cancelled' });
    expect(await screen.findByRole('status')).toHaveTextContent('PAWS10 ended.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks for the reason afresh each time the dialog opens', async () => {
    const user = userEvent.setup();
    render(<PromosConsole {...props} />);
    await user.click(screen.getByRole('button', { name: 'End PAWS10 now' }));
    let dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Oops');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'End PAWS10 now' }));
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  });
});
