import { feedMessages } from '@plaudit/domain';
import { feedReactionEmojis, type FeedReaction } from '@plaudit/api/contract';
import { sql } from 'drizzle-orm';
import type { Store } from '../db/changes.ts';
import { rowsOf } from '../db/rows.ts';
import { feedReactions } from '../db/schema.ts';
import { fieldRefusal } from '../refusals.ts';
import { reactionsOf } from './list.ts';
import { viewerOf, visibleRecognition } from './viewer.ts';

const isOffered = (emoji: string): boolean =>
  (feedReactionEmojis as readonly string[]).includes(emoji);

/**
 * The member's reaction to a recognition they may see: toggled, or set on or off when `on` is given. One
 * statement each; the key (recognition, member, emoji) makes a reaction sent twice at once count once.
 * Answers the recognition's reactions after the change.
 */
export async function react(
  store: Store,
  memberId: number,
  { id, emoji, on }: { id: number; emoji: string; on?: boolean | undefined },
  now: Date,
): Promise<{ reactions: FeedReaction[] }> {
  if (!isOffered(emoji))
    throw fieldRefusal(
      'emoji',
      feedMessages.unknownReaction({ allowed: feedReactionEmojis.join(' ') }),
    );
  const { db } = store;
  const viewer = await viewerOf(db, memberId);
  await visibleRecognition(db, viewer, id);
  const key = sql`award_id = ${id}::bigint and member_id = ${viewer.id}::integer and emoji = ${emoji}`;
  const insert = sql`insert into ${feedReactions} (award_id, member_id, emoji, created_at)
    select ${id}::bigint, ${viewer.id}::integer, ${emoji}, ${now}`;
  if (on === true) await rowsOf(db, sql`${insert} on conflict do nothing returning 1`);
  else if (on === false)
    await rowsOf(db, sql`delete from ${feedReactions} where ${key} returning 1`);
  else
    // A toggle: the reaction is taken back if it was there, given otherwise (the statement's own snapshot).
    await rowsOf(
      db,
      sql`with taken as (delete from ${feedReactions} where ${key} returning 1)
        ${insert} where not exists (select 1 from taken) on conflict do nothing returning 1`,
    );
  return { reactions: await reactionsOf(db, id, viewer.id) };
}
