import { createHash } from 'node:crypto';
import type { Tx } from '../db/client.ts';
import { products, promoCodes, shopCategories, voucherCodes } from '../db/schema.ts';

/**
 * The demo shop the README and outside checks rely on: South Africa's three-level catalogue of
 * retail vouchers and pet-care goods, with a phone-only product, products a new member can afford, codes
 * for all but one product, and the promo codes PAWS10 (valid) and SPRING2020 (expired); Namibia's own.
 */

interface DemoProduct {
  code: string;
  description: string;
  brand: string;
  /** Minor units of the cluster's currency. */
  price: number;
  fab: string;
  noBasket?: 'N';
  /** Voucher codes in stock; 0 leaves its order lines pending. @default 60 */
  codes?: number;
}

type DemoTree = [cat1: string, cat2: string, cat3: string, items: DemoProduct[]][];

const voucher = (
  code: string,
  brand: string,
  rand: number,
  use: string,
  extra: Partial<DemoProduct> = {},
): DemoProduct => ({
  code,
  description: `${brand} R${rand} voucher`,
  brand,
  price: rand * 100,
  fab: `~(p~)${use}~(/p~)~(ul~)~(li~)Valid for 3 years~(/li~)~(li~)Sent to your phone by SMS~(/li~)~(/ul~)`,
  ...extra,
});

const southAfrica: DemoTree = [
  [
    'Vouchers',
    'Groceries',
    'Supermarkets',
    [
      voucher('CHK-100', 'Checkers', 100, 'Spend at any Checkers or Checkers Hyper.'),
      voucher('CHK-250', 'Checkers', 250, 'Spend at any Checkers or Checkers Hyper.'),
      voucher('PNP-150', 'Pick n Pay', 150, 'Spend at Pick n Pay stores and online.'),
      voucher('WWF-250', 'Woolworths Food', 250, 'Spend at Woolworths Food.', { codes: 0 }),
    ],
  ],
  [
    'Vouchers',
    'Fashion',
    'Clothing',
    [
      voucher('MRP-200', 'Mr Price', 200, 'Spend at Mr Price, Mr Price Home and Mr Price Sport.'),
      voucher('COT-300', 'Cotton On', 300, 'Spend at Cotton On stores.'),
    ],
  ],
  [
    'Vouchers',
    'Dining',
    'Restaurants',
    [
      voucher('SPR-150', 'Spur', 150, 'Spend at any Spur Steak Ranch.'),
      voucher('SPR-1500', 'Spur', 1500, 'A family celebration at Spur for up to ten people.', {
        description: 'Spur party voucher R1500',
        noBasket: 'N',
      }),
    ],
  ],
  [
    'Pet Care',
    'Dogs',
    'Food and treats',
    [
      {
        code: 'PET-DT-01',
        description: 'Chewy dog treats, 500 g',
        brand: 'Paws Pantry',
        price: 8999,
        fab: '~(p~)Natural beef-hide chews that keep teeth clean.~(/p~)',
      },
      {
        code: 'PET-DF-08',
        description: 'Adult dog food, 8 kg',
        brand: 'Paws Pantry',
        price: 42900,
        fab: '~(p~)Complete nutrition for adult dogs, with ~(strong~)chicken~(/strong~) as the first ingredient.~(/p~)',
      },
    ],
  ],
  [
    'Pet Care',
    'Dogs',
    'Walking',
    [
      {
        code: 'PET-LD-01',
        description: 'Reflective dog lead, 1.5 m',
        brand: 'Trail Tails',
        price: 19950,
        fab: '~(p~)Padded handle, reflective stitching for evening walks.~(/p~)',
      },
      {
        code: 'PET-HN-01',
        description: 'No-pull harness, medium',
        brand: 'Trail Tails',
        price: 34900,
        fab: '~(p~)Front clip that gently discourages pulling.~(/p~)',
      },
    ],
  ],
  [
    'Pet Care',
    'Cats',
    'Food and treats',
    [
      {
        code: 'PET-CF-02',
        description: 'Indoor cat food, 2 kg',
        brand: 'Whisker Works',
        price: 14950,
        fab: '~(p~)For indoor cats: fewer calories, hairball care.~(/p~)',
      },
      {
        code: 'PET-CT-01',
        description: 'Catnip toy trio',
        brand: 'Whisker Works',
        price: 7500,
        fab: '~(p~)Three hand-stitched toys filled with organic catnip.~(/p~)',
      },
    ],
  ],
  [
    'Pet Care',
    'Grooming',
    'Brushes and shampoo',
    [
      {
        code: 'PET-GB-01',
        description: 'Deshedding brush',
        brand: 'Groom Room',
        price: 22500,
        fab: '~(p~)Removes loose undercoat in minutes.~(/p~)',
      },
      {
        code: 'PET-GS-01',
        description: 'Oatmeal pet shampoo, 500 ml',
        brand: 'Groom Room',
        price: 11900,
        fab: '~(p~)Soothing oatmeal for sensitive skin.~(/p~)',
      },
    ],
  ],
  [
    'Airtime and Data',
    'Mobile',
    'Airtime',
    [
      voucher('VOD-AIR-29', 'Vodacom', 29, 'Vodacom prepaid airtime.', {
        description: 'Vodacom R29 airtime',
      }),
      voucher('MTN-AIR-50', 'MTN', 50, 'MTN prepaid airtime.', { description: 'MTN R50 airtime' }),
      voucher('CLM-AIR-100', 'Cell C', 100, 'Cell C prepaid airtime.', {
        description: 'Cell C R100 airtime',
      }),
    ],
  ],
  [
    'Airtime and Data',
    'Mobile',
    'Data bundles',
    [
      voucher('VOD-DAT-1G', 'Vodacom', 99, 'A 1 GB data bundle, valid 30 days.', {
        description: 'Vodacom 1 GB data',
      }),
      voucher('MTN-DAT-2G', 'MTN', 149, 'A 2 GB data bundle, valid 30 days.', {
        description: 'MTN 2 GB data',
      }),
    ],
  ],
  [
    'Airtime and Data',
    'Entertainment',
    'Cinema',
    [
      voucher('STK-2D', 'Ster-Kinekor', 180, 'Two 2D cinema tickets at any Ster-Kinekor.', {
        description: 'Ster-Kinekor movie for two',
      }),
    ],
  ],
];

const namibia: DemoTree = [
  [
    'Vouchers',
    'Groceries',
    'Supermarkets',
    [
      {
        ...voucher('NA-SHP-100', 'Shoprite', 100, 'Spend at any Shoprite in Namibia.'),
        description: 'Shoprite N$100 voucher',
        price: 10000,
      },
      {
        ...voucher('NA-WBK-250', 'Woermann Brock', 250, 'Spend at Woermann Brock stores.'),
        description: 'Woermann Brock N$250 voucher',
        price: 25000,
      },
    ],
  ],
  [
    'Pet Care',
    'Dogs',
    'Food and treats',
    [
      {
        code: 'NA-PET-DT-01',
        description: 'Chewy dog treats, 500 g',
        brand: 'Paws Pantry',
        price: 9450,
        fab: '~(p~)Natural beef-hide chews that keep teeth clean.~(/p~)',
      },
    ],
  ],
  [
    'Airtime and Data',
    'Mobile',
    'Airtime',
    [
      {
        ...voucher('NA-MTC-50', 'MTC', 50, 'MTC prepaid airtime.'),
        description: 'MTC N$50 airtime',
        price: 5000,
      },
    ],
  ],
];

/** A believable voucher code: the product's prefix and twelve characters derived from it. */
export function demoVoucherCode(productCode: string, n: number): string {
  const digest = createHash('sha256').update(`${productCode}:${n}`).digest('hex').toUpperCase();
  return `${productCode.replace(/[^A-Z0-9]/g, '').slice(0, 4)}-${digest.slice(0, 4)}-${digest.slice(4, 8)}-${digest.slice(8, 12)}`;
}

const imageFileOf = (code: string) => `${code.toLowerCase()}.svg`;

async function seedCluster(tx: Tx, clusterId: number, tree: DemoTree, now: Date): Promise<void> {
  const cats = await tx
    .insert(shopCategories)
    .values(tree.map(([cat1, cat2, cat3], i) => ({ clusterId, cat1, cat2, cat3, sortOrder: i })))
    .returning({ id: shopCategories.id });
  const items = tree.flatMap(([, , , list], i) =>
    list.map((p, j) => ({ p, categoryId: cats[i]?.id ?? 0, sortOrder: j })),
  );
  const rows = await tx
    .insert(products)
    .values(
      items.map(({ p, categoryId, sortOrder }) => ({
        clusterId,
        categoryId,
        code: p.code,
        description: p.description,
        brand: p.brand,
        model: p.code,
        fab: p.fab,
        price: p.price,
        priceDescription: '',
        noBasket: p.noBasket ?? ('Y' as const),
        imageFile: imageFileOf(p.code),
        sortOrder,
      })),
    )
    .returning({ id: products.id });
  const codes = items.flatMap(({ p }, i) =>
    p.noBasket === 'N'
      ? []
      : Array.from({ length: p.codes ?? 60 }, (_, n) => ({
          productId: rows[i]?.id ?? 0,
          code: demoVoucherCode(p.code, n),
          importedAt: now,
        })),
  );
  for (let i = 0; i < codes.length; i += 500)
    await tx.insert(voucherCodes).values(codes.slice(i, i + 500));
}

const day = 86_400_000;

/** Seeds both clusters' shops and the promo codes. */
export async function seedDemoShop(
  tx: Tx,
  clusterIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const za = clusterIds.get('ZA');
  const na = clusterIds.get('NA');
  if (za !== undefined) await seedCluster(tx, za, southAfrica, now);
  if (na !== undefined) await seedCluster(tx, na, namibia, now);
  await tx.insert(promoCodes).values([
    {
      clusterId: null,
      code: 'PAWS10',
      kind: 'percent',
      amount: 10,
      validFrom: new Date(now.getTime() - 30 * day),
      validTo: new Date(now.getTime() + 365 * day),
    },
    {
      clusterId: null,
      code: 'SPRING2020',
      kind: 'percent',
      amount: 20,
      validFrom: new Date('2020-09-01T00:00:00Z'),
      validTo: new Date('2020-11-30T21:59:59Z'),
    },
  ]);
}
