import type { ContentBlockRow } from '@plaudit/api/contract';
import { contentEditMessages, validateContentEdit } from '@plaudit/domain';
import { asc, eq } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { audit } from '../db/audit.ts';
import type { Db } from '../db/client.ts';
import { withIdempotency } from '../db/idempotency.ts';
import { contentBlocks } from '../db/schema.ts';
import type { RequestBody, ResponseValue } from '../http/calls.ts';
import { fieldRefusal, notFound, refuseIf } from '../refusals.ts';
import { sanitiseStoredHtml } from '../site/storedHtml.ts';

/**
 * The console's content editor: every content block with its text as stored, and saving one.
 * The text is sanitised on save by the rules the portal shows it with (storedHtml.ts); the save and its
 * audit row ('content.edit', before and after) are one transaction; a save that changes nothing writes
 * nothing, and a refusal changes nothing. Members read blocks straight from the table (getContent), so
 * the next page a member opens shows the new text.
 */

/** Every content block, by key. */
export async function contentBlocksPage(db: Db): Promise<ResponseValue<'adminContent'>> {
  const blocks: ContentBlockRow[] = await db
    .select({ key: contentBlocks.key, title: contentBlocks.title, content: contentBlocks.content })
    .from(contentBlocks)
    .orderBy(asc(contentBlocks.key));
  return { blocks };
}

/** Saves a block's title and sanitised text, with its audit row; or says that it already reads so. */
export async function saveContentBlock(
  context: ServerContext,
  adminId: number,
  body: RequestBody<'adminSaveContent'>,
): Promise<ResponseValue<'adminSaveContent'>> {
  refuseIf(validateContentEdit(body));
  const title = body.title.trim();
  const { html, removed } = sanitiseStoredHtml(body.content);
  if (html.trim() === '') throw fieldRefusal('content', contentEditMessages.textBlank);
  return withIdempotency(context, [], { now: context.now }, async (tx, now) => {
    const [before] = await tx
      .select({
        key: contentBlocks.key,
        title: contentBlocks.title,
        content: contentBlocks.content,
      })
      .from(contentBlocks)
      .where(eq(contentBlocks.key, body.key))
      .for('update')
      .limit(1);
    if (!before) throw notFound(contentEditMessages.notFound);
    const sameText = before.content === html || sanitiseStoredHtml(before.content).html === html;
    if (before.title === title && sameText)
      return {
        message: contentEditMessages.unchanged(title),
        block: before,
        removed,
        changed: false,
      };
    const after = { key: before.key, title, content: html };
    await tx
      .update(contentBlocks)
      .set({ title, content: html })
      .where(eq(contentBlocks.key, before.key));
    await audit(tx, {
      at: now,
      actor: { kind: 'console', memberId: adminId },
      action: 'content.edit',
      targetMemberId: null,
      before,
      after: removed.length > 0 ? { ...after, removed: removed.join(', ') } : after,
      reason: body.reason.trim(),
    });
    return {
      message:
        removed.length > 0
          ? contentEditMessages.sanitised(title, removed)
          : contentEditMessages.saved(title),
      block: after,
      removed,
      changed: true,
    };
  });
}
