import { clsx } from 'clsx';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useBrandFormat, useTranslator } from '../theme/index.ts';
import { wallMessages } from '../wall/messages.ts';
import { defaultReactions, reactionName } from '../wall/reactions.ts';
import type { FeedReaction } from '../wall/types.ts';
import styles from './ReactionBar.module.scss';

export interface ReactionBarProps {
  /** The recognition's reactions as the server counts them (a reaction nobody chose may be left out). */
  reactions: readonly FeedReaction[];
  /** Called when the member turns a reaction on (`on` true) or off. */
  onReact: (emoji: string, on: boolean) => void;
  /** The reactions offered, in order: a brand may choose its own set. @default 👏 ❤️ 🎉 😂 🙌 */
  choices?: readonly string[];
  /** The member may not react (a visitor's view, the wall offline). @default false */
  isDisabled?: boolean;
  className?: string;
}

/** A choice the member made that the server's counts do not show yet. */
type Chosen = Readonly<Record<string, boolean>>;

/**
 * A row of reaction toggles, one per reaction of the set, each with its count: pressed is the member's own
 * reaction (`aria-pressed`), its accessible name says which, how many and whether the member reacted
 * ('Applause, 3, you reacted'). Tab reaches each button; Space or Enter toggles it. A press shows at once
 * (the count moves with it) until the server's counts arrive in `reactions`.
 */
export function ReactionBar({
  reactions,
  onReact,
  choices = defaultReactions,
  isDisabled = false,
  className,
}: ReactionBarProps) {
  useTranslator();
  const format = useBrandFormat();
  const [chosen, setChosen] = useState<Chosen>({});
  // The server's counts replace what was shown ahead of them (state that follows a prop, set while rendering).
  const [countedFrom, setCountedFrom] = useState(reactions);
  if (countedFrom !== reactions) {
    setCountedFrom(reactions);
    setChosen({});
  }
  return (
    <div role="group" aria-label={wallMessages.reactions} className={clsx(styles.root, className)}>
      {choices.map((emoji) => {
        const counted = reactions.find((r) => r.emoji === emoji);
        const serverMine = counted?.mine ?? false;
        const mine = chosen[emoji] ?? serverMine;
        const count = Math.max(
          0,
          (counted?.count ?? 0) + (mine === serverMine ? 0 : mine ? 1 : -1),
        );
        return (
          <ToggleButton
            key={emoji}
            isSelected={mine}
            isDisabled={isDisabled}
            onChange={(on) => {
              setChosen((was) => ({ ...was, [emoji]: on }));
              onReact(emoji, on);
            }}
            aria-label={wallMessages.reactionButton({
              reaction: reactionName(emoji),
              count,
              mine: mine ? 'yes' : 'no',
            })}
            className={styles.reaction}
          >
            <span aria-hidden="true" className={styles.emoji}>
              {emoji}
            </span>
            <span aria-hidden="true" className={styles.count}>
              {format.number(count)}
            </span>
          </ToggleButton>
        );
      })}
    </div>
  );
}
