import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { contract, type CallName } from '../contract';
import { basket } from '../mocks/fixtures';
import { handlers } from '../mocks/handlers';
import { baseUrl, useMswServer } from '../test/server';
import type { KeyValueStorage } from './baseApi';
import { memberApi } from './member';
import { rewardsApi } from './rewards';
import { reportsApi } from './reports';
import { shopApi } from './shop';
import { advertCacheMs, advertStorageKey, siteApi } from './site';
import { makeApiStore } from './store';

const server = useMswServer();

/** Counts the calls that reached the (mock) server, by call name. */
const countCalls = () => {
  const counts = new Map<string, number>();
  const byPath = new Map<string, string>(
    Object.entries(contract).map(([name, e]) => [e.path, name]),
  );
  server.events.on('request:start', ({ request }) => {
    const name = byPath.get(new URL(request.url).pathname);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  return (name: CallName) => counts.get(name) ?? 0;
};

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

const newStore = (extra: { storage?: KeyValueStorage; now?: () => number } = {}) =>
  makeApiStore({ apiClient: createClient({ baseUrl, getToken: () => 'tok' }), ...extra });

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('RTK Query cache rules', () => {
  it('loads the division list once, however many screens ask', async () => {
    server.use(handlers.getDivisionList.ok());
    const calls = countCalls();
    const store = newStore();
    const first = store.dispatch(siteApi.endpoints.getDivisionList.initiate(undefined));
    await first;
    first.unsubscribe();
    const second = store.dispatch(siteApi.endpoints.getDivisionList.initiate(undefined));
    const answer = await second;
    expect(answer.data?.divisionList.length).toBeGreaterThan(0);
    store.dispatch(siteApi.util.invalidateTags(['MemberData', 'MemberList', 'Basket']));
    await settle();
    expect(calls('getDivisionList')).toBe(1);
  });

  it('caches member lists per store', async () => {
    server.use(handlers.getMemberList.ok());
    const calls = countCalls();
    const store = newStore();
    const ask = async (divisionCode: string) => {
      const sub = store.dispatch(
        siteApi.endpoints.getMemberList.initiate({ divisionCode, search: '', includeSelf: false }),
      );
      const result = await sub;
      sub.unsubscribe();
      return result.data?.memberList ?? [];
    };
    const seaPoint = await ask('ZA-CPT-01');
    await ask('ZA-CPT-02');
    const again = await ask('ZA-CPT-01');
    expect(again).toEqual(seaPoint);
    expect(seaPoint.every((m) => m.division === 'Sea Point Pet Pantry')).toBe(true);
    expect(calls('getMemberList')).toBe(2);
  });

  it('keeps adverts in session storage for 5 minutes', async () => {
    server.use(handlers.advertData.ok());
    const calls = countCalls();
    const storage = memoryStorage();
    let now = Date.UTC(2026, 10, 21, 9, 0);
    const load = async () => {
      // A fresh store each time: only the session storage can save the call (as after a page reload).
      const result = await newStore({ storage, now: () => now }).dispatch(
        siteApi.endpoints.advertData.initiate(undefined),
      );
      return result.data;
    };
    const first = await load();
    expect(first?.advertData.length).toBeGreaterThan(0);
    expect(storage.data.has(advertStorageKey)).toBe(true);
    now += advertCacheMs - 1000;
    expect(await load()).toEqual(first);
    expect(calls('advertData')).toBe(1);
    now += 1000;
    await load();
    expect(calls('advertData')).toBe(2);
  });

  it('an award refreshes member data, balances and statements', async () => {
    server.use(
      handlers.getMemberData.ok(),
      handlers.statement.ok(),
      handlers.payItForwardStatement.ok(),
      handlers.managementStatement.ok(),
      handlers.getRecentRecognition.ok(),
      handlers.doReward.ok(),
      handlers.getDivisionList.ok(),
    );
    const calls = countCalls();
    const store = newStore();
    store.dispatch(memberApi.endpoints.getMemberData.initiate(undefined));
    store.dispatch(reportsApi.endpoints.statement.initiate(undefined));
    store.dispatch(reportsApi.endpoints.payItForwardStatement.initiate(undefined));
    store.dispatch(reportsApi.endpoints.managementStatement.initiate(undefined));
    store.dispatch(siteApi.endpoints.getRecentRecognition.initiate(undefined));
    store.dispatch(siteApi.endpoints.getDivisionList.initiate(undefined));
    await settle();
    const award = await store.dispatch(
      rewardsApi.endpoints.doReward.initiate({
        body: {
          what: 'adhoc',
          reason: 'Client Focus',
          points: 50,
          message: 'Well done',
          sendBy: 'email',
          recipients: ['1101'],
        },
      }),
    );
    expect(award.error).toBeUndefined();
    await settle();
    for (const name of [
      'getMemberData',
      'statement',
      'payItForwardStatement',
      'managementStatement',
      'getRecentRecognition',
    ] as const)
      expect(calls(name)).toBe(2);
    expect(calls('getDivisionList')).toBe(1);
  });

  it('a refused award refreshes nothing', async () => {
    server.use(
      handlers.getMemberData.ok(),
      handlers.doReward.formErrors({ reason: 'Please choose a value.' }),
    );
    const calls = countCalls();
    const store = newStore();
    store.dispatch(memberApi.endpoints.getMemberData.initiate(undefined));
    await settle();
    const result = await store.dispatch(
      rewardsApi.endpoints.doReward.initiate({
        body: {
          what: 'reward',
          reason: '',
          points: 50,
          message: '',
          sendBy: 'sms',
          recipients: ['1101'],
        },
      }),
    );
    expect(result.error).toMatchObject({
      kind: 'formErrors',
      formErrors: { reason: 'Please choose a value.' },
    });
    await settle();
    expect(calls('getMemberData')).toBe(1);
  });

  it('an order refreshes the basket, orders, balances and member data', async () => {
    server.use(
      handlers.getMemberData.ok(),
      handlers.getBasket.ok(),
      handlers.orders.ok(),
      handlers.categoryList.ok(),
      handlers.placeOrder.ok(),
    );
    const calls = countCalls();
    const store = newStore();
    store.dispatch(memberApi.endpoints.getMemberData.initiate(undefined));
    store.dispatch(shopApi.endpoints.getBasket.initiate({ alloc: 'ZA' }));
    store.dispatch(shopApi.endpoints.orders.initiate(undefined));
    store.dispatch(shopApi.endpoints.categoryList.initiate(undefined));
    await settle();
    await store.dispatch(
      shopApi.endpoints.placeOrder.initiate({
        body: {
          cellNum: '0820000001',
          promoCode: '',
          alloc: 'ZA',
          vfyTotal: basket.totalBasketPrice,
        },
      }),
    );
    await settle();
    for (const name of ['getMemberData', 'getBasket', 'orders', 'categoryList'] as const)
      expect(calls(name)).toBe(2);
  });

  it('a profile update refreshes member data', async () => {
    server.use(handlers.getMemberData.ok(), handlers.memberUpdate.ok());
    const calls = countCalls();
    const store = newStore();
    store.dispatch(memberApi.endpoints.getMemberData.initiate(undefined));
    await settle();
    await store.dispatch(
      memberApi.endpoints.memberUpdate.initiate({
        interest1: '',
        firstname: 'Aisha',
        surname: 'Patel',
        postAddr2: '',
        email: 'aisha@example.com',
        cellNum: '0820000003',
        dOBmm: '',
        dOBdd: '',
        interestOtherDesc: '',
        otherInfo: '',
      }),
    );
    await settle();
    expect(calls('getMemberData')).toBe(2);
  });

  it('login seeds member data so Home does not ask again', async () => {
    server.use(handlers.login.ok());
    const calls = countCalls();
    const store = newStore();
    const login = await store.dispatch(
      memberApi.endpoints.login.initiate({ memberNumber: '0820000001', password: 'Plaudit123' }),
    );
    expect(login.error).toBeUndefined();
    await settle();
    const data = await store.dispatch(memberApi.endpoints.getMemberData.initiate(undefined));
    expect(data.data?.memberData.memberNumber).toBe('0820000001');
    expect(calls('getMemberData')).toBe(0);
  });

  it('hands the typed error to the screen', async () => {
    server.use(
      http.post('*/api/site/getdivisionlist', () =>
        HttpResponse.json(
          { message: 'Divisions are being imported.' },
          { status: 503, statusText: 'Service Unavailable' },
        ),
      ),
    );
    const result = await newStore().dispatch(siteApi.endpoints.getDivisionList.initiate(undefined));
    expect(result.error).toMatchObject({
      kind: 'server',
      message: 'Divisions are being imported.',
      title: 'Data Response Error: Service Unavailable (503)',
    });
  });
});
