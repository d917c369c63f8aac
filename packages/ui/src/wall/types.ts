import type { AwardType } from '@plaudit/domain';

/** A person on the wall: a giver, a recipient, a comment's author, a colleague who added points. */
export interface FeedPerson {
  memberId: string;
  name: string;
  /** Their store. */
  division: string;
  /** Their picture's address, if they have one. */
  pictureUrl?: string | undefined;
}

/** What a card recognises: an award, or a milestone the programme posts. */
export type FeedKind = AwardType | 'nomination' | 'anniversary' | 'welcome' | 'birthday';

/** One reaction on a recognition: how many reacted with it, and whether the member is one of them. */
export interface FeedReaction {
  emoji: string;
  count: number;
  mine: boolean;
}

/** Points a colleague added to a recognition ("+30 from Pieter"). */
export interface FeedAddition {
  id: string;
  giver: FeedPerson;
  points: number;
}

/** A recognition on the wall, as `/api/feed/list` lists it. */
export interface FeedItem {
  id: string;
  /** Who gave it; null when the programme posted it (an anniversary, a welcome, a birthday). */
  giver: FeedPerson | null;
  recipients: readonly FeedPerson[];
  type: FeedKind;
  /** The value it recognises ('Client Focus'); '' for none. */
  value: string;
  /** The giver's words, as written: shown as plain text. */
  message: string;
  /** The points given, where the programme shows them. */
  points?: number | undefined;
  createdAt: Date;
  reactions: readonly FeedReaction[];
  commentCount: number;
  /** Seen only by the people involved, their managers and administrators. */
  private: boolean;
  additions: readonly FeedAddition[];
}

/** A comment on a recognition. */
export interface FeedComment {
  id: string;
  author: FeedPerson;
  text: string;
  createdAt: Date;
  /** The member wrote it (they may delete it). */
  mine: boolean;
  /** An administrator hid it: it is not shown. */
  hidden?: boolean | undefined;
}
