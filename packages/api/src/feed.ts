import { z } from 'zod/mini';
import { okResponse, wireDate } from './codecs';

/**
 * (ours, issue 38) The recognition wall: its items, reactions, comments and added points, and their calls'
 * schemas. `contract.ts` lists the calls; the names and paths are fixed so other clients can use them.
 */

const int4Max = 2_147_483_647;
const id = () => z.int().check(z.gte(1), z.lte(int4Max));
const count = () => z.int().check(z.gte(0), z.lte(int4Max));
const text = (max: number) => z.string().check(z.maxLength(max));

/** The reactions the wall offers, in the order the reaction bar shows them. */
export const feedReactionEmojis = ['👏', '❤️', '🎉', '😂', '🙌'] as const;
export type FeedReactionEmoji = (typeof feedReactionEmojis)[number];

/** Most characters of a comment (the box counts them down). */
export const feedCommentMax = 500;
/** Most characters of an administrator's reason for hiding a comment. */
export const feedHideReasonMax = 300;
/** Items in one page of the wall. */
export const feedPageSize = 20;

/**
 * Which recognitions the wall lists: everyone's, those given or received in the member's store or country,
 * those about the member (given or received), or those of one value ('value:Client Focus', the value as
 * the award forms name it).
 */
export const feedFilter = z
  .string()
  .check(
    z.maxLength(120),
    z.regex(
      /^(everyone|store|country|me|value:.+)$/,
      'Expected everyone, store, country, me or value:<value>',
    ),
  );

/** A person on a card: their picture (null: none), name and store. */
export const feedPerson = z.object({
  memberId: z.int(),
  name: z.string(),
  picId: z.nullable(z.string()),
  division: z.string(),
});
export type FeedPerson = z.output<typeof feedPerson>;

/** One reaction's count on a card, and whether the member reading it gave it. */
export const feedReaction = z.object({
  emoji: z.string(),
  count: count(),
  mine: z.boolean(),
});
export type FeedReaction = z.output<typeof feedReaction>;

/** Points a colleague added to the recognition ("+30 from Pieter"): to each recipient. */
export const feedAddition = z.object({ giver: z.string(), points: z.int() });
export type FeedAddition = z.output<typeof feedAddition>;

/** One recognition on the wall. */
export const feedItem = z.object({
  /** The recognition's id: what react, comment, comments and addpoints name. */
  id: z.int(),
  /** Null for a Shout Out from the programme itself (a birthday). */
  giver: z.nullable(feedPerson),
  recipients: z.array(feedPerson),
  /**
   * The award type, or for the programme's milestone cards (issue 38, giver null) what they celebrate:
   * 'anniversary' (a work anniversary), 'birthday', 'welcome' (a new member).
   */
  type: z.enum([
    'reward',
    'adhoc',
    'payitforward',
    'thankyou',
    'nomination',
    'anniversary',
    'birthday',
    'welcome',
  ]),
  /** The award's value (SPEC §9): 'Client Focus', 'Thank You!'. */
  value: z.string(),
  /** The giver's words, as written (plain text); a milestone card's text in the reader's language. */
  message: z.string(),
  /** Points to each recipient where the programme shows them on the wall; null where it does not. */
  points: z.nullable(z.int()),
  /** Seen only by the giver, the recipients, their managers and administrators. */
  isPrivate: z.boolean(),
  createdAt: wireDate,
  reactions: z.array(feedReaction),
  commentCount: count(),
  additions: z.array(feedAddition),
  /** Whether the reader may add points to it (they neither gave nor received it). */
  mayAddPoints: z.boolean(),
});
export type FeedItem = z.output<typeof feedItem>;

/** A comment as the wall lists it. */
export const feedComment = z.object({
  id: z.int(),
  author: feedPerson,
  /** Plain text, as written: never read as HTML or links. */
  text: z.string(),
  createdAt: wireDate,
  /** The reader wrote it (and may delete it). */
  mine: z.boolean(),
});
export type FeedComment = z.output<typeof feedComment>;

/** A page of the wall: `cursor` from the previous page's `nextCursor` (absent: the newest). */
export const feedListRequest = z.object({
  filter: feedFilter,
  cursor: z.optional(text(80)),
});
export const feedListResponse = z.object({
  items: z.array(feedItem),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.nullable(z.string()),
});

/** Toggles the member's reaction, or sets it (`on`) when given. */
export const feedReactRequest = z.object({
  id: id(),
  emoji: text(16),
  on: z.optional(z.boolean()),
});
/** The recognition's reactions after the change. */
export const feedReactResponse = z.object({ reactions: z.array(feedReaction) });

/** Who reacted to a recognition, by reaction (the list the bar shows on demand). */
export const feedReactorsRequest = z.object({ id: id() });
export const feedReactorsResponse = z.object({
  reactions: z.array(
    z.object({
      emoji: z.string(),
      people: z.array(z.object({ memberId: z.int(), name: z.string() })),
    }),
  ),
});

export const feedCommentRequest = z.object({ id: id(), text: text(feedCommentMax * 2) });
export const feedCommentResponse = z.object({ comment: feedComment, commentCount: count() });

export const feedCommentsRequest = z.object({ id: id() });
export const feedCommentsResponse = z.object({ comments: z.array(feedComment) });

/** The member's own comment. */
export const feedDeleteCommentRequest = z.object({ id: id() });
export const feedDeleteCommentResponse = okResponse;

/** Points to each recipient; honours an `Idempotency-Key` header as doReward does. */
export const feedAddPointsRequest = z.object({
  id: id(),
  points: z.int().check(z.gte(1), z.lte(int4Max)),
});
export const feedAddPointsResponse = z.object({
  message: z.string(),
  additions: z.array(feedAddition),
});

/** An administrator hides a comment from the wall, with the reason its author is told. */
export const adminHideCommentRequest = z.object({ id: id(), reason: text(feedHideReasonMax * 2) });
export const adminHideCommentResponse = okResponse;

/**
 * (ours) The console's moderation list: the wall's comments newest first (deleted ones left out), a page at
 * a time; `before` is the previous page's `nextBefore` (absent: the newest).
 */
export const adminCommentsRequest = z.object({ before: z.optional(id()) });
export const adminCommentRow = z.object({
  id: z.int(),
  text: z.string(),
  author: z.object({ memberId: z.int(), name: z.string() }),
  createdAt: wireDate,
  /** The recognition it is on: its id, type and value, giver (null: the programme) and recipients. */
  recognition: z.object({
    id: z.int(),
    type: feedItem.shape.type,
    value: z.string(),
    giver: z.nullable(z.string()),
    recipients: z.array(z.string()),
  }),
  /** Null while the wall shows it; else when, by whom and why an administrator hid it. */
  hidden: z.nullable(z.object({ at: wireDate, by: z.string(), reason: z.string() })),
});
export type AdminCommentRow = z.output<typeof adminCommentRow>;
export const adminCommentsResponse = z.object({
  comments: z.array(adminCommentRow),
  /** The next page's `before`; null on the last page. */
  nextBefore: z.nullable(z.int()),
});
/** Comments in one page of the console's moderation list. */
export const adminCommentsPageSize = 25;

export const feedCalls = {
  feedList: {
    path: '/api/feed/list',
    access: 'member',
    area: 'feed',
    request: feedListRequest,
    response: feedListResponse,
  },
  feedReact: {
    path: '/api/feed/react',
    access: 'member',
    area: 'feed',
    request: feedReactRequest,
    response: feedReactResponse,
  },
  feedReactors: {
    path: '/api/feed/reactors',
    access: 'member',
    area: 'feed',
    request: feedReactorsRequest,
    response: feedReactorsResponse,
  },
  feedComment: {
    path: '/api/feed/comment',
    access: 'member',
    area: 'feed',
    request: feedCommentRequest,
    response: feedCommentResponse,
  },
  feedComments: {
    path: '/api/feed/comments',
    access: 'member',
    area: 'feed',
    request: feedCommentsRequest,
    response: feedCommentsResponse,
  },
  feedDeleteComment: {
    path: '/api/feed/deletecomment',
    access: 'member',
    area: 'feed',
    request: feedDeleteCommentRequest,
    response: feedDeleteCommentResponse,
  },
  feedAddPoints: {
    path: '/api/feed/addpoints',
    access: 'member',
    area: 'feed',
    request: feedAddPointsRequest,
    response: feedAddPointsResponse,
  },
  adminHideComment: {
    path: '/api/admin/hidecomment',
    access: 'member',
    area: 'admin',
    request: adminHideCommentRequest,
    response: adminHideCommentResponse,
  },
  adminComments: {
    path: '/api/admin/comments',
    access: 'member',
    area: 'admin',
    request: adminCommentsRequest,
    response: adminCommentsResponse,
  },
} as const;
