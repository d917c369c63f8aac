import type { BasketItem } from '@plaudit/api/contract';
import { shopMessages } from '@plaudit/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { firstRowOf } from '../db/rows.ts';
import { basketLines, products } from '../db/schema.ts';
import { invalid, notFound } from '../refusals.ts';
import { maxLineQty, productColumns, productImageUrl, type ShopMember } from './catalogue.ts';

/** A basket line with its product as it is today. */
export interface LiveLine {
  shopBasketId: number;
  productId: number;
  qty: number;
  basketPrice: number;
  price: number;
  code: string;
  description: string;
  /** Still sold to this member: active, not phone-only, in the member's cluster. */
  live: boolean;
}

const lineColumns = {
  shopBasketId: basketLines.id,
  qty: basketLines.qty,
  basketPrice: basketLines.basketPrice,
  clusterId: products.clusterId,
  active: products.active,
  code: products.code,
  ...productColumns,
};

/** The member's basket lines, oldest first; `lock` holds them (and their order) for a checkout. */
async function linesOf(tx: Db | Tx, member: ShopMember, lock = false) {
  const query = tx
    .select(lineColumns)
    .from(basketLines)
    .innerJoin(products, eq(products.id, basketLines.productId))
    .where(eq(basketLines.memberId, member.id))
    .orderBy(asc(basketLines.id));
  const rows = lock ? await query.for('update', { of: basketLines }) : await query;
  return rows.map((row) => ({
    ...row,
    live: row.active && row.noBasket === 'Y' && row.clusterId === member.clusterId,
  }));
}

/** The basket lines as placeOrder needs them, locked until its transaction ends. */
export async function lockedLines(tx: Tx, member: ShopMember): Promise<LiveLine[]> {
  const rows = await linesOf(tx, member, true);
  return rows.map((r) => ({
    shopBasketId: r.shopBasketId,
    productId: r.productId,
    qty: r.qty,
    basketPrice: r.basketPrice,
    price: r.displayPrice,
    code: r.code,
    description: r.description,
    live: r.live,
  }));
}

/**
 * Reads the basket as the member sees it (SPEC §4 "Basket item status"): a line of a product no longer sold
 * is reported DELETED and removed; a line whose price went up is CHANGED, down DECREASED; then every line
 * carries today's price, so each warning is given once.
 */
export async function readBasket(
  tx: Tx,
  member: ShopMember,
  imageBase: string,
): Promise<{ totalBasketQty: number; totalBasketPrice: number; basket: BasketItem[] }> {
  const rows = await linesOf(tx, member);
  const basket: BasketItem[] = rows.map((r) => {
    const status: BasketItem['BasketItemStatus'] = !r.live
      ? 'DELETED'
      : r.displayPrice > r.basketPrice
        ? 'CHANGED'
        : r.displayPrice < r.basketPrice
          ? 'DECREASED'
          : '';
    return {
      productId: r.productId,
      imageFile: productImageUrl(r.imageFile, imageBase),
      description: r.description,
      brand: r.brand,
      model: r.model,
      fAB: r.fAB,
      displayPrice: r.displayPrice,
      priceDescription: r.priceDescription,
      noBasket: r.noBasket,
      shopBasketId: r.shopBasketId,
      qty: r.qty,
      basketPrice: r.basketPrice,
      itemTotal: status === 'DELETED' ? 0 : r.qty * r.displayPrice,
      BasketItemStatus: status,
    };
  });
  const gone = rows.filter((r) => !r.live).map((r) => r.shopBasketId);
  if (gone.length > 0) await tx.delete(basketLines).where(inArray(basketLines.id, gone));
  const repriced = rows.filter((r) => r.live && r.displayPrice !== r.basketPrice);
  for (const r of repriced)
    await tx
      .update(basketLines)
      .set({ basketPrice: r.displayPrice })
      .where(eq(basketLines.id, r.shopBasketId));
  const live = basket.filter((b) => b.BasketItemStatus !== 'DELETED');
  return {
    basket,
    totalBasketQty: live.reduce((n, b) => n + b.qty, 0),
    totalBasketPrice: live.reduce((n, b) => n + b.itemTotal, 0),
  };
}

/**
 * Adds one of a product: a new line at today's price, or one more on the line the basket has. One
 * statement reads the product, writes the line and gives the basket's totals after it (those before it,
 * from the statement's snapshot, and one more of the product when it was added), so an add is one round trip.
 */
export async function addToBasket(
  tx: Db | Tx,
  member: ShopMember,
  productId: number,
  now: Date,
  imageBase: string,
) {
  // Raw SQL for one round trip per add: addtobasket and placeOrder in `bench:server` (BENCH_ONLY=shop).
  const row = await firstRowOf<{
    productId: number;
    imageFile: string;
    description: string;
    brand: string;
    model: string;
    fAB: string;
    displayPrice: number;
    priceDescription: string;
    noBasket: 'Y' | 'N';
    clusterId: number;
    active: boolean;
    added: boolean;
    beforeQty: number | string;
    beforePrice: number | string;
  }>(
    tx,
    sql`
    with p as (
      select id, image_file, description, brand, model, fab, price, price_description, no_basket,
             cluster_id, active
      from ${products} where id = ${productId}),
    added as (
      insert into ${basketLines} (member_id, product_id, qty, basket_price, created_at)
      select ${member.id}, p.id, 1, p.price, ${now} from p
      where p.active and p.cluster_id = ${member.clusterId} and p.no_basket = 'Y'
      on conflict (member_id, product_id) do update set qty = ${basketLines}.qty + 1
        where ${basketLines}.qty < ${maxLineQty}
      returning id),
    before as (
      select coalesce(sum(b.qty), 0)::integer as qty, coalesce(sum(b.qty * bp.price), 0)::bigint as price
      from ${basketLines} b join ${products} bp on bp.id = b.product_id
      where b.member_id = ${member.id} and bp.active and bp.no_basket = 'Y'
        and bp.cluster_id = ${member.clusterId})
    select p.id as "productId", p.image_file as "imageFile", p.description, p.brand, p.model,
           p.fab as "fAB", p.price as "displayPrice", p.price_description as "priceDescription",
           p.no_basket as "noBasket", p.cluster_id as "clusterId", p.active,
           exists (select 1 from added) as added, before.qty as "beforeQty", before.price as "beforePrice"
    from p, before`,
  );
  if (!row || !row.active || row.clusterId !== member.clusterId)
    throw notFound(shopMessages.productUnavailable);
  if (row.noBasket !== 'Y') throw invalid(shopMessages.callToOrder);
  if (!row.added) throw invalid(shopMessages.qtyLimit(maxLineQty));
  const { clusterId: _c, active: _a, added: _d, beforeQty, beforePrice, ...wire } = row;
  return {
    product: { ...wire, imageFile: productImageUrl(wire.imageFile, imageBase) },
    totalBasketQty: Number(beforeQty) + 1,
    totalBasketPrice: Number(beforePrice) + row.displayPrice,
  };
}

/** add, decrease (a line of one is removed) or delete one of the member's own lines. */
export async function changeBasketQty(
  tx: Tx,
  member: ShopMember,
  action: 'add' | 'decrease' | 'delete',
  shopBasketId: number,
): Promise<void> {
  const own = and(eq(basketLines.id, shopBasketId), eq(basketLines.memberId, member.id));
  const [line] = await tx
    .select({ qty: basketLines.qty })
    .from(basketLines)
    .where(own)
    .for('update')
    .limit(1);
  if (!line) throw notFound(shopMessages.basketLineNotFound);
  if (action === 'delete' || (action === 'decrease' && line.qty <= 1)) {
    await tx.delete(basketLines).where(own);
  } else if (action === 'decrease') {
    await tx
      .update(basketLines)
      .set({ qty: line.qty - 1 })
      .where(own);
  } else {
    if (line.qty >= maxLineQty) throw invalid(shopMessages.qtyLimit(maxLineQty));
    await tx
      .update(basketLines)
      .set({ qty: line.qty + 1 })
      .where(own);
  }
}
