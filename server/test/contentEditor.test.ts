import { consoleMessages, contentEditMessages, contentTextMax, messages } from '@plaudit/domain';
import { asc, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contentBlocks } from '../src/db/schema.ts';
import {
  demo,
  login,
  memberIdOf,
  post,
  rows,
  startOfTests,
  testDatabases,
  useTestServer,
  type Dataset,
  type TestServer,
} from './harness.ts';

/**
 * The console's content editor (adminContent, adminSaveContent): administrators only; the text is
 * sanitised on save as SafeHtml sanitises it on display; the save and its audit row are one transaction;
 * a save that changes nothing, and every refusal, writes nothing; members read the new text at once.
 */

const auditRows = (server: TestServer) =>
  server.db.select().from(auditLog).where(gte(auditLog.at, startOfTests)).orderBy(asc(auditLog.id));

const blockOf = async (server: TestServer, key: string) =>
  (await server.db.select().from(contentBlocks).where(eq(contentBlocks.key, key)))[0];

const allBlocks = (server: TestServer) =>
  server.db.select().from(contentBlocks).orderBy(asc(contentBlocks.key));

const edit = (content: string, title = 'Terms and Conditions') => ({
  key: 'terms',
  title,
  content,
  reason: 'Points now expire after 36 months',
});

describe.each(testDatabases)('the content editor on %s', (kind) => {
  const server = useTestServer(kind);

  it('lists every block with its current text, for administrators', async () => {
    const token = await login(server.app, demo.admin);
    const r = await post(server.app, '/api/admin/content', {}, { token });
    expect(r.statusCode, r.body).toBe(200);
    const blocks = rows((r.json() as { blocks: Dataset }).blocks);
    const terms = await blockOf(server, 'terms');
    expect(blocks.map((b) => b.key)).toEqual(
      expect.arrayContaining([
        'terms',
        'privacy',
        'disclaimer',
        'topmsgcontactus',
        'topmsgsendtoall',
        'topMsgRewards',
      ]),
    );
    expect(blocks.find((b) => b.key === 'terms')).toEqual({
      key: 'terms',
      title: terms?.title,
      content: terms?.content,
    });
  });

  it('saves a block with its audit row (before and after), and members read the new text', async () => {
    const admin = await login(server.app, demo.admin);
    const before = await blockOf(server, 'terms');
    const text =
      '<h2>Points</h2><p>Points expire <strong>36 months</strong> after they were awarded.</p>';
    const r = await post(
      server.app,
      '/api/admin/savecontent',
      edit(text, 'Terms of the programme'),
      {
        token: admin,
      },
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      message: contentEditMessages.saved('Terms of the programme'),
      block: { key: 'terms', title: 'Terms of the programme', content: text },
      removed: [],
      changed: true,
    });
    expect(await blockOf(server, 'terms')).toEqual({
      key: 'terms',
      title: 'Terms of the programme',
      content: text,
    });
    expect(await auditRows(server)).toEqual([
      expect.objectContaining({
        action: 'content.edit',
        actorKind: 'console',
        actorMemberId: await memberIdOf(server, demo.admin),
        targetMemberId: null,
        before: { key: 'terms', title: before?.title, content: before?.content },
        after: { key: 'terms', title: 'Terms of the programme', content: text },
        reason: 'Points now expire after 36 months',
      }),
    ]);

    const member = await login(server.app, demo.member);
    const page = await post(
      server.app,
      '/api/site/getcontentdb',
      { contentKey: 'terms' },
      { token: member },
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({ title: 'Terms of the programme', content: text });
  });

  it('sanitises the text on save as on display, and names what it removed', async () => {
    const admin = await login(server.app, demo.admin);
    const r = await post(
      server.app,
      '/api/admin/savecontent',
      edit(
        '<p onclick="steal()">Points expire.</p><script>alert(1)</script><img src="x.png" onerror="alert(2)">',
      ),
      { token: admin },
    );
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json() as { message: string; removed: string[]; block: { content: string } };
    expect(answer.block.content).toBe('<p>Points expire.</p><img src="x.png">');
    expect(answer.removed).toEqual(['onclick on <p>', '<script>', 'onerror on <img>']);
    expect(answer.message).toBe(
      contentEditMessages.sanitised('Terms and Conditions', answer.removed),
    );
    expect((await blockOf(server, 'terms'))?.content).toBe(
      '<p>Points expire.</p><img src="x.png">',
    );
    const [row] = await auditRows(server);
    expect(row?.after).toEqual(
      expect.objectContaining({ removed: 'onclick on <p>, <script>, onerror on <img>' }),
    );
  });

  it('writes nothing for a save that changes nothing', async () => {
    const admin = await login(server.app, demo.admin);
    const before = await blockOf(server, 'privacy');
    const r = await post(
      server.app,
      '/api/admin/savecontent',
      {
        key: 'privacy',
        title: ` ${before?.title ?? ''} `,
        content: before?.content ?? '',
        reason: 'Checked',
      },
      { token: admin },
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual(
      expect.objectContaining({
        changed: false,
        message: contentEditMessages.unchanged(before?.title ?? ''),
      }),
    );
    expect(await blockOf(server, 'privacy')).toEqual(before);
    expect(await auditRows(server)).toEqual([]);
  });

  it('refuses members and managers, changing nothing', async () => {
    const before = await allBlocks(server);
    for (const who of [demo.member, demo.manager]) {
      const token = await login(server.app, who);
      const list = await post(server.app, '/api/admin/content', {}, { token });
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual(expect.objectContaining({ message: consoleMessages.adminOnly }));
      const save = await post(server.app, '/api/admin/savecontent', edit('<p>Mine now.</p>'), {
        token,
      });
      expect(save.statusCode).toBe(403);
    }
    expect(await allBlocks(server)).toEqual(before);
    expect(await auditRows(server)).toEqual([]);
  });

  it('refuses bad input with a clear error per field, changing nothing', async () => {
    const admin = await login(server.app, demo.admin);
    const before = await allBlocks(server);
    const refused = async (body: Record<string, unknown>, status = 400) => {
      const r = await post(server.app, '/api/admin/savecontent', body, { token: admin });
      expect(r.statusCode, r.body).toBe(status);
      return r.json() as { message: string; formErrors?: Record<string, string> };
    };
    expect((await refused(edit('   '))).formErrors).toEqual({
      content: contentEditMessages.textEmpty,
    });
    expect((await refused(edit('<script>alert(1)</script>'))).formErrors).toEqual({
      content: contentEditMessages.textBlank,
    });
    expect((await refused(edit('<p>x</p>', ''))).formErrors).toEqual({
      title: messages.required('Title'),
    });
    expect((await refused({ ...edit('<p>x</p>'), reason: '' })).formErrors).toEqual({
      reason: messages.required('Reason'),
    });
    const tooLong = await refused(edit(`<p>${'a'.repeat(contentTextMax)}</p>`));
    expect(tooLong.formErrors?.content).toMatch(/at most 50000 characters/);
    expect((await refused({ ...edit('<p>x</p>'), key: 'nosuchblock' }, 404)).message).toBe(
      contentEditMessages.notFound,
    );
    expect(await allBlocks(server)).toEqual(before);
    expect(await auditRows(server)).toEqual([]);
  });
});
