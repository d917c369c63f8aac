import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { firstRowOf, rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/ledger/ledger.ts';
import { fundForBench } from './members.ts';
import { shoppersRun } from './load.ts';
import { connections, loginAs, measure, measureBare, record, seconds } from './measure.ts';

export const placeOrderCall = 'placeOrder, one-line orders';

/**
 * The shop: categorylist and productlist next to the bare route, and placeOrder placing a fresh
 * one-line order each time (addtobasket, then placeOrder of the total that answer gives, under a fresh
 * Idempotency-Key), one shopper per connection, from the load process, with voucher codes in stock; every
 * answer that is not 2xx is counted by call, and the ledger's invariants are checked after the run.
 */
export async function benchShop(label: string, database: Database, url: string): Promise<void> {
  const { db } = database;
  const product = await firstRowOf<{ id: number; price: number; categoryId: number }>(
    db,
    sql`select id, price, category_id as "categoryId" from products where code = 'CHK-100'`,
  );
  if (!product) throw new Error('the demo catalogue has no CHK-100');
  await db.execute(sql`
    insert into voucher_codes (product_id, code, imported_at)
      select ${product.id}, 'BENCH-' || g, now() from generate_series(1, 200000) g`);
  // Shoppers of their own (a division of ten in South Africa), so the shop can be measured alone.
  await db.execute(sql`
    insert into divisions (code, name, kind, cluster_id)
      select 'ZA-BENCH-SHOP', 'Benchmark Shoppers', 'petshop', id from clusters where code = 'ZA'`);
  await db.execute(sql`
    insert into members (cluster_id, division_id, cell_e164, cell_national, firstname, surname, email,
        registered_at, password_hash)
      select d.cluster_id, d.id, '+2785' || lpad(g::text, 7, '0'), '085' || lpad(g::text, 7, '0'),
             'Bench', 'Shopper ' || g, 'shopper' || g || '@example.com', now(),
             (select password_hash from members where cell_national = '0820000003')
      from generate_series(1, ${connections}) g, divisions d where d.code = 'ZA-BENCH-SHOP'`);
  const shoppers = await rowsOf<{ id: number; cell: string }>(
    db,
    sql`select id, cell_national as cell from members where cell_national like '085%' order by cell_national`,
  );
  for (const m of shoppers) await fundForBench(db, m.id, 'redeemable', 'Benchmark points');
  const token = await loginAs(url, '0820000003');
  await measureBare(label);
  await measure(label, 'categorylist', `${url}/api/shop/categorylist`, {}, token);
  await measure(
    label,
    'productlist',
    `${url}/api/shop/productlist`,
    { prodCat3Id: product.categoryId, alloc: 'ZA' },
    token,
  );

  const tokens = await Promise.all(shoppers.map((m) => loginAs(url, m.cell)));
  const job = {
    kind: 'shoppers' as const,
    url,
    tokens,
    productId: product.id,
    order: { cellNum: '0835550100', promoCode: '', alloc: 'ZA' },
  };
  const ordersSoFar = async () =>
    (await firstRowOf<{ n: number }>(db, sql`select count(*)::int as n from orders`))?.n ?? 0;
  await shoppersRun({ ...job, seconds: 1 });
  const before = await ordersSoFar();
  const run = await shoppersRun({ ...job, seconds });
  const inDatabase = (await ordersSoFar()) - before;
  record(
    {
      database: label,
      call: placeOrderCall,
      rps: run.placed / run.elapsed,
      p50: run.p50,
      p99: run.p99,
      errors: run.failed + run.refused.reduce((n, [, count]) => n + count, 0),
    },
    'orders/s',
    ` (${run.placed} placed in ${run.elapsed.toFixed(1)} s, ${inDatabase} orders written; each with its addtobasket; latencies of both calls)`,
  );
  for (const [what, n] of run.refused) console.log(`  refused ${n}×: ${what}`);
  if (run.failed > 0) console.log(`  ${run.failed} requests failed without an answer`);
  const report = await checkLedger(db);
  console.log(
    `${label}: ledger after the orders: invariants ${report.ok ? 'hold' : `BROKEN ${JSON.stringify(report)}`}`,
  );
}
