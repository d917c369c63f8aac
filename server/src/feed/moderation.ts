import { feedMessages } from '@plaudit/domain';
import {
  adminCommentsPageSize,
  feedHideReasonMax,
  type AdminCommentRow,
} from '@plaudit/api/contract';
import { sql } from 'drizzle-orm';
import { audit } from '../db/audit.ts';
import type { Store } from '../db/changes.ts';
import type { Db } from '../db/client.ts';
import { firstRowOf, rowsOf } from '../db/rows.ts';
import { awardRecipients, awards, feedComments, members } from '../db/schema.ts';
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

interface CommentRow {
  id: number | string;
  text: string;
  author_id: number;
  author: string;
  created_at: Date | string;
  award_id: number | string;
  type: AdminCommentRow['recognition']['type'];
  value: string;
  giver: string | null;
  recipients: string[] | null;
  hidden_at: Date | string | null;
  hidden_by: string | null;
  hidden_reason: string | null;
}

/**
 * The console's moderation list (administrators only, by the route): the wall's comments newest first
 * (by id, given in the order they are written; the primary key pages them), hidden ones with when, by whom
 * and why, deleted ones left out; each with the recognition it is on, private ones too.
 */
export async function listCommentsForModeration(
  db: Db,
  { before }: { before?: number | undefined },
): Promise<{ comments: AdminCommentRow[]; nextBefore: number | null }> {
  const name = (m: string) => sql.raw(`${m}.firstname || ' ' || ${m}.surname`);
  const rows = await rowsOf<CommentRow>(
    db,
    sql`select c.id, c.text, au.id as author_id, ${name('au')} as author, c.created_at,
          a.id as award_id, a.type, a.value, ${name('g')} as giver,
          (select json_agg(${name('m')} order by m.surname, m.firstname, m.id)
             from ${awardRecipients} r join ${members} m on m.id = r.member_id
             where r.award_id = a.id) as recipients,
          c.hidden_at, ${name('h')} as hidden_by, c.hidden_reason
        from ${feedComments} c
        join ${members} au on au.id = c.author_member_id
        join ${awards} a on a.id = c.award_id
        left join ${members} g on g.id = a.giver_member_id
        left join ${members} h on h.id = c.hidden_by
        where c.deleted_at is null ${before === undefined ? sql`` : sql`and c.id < ${before}::bigint`}
        order by c.id desc limit ${adminCommentsPageSize + 1}`,
  );
  const shown = rows.slice(0, adminCommentsPageSize);
  const last = shown.at(-1);
  return {
    comments: shown.map((row) => ({
      id: Number(row.id),
      text: row.text,
      author: { memberId: Number(row.author_id), name: row.author },
      createdAt: new Date(row.created_at),
      recognition: {
        id: Number(row.award_id),
        type: row.type,
        value: row.value,
        giver: row.giver,
        recipients: row.recipients ?? [],
      },
      hidden:
        row.hidden_at === null
          ? null
          : {
              at: new Date(row.hidden_at),
              by: row.hidden_by ?? '',
              reason: row.hidden_reason ?? '',
            },
    })),
    nextBefore: rows.length > adminCommentsPageSize && last ? Number(last.id) : null,
  };
}
