import { feedMessages } from '@plaudit/domain';
import { feedHideReasonMax } from '@plaudit/api/contract';
import { sql } from 'drizzle-orm';
import { audit } from '../db/audit.ts';
import type { Store } from '../db/changes.ts';
import { firstRowOf } from '../db/rows.ts';
import { feedComments, members } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { inLanguage } from '../i18n/language.ts';
import { enqueue, type Queueing } from '../outbox/queue.ts';
import { fieldRefusal, notFound } from '../refusals.ts';
import { charactersOf } from './comments.ts';

/**
 * An administrator hides a comment from the wall with a reason (the route lets only administrators call):
 * the comment leaves the wall, its author is told why (their channel, their language), and the audit log
 * keeps one row with the words hidden, in the same transaction.
 */
export async function hideComment(
  store: Store,
  adminId: number,
  { id, reason }: { id: number; reason: string },
  queueing: Queueing,
  settings: { programmeName: string },
): Promise<{ message: string }> {
  const why = reason.trim();
  if (why === '') throw fieldRefusal('reason', feedMessages.reasonRequired);
  if (charactersOf(why) > feedHideReasonMax)
    throw fieldRefusal('reason', feedMessages.reasonTooLong(feedHideReasonMax));
  const { now } = queueing;
  return inTransaction(store, ['messages'], async (tx) => {
    const hidden = await firstRowOf<{
      award_id: number | string;
      text: string;
      author: number;
      email: string;
      cell_e164: string;
      language: string | null;
    }>(
      tx,
      sql`update ${feedComments} c set hidden_at = ${now}, hidden_by = ${adminId}::integer,
          hidden_reason = ${why}
        from ${members} m
        where c.id = ${id}::bigint and c.hidden_at is null and c.deleted_at is null
          and m.id = c.author_member_id
        returning c.award_id, c.text, c.author_member_id as author, m.email, m.cell_e164, m.language`,
    );
    if (!hidden) throw notFound(feedMessages.commentNotFound);
    await audit(tx, {
      at: now,
      actor: { kind: 'console', memberId: adminId },
      action: 'feed.hideComment',
      targetMemberId: Number(hidden.author),
      before: { commentId: id, recognitionId: Number(hidden.award_id), text: hidden.text },
      after: { hidden: true },
      reason: why,
    });
    const body = inLanguage(hidden.language, () =>
      feedMessages.hiddenNotice({ reason: why, programme: settings.programmeName }),
    );
    await enqueue(
      tx,
      queueing,
      hidden.email !== ''
        ? {
            kind: 'commentHidden',
            channel: 'email',
            to: hidden.email,
            subject: inLanguage(hidden.language, () =>
              feedMessages.hiddenSubject({ programme: settings.programmeName }),
            ),
            body,
          }
        : { kind: 'commentHidden', channel: 'sms', to: hidden.cell_e164, body },
    );
    return { message: feedMessages.commentHidden };
  });
}
