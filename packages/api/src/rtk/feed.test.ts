import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { feedPageSize } from '../feed';
import { createHandlers } from '../mocks/handlers';
import { feedItems } from '../mocks/fixtures/feed';
import { baseUrl, useMswServer } from '../test/server';
import { feedApi } from './feed';
import { makeApiStore } from './store';

const server = useMswServer();

const newStore = () =>
  makeApiStore({ apiClient: createClient({ baseUrl, getToken: () => 'mock-token-0820000002' }) });

describe('the wall in RTK Query', () => {
  it('loads the next page with the last page’s cursor, and stops on the last page', async () => {
    const [card] = feedItems;
    if (!card) throw new Error('no fixture card');
    const many = Array.from({ length: feedPageSize + 3 }, (_, i) => ({ ...card, id: 8000 - i }));
    const mock = createHandlers({ baseUrl });
    server.use(
      mock.feedList.ok(({ cursor }) => {
        const start = cursor ? Number(cursor) : 0;
        const items = many.slice(start, start + feedPageSize);
        const next = start + feedPageSize;
        return { items, nextCursor: next < many.length ? String(next) : null };
      }),
    );
    const store = newStore();
    const first = await store.dispatch(feedApi.endpoints.feedList.initiate('everyone'));
    expect(first.data?.pages).toHaveLength(1);
    expect(first.hasNextPage).toBe(true);
    const second = await store.dispatch(
      feedApi.endpoints.feedList.initiate('everyone', { direction: 'forward' }),
    );
    expect(second.data?.pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(
      many.map((i) => i.id),
    );
    expect(second.hasNextPage).toBe(false);
  });

  it('sends added points with an Idempotency-Key, the same one for a retry', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/feed/addpoints')
        keys.push(request.headers.get('Idempotency-Key'));
    });
    server.use(createHandlers({ baseUrl }).feedAddPoints.ok());
    const store = newStore();
    const body = { id: 9011, points: 20 };
    await store.dispatch(feedApi.endpoints.feedAddPoints.initiate({ body, idempotencyKey: 'k-1' }));
    await store.dispatch(feedApi.endpoints.feedAddPoints.initiate({ body, idempotencyKey: 'k-1' }));
    await store.dispatch(feedApi.endpoints.feedAddPoints.initiate({ body }));
    expect(keys.slice(0, 2)).toEqual(['k-1', 'k-1']);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
