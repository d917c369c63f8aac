import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adjustmentPointsMax,
  budgetGrantMax,
  consoleMessages,
  importMessages,
  importerNames,
  memberStatusMessages,
} from '@plaudit/domain';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  accounts,
  auditLog,
  clusters,
  divisions,
  members,
  products,
  shopCategories,
} from '../src/db/schema.ts';
import { serverDir } from '../src/paths.ts';
import { tablesChecksum } from './checksums.ts';
import {
  demo,
  login,
  memberIdOf,
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

/**
 * The audit log is append-only (the demo's history has rows of its own): a test reads the rows written
 * after the newest one there was when it began.
 */
function auditSince(server: TestServer) {
  let start = 0;
  beforeEach(async () => {
    const [newest] = await server.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    start = newest?.id ?? 0;
  });
  return (action?: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(
        and(gt(auditLog.id, start), action === undefined ? undefined : eq(auditLog.action, action)),
      )
      .orderBy(asc(auditLog.id));
}

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
  counts: Record<'added' | 'updated' | 'unchanged' | 'refused', number>;
  rows: Json[];
}

interface Job {
  jobId: number;
  state: 'running' | 'done' | 'failed';
  message: string;
  progress: Record<string, number | string | null>;
  report: (Omit<Report, 'rows'> & { rows: Dataset }) | null;
}

/** The job an upload started, read until it has finished (the console polls it so). */
async function finishedJob(
  server: TestServer,
  token: string,
  response: LightMyRequestResponse,
): Promise<Job> {
  expect(response.statusCode, response.body).toBe(200);
  let job = (response.json() as { job: Job }).job;
  for (let i = 0; job.state === 'running' && i < 2000; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const read = await post(server.app, '/api/admin/importjob', { jobId: job.jobId }, { token });
    expect(read.statusCode, read.body).toBe(200);
    job = (read.json() as { job: Job }).job;
  }
  return job;
}

/** The report of the job an upload started, once it is done. */
async function reportOf(
  server: TestServer,
  token: string,
  response: LightMyRequestResponse,
): Promise<Report> {
  const job = await finishedJob(server, token, response);
  expect(job.state, job.message).toBe('done');
  const report = job.report;
  if (!report) throw new Error('a done job without its report');
  return { ...report, rows: rows(report.rows) };
}

const newMembers = [
  'cellNum,firstname,surname,email,divisionCode,isManager,isAdminReports,dOBdd,dOBmm',
  '082 555 0701,Thandeka,Ngubane,thandeka@example.com,ZA-JHB-PAWS,N,N,12,5',
  '0825550702,Willem,"van der Berg, Jr",,ZA-PTA-JACA,Y,N,,',
].join('\n');
const withRefused = `${newMembers}\n0825550703,Ayesha,Patel,,ZA-NOWHERE,N,N,,\n`;

describe.each(testDatabases)('the console imports on %s', (kind) => {
  const server = useTestServer(kind);
  const audited = auditSince(server);

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
    const dry = await reportOf(
      server,
      admin,
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

    const refused = await reportOf(
      server,
      admin,
      await upload(server, admin, { importer: 'members', mode: 'apply', file: csv(withRefused) }),
    );
    expect(refused.committed).toBe(false);
    expect(refused.message).toBe(importMessages.refusedNothingWritten);
    expect(await tablesChecksum(server.db, tables)).toEqual(before);
  });

  it('reports a clean file row by row in a dry run, then applies it once: a second apply changes nothing', async () => {
    const admin = await login(server.app, demo.admin);
    const before = await tablesChecksum(server.db, tables);
    const dry = await reportOf(
      server,
      admin,
      await upload(server, admin, { importer: 'members', mode: 'dryRun', file: csv(newMembers) }),
    );
    expect(dry.rows).toEqual([
      { row: 2, status: 'added', key: '+27825550701', detail: '', orderLine: null },
      // A new manager: the change of role is said, and audited once written.
      { row: 3, status: 'added', key: '+27825550702', detail: 'isManager N → Y', orderLine: null },
    ]);
    expect(await tablesChecksum(server.db, tables)).toEqual(before);

    const applied = await reportOf(
      server,
      admin,
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
    const audit = await audited();
    expect(audit.map((a) => a.action)).toEqual(['member.flags', 'csv.import']);
    expect(audit[0]).toMatchObject({
      actorKind: 'console',
      targetMemberId: willem?.id,
      before: null,
      after: { isManager: true, isAdmin: false },
      reason: importMessages.auditReason('november-starters.csv'),
    });
    expect(audit[1]).toMatchObject({
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
    const again = await reportOf(
      server,
      admin,
      await upload(server, admin, { importer: 'members', mode: 'apply', file: csv(newMembers) }),
    );
    expect(again.counts).toMatchObject({ added: 0, updated: 0, unchanged: 2 });
    const { audit_log: _audit, ...same } = await tablesChecksum(server.db, tables);
    const { audit_log: _written, ...expected } = written;
    expect(same).toEqual(expected);
  });

  it('imports the accepted rows only when asked, as the command line with --partial', async () => {
    const admin = await login(server.app, demo.admin);
    const partial = await reportOf(
      server,
      admin,
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
    const audit = await audited('csv.import');
    expect(audit[0]?.after).toMatchObject({ added: 2, refused: 1, acceptedOnly: true });

    // A file whose every row is refused: nothing written, nothing audited, and it says so.
    const before = await tablesChecksum(server.db, tables);
    const none = await reportOf(
      server,
      admin,
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
    const console = await reportOf(
      server,
      admin,
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
    const categories = await reportOf(
      server,
      admin,
      await upload(server, admin, {
        importer: 'categories',
        mode: 'applyAccepted',
        file: sample('categories.csv'),
      }),
    );
    expect(categories.committed).toBe(true);
    const zaOnly = sample('products.csv').toString().split('\n').slice(0, 3).join('\n');
    const missing = await reportOf(
      server,
      admin,
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

    const applied = await reportOf(
      server,
      admin,
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

/** A demo member's row of a members file: their number, name and division, and the role cells given. */
async function memberLine(server: TestServer, cell: string, roles: string): Promise<string> {
  const [m] = await server.db
    .select({ firstname: members.firstname, surname: members.surname, code: divisions.code })
    .from(members)
    .innerJoin(divisions, eq(divisions.id, members.divisionId))
    .where(eq(members.cellNational, cell));
  if (!m) throw new Error(`no member ${cell}`);
  return `${cell},${m.firstname},${m.surname},${m.code},${roles}`;
}

const rolesOf = async (server: TestServer, cell: string) => {
  const [m] = await server.db
    .select({ isManager: members.isManager, isAdmin: members.isAdminReports })
    .from(members)
    .where(eq(members.cellNational, cell));
  return m;
};

const balanceOf = async (server: TestServer, cell: string, kind: 'redeemable' | 'management') => {
  const [a] = await server.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.memberId, await memberIdOf(server, cell)), eq(accounts.kind, kind)));
  return a?.balance ?? 0;
};

const writeFile = (name: string, bytes: Buffer | string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'plaudit-imports-')), name);
  writeFileSync(path, bytes);
  return path;
};

describe.each(testDatabases)('the imports’ roles, audit rows and limits on %s', (kind) => {
  const server = useTestServer(kind);
  const audited = auditSince(server);

  it('keeps a role whose cell is empty, audits each change of roles, and keeps administrators from taking away their own', async () => {
    const admin = await login(server.app, demo.admin);
    const adminId = await memberIdOf(server, demo.admin);
    const heading = 'cellNum,firstname,surname,divisionCode,isManager,isAdminReports';
    const file = [
      heading,
      // The importing administrator and a manager with empty role cells: both keep their roles.
      await memberLine(server, demo.admin, ','),
      await memberLine(server, demo.manager, ','),
      // A member made an administrator.
      await memberLine(server, demo.member, 'N,Y'),
    ].join('\n');
    const report = await reportOf(
      server,
      admin,
      await upload(server, admin, { importer: 'members', mode: 'apply', file: csv(file) }),
    );
    expect(report.rows.map((r) => [r.status, r.detail])).toEqual([
      ['unchanged', ''],
      ['unchanged', ''],
      ['updated', 'isAdminReports N → Y'],
    ]);
    expect(await rolesOf(server, demo.admin)).toEqual({ isManager: true, isAdmin: true });
    expect(await rolesOf(server, demo.manager)).toEqual({ isManager: true, isAdmin: false });
    expect(await rolesOf(server, demo.member)).toEqual({ isManager: false, isAdmin: true });
    const flags = await audited('member.flags');
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      actorKind: 'console',
      actorMemberId: adminId,
      targetMemberId: await memberIdOf(server, demo.member),
      before: { isManager: false, isAdmin: false },
      after: { isManager: false, isAdmin: true },
      reason: importMessages.auditReason('upload.csv'),
    });

    // Their own administrator role: the row is refused, as the console's roles change refuses it.
    const own = [heading, await memberLine(server, demo.admin, 'Y,N')].join('\n');
    for (const mode of ['apply', 'applyAccepted'] as const) {
      const refused = await reportOf(
        server,
        admin,
        await upload(server, admin, { importer: 'members', mode, file: csv(own) }),
      );
      expect(refused.committed).toBe(false);
      expect(refused.rows[0]).toMatchObject({
        status: 'refused',
        detail: importMessages.ownAdminRole,
      });
      expect(importMessages.ownAdminRole).toContain(memberStatusMessages.ownAdminFlag);
    }
    expect(await rolesOf(server, demo.admin)).toEqual({ isManager: true, isAdmin: true });
    expect(await audited('member.flags')).toHaveLength(1);

    // The command line has no administrator of its own to protect; its changes are audited as its own.
    const cli = await runCli(server, [
      'import-members',
      writeFile('members.csv', [heading, await memberLine(server, demo.member, ',N')].join('\n')),
    ]);
    expect(cli.text).toContain('updated +27820000003 (isAdminReports Y → N)');
    expect((await audited('member.flags'))[1]).toMatchObject({
      actorKind: 'cli',
      actorMemberId: null,
      before: { isManager: false, isAdmin: true },
      after: { isManager: false, isAdmin: false },
      reason: importMessages.cliAuditReason('members.csv'),
    });
  });

  it('audits each row that issues points, with the balance before and after, console and command line alike', async () => {
    const admin = await login(server.app, demo.admin);
    const budgetBefore = await balanceOf(server, demo.manager, 'management');
    const budgets = await runCli(server, [
      'import-budgets',
      writeFile(
        'budgets.csv',
        `reference,cellNum,points\nQ1-A,${demo.manager},100\nQ1-B,${demo.manager},50\n`,
      ),
    ]);
    expect(budgets.code, budgets.text).toBe(0);
    const grants = await audited('budget.grant');
    expect(grants.map((g) => [g.actorKind, g.before, g.after])).toEqual([
      [
        'cli',
        { account: 'management', balance: budgetBefore },
        expect.objectContaining({ balance: budgetBefore + 100, reference: 'Q1-A' }),
      ],
      [
        'cli',
        { account: 'management', balance: budgetBefore + 100 },
        expect.objectContaining({ balance: budgetBefore + 150, reference: 'Q1-B' }),
      ],
    ]);
    expect(grants[0]?.reason).toBe(importMessages.cliAuditReason('budgets.csv'));

    const pointsBefore = await balanceOf(server, demo.member, 'redeemable');
    const credited = await reportOf(
      server,
      admin,
      await upload(server, admin, {
        importer: 'recommendations',
        mode: 'apply',
        file: csv(
          `transId,date,clinicId,cellNum,description,points\n880001,2026-11-03 09:15,CL-1,${demo.member},Kidney diet,25\n`,
        ),
      }),
    );
    expect(credited.committed).toBe(true);
    const [credit] = await audited('recommendation.credit');
    expect(credit).toMatchObject({
      actorKind: 'console',
      actorMemberId: await memberIdOf(server, demo.admin),
      targetMemberId: await memberIdOf(server, demo.member),
      before: { account: 'redeemable', balance: pointsBefore },
      after: { account: 'redeemable', balance: pointsBefore + 25, transId: 880001 },
    });
  });

  it('grants no budget to a manager who has left the programme', async () => {
    await server.db
      .update(members)
      .set({ deactivatedAt: server.clock.now() })
      .where(eq(members.cellNational, demo.manager));
    const before = await tablesChecksum(server.db, tables);
    const refused = await runCli(server, [
      'import-budgets',
      writeFile(
        'budgets.csv',
        `reference,cellNum,points
Q2-A,${demo.manager},100
`,
      ),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.text).toContain(`${demo.manager} is deactivated`);
    expect(await tablesChecksum(server.db, tables)).toEqual(before);
  });

  it('refuses, row by row, points past the JSON calls’ caps and past what a balance holds, in a dry run too', async () => {
    const admin = await login(server.app, demo.admin);
    const before = await tablesChecksum(server.db, tables);
    const budgets = await reportOf(
      server,
      admin,
      await upload(server, admin, {
        importer: 'budgets',
        mode: 'dryRun',
        file: csv(
          [
            'reference,cellNum,points',
            `MAX,${demo.manager},${budgetGrantMax}`,
            `OVER,${demo.manager},${budgetGrantMax + 1}`,
            `HUGE,${demo.manager},999999999`,
          ].join('\n'),
        ),
      }),
    );
    expect(budgets.rows.map((r) => [r.status, r.detail])).toEqual([
      ['added', `${budgetGrantMax} points`],
      ['refused', importMessages.pointsBetween(budgetGrantMax)],
      ['refused', importMessages.pointsBetween(budgetGrantMax)],
    ]);
    const recommendations = await reportOf(
      server,
      admin,
      await upload(server, admin, {
        importer: 'recommendations',
        mode: 'dryRun',
        file: csv(
          `transId,date,clinicId,cellNum,description,points\n880002,2026-11-03 09:15,CL-1,${demo.member},Diet,${adjustmentPointsMax + 1}\n`,
        ),
      }),
    );
    expect(recommendations.rows[0]?.detail).toBe(importMessages.pointsBetween(adjustmentPointsMax));

    // Many rows of the most a row may grant, all to one manager: the rows past what the budget (or
    // the programme's funding) can hold are refused, not a database error.
    const many = Array.from(
      { length: 2200 },
      (_, i) => `FULL-${i},${demo.manager},${budgetGrantMax}`,
    );
    const full = await reportOf(
      server,
      admin,
      await upload(server, admin, {
        importer: 'budgets',
        mode: 'dryRun',
        file: csv(['reference,cellNum,points', ...many].join('\n')),
      }),
    );
    expect(full.counts.added).toBeGreaterThan(0);
    expect(full.counts.refused).toBeGreaterThan(0);
    expect(full.counts.added + full.counts.refused).toBe(2200);
    const reasons = new Set(full.rows.filter((r) => r.status === 'refused').map((r) => r.detail));
    expect(
      [...reasons].every(
        (r) => r === importMessages.balanceFull(demo.manager) || r === importMessages.fundingFull,
      ),
    ).toBe(true);
    expect(await tablesChecksum(server.db, tables)).toEqual(before);
  }, 30_000);

  it('refuses a promo code amount and a price past what the shop stores, in the console and the import', async () => {
    const admin = await login(server.app, demo.admin);
    const created = await post(
      server.app,
      '/api/admin/createpromo',
      {
        code: 'HUGE-OFF',
        kind: 'fixed',
        amount: '999999999.99',
        validFrom: '2026-12-01',
        validTo: '2026-12-31',
        clusterCode: 'ZA',
        totalLimit: '',
        perMemberLimit: '',
        reason: 'Security test',
      },
      { token: admin },
    );
    expect(created.statusCode, created.body).toBe(400);
    expect((created.json() as { formErrors: Record<string, string> }).formErrors).toEqual({
      amount: importMessages.amountTooLarge('amount', '999999999.99'),
    });
    const promos = await reportOf(
      server,
      admin,
      await upload(server, admin, {
        importer: 'promo-codes',
        mode: 'dryRun',
        file: csv(
          'code,kind,amount,validFrom,validTo,clusterCode\nHUGE-OFF,fixed,999999999.99,2026-12-01,2026-12-31,ZA\n',
        ),
      }),
    );
    expect(promos.rows[0]).toMatchObject({
      status: 'refused',
      detail: importMessages.amountTooLarge('amount', '999999999.99'),
    });
    const [leaf] = await server.db
      .select({ cat1: shopCategories.cat1, cat2: shopCategories.cat2, cat3: shopCategories.cat3 })
      .from(shopCategories)
      .innerJoin(clusters, eq(clusters.id, shopCategories.clusterId))
      .where(eq(clusters.code, 'ZA'))
      .limit(1);
    const priced = await reportOf(
      server,
      admin,
      await upload(server, admin, {
        importer: 'products',
        mode: 'dryRun',
        file: csv(
          `clusterCode,code,cat1,cat2,cat3,description,brand,price\nZA,HUGE-1,${leaf?.cat1},${leaf?.cat2},${leaf?.cat3},A bed,Paws,999999999.99\n`,
        ),
      }),
    );
    expect(priced.rows[0]).toMatchObject({
      status: 'refused',
      detail: importMessages.amountTooLarge('price', '999999999.99'),
    });
  });

  it('refuses a row holding a NUL character, and a file that is not UTF-8 saying what to do', async () => {
    const admin = await login(server.app, demo.admin);
    const nul = await reportOf(
      server,
      admin,
      await upload(server, admin, {
        importer: 'members',
        mode: 'applyAccepted',
        file: csv(`${newMembers}\n0825550705,Nul\u0000Name,Mokoena,,ZA-JHB-PAWS,N,N,,\n`),
      }),
    );
    expect(nul.counts).toMatchObject({ added: 2, refused: 1 });
    expect(nul.rows[2]).toMatchObject({
      row: 4,
      status: 'refused',
      detail: importMessages.nulInCell('firstname'),
    });

    const before = await tablesChecksum(server.db, tables);
    const latin1 = Buffer.concat([
      Buffer.from(`cellNum,firstname,surname,divisionCode\n0825550706,Ren`),
      Buffer.from([0xe9]), // é in Latin-1 (Windows-1252): not UTF-8
      Buffer.from(',Botha,ZA-JHB-PAWS\n'),
    ]);
    const refused = await upload(server, admin, {
      importer: 'members',
      mode: 'apply',
      file: latin1,
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { formErrors: Record<string, string> }).formErrors).toEqual({
      file: importMessages.notUtf8(2),
    });
    // Past the first rows the file is read by the job: it fails, naming the line, writing nothing.
    const rowsBefore = Array.from(
      { length: 3000 },
      (_, i) => `08${String(45_000_000 + i)},Fine,Row${i},ZA-JHB-PAWS`,
    ).join('\n');
    const late = Buffer.concat([
      Buffer.from(`cellNum,firstname,surname,divisionCode\n${rowsBefore}\n0825550707,Ren`),
      Buffer.from([0xe9]),
      Buffer.from(',Botha,ZA-JHB-PAWS\n'),
    ]);
    const job = await finishedJob(
      server,
      admin,
      await upload(server, admin, { importer: 'members', mode: 'apply', file: late }),
    );
    expect(job).toMatchObject({ state: 'failed', message: importMessages.notUtf8(3002) });
    expect(await tablesChecksum(server.db, tables)).toEqual(before);

    // The command line refuses it alike.
    const cli = await runCli(server, ['import-members', writeFile('latin1.csv', latin1)]);
    expect(cli.code).toBe(1);
    expect(cli.text).toContain(importMessages.notUtf8(2));
    expect(await tablesChecksum(server.db, tables)).toEqual(before);
  });
});
