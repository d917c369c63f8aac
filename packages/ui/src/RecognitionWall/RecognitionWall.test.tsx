import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render.tsx';
import type { FeedItem } from '../wall/types.ts';
import { RecognitionWall, type WallFilter } from './RecognitionWall.tsx';

const card = (n: number): FeedItem => ({
  id: `r${String(n)}`,
  giver: null,
  recipients: [{ memberId: `m${String(n)}`, name: `Member ${String(n)}`, division: 'Sea Point' }],
  type: 'thankyou',
  value: '',
  message: `Card ${String(n)}`,
  createdAt: new Date('2026-11-29T10:00:00Z'),
  reactions: [],
  commentCount: 0,
  private: false,
  additions: [],
});

function Paged({ onFilterChange }: { onFilterChange: (filter: WallFilter) => void }) {
  const [items, setItems] = useState([card(1), card(2)]);
  const [filter, setFilter] = useState<WallFilter>({ kind: 'everyone' });
  return (
    <RecognitionWall
      items={items}
      renderItem={(item) => <p>{item.message}</p>}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        onFilterChange(next);
      }}
      values={['Team Work', 'Innovation']}
      hasMore={items.length < 4}
      onLoadMore={() => setItems((was) => [...was, card(was.length + 1), card(was.length + 2)])}
    />
  );
}

describe('RecognitionWall', () => {
  it('loads more by keyboard and moves the focus to the first new card', async () => {
    const user = userEvent.setup();
    renderInBrand(<Paged onFilterChange={() => undefined} />);
    screen.getByRole('button', { name: 'Load more' }).focus();
    await user.keyboard('{Enter}');
    const cards = within(screen.getByRole('region', { name: 'Recognition wall' }))
      .getAllByRole('listitem')
      .filter((li) => li.tabIndex === -1);
    expect(cards).toHaveLength(4);
    expect(cards[2]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by value with the first value chosen, then another', async () => {
    const onFilterChange = vi.fn();
    const user = userEvent.setup();
    renderInBrand(<Paged onFilterChange={onFilterChange} />);
    await user.click(screen.getByRole('radio', { name: 'By value' }));
    expect(onFilterChange).toHaveBeenLastCalledWith({ kind: 'value', value: 'Team Work' });
    await user.click(screen.getByRole('radio', { name: 'About me' }));
    expect(onFilterChange).toHaveBeenLastCalledWith({ kind: 'me' });
  });

  it('shows loading, empty and a failure with Try again', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const props = {
      renderItem: () => null,
      filter: { kind: 'everyone' } as const,
      onFilterChange: () => undefined,
      values: [],
    };
    const { rerender } = renderInBrand(<RecognitionWall {...props} items={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<RecognitionWall {...props} items={[]} />);
    expect(screen.getByText('No recognition here yet.')).toBeInTheDocument();
    rerender(<RecognitionWall {...props} items={undefined} error="Failed." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
