import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { later, renderInBrand } from '../testing/render.tsx';
import { AddPointsDialog } from './AddPointsDialog.tsx';

const open = (onAddPoints = vi.fn(), onClose = vi.fn()) =>
  renderInBrand(
    <AddPointsDialog
      isOpen
      onClose={onClose}
      recipientNames={['Sipho Dlamini', 'Anika Botha']}
      source="allowance"
      left={50}
      choices={[5, 10, 20, 25, 50, 100]}
      onAddPoints={onAddPoints}
    />,
  );

describe('AddPointsDialog', () => {
  it('offers the amounts up to what is left, and asks for one when none is chosen', async () => {
    const onAddPoints = vi.fn();
    const user = userEvent.setup();
    open(onAddPoints);
    const dialog = screen.getByRole('dialog', { name: 'Add points' });
    expect(dialog).toHaveTextContent(
      'Add your points to the recognition of Sipho Dlamini and Anika Botha.',
    );
    expect(dialog).toHaveTextContent('50 Kibble Credits left to give');
    const field = screen.getByRole('button', { name: /Points to add/ });
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    expect(screen.getByText('Choose how many points to add.')).toBeInTheDocument();
    expect(onAddPoints).not.toHaveBeenCalled();
    await user.click(field);
    expect(screen.getByRole('option', { name: '50' })).not.toHaveAttribute('aria-disabled');
    const tooMany = screen.getByRole('option', { name: '100' });
    expect(tooMany).toHaveAttribute('aria-disabled', 'true');
    expect(tooMany).toHaveTextContent('You have only 50 left to give.');
  });

  it('waits while the points are on their way, shows a refusal, and closes when they are added', async () => {
    const first = later();
    const second = later();
    const onAddPoints = vi
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const onClose = vi.fn();
    const user = userEvent.setup();
    open(onAddPoints, onClose);
    await user.click(screen.getByRole('button', { name: /Points to add/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    expect(onAddPoints).toHaveBeenCalledWith(25);
    expect(screen.getByRole('button', { name: 'Add points' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    first.settle({ ok: false, message: 'You have given Sipho 100 points this month.' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have given Sipho 100 points this month.',
    );
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    second.settle({ ok: true });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
