import { contract } from '@plaudit/api/contract';
import { memberApi } from '@plaudit/api';
import { fixtures } from '@plaudit/api/mocks';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { tokenStorageKey } from '../shared/session';
import { memoryStorage } from '../testing';
import { earlyAnswerMs, lazyClient } from './lazyClient';
import { loadApi } from '../shared/api';
import { makeStore, memberDataRequest } from './store';

const memberDataAnswer = () =>
  new Response(JSON.stringify(z.encode(contract.getMemberData.response, fixtures.memberData)), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('a request sent early', () => {
  it('is the request the api sends for the member data', () => {
    expect(memberDataRequest.path).toBe(contract.getMemberData.path);
  });

  it("answers the store's first member data query: one request in all", async () => {
    const fetch = vi.fn(() => Promise.resolve(memberDataAnswer()));
    const store = makeStore({
      storage: memoryStorage({ [tokenStorageKey]: 'token-1' }),
      fetch,
      memberDataEarly: true,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    await loadApi(store);
    const result = await store.dispatch(memberApi.endpoints.getMemberData.initiate(undefined));
    expect(result.data?.memberData.firstname).toBe(fixtures.memberData.memberData.firstname);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/member/getmemberdata');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('is not sent without a stored session, nor unless asked', () => {
    const fetch = vi.fn(() => Promise.resolve(memberDataAnswer()));
    makeStore({ storage: memoryStorage(), fetch, memberDataEarly: true });
    makeStore({ storage: memoryStorage({ [tokenStorageKey]: 't' }), fetch });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers only an identical request, once, and only while fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let token = 'a';
      const fetch = vi.fn(() => Promise.resolve(memberDataAnswer()));
      const client = lazyClient({ fetch, getToken: () => token });
      client.sendEarly('/api/member/getmemberdata', '{}');
      token = 'b';
      await client.call('getMemberData', {});
      expect(fetch).toHaveBeenCalledTimes(2); // another token: asked again
      token = 'a';
      await client.call('getMemberData', {});
      expect(fetch).toHaveBeenCalledTimes(2); // the early answer, claimed
      await client.call('getMemberData', {});
      expect(fetch).toHaveBeenCalledTimes(3); // claimed once only
      client.sendEarly('/api/member/getmemberdata', '{}');
      vi.setSystemTime(Date.now() + earlyAnswerMs + 1);
      await client.call('getMemberData', {});
      expect(fetch).toHaveBeenCalledTimes(5); // too old: asked again
    } finally {
      vi.useRealTimers();
    }
  });
});
