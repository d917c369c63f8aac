import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, gte, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  members,
  orderLines,
  outbox,
  productImages,
  products,
  promoCodes,
  shopCategories,
} from '../src/db/schema.ts';
import { checkLedger } from '../src/ledger/ledger.ts';
import {
  demo,
  login,
  post,
  runCli,
  startOfTests,
  testDatabases,
  useTestServer,
  type TestServer,
} from './harness.ts';

const folder = mkdtempSync(join(tmpdir(), 'plaudit-admin-'));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

const admin = (server: TestServer, ...args: string[]) => runCli(server, args);

const memberCount = async (server: TestServer) => {
  const rows = await server.db.execute(sql`select count(*)::int as n from members`);
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
};

const newMembers = file(
  'members.csv',
  [
    'cellNum,firstname,surname,email,divisionCode,isManager,isAdminReports,dOBdd,dOBmm',
    '082 555 0101,Naledi,Mahlangu,naledi@example.com,ZA-JHB-PAWS,Y,N,14,3',
    '0825550102,Johan,"O\'Reilly, Jr",,ZA-JHB-PAWS,N,N,29,2',
  ].join('\r\n'),
);
const brokenMembers = file(
  'broken.csv',
  [
    'cellNum,firstname,surname,divisionCode',
    '0825550103,Zola,Dube,ZA-JHB-PAWS',
    '0825550104,Ama,Nkosi,NO-SUCH-STORE',
    '12,Thabo,Mbeki,ZA-JHB-PAWS',
  ].join('\n'),
);

for (const kind of testDatabases) {
  describe(`the admin command line on ${kind}`, () => {
    const server = useTestServer(kind);

    it('has help for every command', async () => {
      const { text } = await admin(server, '--help');
      for (const command of [
        'import-clusters',
        'import-divisions',
        'import-members',
        'import-budgets',
        'import-recommendations',
        'adjust',
        'statement',
        'check-ledger',
        'run-jobs',
        'import-categories',
        'import-products',
        'import-promo-codes',
        'import-voucher-codes',
      ])
        expect(text).toContain(command);
      const one = await admin(server, 'import-members', '--help');
      expect(one.text).toContain('--dry-run');
      expect(one.text).toContain('--partial');
      expect(one.text.replace(/\s+/g, ' ')).toContain('cellNum, firstname, surname, divisionCode');
      const productsHelp = await admin(server, 'import-products', '--help');
      expect(productsHelp.text).toContain('--images <folder>');
      expect(productsHelp.text.replace(/\s+/g, ' ')).toContain(
        'clusterCode, code, cat1, cat2, cat3, description, brand, price, [model',
      );
    });

    it('pre-loads members once (a second import changes nothing), and a pre-loaded member can register', async () => {
      const before = await memberCount(server);
      const first = await admin(server, 'import-members', newMembers);
      expect(first.code, first.text).toBe(0);
      expect(first.text).toContain('line 2: added +27825550101');
      expect(first.text).toContain('members: 2 added, 0 updated, 0 unchanged, 0 refused. Written.');
      expect(await memberCount(server)).toBe(before + 2);
      const second = await admin(server, 'import-members', newMembers);
      expect(second.text).toContain(
        'members: 0 added, 0 updated, 2 unchanged, 0 refused. Written.',
      );
      expect(await memberCount(server)).toBe(before + 2);
      const [naledi] = await server.db
        .select()
        .from(members)
        .where(eq(members.cellE164, '+27825550101'));
      expect(naledi).toMatchObject({
        cellNational: '0825550101',
        isManager: true,
        registeredAt: null,
        dobDd: '14',
      });
      const challenge = await post(server.app, '/api/member/sendcell2factorsms', {
        cellNum: '0825550101',
      });
      expect(challenge.statusCode, challenge.body).toBe(200);
    });

    it('writes nothing from a file with a refused row unless --partial, and nothing on a dry run', async () => {
      const before = await memberCount(server);
      const all = await admin(server, 'import-members', brokenMembers);
      expect(all.code).toBe(1);
      expect(all.text).toContain('line 3: refused: division NO-SUCH-STORE does not exist');
      expect(all.text).toContain('line 4: refused: cellNum 12 is not a valid number in ZA');
      expect(all.text).toContain('Nothing was written');
      expect(await memberCount(server)).toBe(before);
      const dry = await admin(server, 'import-members', '--dry-run', '--partial', brokenMembers);
      expect(dry.text).toContain('1 added');
      expect(dry.text).toContain('Dry run: nothing was written.');
      expect(await memberCount(server)).toBe(before);
      const partial = await admin(server, 'import-members', '--partial', brokenMembers);
      expect(partial.text).toContain(
        'members: 1 added, 0 updated, 0 unchanged, 2 refused. Written.',
      );
      expect(await memberCount(server)).toBe(before + 1);
    });

    it('refuses a file without a required column', async () => {
      const result = await admin(
        server,
        'import-members',
        file('nocell.csv', 'firstname,surname\nA,B'),
      );
      expect(result.code).toBe(1);
      expect(result.text).toContain('The file lacks the columns cellNum, divisionCode.');
    });

    it('grants budgets through the ledger once per reference, to managers only', async () => {
      const budgets = file(
        'budgets.csv',
        [
          'reference,cellNum,points,description',
          `Q4-PIETER,${demo.manager},3000,Recognition budget for the fourth quarter`,
          `Q4-LERATO,${demo.member},3000,Not a manager`,
        ].join('\n'),
      );
      const refused = await admin(server, 'import-budgets', budgets);
      expect(refused.text).toContain(`line 3: refused: ${demo.member} is not a manager`);
      const manager = await server.db
        .select({ balance: accounts.balance })
        .from(accounts)
        .innerJoin(members, eq(members.id, accounts.memberId))
        .where(sql`${members.cellNational} = ${demo.manager} and ${accounts.kind} = 'management'`);
      const start = manager[0]?.balance ?? 0;
      const partial = await admin(server, 'import-budgets', '--partial', budgets);
      expect(partial.text).toContain('line 2: added Q4-PIETER (3000 points)');
      const again = await admin(server, 'import-budgets', '--partial', budgets);
      expect(again.text).toContain('line 2: unchanged Q4-PIETER');
      const after = await server.db
        .select({ balance: accounts.balance })
        .from(accounts)
        .innerJoin(members, eq(members.id, accounts.memberId))
        .where(sql`${members.cellNational} = ${demo.manager} and ${accounts.kind} = 'management'`);
      expect(after[0]?.balance).toBe(start + 3000);
      const check = await admin(server, 'check-ledger');
      expect(check).toEqual({ text: 'The ledger is consistent.', code: 0 });
    });

    it('adjusts a balance with a reason, refuses one below zero, and exports the statement', async () => {
      const add = await admin(
        server,
        'adjust',
        '--member',
        demo.member,
        '--points',
        '15',
        '--reason',
        'Points for the stock count',
        '--reference',
        'ADJ-1',
      );
      expect(add.code, add.text).toBe(0);
      expect(add.text).toContain(
        "Lerato Mokoena (0820000003): +15 points (points), 'Points for the stock count'",
      );
      const repeat = await admin(
        server,
        'adjust',
        '--member',
        demo.member,
        '--points',
        '15',
        '--reason',
        'Points for the stock count',
        '--reference',
        'ADJ-1',
      );
      expect(repeat.text).toBe('Reference ADJ-1 was used before: nothing changed.');
      const tooMuch = await admin(
        server,
        'adjust',
        '--member',
        demo.member,
        '--points',
        '-999999',
        '--reason',
        'Oops',
      );
      expect(tooMuch.code).toBe(1);
      expect(tooMuch.text).toMatch(
        /^Refused: the points balance has \d+ points; the adjustment takes 999999\./,
      );
      const unknown = await admin(
        server,
        'adjust',
        '--member',
        '0829999999',
        '--points',
        '5',
        '--reason',
        'x',
      );
      expect(unknown).toEqual({ text: 'No member has cell number 0829999999.', code: 1 });

      const out = join(folder, 'statement.csv');
      const exported = await admin(server, 'statement', '--member', demo.member, '--out', out);
      expect(exported.text).toMatch(/^Lerato Mokoena: \d+ entries, balance \d+, written to /);
      const csv = readFileSync(out, 'utf8').split('\r\n');
      expect(csv[0]).toBe('"Date (UTC)","Description","Debit","Credit"');
      expect(csv[1]).toBe('"2026-11-22T08:00:00","Points for the stock count",,15');
      expect((await checkLedger(server.db)).ok).toBe(true);
    });

    it('runs the jobs for a given day, once', async () => {
      const first = await admin(server, 'run-jobs', '--date', '2026-12-01');
      expect(first.text).toContain('allowance 2026-12: ');
      expect(first.text).toContain('members granted 100 points for December 2026');
      const second = await admin(server, 'run-jobs', '--date', '2026-12-01');
      expect(second.text).toContain('allowance 2026-12: done before');
      const wrong = await admin(server, 'run-jobs', '--date', '1 Dec');
      expect(wrong).toEqual({ text: '--date 1 Dec is not a day such as 2026-12-01.', code: 1 });
    });

    it('imports category leaves once by their names, and changes only their order', async () => {
      const count = async () => (await server.db.select().from(shopCategories)).length;
      const before = await count();
      const cats = file(
        'categories.csv',
        'clusterCode,cat1,cat2,cat3,sortOrder\nZA,Pet Care,Cats,"Toys, scratchers",20\nNA,Pet Care,Cats,Toys,3\nXX,Pet Care,Cats,Toys,1\n',
      );
      const refused = await admin(server, 'import-categories', cats);
      expect(refused.code).toBe(1);
      expect(refused.text).toContain('line 4: refused: cluster XX does not exist');
      expect(await count()).toBe(before);
      const first = await admin(server, 'import-categories', '--partial', cats);
      expect(first.text).toContain('line 2: added ZA/Pet Care/Cats/Toys, scratchers');
      expect(first.text).toContain(
        'categories: 2 added, 0 updated, 0 unchanged, 1 refused. Written.',
      );
      expect(await count()).toBe(before + 2);
      const again = await admin(server, 'import-categories', '--partial', cats);
      expect(again.text).toContain('categories: 0 added, 0 updated, 2 unchanged, 1 refused');
      const moved = await admin(
        server,
        'import-categories',
        file(
          'moved.csv',
          'clusterCode,cat1,cat2,cat3,sortOrder\nZA,Pet Care,Cats,"Toys, scratchers",5\n',
        ),
      );
      expect(moved.text).toContain(
        'categories: 0 added, 1 updated, 0 unchanged, 0 refused. Written.',
      );
      const [leaf] = await server.db
        .select()
        .from(shopCategories)
        .where(eq(shopCategories.cat3, 'Toys, scratchers'));
      expect(leaf?.sortOrder).toBe(5);
    });

    it('imports products with their images made 100 × 100 and served by the portal, once', async () => {
      const images = join(folder, 'images');
      mkdirSync(images, { recursive: true });
      await sharp({
        create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } },
      })
        .png()
        .toFile(join(images, 'tower.png'));
      writeFileSync(join(images, 'broken.png'), 'not a picture');
      await admin(
        server,
        'import-categories',
        file('cats2.csv', 'clusterCode,cat1,cat2,cat3\nZA,Pet Care,Cats,Towers\n'),
      );
      const heading =
        'clusterCode,code,cat1,cat2,cat3,description,brand,price,model,fab,noBasket,image';
      const list = file(
        'products.csv',
        [
          heading,
          'ZA,ZA-CAT-TWR-01,Pet Care,Cats,Towers,"Sisal tower, 90 cm",Whisker Works,649.50,Tower 90,~(p~)Sturdy.~(/p~),Y,tower.png',
          'ZA,ZA-CAT-TWR-02,Pet Care,Cats,Towers,Small tower,Whisker Works,99.999,,,Y,',
          'ZA,ZA-CAT-TWR-03,Pet Care,Cats,Nowhere,Lost tower,Whisker Works,99,,,Y,',
          'ZA,ZA-CAT-TWR-04,Pet Care,Cats,Towers,Missing picture,Whisker Works,99,,,Y,absent.png',
          'ZA,ZA-CAT-TWR-05,Pet Care,Cats,Towers,Broken picture,Whisker Works,99,,,Y,broken.png',
        ].join('\n'),
      );
      const refused = await admin(server, 'import-products', '--images', images, list);
      expect(refused.code).toBe(1);
      expect(refused.text).toContain(
        'line 3: refused: price 99.999 must be an amount above 0 with at most 2 decimals',
      );
      expect(refused.text).toContain(
        'line 4: refused: no category Pet Care / Cats / Nowhere in ZA (import-categories first)',
      );
      expect(refused.text).toContain(`line 5: refused: image absent.png is not in ${images}`);
      const dry = await admin(
        server,
        'import-products',
        '--dry-run',
        '--partial',
        '--images',
        images,
        list,
      );
      expect(dry.text).toContain(`line 6: refused: ${join(images, 'broken.png')} is not an image`);
      expect(dry.text).toContain('products: 1 added, 0 updated, 0 unchanged, 4 refused. Dry run');
      expect(await server.db.select().from(productImages)).toEqual([]);

      const imported = await admin(
        server,
        'import-products',
        '--partial',
        '--images',
        images,
        list,
      );
      expect(imported.text).toContain('line 2: added ZA/ZA-CAT-TWR-01');
      const [tower] = await server.db
        .select()
        .from(products)
        .where(eq(products.code, 'ZA-CAT-TWR-01'));
      expect(tower).toMatchObject({ price: 64950, model: 'Tower 90', noBasket: 'Y', active: true });
      expect(tower?.imageFile).toMatch(/^za-za-cat-twr-01-[0-9a-f]{12}\.webp$/);
      const served = await server.app.inject({
        method: 'GET',
        url: `/shop/images/${tower?.imageFile ?? ''}`,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const size = await sharp(served.rawPayload).metadata();
      expect([size.width, size.height, size.format]).toEqual([100, 100, 'webp']);

      const again = await admin(server, 'import-products', '--partial', '--images', images, list);
      expect(again.text).toContain('line 2: unchanged ZA/ZA-CAT-TWR-01');
      // The CSV's folder is where images are looked for without --images.
      copyFileSync(join(images, 'tower.png'), join(folder, 'tower.png'));
      const cheaper = await admin(
        server,
        'import-products',
        file(
          'cheaper.csv',
          `${heading}\nZA,ZA-CAT-TWR-01,Pet Care,Cats,Towers,"Sisal tower, 90 cm",Whisker Works,599,,,,tower.png\n`,
        ),
      );
      expect(cheaper.text).toContain(
        'products: 0 added, 1 updated, 0 unchanged, 0 refused. Written.',
      );
      const [after] = await server.db
        .select()
        .from(products)
        .where(eq(products.code, 'ZA-CAT-TWR-01'));
      // Empty optional cells keep what the product had.
      expect(after).toMatchObject({ price: 59900, model: 'Tower 90', imageFile: tower?.imageFile });
    });

    it('imports promo codes by code, which checkout then takes', async () => {
      const heading = 'code,kind,amount,validFrom,validTo,clusterCode,totalLimit,perMemberLimit';
      const promos = file(
        'promos.csv',
        [
          heading,
          'summer15,percent,15,2026-11-01,2027-01-31,,500,1',
          'ZA-WELCOME50,fixed,50.00,2026-11-01,2027-10-31,ZA,,1',
          'ALL-FIXED,fixed,50,2026-11-01,2027-10-31,,,',
          'TOO-MUCH,percent,150,2026-11-01,2027-10-31,,,',
          'BACKWARDS,percent,10,2026-12-01,2026-11-30,,,',
          'NO-DAY,percent,10,2026-02-30,2026-11-30,,,',
        ].join('\n'),
      );
      const refused = await admin(server, 'import-promo-codes', promos);
      expect(refused.code).toBe(1);
      expect(refused.text).toContain(
        'line 4: refused: a fixed amount needs the clusterCode of its currency',
      );
      expect(refused.text).toContain(
        'line 5: refused: a percent amount must be a whole number from 1 to 100',
      );
      expect(refused.text).toContain('line 6: refused: validTo is before validFrom');
      expect(refused.text).toContain(
        'line 7: refused: validFrom 2026-02-30 is not a day such as 2026-12-01',
      );
      const imported = await admin(server, 'import-promo-codes', '--partial', promos);
      expect(imported.text).toContain(
        'promo-codes: 2 added, 0 updated, 0 unchanged, 4 refused. Written.',
      );
      const [summer] = await server.db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, 'SUMMER15'));
      expect(summer).toMatchObject({
        kind: 'percent',
        amount: 15,
        clusterId: null,
        totalLimit: 500,
        perMemberLimit: 1,
        // Days in the programme's time zone (UTC+2): the first instant and the last second.
        validFrom: new Date('2026-10-31T22:00:00Z'),
        validTo: new Date('2027-01-31T21:59:59Z'),
      });
      const [welcome] = await server.db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, 'ZA-WELCOME50'));
      expect(welcome).toMatchObject({ kind: 'fixed', amount: 5000, totalLimit: null });
      const again = await admin(server, 'import-promo-codes', '--partial', promos);
      expect(again.text).toContain('promo-codes: 0 added, 0 updated, 2 unchanged, 4 refused');

      const token = await login(server.app, demo.member);
      const [voucher] = await server.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.code, 'CHK-100'));
      await post(server.app, '/api/shop/addtobasket', { productId: voucher?.id }, { token });
      const summary = await post(
        server.app,
        '/api/shop/getCheckoutOrderSummary',
        { promoCode: 'Summer15', alloc: 'ZA' },
        { token },
      );
      expect(summary.json()).toMatchObject({
        isVoucherOk: true,
        shopVoucherDiscountTotal: 1500,
        voucherAmtDesc: 'SUMMER15: 15% off',
      });
    });

    it('imports voucher codes that fulfil a pending order line with its SMS, and refunds a pending line', async () => {
      const shop = (token: string, path: string, body: Record<string, unknown>) =>
        post(server.app, `/api/shop/${path}`, body, { token });
      const [product] = await server.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.code, 'WWF-250'));
      const order = async (cell: string) => {
        const token = await login(server.app, cell);
        expect((await shop(token, 'addtobasket', { productId: product?.id })).statusCode).toBe(200);
        const placed = await shop(token, 'placeOrder', {
          cellNum: cell,
          promoCode: '',
          alloc: 'ZA',
          vfyTotal: 25000,
        });
        expect(placed.statusCode, placed.body).toBe(200);
      };
      await order(demo.member);
      await order(demo.manager);
      const lineOf = async (n: number) =>
        // The lines these orders made (the demo's history has its own, dated before the tests' clock).
        (
          await server.db
            .select()
            .from(orderLines)
            .where(gte(orderLines.createdAt, startOfTests))
            .orderBy(orderLines.id)
        )[n];
      const first = await lineOf(0);
      expect(first?.dispatchStatus).toBe(1);

      const codes = file(
        'codes.csv',
        'clusterCode,productCode,code\nZA,WWF-250,WW-CLI-0001\nNA,WWF-250,WW-CLI-0002\n',
      );
      const refused = await admin(server, 'import-voucher-codes', codes);
      expect(refused.code).toBe(1);
      expect(refused.text).toContain('line 3: refused: no product WWF-250 in NA');
      expect((await lineOf(0))?.dispatchStatus).toBe(1);

      const imported = await admin(server, 'import-voucher-codes', '--partial', codes);
      expect(imported.text).toMatch(
        /line 2: added ZA\/WWF-250\/WW-CLI-0001 \(Fulfilled order PL-\w{4}-\w{4}: Woolworths Food R250 voucher\)/,
      );
      expect((await lineOf(0))?.dispatchStatus).toBe(4);
      expect((await lineOf(1))?.dispatchStatus).toBe(1);
      const sms = await server.db
        .select({ to: outbox.recipient })
        .from(outbox)
        .where(sql`${outbox.body} like '%WW-CLI-0001%'`);
      expect(sms).toEqual([{ to: '+27820000003' }]);
      const again = await admin(server, 'import-voucher-codes', '--partial', codes);
      expect(again.text).toContain('0 added, 0 updated, 1 unchanged, 1 refused');

      const dispatched = await admin(server, 'refund-line', '--line', String(first?.id));
      expect(dispatched).toEqual({
        text: `Order line ${first?.id} is not pending: only a pending line is refunded.`,
        code: 1,
      });
      const second = await lineOf(1);
      const refund = await admin(server, 'refund-line', '--line', String(second?.id));
      expect(refund.code).toBe(0);
      expect(refund.text).toContain(`Order line ${second?.id} refunded: 250 points returned`);
      expect(await checkLedger(server.db)).toMatchObject({ ok: true });
    });
  });
}
