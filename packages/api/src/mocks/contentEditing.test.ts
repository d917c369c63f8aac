import { consoleMessages, contentEditMessages } from '@plaudit/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { baseUrl, useMswServer } from '../test/server';
import { defaultHandlers } from './handlers';

const server = useMswServer();

const clientOf = (token: string) => createClient({ baseUrl, getToken: () => token });
const admin = clientOf('mock-token-0820000001');
const manager = clientOf('mock-token-0820000002');

const edit = (content: string) => ({
  key: 'terms',
  title: 'Terms and Conditions',
  content,
  reason: 'New expiry',
});

describe('the mock content editor answers as the server does', () => {
  beforeEach(() => {
    server.use(...defaultHandlers({ baseUrl, requireAuth: true }));
  });

  it('saves, sanitises with a notice, and answers a save that changes nothing with changed: false', async () => {
    const saved = await admin.call('adminSaveContent', edit('<p>Points last 36 months.</p>'));
    expect(saved).toEqual({
      ok: true,
      data: expect.objectContaining({ changed: true, removed: [] }),
    });
    const again = await admin.call('adminSaveContent', edit('<p>Points last 36 months.</p>'));
    expect(again).toEqual({
      ok: true,
      data: expect.objectContaining({
        changed: false,
        message: contentEditMessages.unchanged('Terms and Conditions'),
      }),
    });
    const cleaned = await admin.call(
      'adminSaveContent',
      edit('<p onclick="x()">Points.</p><script>alert(1)</script>'),
    );
    expect(cleaned).toEqual({
      ok: true,
      data: expect.objectContaining({
        block: { key: 'terms', title: 'Terms and Conditions', content: '<p>Points.</p>' },
        removed: ['<script>', 'onclick on <p>'],
      }),
    });
    const list = await admin.call('adminContent', {});
    expect(list.ok && list.data.blocks.find((b) => b.key === 'terms')?.content).toBe(
      '<p>Points.</p>',
    );
  });

  it('refuses a manager, an empty text and an unknown block', async () => {
    const refused = await manager.call('adminContent', {});
    expect(refused).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 403, serverMessage: consoleMessages.adminOnly }),
    });
    const empty = await admin.call('adminSaveContent', edit('  '));
    expect(empty).toEqual({
      ok: false,
      error: expect.objectContaining({ formErrors: { content: contentEditMessages.textEmpty } }),
    });
    const unknown = await admin.call('adminSaveContent', { ...edit('<p>x</p>'), key: 'nosuch' });
    expect(unknown).toEqual({ ok: false, error: expect.objectContaining({ status: 404 }) });
  });
});
