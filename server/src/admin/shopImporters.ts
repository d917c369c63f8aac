import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkPromoCode, importMessages, storedIntegerMax } from '@plaudit/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../db/client.ts';
import {
  clusters,
  productImages,
  products,
  promoCodes,
  shopCategories,
  type PromoKind,
} from '../db/schema.ts';
import { programmeTimeZone } from '../settings.ts';
import { applyByKey, type Existing, type Importer, type RowOutcome } from './framework.ts';
import { wholeNumber, yesNo } from './cells.ts';

// categories ----------------------------------------------------------------------------------------

interface ClusterInfo {
  id: number;
  currencyDecimalPlaces: number;
}

const clusterInfo = async (db: Db | Tx): Promise<Map<string, ClusterInfo>> => {
  const rows = await db
    .select({
      id: clusters.id,
      code: clusters.code,
      currencyDecimalPlaces: clusters.currencyDecimalPlaces,
    })
    .from(clusters);
  return new Map(rows.map((r) => [r.code, r]));
};

interface CategoryRow {
  clusterId: number;
  cat1: string;
  cat2: string;
  cat3: string;
  sortOrder: number;
}

/** A category leaf by its three names within its cluster (cluster id, then the names). */
const categoryKey = (clusterId: number, cat1: string, cat2: string, cat3: string) =>
  JSON.stringify([clusterId, cat1, cat2, cat3]);

const loadCategories = async (db: Db | Tx): Promise<Existing<CategoryRow>> => {
  const rows = await db.select().from(shopCategories);
  return new Map(rows.map((r) => [categoryKey(r.clusterId, r.cat1, r.cat2, r.cat3), r]));
};

/** An optional whole number cell: the known value, or the default, when empty. */
const orderCell = (text: string | undefined, known: number | undefined) =>
  text ? wholeNumber(text) : (known ?? 0);

/**
 * The shop's three-level category tree, a leaf per row, found by its names within the cluster; only its
 * place in the list (sortOrder) changes on a later import.
 */
export const categoryImporter: Importer<
  CategoryRow,
  { clusters: Map<string, ClusterInfo>; categories: Existing<CategoryRow> }
> = {
  name: 'categories',
  required: ['clusterCode', 'cat1', 'cat2', 'cat3'],
  keyColumns: ['clusterCode', 'cat1', 'cat2', 'cat3'],
  optional: ['sortOrder'],
  async lookup(db) {
    const [c, categories] = await Promise.all([clusterInfo(db), loadCategories(db)]);
    return { clusters: c, categories };
  },
  parse(r, lookup) {
    const cluster = lookup.clusters.get(r.clusterCode ?? '');
    if (!cluster) return `cluster ${r.clusterCode ?? ''} does not exist`;
    const [cat1, cat2, cat3] = [r.cat1 ?? '', r.cat2 ?? '', r.cat3 ?? ''];
    if (!cat1 || !cat2 || !cat3) return 'cat1, cat2 and cat3 are required';
    if ([cat1, cat2, cat3].some((c) => c.length > 60)) return 'a category name is longer than 60';
    const key = categoryKey(cluster.id, cat1, cat2, cat3);
    const sortOrder = orderCell(r.sortOrder, lookup.categories.get(key)?.sortOrder);
    if (sortOrder === undefined) return 'sortOrder must be a whole number';
    return {
      key: `${r.clusterCode ?? ''}/${cat1}/${cat2}/${cat3}`,
      value: { clusterId: cluster.id, cat1, cat2, cat3, sortOrder },
    };
  },
  apply: (tx, rows, { categories }) =>
    applyByKey(
      rows.map((r) => ({
        ...r,
        key: categoryKey(r.value.clusterId, r.value.cat1, r.value.cat2, r.value.cat3),
      })),
      categories,
      {
        insert: (values) => tx.insert(shopCategories).values(values),
        update: (id, value) =>
          tx.update(shopCategories).set(value).where(eq(shopCategories.id, id)),
      },
    ).then((outcomes) => outcomes.map((o, i) => ({ ...o, key: rows[i]?.key ?? o.key }))),
};

// products ------------------------------------------------------------------------------------------

/** Product images are made this size (SPEC §9: served at 100 by 100). */
export const productImageSize = 100;

interface ProductRow {
  clusterId: number;
  categoryId: number;
  code: string;
  description: string;
  brand: string;
  model: string;
  fab: string;
  price: number;
  priceDescription: string;
  noBasket: 'Y' | 'N';
  imageFile: string;
  active: boolean;
  sortOrder: number;
}

interface ProductParsed {
  row: ProductRow;
  /** A file in the images folder to make the product's image of. */
  imagePath?: string;
  clusterCode: string;
}

interface ProductLookup {
  clusters: Map<string, ClusterInfo>;
  categories: Existing<CategoryRow>;
  products: Existing<ProductRow>;
}

/** An amount in a currency ('250', '12.50') in its minor units, or undefined. */
function minorUnits(text: string | undefined, decimals: number): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec((text ?? '').trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}

const fileSafe = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The 100 × 100 WebP of an image file (the whole picture, on a transparent square), or why not. */
async function productImage(path: string): Promise<Buffer | string> {
  try {
    return await sharp(readFileSync(path), { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(productImageSize, productImageSize, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return `${path} is not an image`;
  }
}

/**
 * Products by code within their cluster, each in a category leaf imported before (import-categories).
 * `image` names a file in the images folder (made 100 × 100 and served by the portal) or is a full URL (a
 * content delivery host). An empty optional cell keeps a known product's value and gives a new one the
 * default.
 */
export function productImporter(imagesFolder: string): Importer<ProductParsed, ProductLookup> {
  const folder = resolve(imagesFolder);
  return {
    name: 'products',
    required: ['clusterCode', 'code', 'cat1', 'cat2', 'cat3', 'description', 'brand', 'price'],
    keyColumns: ['clusterCode', 'code'],
    optional: ['model', 'fab', 'priceDescription', 'noBasket', 'image', 'active', 'sortOrder'],
    batchSize: 200,
    async lookup(db) {
      const [c, categories, known] = await Promise.all([
        clusterInfo(db),
        loadCategories(db),
        db
          .select({ p: products, clusterCode: clusters.code })
          .from(products)
          .innerJoin(clusters, eq(clusters.id, products.clusterId)),
      ]);
      return {
        clusters: c,
        categories,
        products: new Map(known.map(({ p, clusterCode }) => [`${clusterCode}/${p.code}`, p])),
      };
    },
    parse(r, lookup) {
      const clusterCode = r.clusterCode ?? '';
      const cluster = lookup.clusters.get(clusterCode);
      if (!cluster) return `cluster ${clusterCode} does not exist`;
      const code = r.code ?? '';
      if (!/^[A-Za-z0-9-]{1,40}$/.test(code)) return 'code must be 1–40 letters, digits or dashes';
      const category = lookup.categories.get(
        categoryKey(cluster.id, r.cat1 ?? '', r.cat2 ?? '', r.cat3 ?? ''),
      );
      if (!category)
        return `no category ${r.cat1 ?? ''} / ${r.cat2 ?? ''} / ${r.cat3 ?? ''} in ${clusterCode} (import-categories first)`;
      const known = lookup.products.get(`${clusterCode}/${code}`);
      if (!r.description || r.description.length > 200)
        return 'description must be 1–200 characters';
      if (!r.brand || r.brand.length > 100) return 'brand must be 1–100 characters';
      const price = minorUnits(r.price, cluster.currencyDecimalPlaces);
      if (price === undefined || price <= 0)
        return `price ${r.price ?? ''} must be an amount above 0 with at most ${cluster.currencyDecimalPlaces} decimals`;
      if (price > storedIntegerMax) return importMessages.amountTooLarge('price', r.price ?? '');
      const noBasket = yesNo(r.noBasket || (known?.noBasket ?? 'Y'));
      const active = yesNo(r.active || (known ? (known.active ? 'Y' : 'N') : 'Y'));
      if (noBasket === undefined) return 'noBasket must be Y (in the basket) or N (by phone only)';
      if (active === undefined) return 'active must be Y or N';
      const sortOrder = orderCell(r.sortOrder, known?.sortOrder);
      if (sortOrder === undefined) return 'sortOrder must be a whole number';
      const image = r.image ?? '';
      let imagePath: string | undefined;
      let imageFile = known?.imageFile ?? `${fileSafe(`${clusterCode}-${code}`)}.svg`;
      if (/^https?:\/\//.test(image)) imageFile = image;
      else if (image) {
        if (image.includes('/') || image.includes('\\') || image.startsWith('.'))
          return `image ${image} must be a file name in the images folder`;
        imagePath = join(folder, image);
        if (!existsSync(imagePath)) return `image ${image} is not in ${folder}`;
      }
      return {
        key: `${clusterCode}/${code}`,
        value: {
          clusterCode,
          imagePath,
          row: {
            clusterId: cluster.id,
            categoryId: category.id,
            code,
            description: r.description,
            brand: r.brand,
            model: r.model || (known?.model ?? code),
            fab: r.fab || (known?.fab ?? ''),
            price,
            priceDescription: r.priceDescription || (known?.priceDescription ?? ''),
            noBasket: noBasket ? 'Y' : 'N',
            imageFile,
            active,
            sortOrder,
          },
        },
      };
    },
    async apply(tx, rows, lookup, { now }) {
      const refused: RowOutcome[] = [];
      const ready: { row: number; key: string; value: ProductRow }[] = [];
      for (const { row, key, value } of rows) {
        if (!value.imagePath) {
          ready.push({ row, key, value: value.row });
          continue;
        }
        const bytes = await productImage(value.imagePath);
        if (typeof bytes === 'string') {
          refused.push({ row, key, status: 'refused', detail: bytes });
          continue;
        }
        const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
        const file = `${fileSafe(`${value.clusterCode}-${value.row.code}`)}-${digest}.webp`;
        await tx
          .insert(productImages)
          .values({ file, contentType: 'image/webp', bytes, importedAt: now })
          .onConflictDoNothing();
        ready.push({ row, key, value: { ...value.row, imageFile: file } });
      }
      const outcomes = await applyByKey(ready, lookup.products, {
        insert: (values) => tx.insert(products).values(values),
        update: (id, value) => tx.update(products).set(value).where(eq(products.id, id)),
      });
      return [...outcomes, ...refused];
    },
  };
}

// promo codes ---------------------------------------------------------------------------------------

interface PromoRow {
  clusterId: number | null;
  code: string;
  kind: PromoKind;
  amount: number;
  validFrom: Date;
  validTo: Date;
  totalLimit: number | null;
  perMemberLimit: number | null;
}

/**
 * Promo codes by code (upper case): a percentage (1–100) off, or a fixed amount in a cluster's currency;
 * valid from the first instant of validFrom to the last of validTo (days in the programme's time zone);
 * optional limits on all uses and on each member's. Its use count stays as it is on a later import.
 */
export const promoCodeImporter: Importer<
  PromoRow,
  { clusters: Map<string, ClusterInfo>; promos: Existing<PromoRow> }
> = {
  name: 'promo-codes',
  required: ['code', 'kind', 'amount', 'validFrom', 'validTo'],
  keyColumns: ['code'],
  optional: ['clusterCode', 'totalLimit', 'perMemberLimit'],
  async lookup(db) {
    const [c, known] = await Promise.all([clusterInfo(db), db.select().from(promoCodes)]);
    return { clusters: c, promos: new Map(known.map((p) => [p.code, p])) };
  },
  parse(r, lookup) {
    const checked = checkPromoCode(
      {
        code: r.code ?? '',
        kind: r.kind ?? '',
        amount: r.amount ?? '',
        validFrom: r.validFrom ?? '',
        validTo: r.validTo ?? '',
        clusterCode: r.clusterCode ?? '',
        totalLimit: r.totalLimit ?? '',
        perMemberLimit: r.perMemberLimit ?? '',
      },
      (code) => lookup.clusters.get(code)?.currencyDecimalPlaces,
      programmeTimeZone,
    );
    if (!checked.ok) return checked.message;
    if (checked.value.amount > storedIntegerMax)
      return importMessages.amountTooLarge('amount', r.amount ?? '');
    const { clusterCode, ...value } = checked.value;
    return {
      key: value.code,
      value: {
        ...value,
        clusterId: clusterCode === null ? null : (lookup.clusters.get(clusterCode)?.id ?? null),
      },
    };
  },
  apply: (tx, rows, { promos }) =>
    applyByKey(rows, promos, {
      insert: (values) => tx.insert(promoCodes).values(values),
      update: (id, value) => tx.update(promoCodes).set(value).where(eq(promoCodes.id, id)),
    }),
};
