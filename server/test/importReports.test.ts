import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJobMessages, importerNames } from '@plaudit/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { runImport } from '../src/admin/framework.ts';
import { voucherCodeImporter } from '../src/admin/voucherCodeImporter.ts';
import { retiredVoucherCode } from '../src/db/seedHistory.ts';
import { dispatchStatuses, orderLines, orders, products } from '../src/db/schema.ts';
import { tablesChecksum } from './checksums.ts';
import {
  demo,
  login,
  post,
  rows,
  runCli,
  testDatabases,
  useTestServer,
  type Dataset,
  type Json,
  type TestServer,
} from './harness.ts';
import { multipartForm } from './multipart.ts';

/**
 * What an import's report says of each row: a refused row by its key (the cells of its importer's key
 * columns, as the file has them), and each voucher code by the waiting order line it fulfilled (its
 * order's number and product), or in a dry run would fulfil.
 */

const tables = ['members', 'accounts', 'transfers', 'voucher_codes', 'order_lines', 'orders'];

interface Job {
  state: 'running' | 'done' | 'failed';
  message: string;
  jobId: number;
  report: { committed: boolean; rows: Dataset } | null;
}

/** An upload through the console, followed until its job is done: the report's rows. */
async function consoleReport(
  server: TestServer,
  token: string,
  importer: string,
  mode: 'dryRun' | 'apply' | 'applyAccepted',
  text: string,
): Promise<Json[]> {
  const body = multipartForm([
    { name: 'importer', value: importer },
    { name: 'mode', value: mode },
    { name: 'fileName', value: `${importer}.csv` },
    {
      name: 'file',
      bytes: Buffer.from(text),
      filename: `${importer}.csv`,
      contentType: 'text/csv',
    },
  ]);
  let response: LightMyRequestResponse = await server.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  let job = (response.json() as { job: Job }).job;
  for (let i = 0; job.state === 'running' && i < 2000; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    response = await post(server.app, '/api/admin/importjob', { jobId: job.jobId }, { token });
    job = (response.json() as { job: Job }).job;
  }
  expect(job.state, job.message).toBe('done');
  return rows(job.report?.rows ?? { fields: [], records: [] });
}

/** A file of each importer with one row refused before its key is known, and the key it is shown by. */
const refusedRows: readonly { importer: string; file: string[]; key: string }[] = [
  {
    importer: 'clusters',
    file: ['code,name,phoneRegion,productCurrency,currencySymbol', 'QQ,Nowhere,ZZZ,QQQ,Q'],
    key: 'QQ',
  },
  {
    importer: 'divisions',
    file: ['code,name,kind,clusterCode', 'ZA-NEW-1,New store,petshop,XX'],
    key: 'ZA-NEW-1',
  },
  {
    importer: 'members',
    file: [
      'cellNum,firstname,surname,divisionCode',
      '082 555 0901,Ayesha,Patel,ZA-NOWHERE',
      '12,Bad,Number,ZA-JHB-PAWS',
    ],
    key: '082 555 0901',
  },
  {
    importer: 'categories',
    file: ['clusterCode,cat1,cat2,cat3', 'XX,Pet Care,Cats,Toys'],
    key: 'XX/Pet Care/Cats/Toys',
  },
  {
    importer: 'products',
    file: [
      'clusterCode,code,cat1,cat2,cat3,description,brand,price',
      'ZA,ZA-NEW-1,Pet Care,Cats,Nowhere,A bed,Paws,10',
    ],
    key: 'ZA/ZA-NEW-1',
  },
  {
    importer: 'voucher-codes',
    file: ['clusterCode,productCode,code', 'ZA,NO-SUCH-1,NSX-0001'],
    key: 'ZA/NO-SUCH-1/NSX-0001',
  },
  {
    importer: 'promo-codes',
    file: ['code,kind,amount,validFrom,validTo', 'SPRING10,percent,150,2026-12-01,2027-01-31'],
    key: 'SPRING10',
  },
  {
    importer: 'budgets',
    file: ['reference,cellNum,points', '2026-Q4-0901,0825550901,0'],
    key: '2026-Q4-0901',
  },
  {
    importer: 'recommendations',
    file: [
      'transId,date,clinicId,cellNum,description,points',
      '900901,yesterday,CL-0042,0825550901,Renal diet,10',
    ],
    key: '900901',
  },
];

/** The demo's lines waiting for Mugg & Bean codes (none are ever seeded), oldest first. */
const waitingLines = (server: TestServer) =>
  server.db
    .select({ id: orderLines.id, orderNum: orders.orderNum, status: orderLines.dispatchStatus })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(products.code, retiredVoucherCode),
        eq(orderLines.dispatchStatus, dispatchStatuses.pending),
      ),
    )
    .orderBy(asc(orderLines.id));

const mugg = 'Mugg & Bean R100 voucher';

describe.each(testDatabases)('import reports on %s', (kind) => {
  const server = useTestServer(kind);

  it('names each importer’s key columns', async () => {
    const admin = await login(server.app, demo.admin);
    const answer = await post(server.app, '/api/admin/importers', {}, { token: admin });
    const listed = rows((answer.json() as { importers: Dataset }).importers);
    expect(Object.fromEntries(listed.map((i) => [i.name, i.keyColumns]))).toEqual({
      clusters: ['code'],
      divisions: ['code'],
      members: ['cellNum'],
      categories: ['clusterCode', 'cat1', 'cat2', 'cat3'],
      products: ['clusterCode', 'code'],
      'voucher-codes': ['clusterCode', 'productCode', 'code'],
      'promo-codes': ['code'],
      budgets: ['reference'],
      recommendations: ['transId'],
    });
    expect(listed.map((i) => i.name)).toEqual([...importerNames]);
  });

  it.each(refusedRows)(
    'shows a refused $importer row by its key, not only its line',
    async ({ importer, file, key }) => {
      const admin = await login(server.app, demo.admin);
      const report = await consoleReport(server, admin, importer, 'dryRun', file.join('\n'));
      expect(report[0]).toMatchObject({ row: 2, status: 'refused', key });
      expect(String(report[0]?.detail)).not.toBe('');
    },
  );

  it('keeps a refused row’s key short and storable: no NUL, at most 100 characters', async () => {
    const admin = await login(server.app, demo.admin);
    const long = `PL${'X'.repeat(300)}`;
    const report = await consoleReport(
      server,
      admin,
      'members',
      'dryRun',
      [
        'cellNum,firstname,surname,divisionCode',
        '0825550\u0000902,Nul,Cell,ZA-JHB-PAWS',
        `${long},Long,Cell,ZA-JHB-PAWS`,
        ',No,Cell,ZA-JHB-PAWS',
      ].join('\n'),
    );
    expect(report.map((r) => [r.status, r.key])).toEqual([
      ['refused', '0825550902'],
      ['refused', `${long.slice(0, 99)}…`],
      ['refused', ''],
    ]);
  });

  it('says which waiting line each voucher code would fulfil in a dry run, then fulfilled', async () => {
    const admin = await login(server.app, demo.admin);
    const waiting = await waitingLines(server);
    expect(waiting).toHaveLength(3);
    const file = [
      'clusterCode,productCode,code',
      `ZA,${retiredVoucherCode},MNB-T3ST-0001`,
      `ZA,${retiredVoucherCode},MNB-T3ST-0002`,
      'ZA,MNB-10,MNB-T3ST-0003',
    ].join('\n');
    const fulfils = waiting.slice(0, 2).map((line) => ({
      orderNum: line.orderNum,
      product: mugg,
      fulfilled: true,
    }));
    const before = await tablesChecksum(server.db, tables);
    const dry = await consoleReport(server, admin, 'voucher-codes', 'dryRun', file);
    expect(dry.map((r) => [r.status, r.key, r.orderLine])).toEqual([
      ['added', `ZA/${retiredVoucherCode}/MNB-T3ST-0001`, fulfils[0]],
      ['added', `ZA/${retiredVoucherCode}/MNB-T3ST-0002`, fulfils[1]],
      ['refused', 'ZA/MNB-10/MNB-T3ST-0003', null],
    ]);
    expect(await tablesChecksum(server.db, tables)).toEqual(before);

    const applied = await consoleReport(server, admin, 'voucher-codes', 'applyAccepted', file);
    expect(applied.map((r) => r.orderLine)).toEqual([...fulfils, null]);
    expect((await waitingLines(server)).map((l) => l.orderNum)).toEqual([waiting[2]?.orderNum]);

    // The same codes again: nothing added, so no line named.
    const again = await consoleReport(server, admin, 'voucher-codes', 'applyAccepted', file);
    expect(again.map((r) => [r.status, r.orderLine])).toEqual([
      ['unchanged', null],
      ['unchanged', null],
      ['refused', null],
    ]);
  });

  it('says a code is held for a line that waits for more codes, then that the next one fulfilled it', async () => {
    const [line] = await waitingLines(server);
    await server.db
      .update(orderLines)
      .set({ qty: 2 })
      .where(eq(orderLines.id, line?.id ?? 0));
    const importCodes = (code: string) =>
      runImport(
        server.db,
        voucherCodeImporter(server.app.settings),
        [{ clusterCode: 'ZA', productCode: retiredVoucherCode, code }],
        { now: server.clock.now() },
      );
    const held = await importCodes('MNB-HELD-0001');
    const orderLine = { orderNum: line?.orderNum, product: mugg, fulfilled: false };
    expect(held.outcomes[0]?.orderLine).toEqual(orderLine);
    expect(
      importJobMessages.orderLineReached({ ...orderLine, orderNum: line?.orderNum ?? '' }, false),
    ).toBe(`Held for order ${line?.orderNum}: ${mugg} (the line waits for more codes)`);
    const done = await importCodes('MNB-HELD-0002');
    expect(done.outcomes[0]?.orderLine).toEqual({ ...orderLine, fulfilled: true });
  });

  it('prints "would fulfil" in a dry run of the command line, and "fulfilled" when written', async () => {
    const [line] = await waitingLines(server);
    const path = writeCodes(`ZA,${retiredVoucherCode},MNB-CLI0-0001`);
    const dry = await runCli(server, ['import-voucher-codes', path, '--dry-run']);
    expect(dry.text).toContain(
      `line 2: added ZA/${retiredVoucherCode}/MNB-CLI0-0001 (Would fulfil order ${line?.orderNum}: ${mugg})`,
    );
    const written = await runCli(server, ['import-voucher-codes', path]);
    expect(written.code).toBe(0);
    expect(written.text).toContain(`(Fulfilled order ${line?.orderNum}: ${mugg})`);
  });
});

/** A voucher codes file for the command line. */
function writeCodes(...lines: string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'plaudit-codes-')), 'codes.csv');
  writeFileSync(path, ['clusterCode,productCode,code', ...lines].join('\n'));
  return path;
}
