import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render.tsx';
import { WhoReacted } from './WhoReacted.tsx';

describe('WhoReacted', () => {
  it('lists who chose each reaction once opened, and gives the focus back on Escape', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderInBrand(
      <WhoReacted
        count={3}
        reactors={[
          { emoji: '👏', people: [{ name: 'Sipho Dlamini' }, { name: 'Anika Botha' }] },
          { emoji: '😂', people: [] },
          { emoji: '🙌', people: [{ name: 'Priya Naidoo' }] },
        ]}
        onOpenChange={onOpenChange}
      />,
    );
    const button = screen.getByRole('button', { name: 'Who reacted' });
    await user.click(button);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Who reacted' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['👏Applause: Sipho Dlamini and Anika Botha', '🙌Praise: Priya Naidoo']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The focus comes back once the dialog's focus scope has gone (a frame later).
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('shows nothing when the card has no reactions', () => {
    renderInBrand(<WhoReacted count={0} reactors={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
