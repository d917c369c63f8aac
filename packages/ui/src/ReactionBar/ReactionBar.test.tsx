import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render.tsx';
import { ReactionBar } from './ReactionBar.tsx';

const reactions = [
  { emoji: '👏', count: 3, mine: true },
  { emoji: '🎉', count: 1, mine: false },
];

describe('ReactionBar', () => {
  it('offers every reaction of the set, each named with its count and whether the member reacted', () => {
    renderInBrand(<ReactionBar reactions={reactions} onReact={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Reactions' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Applause, 3, you reacted',
      'Love, 0',
      'Celebrate, 1',
      'Laugh, 0',
      'Praise, 0',
    ]);
    expect(screen.getByRole('button', { name: 'Applause, 3, you reacted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Celebrate, 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('toggles by keyboard, shows the press at once and reports it', async () => {
    const onReact = vi.fn();
    const user = userEvent.setup();
    renderInBrand(<ReactionBar reactions={reactions} onReact={onReact} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Applause, 3, you reacted' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onReact).toHaveBeenLastCalledWith('👏', false);
    expect(screen.getByRole('button', { name: 'Applause, 2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onReact).toHaveBeenLastCalledWith('🎉', true);
    expect(screen.getByRole('button', { name: 'Celebrate, 2, you reacted' })).toHaveFocus();
  });

  it('takes the server’s counts when they arrive', async () => {
    const user = userEvent.setup();
    const { rerender } = renderInBrand(
      <ReactionBar reactions={reactions} onReact={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Love, 0' }));
    expect(screen.getByRole('button', { name: 'Love, 1, you reacted' })).toBeInTheDocument();
    rerender(
      <ReactionBar
        reactions={[...reactions, { emoji: '❤️', count: 5, mine: true }]}
        onReact={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Love, 5, you reacted' })).toBeInTheDocument();
  });

  it('offers a brand’s own set, naming an emoji it does not know by itself', () => {
    renderInBrand(<ReactionBar reactions={[]} choices={['🐾', '👏']} onReact={() => undefined} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      '🐾, 0',
      'Applause, 0',
    ]);
  });
});
