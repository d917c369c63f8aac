import { contract } from '@plaudit/api/contract';
import { memberApi, siteApi } from '@plaudit/api';
import { fixtures } from '@plaudit/api/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { tokenStorageKey } from '@plaudit/portal/session';
import { memoryStorage } from '../testing';
import { loadApi } from '../shared/api';
import { earlyAnswerMs } from './early';
import { lazyClient } from './lazyClient';
import {
  advertDataRequest,
  bootMember,
  memberCodeListId,
  memberDataRequest,
  routeCodeListId,
} from './memberBoot';
import { makeStore } from './store';

const memberDataAnswer = () =>
  new Response(JSON.stringify(z.encode(contract.getMemberData.response, fixtures.memberData)), {
    headers: { 'Content-Type': 'application/json' },
  });

/** A page as the build writes it: the list of the member shell's files. */
function pageListing(files: unknown): Document {
  const page = document.implementation.createHTMLDocument('Plaudit');
  const list = page.createElement('script');
  list.type = 'application/json';
  list.id = memberCodeListId;
  list.textContent = JSON.stringify(files);
  page.head.append(list);
  return page;
}

const preloads = (page: Document) =>
  [...page.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]);

afterEach(() => {
  globalThis.plauditEarlyRequests = undefined;
});

describe('the boot script', () => {
  it('sends the request the api sends for the member data', () => {
    expect(memberDataRequest.path).toBe(contract.getMemberData.path);
    expect(memberDataRequest.body).toBe(JSON.stringify({}));
  });

  it("answers the store's first member data query with its early request: one request in all", async () => {
    const fetch = vi.fn(() => Promise.resolve(memberDataAnswer()));
    const storage = memoryStorage({ [tokenStorageKey]: 'token-1' });
    bootMember(pageListing([]), storage, fetch, '/myprofile');
    expect(fetch).toHaveBeenCalledTimes(1);
    const store = makeStore({ storage, fetch });
    await loadApi(store);
    const result = await store.dispatch(memberApi.endpoints.getMemberData.initiate(undefined));
    expect(result.data?.memberData.firstname).toBe(fixtures.memberData.memberData.firstname);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/member/getmemberdata');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it("starts fetching the page's list of member code, at low priority, style sheets as styles", () => {
    const page = pageListing(['assets/Chrome-1.js', 'assets/Chrome-2.css', 'assets/api-3.js']);
    bootMember(
      page,
      memoryStorage({ [tokenStorageKey]: 't' }),
      vi.fn(() => Promise.resolve(memberDataAnswer())),
      '/myprofile',
    );
    expect(preloads(page)).toEqual([
      ['modulepreload', '/assets/Chrome-1.js', 'low'],
      ['preload', '/assets/Chrome-2.css', 'low'],
      ['modulepreload', '/assets/api-3.js', 'low'],
    ]);
    expect(page.head.querySelector('link[rel=preload]')?.getAttribute('as')).toBe('style');
  });

  it("at a screen's address also fetches that screen's code from the page's lists, and at no other", () => {
    const withRoutes = () => {
      const page = pageListing(['assets/Chrome-1.js']);
      const routes = page.createElement('script');
      routes.type = 'application/json';
      routes.id = routeCodeListId;
      routes.textContent = JSON.stringify({
        '/admin/insights': ['assets/InsightsScreen-4.js', 'assets/InsightsScreen-5.css'],
      });
      page.head.append(routes);
      return page;
    };
    const fetch = vi.fn(() => Promise.resolve(memberDataAnswer()));
    const storage = memoryStorage({ [tokenStorageKey]: 't' });
    const insights = withRoutes();
    bootMember(insights, storage, fetch, '/admin/insights');
    expect(preloads(insights)).toEqual([
      ['modulepreload', '/assets/Chrome-1.js', 'low'],
      ['modulepreload', '/assets/InsightsScreen-4.js', 'low'],
      ['preload', '/assets/InsightsScreen-5.css', 'low'],
    ]);
    for (const path of ['/myprofile', 'toString', '/admin/insights/']) {
      const other = withRoutes();
      bootMember(other, storage, fetch, path);
      expect(preloads(other)).toEqual([['modulepreload', '/assets/Chrome-1.js', 'low']]);
    }
  });

  it.each(['/', '/rewards'])(
    'on %s asks for the adverts as the api does, and fetches the first advert image first',
    async (path) => {
      const adverts = z.encode(contract.advertData.response, fixtures.adverts);
      const fetch = vi.fn((url: RequestInfo | URL) =>
        Promise.resolve(
          String(url) === advertDataRequest.path
            ? new Response(JSON.stringify(adverts), {
                headers: { 'Content-Type': 'application/json' },
              })
            : memberDataAnswer(),
        ),
      );
      const storage = memoryStorage({ [tokenStorageKey]: 'token-1' });
      const page = pageListing([]);
      bootMember(page, storage, fetch, path);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.waitFor(() =>
        expect(preloads(page)).toEqual([
          [
            'preload',
            `${fixtures.adverts.imageBase}${fixtures.adverts.advertData[0]?.img}`,
            'high',
          ],
        ]),
      );
      expect(page.head.querySelector('link')?.getAttribute('as')).toBe('image');
      const store = makeStore({ storage, fetch });
      await loadApi(store);
      const result = await store.dispatch(siteApi.endpoints.advertData.initiate(undefined));
      expect(result.data?.advertData).toEqual(fixtures.adverts.advertData);
      expect(fetch).toHaveBeenCalledTimes(2);
    },
  );

  it('asks for no adverts on a screen without them', () => {
    const fetch = vi.fn((_url: RequestInfo | URL) => Promise.resolve(memberDataAnswer()));
    const page = pageListing([]);
    bootMember(page, memoryStorage({ [tokenStorageKey]: 't' }), fetch, '/rewards/basket');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([memberDataRequest.path]);
  });

  it('does nothing for a visitor, and ignores a page without a usable list', () => {
    const fetch = vi.fn(() => Promise.resolve(memberDataAnswer()));
    const page = pageListing(['assets/Chrome-1.js']);
    bootMember(page, memoryStorage(), fetch);
    bootMember(page, undefined, fetch);
    expect(fetch).not.toHaveBeenCalled();
    expect(preloads(page)).toEqual([]);
    for (const list of ['not json', { files: [] }, [42]]) {
      const other = pageListing(list);
      const listElement = other.getElementById(memberCodeListId);
      if (typeof list === 'string' && listElement) listElement.textContent = list;
      bootMember(other, memoryStorage({ [tokenStorageKey]: 't' }), fetch);
      expect(preloads(other)).toEqual([]);
    }
  });
});

describe('a request sent early', () => {
  it('answers only an identical request, once, and only while fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let token = 'a';
      const fetch = vi.fn(() => Promise.resolve(memberDataAnswer()));
      const client = lazyClient({ fetch, getToken: () => token });
      const storage = memoryStorage({ [tokenStorageKey]: 'a' });
      bootMember(pageListing([]), storage, fetch, '/myprofile');
      token = 'b';
      await client.call('getMemberData', {});
      expect(fetch).toHaveBeenCalledTimes(2); // another token: asked again
      token = 'a';
      await client.call('getMemberData', {});
      expect(fetch).toHaveBeenCalledTimes(2); // the early answer, claimed
      await client.call('getMemberData', {});
      expect(fetch).toHaveBeenCalledTimes(3); // claimed once only
      bootMember(pageListing([]), storage, fetch, '/myprofile');
      vi.setSystemTime(Date.now() + earlyAnswerMs + 1);
      await client.call('getMemberData', {});
      expect(fetch).toHaveBeenCalledTimes(5); // too old: asked again
    } finally {
      vi.useRealTimers();
    }
  });
});
