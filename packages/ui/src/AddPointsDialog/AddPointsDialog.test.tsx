import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { later, renderInBrand } from '../testing/render.tsx';
import { AddPointsDialog } from './AddPointsDialog.tsx';
import { checkAmount } from './addPoints.ts';

describe('checkAmount', () => {
  it.each([
    ['', { ok: false, issue: 'zero' }],
    ['0', { ok: false, issue: 'zero' }],
    ['2.5', { ok: false, issue: 'notWhole' }],
    ['-5', { ok: false, issue: 'notWhole' }],
    ['ten', { ok: false, issue: 'notWhole' }],
    ['51', { ok: false, issue: 'moreThanLeft' }],
    [' 50 ', { ok: true, points: 50 }],
  ])('%j with 50 left', (entered, expected) => {
    expect(checkAmount(entered, 50)).toEqual(expected);
  });
});

const open = (onAddPoints = vi.fn(), onClose = vi.fn()) =>
  renderInBrand(
    <AddPointsDialog
      isOpen
      onClose={onClose}
      recipientNames={['Sipho Dlamini', 'Anika Botha']}
      source="allowance"
      left={50}
      onAddPoints={onAddPoints}
    />,
  );

describe('AddPointsDialog', () => {
  it('says what is left to give and refuses an amount that is not whole, 0 or too much', async () => {
    const onAddPoints = vi.fn();
    const user = userEvent.setup();
    open(onAddPoints);
    const dialog = screen.getByRole('dialog', { name: 'Add points' });
    expect(dialog).toHaveTextContent(
      'Add your points to the recognition of Sipho Dlamini and Anika Botha.',
    );
    expect(dialog).toHaveTextContent('50 Kibble Credits left to give');
    const field = screen.getByRole('textbox', { name: 'Points to add' });
    expect(field).toHaveFocus();
    const add = screen.getByRole('button', { name: 'Add points' });
    await user.click(add);
    expect(screen.getByText('Enter more than 0 points.')).toBeInTheDocument();
    await user.type(field, '7.5');
    await user.click(add);
    expect(screen.getByText('Enter a whole number of points.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '80{Enter}');
    expect(screen.getByText('You have only 50 left to give.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onAddPoints).not.toHaveBeenCalled();
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
    await user.type(screen.getByRole('textbox', { name: 'Points to add' }), '30');
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    expect(onAddPoints).toHaveBeenCalledWith(30);
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
