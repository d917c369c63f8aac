import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import type { RequestOf } from '../contract';
import { newIdempotencyKey } from '../idempotency';
import { handlers } from '../mocks/handlers';
import { baseUrl, useMswServer } from '../test/server';
import { rewardsApi } from './rewards';
import { makeApiStore } from './store';

const server = useMswServer();

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const shoutOut: RequestOf<'doReward'> = {
  what: 'thankyou',
  reason: 'Thank You!',
  points: 0,
  message: 'Thanks for covering my shift.',
  sendBy: 'sms',
  recipients: ['1101'],
};

/** The Idempotency-Key header of every doreward request that reaches the (mock) server. */
const keysSent = () => {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/reward/doreward')
      keys.push(request.headers.get('Idempotency-Key'));
  });
  return keys;
};

const newStore = () =>
  makeApiStore({ apiClient: createClient({ baseUrl, getToken: () => 'mock-token-0820000002' }) });

describe('newIdempotencyKey', () => {
  it('is a random UUID v4, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuid);
  });

  it('builds the UUID from getRandomValues where randomUUID is missing (plain http)', () => {
    const random = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => a };
    expect(newIdempotencyKey(random)).toBe('00000000-0000-4000-8000-000000000000');
    const bytes = { getRandomValues: (a: Uint8Array) => a.fill(0xff) };
    expect(newIdempotencyKey(bytes as unknown as Crypto)).toBe(
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    );
  });
});

describe('the Idempotency-Key header', () => {
  it('the client sends it when the call has a key, and not otherwise', async () => {
    server.use(handlers.doReward.ok(), handlers.getMemberData.ok());
    const keys = keysSent();
    const headers: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/member/getmemberdata')
        headers.push(request.headers.get('Idempotency-Key'));
    });
    const client = createClient({ baseUrl, getToken: () => 'tok' });
    await client.call('doReward', shoutOut, { idempotencyKey: 'award-7f3a' });
    await client.call('doReward', shoutOut);
    await client.call('getMemberData', {});
    expect(keys).toEqual(['award-7f3a', null]);
    expect(headers).toEqual([null]);
  });

  it('doReward sends the key it is given, so a retry of the same submit repeats it', async () => {
    server.use(handlers.doReward.ok());
    const keys = keysSent();
    const store = newStore();
    for (let i = 0; i < 2; i += 1)
      await store.dispatch(
        rewardsApi.endpoints.doReward.initiate({ body: shoutOut, idempotencyKey: 'submit-1' }),
      );
    expect(keys).toEqual(['submit-1', 'submit-1']);
  });

  it('doReward sends a fresh key for every call given none', async () => {
    server.use(handlers.doReward.ok());
    const keys = keysSent();
    const store = newStore();
    await store.dispatch(rewardsApi.endpoints.doReward.initiate({ body: shoutOut }));
    await store.dispatch(rewardsApi.endpoints.doReward.initiate({ body: shoutOut }));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(uuid);
    expect(keys[1]).toMatch(uuid);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
