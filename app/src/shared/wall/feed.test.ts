import { fixtures } from '@plaudit/api/mocks';
import type { FeedItem as WireItem } from '@plaudit/api';
import { describe, expect, it } from 'vitest';
import { feedItemsOf, outcomeOf, toFeedItem, wireFilterOf, withReaction } from './feed';

const [wire] = fixtures.feedList.items as [WireItem, ...WireItem[]];

describe('toFeedItem', () => {
  it('gives the ui ids as text, pictures as addresses, a Date, and isPrivate as private', () => {
    const item = toFeedItem({ ...wire, isPrivate: true, points: null });
    expect(item).toMatchObject({
      id: String(wire.id),
      private: true,
      points: undefined,
      giver: { memberId: String(wire.giver?.memberId), name: wire.giver?.name },
    });
    expect(item?.createdAt).toBeInstanceOf(Date);
    expect(item?.giver?.pictureUrl).toMatch(/pic-pieter/);
  });

  it('names an addition by its giver, with an id of its own', () => {
    const item = toFeedItem({
      ...wire,
      additions: [
        { giver: 'Thandi Mokoena', points: 30 },
        { giver: 'Thandi Mokoena', points: 10 },
      ],
    });
    expect(item?.additions.map((a) => [a.id, a.giver.name, a.points])).toEqual([
      [`${String(wire.id)}-0`, 'Thandi Mokoena', 30],
      [`${String(wire.id)}-1`, 'Thandi Mokoena', 10],
    ]);
  });

  it('keeps a programme card without a giver, and an approved nomination’s award', () => {
    expect(toFeedItem({ ...wire, giver: null }).giver).toBeNull();
    expect(toFeedItem({ ...wire, type: 'nomination' }).type).toBe('nomination');
  });
});

describe('feedItemsOf', () => {
  it('lists the pages’ cards once each, and which the member may add points to', () => {
    const other = { ...wire, id: 77, mayAddPoints: true };
    const { items, mayAddPoints } = feedItemsOf([{ items: [wire, other] }, { items: [other] }]);
    expect(items.map((i) => i.id)).toEqual([String(wire.id), '77']);
    expect([...mayAddPoints]).toEqual(wire.mayAddPoints ? [String(wire.id), '77'] : ['77']);
  });
});

describe('wireFilterOf', () => {
  it.each([
    [{ kind: 'everyone' as const }, 'everyone'],
    [{ kind: 'store' as const }, 'store'],
    [{ kind: 'country' as const }, 'country'],
    [{ kind: 'me' as const }, 'me'],
    [{ kind: 'value' as const, value: 'Client Focus' }, 'value:Client Focus'],
    [{ kind: 'value' as const, value: '' }, 'everyone'],
  ])('%o is %s', (filter, wireFilter) => {
    expect(wireFilterOf(filter)).toBe(wireFilter);
  });
});

describe('withReaction', () => {
  const reactions = [
    { emoji: '👏', count: 4, mine: true },
    { emoji: '🎉', count: 2, mine: false },
  ];
  it('counts the member in or out at once', () => {
    expect(withReaction(reactions, '🎉', true)[1]).toEqual({ emoji: '🎉', count: 3, mine: true });
    expect(withReaction(reactions, '👏', false)[0]).toEqual({ emoji: '👏', count: 3, mine: false });
    expect(withReaction(reactions, '❤️', true)[2]).toEqual({ emoji: '❤️', count: 1, mine: true });
  });
  it('changes nothing when the reaction is already as asked', () => {
    expect(withReaction(reactions, '👏', true)).toEqual(reactions);
    expect(withReaction(reactions, '❤️', false)).toEqual(reactions);
  });
});

describe('outcomeOf', () => {
  it('is done with the server’s words', () => {
    expect(outcomeOf({ data: { message: 'Added.' } }, 'fallback', (d) => d.message)).toEqual({
      ok: true,
      message: 'Added.',
    });
  });
  it('is refused with the server’s field refusals, or the fallback words when it gave none', () => {
    const refused = outcomeOf(
      {
        error: {
          kind: 'formErrors',
          formErrors: { points: 'Not enough budget.' },
          serverMessage: 'Please note',
        },
      },
      'fallback',
    );
    expect(refused).toMatchObject({ ok: false, formErrors: { points: 'Not enough budget.' } });
    expect(outcomeOf({ error: new Error('boom') }, 'fallback')).toEqual({
      ok: false,
      message: 'fallback',
    });
  });
});
