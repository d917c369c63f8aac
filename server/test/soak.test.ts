import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmsGateway, type SmsGateway } from '../scripts/soak/gateway.ts';
import { checkInvariants, checkOutbox } from '../scripts/soak/invariants.ts';
import { startLoad, type AckedAward, type AckedOrder } from '../scripts/soak/load.ts';
import { runSoak } from '../scripts/soak/scenario.ts';
import {
  limitedPromo,
  prepareSoak,
  soakPasswordCost,
  type SoakWorld,
} from '../scripts/soak/setup.ts';
import { buildApp, type PlauditApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { startDispatcher, type Dispatcher } from '../src/outbox/dispatcher.ts';
import { transportsFrom } from '../src/outbox/transports.ts';
import { openTestDatabase, testDatabases } from './harness.ts';

/**
 * The ledger under concurrency and crashes, in bounded sizes: clients sending awards, Pay It
 * Forward, basket changes and orders (some again with the same Idempotency-Key) to two servers on one
 * database; then every transfer sums to zero, every balance equals its entries and none is negative,
 * every acknowledged award and order is there once, no voucher code went twice, the promo limits held,
 * and each SMS reached the gateway once. On PostgreSQL also a real server process killed with SIGKILL
 * and started again during the load. `npm run soak` is the long version.
 */

vi.setConfig({ hookTimeout: 60_000 });

/** In one process on PGlite (PostgreSQL gets real processes below). */
describe('concurrent clients on two servers (pglite)', { timeout: 90_000 }, () => {
  let opened: { database: Database; drop: () => Promise<void> };
  let world: SoakWorld;
  let gateway: SmsGateway;
  const apps: PlauditApp[] = [];
  const dispatchers: Dispatcher[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    opened = await openTestDatabase('pglite');
    world = await prepareSoak(opened.database);
    gateway = await startSmsGateway();
    for (let i = 0; i < 2; i += 1) {
      const { db } = opened.database;
      const transports = transportsFrom({ smsWebhookUrl: gateway.url, log: () => undefined });
      const dispatcher = startDispatcher(db, transports, () => new Date(), 500);
      dispatchers.push(dispatcher);
      const app = await buildApp({
        db,
        dispatcher,
        settings: {
          passwordCost: soakPasswordCost,
          messageRateLimit: { perMember: 1e9, perAddress: 1e9 },
        },
      });
      apps.push(app);
      urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(dispatchers.map((d) => d.stop()));
    await gateway.close();
    await opened.drop();
  });

  it('keeps the ledger, the acknowledged awards and orders, the codes and the promo limits', async () => {
    const load = await startLoad({ world, targets: () => urls, clients: 10, durationMs: 4_000 })
      .done;
    // The load did what it is for: awards and orders acknowledged, some sent again with their key.
    expect(load.awards.length).toBeGreaterThan(5);
    expect(load.awards.some((a) => a.what === 'payitforward')).toBe(true);
    expect(load.awards.some((a) => a.what === 'reward' || a.what === 'adhoc')).toBe(true);
    expect(load.orders.length).toBeGreaterThan(0);
    expect(load.deliberateRetries).toBeGreaterThan(0);
    expect(Object.fromEntries(load.serverErrors)).toEqual({});
    expect(load.unexpectedSuccesses).toEqual([]);
    expect(load.divergentReplays).toEqual([]);

    const report = await checkInvariants(opened.database.db, load);
    expect(report.violations).toEqual([]);
    expect(report.duplicatedCodes).toBe(0);
    const sent = await checkOutbox(opened.database.db, gateway, {
      waitMs: 20_000,
      allowResends: false,
    });
    expect(sent.violations).toEqual([]);
    expect(sent.sms).toBeGreaterThan(load.awards.length / 2);
  });

  it('holds a promo code to its total and per-member limits however many try at once', async () => {
    // Every member orders with the limited code at once (the load above may have used some of it).
    const acked: { awards: AckedAward[]; orders: AckedOrder[] } = { awards: [], orders: [] };
    const results = await Promise.all(
      world.members.map(async (m) => {
        const product = world.products.find((p) => p.clusterId === m.clusterId);
        const call = async (path: string, body: unknown, key?: string) => {
          const response = await fetch(`${urls[m.id % urls.length]}${path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${m.token}`,
              ...(key ? { 'idempotency-key': key } : {}),
            },
            body: JSON.stringify(body),
          });
          return { status: response.status, json: (await response.json()) as unknown };
        };
        if (!product) return 0;
        await call('/api/shop/addtobasket', { productId: product.id });
        const summary = await call('/api/shop/getCheckoutOrderSummary', {
          promoCode: limitedPromo.code,
          alloc: '',
        });
        const { vfyTotal, isVoucherOk } = summary.json as {
          vfyTotal: number;
          isVoucherOk: boolean;
        };
        if (!isVoucherOk) return 0;
        const order = await call(
          '/api/shop/placeOrder',
          { cellNum: m.cellNational, promoCode: limitedPromo.code, alloc: '', vfyTotal },
          `promo-${m.id}`,
        );
        expect(order.status).toBeLessThan(500);
        if (order.status === 200)
          acked.orders.push({
            key: `promo-${m.id}`,
            memberId: m.id,
            orderNum: (order.json as { orderNum: string }).orderNum,
            promoCode: limitedPromo.code,
            at: Date.now(),
          });
        return order.status === 200 ? 1 : 0;
      }),
    );
    expect(results.reduce<number>((a, b) => a + b, 0)).toBeLessThanOrEqual(limitedPromo.totalLimit);
    expect((await checkInvariants(opened.database.db, acked)).violations).toEqual([]);
  });
});

if (testDatabases.includes('postgres')) {
  describe('a server process killed with SIGKILL under load (PostgreSQL)', () => {
    it(
      'loses nothing acknowledged, doubles nothing, and sends every SMS',
      { timeout: 120_000 },
      async () => {
        const result = await runSoak({
          adminUrl: process.env.TEST_DATABASE_URL ?? '',
          servers: 1,
          clients: 10,
          durationMs: 6_000,
          crashes: 2,
        });
        const { load } = result;
        expect(result.crashes).toBe(2);
        // The kills cut requests under way; their clients sent them again with the same key.
        expect(load.statuses.get(0) ?? 0).toBeGreaterThan(0);
        expect(load.recoveryRetries).toBeGreaterThan(0);
        expect(load.awards.length).toBeGreaterThan(5);
        expect(load.orders.length).toBeGreaterThan(0);
        // After each restart: the ledger balances and everything acknowledged before it is there.
        expect(result.checks.map((c) => c.violations)).toEqual([[], []]);
        expect(result.finalViolations).toEqual([]);
        expect(result.duplicatedCodes).toBe(0);
        // Each SMS at least once (a message the dead process had sent but not marked goes again, with its key).
        expect(result.outbox.neverDelivered).toBe(0);
        expect(result.outbox.unsent).toBe(0);
        expect(Object.fromEntries(load.serverErrors)).toEqual({});
        expect(load.unexpectedSuccesses).toEqual([]);
        expect(load.divergentReplays).toEqual([]);
        expect(result.serverFailures).toEqual([]);
      },
    );
  });
}
