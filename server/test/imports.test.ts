import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleMessages, importMessages, importerNames } from '@plaudit/domain';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, members, products } from '../src/db/schema.ts';
import { serverDir } from '../src/paths.ts';
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
import { multipartForm, type FormPart } from './multipart.ts';

/**
 * The console's CSV imports (/admin/imports): the command line's importers on an uploaded file. A dry run
 * reports every row and writes nothing; Apply writes (nothing while a row is refused, unless the accepted
 * rows only); a second apply of the same file changes nothing; an audit row is written with the rows;
 * administrators only; a file the importer cannot read is refused with a clear message.
 */

const tables = [
  'members',
  'accounts',
  'transfers',
  'ledger_entries',
  'divisions',
  'clusters',
  'shop_categories',
  'products',
  'product_images',
  'promo_codes',
  'voucher_codes',
  'recommendation_transactions',
  'audit_log',
];

const csv = (text: string) => Buffer.from(text);

interface ImportCall {
  importer: string;
  mode: 'dryRun' | 'apply' | 'applyAccepted';
  file: Buffer;
  fileName?: string;
  images?: { name: string; bytes: Buffer }[];
}

const upload = (server: TestServer, token: string, call: ImportCall) => {
  const parts: FormPart[] = [
    { name: 'importer', value: call.importer },
    { name: 'mode', value: call.mode },
    { name: 'fileName', value: call.fileName ?? 'upload.csv' },
    {
      name: 'file',
      bytes: call.file,
      filename: call.fileName ?? 'upload.csv',
      contentType: 'text/csv',
    },
    ...(call.images ?? []).map((image): FormPart => ({
      name: 'images',
      bytes: image.bytes,
      filename: image.name,
      contentType: 'image/png',
    })),
  ];
  const body = multipartForm(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
};

interface Report {
  message: string;
  committed: boolean;
  total: number;
  counts: Record<string, number>;
  rows: Json[];
}

const reportOf = (response: LightMyRequestResponse): Report => {
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as Omit<Report, 'rows'> & { rows: Dataset };
  return { ...answer, rows: rows(answer.rows) };
};

const newMembers = [
  'cellNum,firstname,surname,email,divisionCode,isManager,isAdminReports,dOBdd,dOBmm',
  '082 555 0701,Thandeka,Ngubane,thandeka@example.com,ZA-JHB-PAWS,N,N,12,5',
  '0825550702,Willem,"van der Berg, Jr",,ZA-PTA-JACA,Y,N,,',
].join('\n');
const withRefused = `${newMembers}\n0825550703,Ayesha,Patel,,ZA-NOWHERE,N,N,,\n`;

describe.each(testDatabases)('the console imports on %s', (kind) => {
  const server = useTestServer(kind);
  beforeEach(async () => {
    await server.db.delete(auditLog);
  });

  it('lists every importer the command line has, with its columns and sample file', async () => {
    const admin = await login(server.app, demo.admin);
    const answer = await post(server.app, '/api/admin/importers', {}, { token: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    const list = rows((answer.json() as { importers: Dataset }).importers);
    expect(list.map((i) => i.name)).toEqual([...importerNames]);
    const membersInfo = list.find((i) => i.name === 'members');
    expect(membersInfo?.sample).toBe(readFileSync(join(serverDir, 'samples/members.csv'), 'utf8'));
    expect(membersInfo?.required).toEqual(['cellNum', 'firstname', 'surname', 'divisionCode']);
    const products = list.find((i) => i.name === 'products');
    expect(products?.takesImages).toBe(true);
    // The images the products sample names, to download beside it, byte for byte.
    const images = products?.sampleImages as { name: string; dataUrl: string }[];
    expect(images.map((i) => i.name)).toEqual(['cat-bed.png', 'scratching-tower.png']);
    expect(images[0]?.dataUrl).toBe(
      `data:image/png;base64,${readFileSync(join(serverDir, 'samples/images/cat-bed.png')).toString('base64')}`,
    );
    expect(membersInfo?.sampleImages).toEqual([]);
  });

  it('checks every row in a dry run and writes nothing; Apply writes nothing while a row is refused', async () => {
    const admin = await login(server.app, demo.admin);
    const before = await tablesChecksum(server.db, tables);
    const dry = reportOf(
      await upload(server, admin, { importer: 'members', mode: 'dryRun', file: csv(withRefused) }),
    );
    expect(dry.committed).toBe(false);
    expect(dry.total).toBe(3);
    expect(dry.message).toBe(importMessages.dryRun(3));
    // Each accepted row says what it would be; the refused row says why.
    expect(dry.rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'added'],
      [3, 'added'],
      [4, 'refused'],
    ]);
    expect(dry.rows[2]?.detail).toBe('division ZA-NOWHERE does not exist');
    expect(await tablesChecksum(server.db, tables)).toEqual(before);

    const refused = reportOf(
      await upload(server, admin, { importer: 'members', mode: 'apply', file: csv(withRefused) }),
    );
    expect(refused.committed).toBe(false);
    expect(refused.message).toBe(importMessages.refusedNothingWritten);
    expect(await tablesChecksum(server.db, tables)).toEqual(before);
  });

  it('reports a clean file row by row in a dry run, then applies it once: a second apply changes nothing', async () => {
    const admin = await login(server.app, demo.admin);
    const before = await tablesChecksum(server.db, tables);
    const dry = reportOf(
      await upload(server, admin, { importer: 'members', mode: 'dryRun', file: csv(newMembers) }),
    );
    expect(dry.rows).toEqual([
      { row: 2, status: 'added', key: '+27825550701', detail: '' },
      { row: 3, status: 'added', key: '+27825550702', detail: '' },
    ]);
    expect(await tablesChecksum(server.db, tables)).toEqual(before);

    const applied = reportOf(
      await upload(server, admin, {
        importer: 'members',
        mode: 'apply',
        file: csv(newMembers),
        fileName: 'november-starters.csv',
      }),
    );
    expect(applied).toMatchObject({
      committed: true,
      message: importMessages.applied(2),
      counts: { added: 2, updated: 0, unchanged: 0, refused: 0 },
    });
    const [willem] = await server.db
      .select()
      .from(members)
      .where(eq(members.cellE164, '+27825550702'));
    expect(willem).toMatchObject({ surname: 'van der Berg, Jr', isManager: true });
    const search = await post(
      server.app,
      '/api/admin/membersearch',
      { query: 'Thandeka' },
      { token: admin },
    );
    expect(rows((search.json() as { members: Dataset }).members)).toHaveLength(1);
    const audit = await server.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'console',
      action: 'csv.import',
      after: {
        importer: 'members',
        fileName: 'november-starters.csv',
        rows: 2,
        added: 2,
        refused: 0,
      },
      reason: importMessages.auditReason('november-starters.csv'),
    });

    const written = await tablesChecksum(server.db, tables);
    const again = reportOf(
      await upload(server, admin, { importer: 'members', mode: 'apply', file: csv(newMembers) }),
    );
    expect(again.counts).toMatchObject({ added: 0, updated: 0, unchanged: 2 });
    const { audit_log: _audit, ...same } = await tablesChecksum(server.db, tables);
    const { audit_log: _written, ...expected } = written;
    expect(same).toEqual(expected);
  });

  it('imports the accepted rows only when asked, as the command line with --partial', async () => {
    const admin = await login(server.app, demo.admin);
    const partial = reportOf(
      await upload(server, admin, {
        importer: 'members',
        mode: 'applyAccepted',
        file: csv(withRefused),
      }),
    );
    expect(partial).toMatchObject({
      committed: true,
      counts: { added: 2, refused: 1 },
      message: importMessages.applied(2, 1),
    });
    const audit = await server.db.select().from(auditLog);
    expect(audit[0]?.after).toMatchObject({ added: 2, refused: 1, acceptedOnly: true });

    // A file whose every row is refused: nothing written, nothing audited, and it says so.
    const before = await tablesChecksum(server.db, tables);
    const none = reportOf(
      await upload(server, admin, {
        importer: 'members',
        mode: 'applyAccepted',
        file: csv('cellNum,firstname,surname,divisionCode\n0825550704,Lindiwe,Zulu,ZA-NOWHERE\n'),
      }),
    );
    expect(none).toMatchObject({
      committed: false,
      counts: { added: 0, refused: 1 },
      message: importMessages.nothingAccepted,
    });
    expect(await tablesChecksum(server.db, tables)).toEqual(before);
  });

  it('reports what the command line reports for the same file (a dry run of the accepted rows)', async () => {
    const admin = await login(server.app, demo.admin);
    const folder = mkdtempSync(join(tmpdir(), 'plaudit-imports-'));
    const path = join(folder, 'members.csv');
    writeFileSync(path, withRefused);
    const cli = await runCli(server, ['import-members', path, '--dry-run', '--partial']);
    const console = reportOf(
      await upload(server, admin, { importer: 'members', mode: 'dryRun', file: csv(withRefused) }),
    );
    const c = console.counts;
    expect(cli.text).toContain(
      `members: ${c.added} added, ${c.updated} updated, ${c.unchanged} unchanged, ${c.refused} refused`,
    );
    for (const r of console.rows)
      expect(cli.text).toContain(
        r.status === 'refused'
          ? `line ${String(r.row)}: refused: ${String(r.detail)}`
          : `line ${String(r.row)}: ${String(r.status)} ${String(r.key)}`,
      );
  });

  it('takes the images a products file names alongside it, and explains a missing one', async () => {
    const admin = await login(server.app, demo.admin);
    const sample = (name: string) => readFileSync(join(serverDir, 'samples', name));
    const categories = reportOf(
      await upload(server, admin, {
        importer: 'categories',
        mode: 'applyAccepted',
        file: sample('categories.csv'),
      }),
    );
    expect(categories.committed).toBe(true);
    const zaOnly = sample('products.csv').toString().split('\n').slice(0, 3).join('\n');
    const missing = reportOf(
      await upload(server, admin, {
        importer: 'products',
        mode: 'dryRun',
        file: csv(zaOnly),
        images: [{ name: 'cat-bed.png', bytes: sample('images/cat-bed.png') }],
      }),
    );
    expect(missing.rows[0]).toMatchObject({
      status: 'refused',
      detail: 'image scratching-tower.png is not in the attached images',
    });
    expect(missing.rows[1]).toMatchObject({ status: 'added', key: 'ZA/ZA-CAT-BED-01' });

    const applied = reportOf(
      await upload(server, admin, {
        importer: 'products',
        mode: 'apply',
        file: csv(zaOnly),
        images: [
          { name: 'cat-bed.png', bytes: sample('images/cat-bed.png') },
          { name: 'scratching-tower.png', bytes: sample('images/scratching-tower.png') },
        ],
      }),
    );
    expect(applied.counts).toMatchObject({ added: 2, refused: 0 });
    const [bed] = await server.db
      .select({ imageFile: products.imageFile })
      .from(products)
      .where(eq(products.code, 'ZA-CAT-BED-01'));
    expect(bed?.imageFile).toMatch(/^za-za-cat-bed-01-[0-9a-f]{12}\.webp$/);
  });

  it('refuses a file it cannot read with a clear message, and changes nothing', async () => {
    const admin = await login(server.app, demo.admin);
    const before = await tablesChecksum(server.db, tables);
    const refusal = async (call: ImportCall) => {
      const answer = await upload(server, admin, call);
      expect(answer.statusCode, answer.body).toBe(400);
      return (answer.json() as { message: string; formErrors: Record<string, string> }).formErrors;
    };
    expect(
      await refusal({ importer: 'members', mode: 'apply', file: csv('cellNum,firstname\n1,2\n') }),
    ).toEqual({
      file: 'The file lacks the columns surname, divisionCode. Nothing was imported.',
    });
    expect(
      (await refusal({ importer: 'members', mode: 'apply', file: csv('a,b\n"unclosed,1\n') })).file,
    ).toMatch(/^The file could not be read as CSV \(.+\)\. Save it as CSV/);
    expect(
      await refusal({ importer: 'members', mode: 'apply', file: csv('cellNum,firstname\n') }),
    ).toEqual({ file: importMessages.fileEmpty });
    expect(
      await refusal({
        importer: 'members',
        mode: 'apply',
        file: csv(newMembers),
        images: [{ name: 'x.png', bytes: Buffer.from('x') }],
      }),
    ).toEqual({ images: importMessages.imagesOnlyForProducts });
    expect(
      await refusal({ importer: 'nonsense', mode: 'apply', file: csv(newMembers) }),
    ).toHaveProperty('importer');
    expect(await tablesChecksum(server.db, tables)).toEqual(before);
  });

  it('refuses a member and a manager, changing nothing', async () => {
    const before = await tablesChecksum(server.db, tables);
    for (const cell of [demo.member, demo.manager]) {
      const token = await login(server.app, cell);
      const answer = await upload(server, token, {
        importer: 'members',
        mode: 'apply',
        file: csv(newMembers),
      });
      expect(answer.statusCode).toBe(403);
      expect((answer.json() as { message: string }).message).toBe(consoleMessages.adminOnly);
      const list = await post(server.app, '/api/admin/importers', {}, { token });
      expect(list.statusCode).toBe(403);
    }
    expect(await tablesChecksum(server.db, tables)).toEqual(before);
  });
});
