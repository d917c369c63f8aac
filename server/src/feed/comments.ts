import { feedMessages } from '@plaudit/domain';
import { feedCommentMax, type FeedComment, type FeedPerson } from '@plaudit/api/contract';
import { sql } from 'drizzle-orm';
import type { Store } from '../db/changes.ts';
import type { Db, Tx } from '../db/client.ts';
import { firstRowOf, rowsOf } from '../db/rows.ts';
import {
  awardRecipients,
  awards,
  divisions,
  feedCommentNotices,
  feedComments,
  members,
} from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { inLanguage } from '../i18n/language.ts';
import { enqueue, type OutgoingMessage, type Queueing } from '../outbox/queue.ts';
import { fieldRefusal, forbidden, notFound } from '../refusals.ts';
import { viewerOf, visibleRecognition, type Viewer } from './viewer.ts';

/** How long a giver or recipient hears of no further comments on one recognition after being told. */
export const commentNoticeIntervalMs = 60 * 60 * 1000;

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export const charactersOf = (text: string): number => [...text].length;

interface CommentRow {
  id: number | string;
  text: string;
  created_at: Date | string;
  author: FeedPerson;
}

const commentOf = (row: CommentRow, viewerId: number): FeedComment => ({
  id: Number(row.id),
  author: row.author,
  text: row.text,
  createdAt: new Date(row.created_at),
  mine: row.author.memberId === viewerId,
});

const commentSelect = sql`select c.id, c.text, c.created_at,
    json_build_object('memberId', m.id, 'name', m.firstname || ' ' || m.surname, 'picId', m.pic_id,
      'division', d.name) as author
  from ${feedComments} c join ${members} m on m.id = c.author_member_id
  join ${divisions} d on d.id = m.division_id`;

/** A recognition's comments on the wall (neither hidden nor deleted), oldest first, with their authors. */
export async function listComments(
  db: Db,
  memberId: number,
  awardId: number,
): Promise<{ comments: FeedComment[] }> {
  const viewer = await viewerOf(db, memberId);
  await visibleRecognition(db, viewer, awardId);
  const rows = await rowsOf<CommentRow>(
    db,
    sql`${commentSelect} where c.award_id = ${awardId}::bigint and c.hidden_at is null
      and c.deleted_at is null order by c.created_at, c.id`,
  );
  return { comments: rows.map((row) => commentOf(row, viewer.id)) };
}

export interface CommentSettings {
  programmeName: string;
}

/**
 * A comment on a recognition the member may see, stored as written (plain text: the wall never reads it as
 * HTML), and a message to its giver and recipients (not the author) who were not told of a comment on it in
 * the last hour: one conditional upsert per recognition claims who is told, so comments at once tell each
 * person once.
 */
export async function addComment(
  store: Store,
  memberId: number,
  { id, text }: { id: number; text: string },
  queueing: Queueing,
  settings: CommentSettings,
): Promise<{ comment: FeedComment; commentCount: number }> {
  const written = text.trim();
  if (written === '') throw fieldRefusal('text', feedMessages.commentRequired);
  if (charactersOf(written) > feedCommentMax)
    throw fieldRefusal('text', feedMessages.commentTooLong(feedCommentMax));
  const { now } = queueing;
  return inTransaction(store, ['messages'], async (tx) => {
    const viewer = await viewerOf(tx, memberId);
    const recognition = await visibleRecognition(tx, viewer, id);
    const inserted = await firstRowOf<{ id: number | string }>(
      tx,
      sql`insert into ${feedComments} (award_id, author_member_id, text, created_at)
        values (${id}::bigint, ${viewer.id}::integer, ${written}, ${now}) returning id`,
    );
    const row = await firstRowOf<CommentRow>(
      tx,
      sql`${commentSelect} where c.id = ${inserted?.id ?? 0}::bigint`,
    );
    if (!row) throw new Error('The comment was not written.');
    await tellOfComment(tx, viewer, recognition, queueing, settings);
    const count = await firstRowOf<{ n: number }>(
      tx,
      sql`select count(*)::integer as n from ${feedComments}
        where award_id = ${id}::bigint and hidden_at is null and deleted_at is null`,
    );
    return { comment: commentOf(row, viewer.id), commentCount: count?.n ?? 0 };
  });
}

interface Told {
  member_id: number;
  email: string;
  cell_e164: string;
  language: string | null;
}

async function tellOfComment(
  tx: Tx,
  author: Viewer,
  recognition: { id: number; value: string },
  queueing: Queueing,
  settings: CommentSettings,
): Promise<void> {
  const { now } = queueing;
  const since = new Date(now.getTime() - commentNoticeIntervalMs);
  const told = await rowsOf<Told>(
    tx,
    sql`with people as (
        select giver_member_id as member_id from ${awards} where id = ${recognition.id}::bigint
          and giver_member_id is not null
        union select member_id from ${awardRecipients} where award_id = ${recognition.id}::bigint),
      claimed as (
        insert into ${feedCommentNotices} (award_id, member_id, sent_at)
        select ${recognition.id}::bigint, p.member_id, ${now} from people p
          join ${members} m on m.id = p.member_id
          where p.member_id <> ${author.id}::integer and m.deactivated_at is null
            and m.registered_at is not null
        on conflict (award_id, member_id) do update set sent_at = excluded.sent_at
          where ${feedCommentNotices}.sent_at <= ${since}
        returning member_id)
      select m.id as member_id, m.email, m.cell_e164, m.language
      from claimed c join ${members} m on m.id = c.member_id order by m.id`,
  );
  const messages = told.map((person): OutgoingMessage => {
    const words = {
      author: author.name,
      value: recognition.value,
      programme: settings.programmeName,
    };
    return inLanguage(person.language, () =>
      person.email !== ''
        ? {
            kind: 'feedComment',
            channel: 'email',
            to: person.email,
            subject: feedMessages.commentSubject({ programme: settings.programmeName }),
            body: feedMessages.commentNotice(words),
          }
        : {
            kind: 'feedComment',
            channel: 'sms',
            to: person.cell_e164,
            body: feedMessages.commentNotice(words),
          },
    );
  });
  await enqueue(tx, queueing, ...messages);
}

/** The member deletes their own comment: it leaves the wall (the row stays, marked deleted). */
export async function deleteComment(
  store: Store,
  memberId: number,
  commentId: number,
  now: Date,
): Promise<{ message: string }> {
  const { db } = store;
  const deleted = await firstRowOf<{ id: number }>(
    db,
    sql`update ${feedComments} set deleted_at = ${now} where id = ${commentId}::bigint
      and author_member_id = ${memberId}::integer and deleted_at is null and hidden_at is null
      returning id`,
  );
  if (deleted) return { message: feedMessages.commentDeleted };
  const other = await firstRowOf<{ author: number }>(
    db,
    sql`select author_member_id as author from ${feedComments} where id = ${commentId}::bigint
      and deleted_at is null and hidden_at is null`,
  );
  // Another's comment on a recognition the member may not see is not found, as the recognition is not.
  if (other) {
    const viewer = await viewerOf(db, memberId);
    const award = await firstRowOf<{ award_id: number }>(
      db,
      sql`select award_id from ${feedComments} where id = ${commentId}::bigint`,
    );
    await visibleRecognition(db, viewer, Number(award?.award_id));
    throw forbidden(feedMessages.notYourComment);
  }
  throw notFound(feedMessages.commentNotFound);
}
