import { render, screen, within } from '@testing-library/react';
import { registerShippedCatalogues } from '@plaudit/domain/catalogues';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Brand } from '../theme/index.ts';
import { renderInBrand, testSite } from '../testing/render.tsx';
import type { FeedItem } from '../wall/types.ts';
import { RecognitionCard } from './RecognitionCard.tsx';

const now = new Date('2026-11-29T12:00:00Z');
const person = (memberId: string, name: string, division: string) => ({
  memberId,
  name,
  division,
});
const item: FeedItem = {
  id: 'r1',
  giver: person('1', 'Pieter Nel', 'Paws & Claws Sandton'),
  recipients: [
    person('2', 'Sipho Dlamini', 'Paws & Claws Sandton'),
    person('3', 'Anika Botha', 'Kloof Vet Clinic'),
  ],
  type: 'reward',
  value: 'Client Focus',
  message: 'Thank you for staying late. <a href="https://evil.example">more</a>',
  points: 50,
  createdAt: new Date('2026-11-29T10:00:00Z'),
  reactions: [{ emoji: '👏', count: 2, mine: false }],
  commentCount: 3,
  private: false,
  additions: [{ id: 'a1', giver: person('4', 'Ayesha Khan', 'Sea Point'), points: 30 }],
};

describe('RecognitionCard', () => {
  it('shows who thanked whom, for what, the words as text, the points and when', () => {
    renderInBrand(
      <RecognitionCard item={item} timeZone="UTC" now={now} onReact={() => undefined} />,
    );
    const card = screen.getByRole('article', { name: 'Recognition · Client Focus' });
    expect(card).toHaveTextContent('Pieter NelPaws & Claws Sandton');
    expect(
      within(screen.getByRole('list', { name: 'Recipients' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SDSipho DlaminiPaws & Claws Sandton', 'ABAnika BothaKloof Vet Clinic']);
    expect(screen.getByText(/Thank you for staying late/)).toHaveTextContent(
      'Thank you for staying late. <a href="https://evil.example">more</a>',
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(card).toHaveTextContent('50 Paw Points');
    expect(screen.getByRole('list', { name: 'Points added by colleagues' })).toHaveTextContent(
      '+30 from Ayesha Khan',
    );
    expect(screen.getByText('2 hours ago')).toHaveAttribute('datetime', '2026-11-29T10:00:00Z');
    expect(screen.queryByText('Private')).toBeNull();
  });

  it('names the value in the language shown, as the forms and statements do', () => {
    registerShippedCatalogues();
    render(
      <Brand brand="petfood" site={testSite} language="af">
        <RecognitionCard
          item={{ ...item, type: 'payitforward', value: 'Teamwork' }}
          timeZone="UTC"
          now={now}
          onReact={() => undefined}
        />
      </Brand>,
    );
    expect(screen.getByRole('article', { name: /· Spanwerk$/ })).toBeInTheDocument();
  });

  it.each([
    [new Date('2026-11-29T11:55:00Z'), '5 minutes ago'],
    [new Date('2026-11-28T11:00:00Z'), '1 day ago'],
    [new Date('2026-11-23T12:00:01Z'), '5 days ago'],
    [new Date('2026-11-22T12:00:00Z'), '22 Nov 2026'],
  ])('posted at %s reads %s', (createdAt, when) => {
    renderInBrand(
      <RecognitionCard
        item={{ ...item, createdAt }}
        timeZone="UTC"
        now={now}
        onReact={() => undefined}
      />,
    );
    expect(screen.getByText(when)).toBeInTheDocument();
  });

  it('marks a private recognition and leaves out points the programme does not show', () => {
    renderInBrand(
      <RecognitionCard
        item={{
          ...item,
          private: true,
          points: undefined,
          additions: [],
          type: 'thankyou',
          value: '',
        }}
        timeZone="UTC"
        now={now}
        onReact={() => undefined}
      />,
    );
    expect(screen.getByRole('article', { name: 'Shout Out' })).toHaveTextContent('Private');
    expect(screen.queryByText(/Paw Points/)).toBeNull();
  });

  it('opens the comments, and offers Add points when it may', async () => {
    const onCommentsToggle = vi.fn();
    const onAddPoints = vi.fn();
    const user = userEvent.setup();
    renderInBrand(
      <RecognitionCard
        item={item}
        timeZone="UTC"
        now={now}
        onReact={() => undefined}
        comments={<p>the comments</p>}
        onCommentsToggle={onCommentsToggle}
        onAddPoints={onAddPoints}
      />,
    );
    const toggle = screen.getByRole('button', { name: '3 comments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('the comments')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(onCommentsToggle).toHaveBeenCalledWith(true);
    expect(screen.getByRole('region', { name: 'Comments' })).toHaveTextContent('the comments');
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    expect(onAddPoints).toHaveBeenCalled();
  });
});

describe('RecognitionCard of a whole team', () => {
  const team = Array.from({ length: 11 }, (_, i) =>
    person(`t${String(i)}`, `Member ${String(i)}`, 'Sea Point'),
  );

  it('shows the first four recipients and the others on demand, the focus on the list', async () => {
    const user = userEvent.setup();
    renderInBrand(
      <RecognitionCard
        item={{ ...item, recipients: team }}
        timeZone="UTC"
        now={now}
        onReact={() => undefined}
      />,
    );
    const list = screen.getByRole('list', { name: 'Recipients' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'and 7 more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    expect(list).toHaveFocus();
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('shows five recipients without folding one away', () => {
    renderInBrand(
      <RecognitionCard
        item={{ ...item, recipients: team.slice(0, 5) }}
        timeZone="UTC"
        now={now}
        onReact={() => undefined}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Recipients' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  });
});
