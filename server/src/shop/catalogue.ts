import type { ShopInfo } from '@plaudit/api/contract';
import { shopMessages } from '@plaudit/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { firstRowOf } from '../db/rows.ts';
import {
  accountKind,
  accounts,
  basketLines,
  clusters,
  members,
  products,
  shopCategories,
} from '../db/schema.ts';
import { notFound, unauthorized } from '../refusals.ts';

/** The most of one product a basket line may hold. */
export const maxLineQty = 20;

/** The member's cluster: its shop settings, and where voucher codes go. */
export interface ShopMember {
  id: number;
  clusterId: number;
  cellE164: string;
  cellNational: string;
  firstname: string;
  cluster: typeof clusters.$inferSelect;
}

export async function shopMemberOf(db: Db | Tx, memberId: number): Promise<ShopMember> {
  const [row] = await db
    .select({
      id: members.id,
      clusterId: members.clusterId,
      cellE164: members.cellE164,
      cellNational: members.cellNational,
      firstname: members.firstname,
      cluster: clusters,
    })
    .from(members)
    .innerJoin(clusters, eq(clusters.id, members.clusterId))
    .where(eq(members.id, memberId))
    .limit(1);
  if (!row) throw unauthorized();
  return row;
}

export function currencyInfoOf(cluster: ShopMember['cluster']) {
  return {
    productCurrency: cluster.productCurrency,
    currencySymbol: cluster.currencySymbol,
    currencyDecimalPlaces: cluster.currencyDecimalPlaces,
    isTruncateCents: cluster.isTruncateCents,
    isCurrencySymbolSuffix: cluster.isCurrencySymbolSuffix,
  };
}

export function shopInfoOf(cluster: ShopMember['cluster'], pointsAvailable: number): ShopInfo {
  return {
    ...currencyInfoOf(cluster),
    alloc: cluster.code,
    isPaygate: false,
    allocDesc: `${cluster.name} rewards`,
    addToBasketType: 'S',
    deliveryType: cluster.deliveryType === 'C' ? 'C' : 'Z',
    pmtMethodTypes: 'P',
    currencyRateMoney: Number(cluster.currencyRateMoney),
    pointsAvailable,
  };
}

/** The image URL of a product: a full URL stays, a file name is served by the portal (or the setting's host). */
export const productImageUrl = (imageFile: string, imageBase: string): string =>
  /^(?:https?:)?\/\//.test(imageFile) ? imageFile : `${imageBase}${imageFile}`;

/** The basket's live totals: lines of products still sold, at today's prices. */
export async function basketTotals(
  db: Db | Tx,
  memberId: number,
  clusterId: number,
): Promise<{ totalBasketQty: number; totalBasketPrice: number }> {
  const { totalBasketQty, totalBasketPrice } = await basketAndBalance(db, memberId, clusterId);
  return { totalBasketQty, totalBasketPrice };
}

/** The basket's live totals and the member's redeemable points, in one statement. */
export async function basketAndBalance(
  db: Db | Tx,
  memberId: number,
  clusterId: number,
): Promise<{ totalBasketQty: number; totalBasketPrice: number; pointsAvailable: number }> {
  // Raw SQL for one round trip per categorylist answer (`bench:server`, BENCH_ONLY=shop).
  const row = await firstRowOf<{
    qty: number | string;
    price: number | string;
    points: number | null;
  }>(
    db,
    sql`select coalesce(sum(b.qty), 0)::integer as qty,
               coalesce(sum(b.qty * p.price), 0)::bigint as price,
               (select balance from ${accounts} where member_id = ${memberId} and kind = ${accountKind.redeemable}) as points
        from ${basketLines} b join ${products} p on p.id = b.product_id
        where b.member_id = ${memberId} and p.active and p.no_basket = 'Y' and p.cluster_id = ${clusterId}`,
  );
  return {
    totalBasketQty: Number(row?.qty ?? 0),
    totalBasketPrice: Number(row?.price ?? 0),
    pointsAvailable: Number(row?.points ?? 0),
  };
}

export async function categoryRows(db: Db | Tx, clusterId: number) {
  return db
    .select({
      cat1: shopCategories.cat1,
      cat2: shopCategories.cat2,
      cat3: shopCategories.cat3,
      prodCat3Id: shopCategories.id,
    })
    .from(shopCategories)
    .where(eq(shopCategories.clusterId, clusterId))
    .orderBy(asc(shopCategories.sortOrder), asc(shopCategories.id));
}

export const productColumns = {
  productId: products.id,
  imageFile: products.imageFile,
  description: products.description,
  brand: products.brand,
  model: products.model,
  fAB: products.fab,
  displayPrice: products.price,
  priceDescription: products.priceDescription,
  noBasket: products.noBasket,
};

export async function productsOfCategory(
  db: Db | Tx,
  clusterId: number,
  categoryId: number,
  imageBase: string,
) {
  const [category] = await db
    .select({ cat3: shopCategories.cat3 })
    .from(shopCategories)
    .where(and(eq(shopCategories.id, categoryId), eq(shopCategories.clusterId, clusterId)))
    .limit(1);
  if (!category) throw notFound(shopMessages.categoryNotFound);
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.categoryId, categoryId), eq(products.active, true)))
    .orderBy(asc(products.sortOrder), asc(products.id));
  return {
    catName: category.cat3,
    products: rows.map((p) => ({ ...p, imageFile: productImageUrl(p.imageFile, imageBase) })),
  };
}
