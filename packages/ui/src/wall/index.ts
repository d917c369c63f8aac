export type {
  FeedAddition,
  FeedComment,
  FeedItem,
  FeedKind,
  FeedPerson,
  FeedReaction,
} from './types.ts';
export { defaultReactions } from './reactions.ts';
export { wallMessages } from './messages.ts';
