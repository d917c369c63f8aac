import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { clusters, products, voucherCodes } from '../db/schema.ts';
import { fulfilPending } from '../shop/fulfilment.ts';
import type { Importer, RowOutcome } from './framework.ts';

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
 * first, each with its SMS (DESIGN.md "Shop"), in the import's transaction.
 */
export const voucherCodeImporter: Importer<VoucherCodeRow, ProductIds> = {
  name: 'voucher-codes',
  required: ['clusterCode', 'productCode', 'code'],
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
  async apply(tx, rows, _lookup, now) {
    const added = await tx
      .insert(voucherCodes)
      .values(
        rows.map((r) => ({ productId: r.value.productId, code: r.value.code, importedAt: now })),
      )
      .onConflictDoNothing()
      .returning({ productId: voucherCodes.productId, code: voucherCodes.code });
    const isNew = new Set(added.map((a) => `${a.productId}/${a.code}`));
    const outcomes: RowOutcome[] = rows.map(({ row, key, value }) => ({
      row,
      key,
      status: isNew.has(`${value.productId}/${value.code}`) ? 'added' : 'unchanged',
    }));
    for (const productId of new Set(added.map((a) => a.productId))) {
      const fulfilled = await fulfilPending(tx, productId, now);
      const first = outcomes.findIndex(
        (o, i) => o.status === 'added' && rows[i]?.value.productId === productId,
      );
      const outcome = outcomes[first];
      if (outcome && fulfilled.length > 0)
        outcomes[first] = {
          ...outcome,
          detail: `fulfilled pending order line${fulfilled.length > 1 ? 's' : ''} ${fulfilled.join(', ')}`,
        };
    }
    return outcomes;
  },
};
