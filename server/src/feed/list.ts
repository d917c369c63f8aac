import { feedMessages, milestoneMessages } from '@plaudit/domain';
import {
  feedPageSize,
  feedReactionEmojis,
  type FeedAddition,
  type FeedItem,
  type FeedPerson,
  type FeedReaction,
} from '@plaudit/api/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import {
  awardRecipients,
  awards,
  divisions,
  feedAdditions,
  feedComments,
  feedReactions,
  members,
} from '../db/schema.ts';
import { fieldRefusal } from '../refusals.ts';
import type { Settings } from '../settings.ts';
import { visibleRecognition, visibleTo, viewerOf, type Viewer } from './viewer.ts';

/**
 * A page's position: the last item's time (UTC, as the database writes it: to the microsecond, which a
 * Date would round) and id (the wall is ordered by both, newest first).
 */
interface Cursor {
  at: string;
  id: number;
}

const encodeCursor = ({ at, id }: Cursor): string =>
  Buffer.from(`${at}|${id}`).toString('base64url');

function decodeCursor(cursor: string): Cursor {
  const [at = '', id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const number = Number(id);
  if (
    !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?$/.test(at) ||
    !Number.isSafeInteger(number) ||
    number < 1
  )
    throw fieldRefusal('cursor', feedMessages.pageGone);
  return { at, id: number };
}

/** `(createdAt, id)` comes after the cursor's item on the wall (is older). */
const before = (after: Cursor, createdAt: SQL, id: SQL) =>
  sql`(${createdAt}, ${id}) < ((${after.at}::timestamp at time zone 'UTC'), ${after.id}::bigint)`;

/**
 * The filter's condition on the award `a`, for the page after the cursor. The recipients' checks are probes
 * of each award's own rows (`offset 0`, as in visibleTo), not a hash of a store's every recognition first.
 * About me takes the page's newest given and newest received recognitions from the member's own index
 * entries (a recipient's row carries its award's time), rather than walking the whole wall for them.
 */
function filterOf(filter: string, viewer: Viewer, after: Cursor | undefined): SQL {
  const recipientWhere = (condition: SQL) =>
    sql`exists (select 1 from ${awardRecipients} r where r.award_id = a.id and ${condition} offset 0)`;
  switch (filter) {
    case 'everyone':
      return sql`true`;
    case 'store':
      return sql`(a.giver_division_id = ${viewer.divisionId}::integer
        or ${recipientWhere(sql`r.division_id = ${viewer.divisionId}::integer`)})`;
    case 'country':
      return sql`(exists (select 1 from ${divisions} gd where gd.id = a.giver_division_id
          and gd.cluster_id = ${viewer.clusterId}::integer)
        or ${recipientWhere(sql`r.division_id in (select id from ${divisions}
          where cluster_id = ${viewer.clusterId}::integer)`)})`;
    case 'me': {
      const given = after ? sql`and ${before(after, sql`created_at`, sql`id`)}` : sql``;
      const received = after ? sql`and ${before(after, sql`created_at`, sql`award_id`)}` : sql``;
      return sql`a.id in (
        (select id from ${awards} where giver_member_id = ${viewer.id}::integer ${given}
         order by created_at desc, id desc limit ${feedPageSize + 1})
        union all
        (select award_id from ${awardRecipients} where member_id = ${viewer.id}::integer ${received}
         order by created_at desc, award_id desc limit ${feedPageSize + 1}))`;
    }
    default:
      return sql`a.value = ${filter.slice('value:'.length)}`;
  }
}

interface ItemRow {
  id: number | string;
  type: Exclude<FeedItem['type'], 'anniversary' | 'birthday' | 'welcome'>;
  value: string;
  message: string;
  points: number;
  is_private: boolean;
  milestone: 'anniversary' | 'birthday' | 'welcome' | null;
  milestone_years: number | null;
  created_at: Date | string;
  cursor_at: string;
  giver: FeedPerson | null;
  recipients: FeedPerson[] | null;
  reactions: { emoji: string; count: number; mine: boolean }[] | null;
  comment_count: number;
  additions: FeedAddition[] | null;
}

const person = (m: SQL, d: SQL) => sql`json_build_object('memberId', ${m}.id,
  'name', ${m}.firstname || ' ' || ${m}.surname, 'picId', ${m}.pic_id, 'division', ${d}.name)`;

/**
 * The items of the awards the `page` statement selects (as `page`, with the awards' columns), each with
 * its giver, recipients, reactions (the viewer's marked), comment count and added points, in one statement.
 */
function itemsSql(page: SQL, viewer: Viewer): SQL {
  return sql`with page as (${page})
    select a.id, a.type, a.value, a.message, a.points, a.is_private, a.milestone, a.milestone_years,
      a.created_at,
      (a.created_at at time zone 'UTC')::text as cursor_at,
      (select ${person(sql`g`, sql`gd`)} from ${members} g join ${divisions} gd on gd.id = a.giver_division_id
        where g.id = a.giver_member_id) as giver,
      (select json_agg(${person(sql`m`, sql`d`)} order by m.surname, m.firstname, m.id)
        from ${awardRecipients} r join ${members} m on m.id = r.member_id
        join ${divisions} d on d.id = r.division_id where r.award_id = a.id) as recipients,
      (select json_agg(json_build_object('emoji', x.emoji, 'count', x.n, 'mine', x.mine))
        from (select emoji, count(*)::integer as n, bool_or(member_id = ${viewer.id}::integer) as mine
              from ${feedReactions} where award_id = a.id group by emoji) x) as reactions,
      (select count(*)::integer from ${feedComments} c
        where c.award_id = a.id and c.hidden_at is null and c.deleted_at is null) as comment_count,
      (select json_agg(json_build_object('giver', g.firstname || ' ' || g.surname, 'points', f.points)
          order by f.created_at, f.id)
        from ${feedAdditions} f join ${members} g on g.id = f.giver_member_id
        where f.award_id = a.id) as additions
    from page a order by a.created_at desc, a.id desc`;
}

/** Reactions in the order the bar shows them. */
export function orderedReactions(rows: readonly FeedReaction[]): FeedReaction[] {
  const rank = (emoji: string) => {
    const i = (feedReactionEmojis as readonly string[]).indexOf(emoji);
    return i === -1 ? feedReactionEmojis.length : i;
  };
  return [...rows].sort((x, y) => rank(x.emoji) - rank(y.emoji));
}

/** A milestone card's text in the reader's language (its stored message is English, for reports). */
function milestoneText(row: ItemRow, recipients: readonly FeedPerson[], settings: Settings) {
  const name = recipients[0]?.name ?? '';
  switch (row.milestone) {
    case 'anniversary':
      return milestoneMessages.anniversaryCard({
        years: row.milestone_years ?? 0,
        programme: settings.programmeName,
      });
    case 'birthday':
      return milestoneMessages.birthdayCard({ name: name.split(' ')[0] ?? name });
    case 'welcome':
      return milestoneMessages.welcomeCard({ name });
    default:
      return row.message;
  }
}

function itemOf(row: ItemRow, viewer: Viewer, settings: Settings): FeedItem {
  const recipients = row.recipients ?? [];
  if (row.milestone !== null)
    return {
      id: Number(row.id),
      giver: null,
      recipients,
      type: row.milestone,
      value: '',
      message: milestoneText(row, recipients, settings),
      // The programme's gift, when it gave one, is part of the card.
      points: row.points > 0 ? row.points : null,
      isPrivate: row.is_private,
      createdAt: new Date(row.created_at),
      reactions: orderedReactions(
        (row.reactions ?? []).map((r) => ({ emoji: r.emoji, count: r.count, mine: r.mine })),
      ),
      commentCount: row.comment_count,
      additions: row.additions ?? [],
      mayAddPoints: false,
    };
  const ownRecognition =
    row.giver?.memberId === viewer.id || recipients.some((r) => r.memberId === viewer.id);
  return {
    id: Number(row.id),
    giver: row.giver,
    recipients,
    type: row.type,
    value: row.value,
    message: row.message,
    points: settings.feedPointsShown[row.type] ? row.points : null,
    isPrivate: row.is_private,
    createdAt: new Date(row.created_at),
    reactions: orderedReactions(
      (row.reactions ?? []).map((r) => ({ emoji: r.emoji, count: r.count, mine: r.mine })),
    ),
    commentCount: row.comment_count,
    additions: row.additions ?? [],
    mayAddPoints: !ownRecognition && recipients.length > 0,
  };
}

/**
 * A page of the wall (newest first) for the member: the recognitions they may see that the filter keeps,
 * after the cursor's item; `nextCursor` is null on the last page. Keyset paging on (created_at, id), which
 * awards_feed_idx orders, so a page costs the same however deep it is.
 */
export async function listFeed(
  db: Db,
  memberId: number,
  { filter, cursor }: { filter: string; cursor?: string | undefined },
  settings: Settings,
): Promise<{ items: FeedItem[]; nextCursor: string | null }> {
  const viewer = await viewerOf(db, memberId);
  const after = cursor === undefined || cursor === '' ? undefined : decodeCursor(cursor);
  const page = sql`select a.* from ${awards} a
    where ${visibleTo(viewer)} and ${filterOf(filter, viewer, after)}
          ${after ? sql`and ${before(after, sql`a.created_at`, sql`a.id`)}` : sql``}
    order by a.created_at desc, a.id desc limit ${feedPageSize + 1}`;
  const rows = await rowsOf<ItemRow>(db, itemsSql(page, viewer));
  const shown = rows.slice(0, feedPageSize);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => itemOf(row, viewer, settings)),
    nextCursor:
      rows.length > feedPageSize && last
        ? encodeCursor({ at: last.cursor_at, id: Number(last.id) })
        : null,
  };
}

/** One recognition's reactions as the member sees them (after a reaction changed). */
export async function reactionsOf(
  db: Db | Tx,
  awardId: number,
  viewerId: number,
): Promise<FeedReaction[]> {
  const rows = await rowsOf<{ emoji: string; count: number; mine: boolean }>(
    db,
    sql`select emoji, count(*)::integer as count, bool_or(member_id = ${viewerId}::integer) as mine
        from ${feedReactions} where award_id = ${awardId}::bigint group by emoji`,
  );
  return orderedReactions(rows.map((r) => ({ emoji: r.emoji, count: r.count, mine: r.mine })));
}

/** Who reacted to a recognition the member may see, by reaction in the bar's order, oldest first. */
export async function listReactors(
  db: Db,
  memberId: number,
  awardId: number,
): Promise<{ reactions: { emoji: string; people: { memberId: number; name: string }[] }[] }> {
  const viewer = await viewerOf(db, memberId);
  await visibleRecognition(db, viewer, awardId);
  const rows = await rowsOf<{ emoji: string; member_id: number; name: string }>(
    db,
    sql`select r.emoji, m.id as member_id, m.firstname || ' ' || m.surname as name
      from ${feedReactions} r join ${members} m on m.id = r.member_id
      where r.award_id = ${awardId}::bigint order by r.created_at, m.id`,
  );
  const byEmoji = new Map<string, { memberId: number; name: string }[]>();
  for (const row of rows)
    byEmoji.set(row.emoji, [
      ...(byEmoji.get(row.emoji) ?? []),
      { memberId: Number(row.member_id), name: row.name },
    ]);
  const order = feedReactionEmojis as readonly string[];
  return {
    reactions: [...byEmoji]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([emoji, people]) => ({ emoji, people })),
  };
}
