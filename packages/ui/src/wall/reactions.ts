import { wallMessages } from './messages.ts';

/** The reactions a wall offers unless the brand chooses its own set. */
export const defaultReactions: readonly string[] = ['👏', '❤️', '🎉', '😂', '🙌'];

const names: Readonly<Record<string, () => string>> = {
  '👏': () => wallMessages.reaction.applause,
  '❤️': () => wallMessages.reaction.love,
  '🎉': () => wallMessages.reaction.celebrate,
  '😂': () => wallMessages.reaction.laugh,
  '🙌': () => wallMessages.reaction.praise,
};

/** A reaction's name for a screen reader; a brand's own emoji outside the shipped set is named by itself. */
export function reactionName(emoji: string): string {
  return names[emoji]?.() ?? emoji;
}
