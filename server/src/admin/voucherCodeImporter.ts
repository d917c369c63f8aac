import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  clusters,
  dispatchStatuses,
  orderLines,
  orders,
  products,
  voucherCodes,
} from '../db/schema.ts';
import { fulfilPending, type Programme } from '../shop/fulfilment.ts';
import type { Importer, OrderLineReached, RowOutcome } from './framework.ts';

interface VoucherCodeRow {
  productId: number;
  code: string;
}

/** Products by '{clusterCode}/{productCode}' (a product code is unique within its cluster). */
type ProductIds = Map<string, number>;

const productKey = (clusterCode: string, productCode: string) => `${clusterCode}/${productCode}`;

/**
 * Voucher codes into a product's pool, found by the code itself within its product (importing a file twice
 * adds nothing the second time). The product's pending order lines are then fulfilled from the pool, oldest
 * first, each with its SMS (DESIGN.md "Shop"; it names the programme), in the import's transaction; each
 * added code's outcome names the line it went to (a dry run's, the line it would go to).
 */
export const voucherCodeImporter = (
  programme: Programme,
): Importer<VoucherCodeRow, ProductIds> => ({
  name: 'voucher-codes',
  required: ['clusterCode', 'productCode', 'code'],
  keyColumns: ['clusterCode', 'productCode', 'code'],
  async lookup(db: Db | Tx) {
    const rows = await db
      .select({ id: products.id, code: products.code, clusterCode: clusters.code })
      .from(products)
      .innerJoin(clusters, eq(clusters.id, products.clusterId));
    return new Map(rows.map((r) => [productKey(r.clusterCode, r.code), r.id]));
  },
  parse(r, productIds) {
    const product = productKey(r.clusterCode ?? '', r.productCode ?? '');
    const productId = productIds.get(product);
    if (productId === undefined)
      return `no product ${r.productCode ?? ''} in ${r.clusterCode ?? ''}`;
    const code = r.code ?? '';
    if (code === '' || code.length > 100) return 'code must be 1–100 characters';
    return { key: `${product}/${code}`, value: { productId, code } };
  },
  async apply(tx, rows, _lookup, { now }) {
    const added = await tx
      .insert(voucherCodes)
      .values(
        rows.map((r) => ({ productId: r.value.productId, code: r.value.code, importedAt: now })),
      )
      .onConflictDoNothing()
      .returning({ productId: voucherCodes.productId, code: voucherCodes.code });
    for (const productId of new Set(added.map((a) => a.productId)))
      await fulfilPending(tx, productId, now, programme);
    const isNew = new Set(added.map((a) => codeKey(a.productId, a.code)));
    const reached = await linesReached(tx, added);
    return rows.map(({ row, key, value }): RowOutcome => {
      const code = codeKey(value.productId, value.code);
      if (!isNew.has(code)) return { row, key, status: 'unchanged' };
      const orderLine = reached.get(code);
      return { row, key, status: 'added', ...(orderLine ? { orderLine } : {}) };
    });
  },
});

const codeKey = (productId: number, code: string) => `${productId}/${code}`;

/**
 * The waiting order lines the codes went to, by product and code: the line's order and product, and
 * whether it now has all its codes (dispatched) or holds them while it waits for more.
 */
async function linesReached(
  tx: Tx,
  codes: readonly { productId: number; code: string }[],
): Promise<Map<string, OrderLineReached>> {
  if (codes.length === 0) return new Map();
  const held = await tx
    .select({
      productId: voucherCodes.productId,
      code: voucherCodes.code,
      orderNum: orders.orderNum,
      product: orderLines.description,
      status: orderLines.dispatchStatus,
    })
    .from(voucherCodes)
    .innerJoin(orderLines, eq(orderLines.id, voucherCodes.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(voucherCodes.productId, [...new Set(codes.map((c) => c.productId))]),
        inArray(voucherCodes.code, [...new Set(codes.map((c) => c.code))]),
      ),
    );
  return new Map(
    held.map((h) => [
      codeKey(h.productId, h.code),
      {
        orderNum: h.orderNum,
        product: h.product,
        fulfilled: h.status === dispatchStatuses.dispatched,
      },
    ]),
  );
}
