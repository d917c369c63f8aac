import { consoleMessages, contentEditMessages, validateContentEdit } from '@plaudit/domain';
import { HttpResponse } from 'msw';
import type { RequestOf, ResponseOf } from '../contract';
import type { ContentBlockRow } from '../contentCalls';
import type { Member } from '../entities';
import { contentBlockRows } from './fixtures/contentEditing';

const refusal = (status: number, message: string, formErrors?: Record<string, string>) =>
  HttpResponse.json(formErrors ? { message, formErrors } : { message }, { status });

/**
 * What the server's sanitiser (DOMPurify, as SafeHtml) takes out that a story or test is likely to type:
 * script elements and event-handler attributes. A mock's stand-in, not a sanitiser.
 */
function mockSanitise(html: string): { html: string; removed: string[] } {
  const removed: string[] = [];
  const note = (what: string) => {
    if (!removed.includes(what)) removed.push(what);
  };
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, () => {
    note('<script>');
    return '';
  });
  const clean = withoutScripts.replace(
    /<([a-z][a-z0-9]*)\b([^>]*)>/gi,
    (_tag, name: string, attrs: string) => {
      const kept = attrs.replace(
        /\s+(on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi,
        (_a, attr: string) => {
          note(`${attr.toLowerCase()} on <${name.toLowerCase()}>`);
          return '';
        },
      );
      return `<${name}${kept}>`;
    },
  );
  return { html: clean, removed };
}

/**
 * The demo server's content editor: administrators only, the save checked and sanitised as the server
 * does, a save that changes nothing answered with changed: false, on this mock's copy of the blocks
 * (one per createHandlers).
 */
export class MockContent {
  private readonly blocks: ContentBlockRow[] = contentBlockRows.map((b) => ({ ...b }));

  list(caller: Member): ResponseOf<'adminContent'> | Response {
    if (!caller.isAdminReports) return refusal(403, consoleMessages.adminOnly);
    return { blocks: this.blocks.map((b) => ({ ...b })) };
  }

  save(
    caller: Member,
    body: RequestOf<'adminSaveContent'>,
  ): ResponseOf<'adminSaveContent'> | Response {
    if (!caller.isAdminReports) return refusal(403, consoleMessages.adminOnly);
    const issues = validateContentEdit(body);
    if (Object.keys(issues).length > 0) return refusal(400, Object.values(issues)[0] ?? '', issues);
    const { html, removed } = mockSanitise(body.content);
    if (html.trim() === '')
      return refusal(400, contentEditMessages.textBlank, {
        content: contentEditMessages.textBlank,
      });
    const index = this.blocks.findIndex((b) => b.key === body.key);
    const before = this.blocks[index];
    if (!before) return refusal(404, contentEditMessages.notFound);
    const title = body.title.trim();
    if (before.title === title && before.content === html)
      return {
        message: contentEditMessages.unchanged(title),
        block: before,
        removed,
        changed: false,
      };
    const after = { key: before.key, title, content: html };
    this.blocks[index] = after;
    return {
      message:
        removed.length > 0
          ? contentEditMessages.sanitised(title, removed)
          : contentEditMessages.saved(title),
      block: after,
      removed,
      changed: true,
    };
  }
}
