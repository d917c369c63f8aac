import { listOfNames } from '@plaudit/domain';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Loading } from '../Loading/index.ts';
import { useBrandOverlayProps, useTranslator } from '../theme/index.ts';
import { wallMessages } from '../wall/messages.ts';
import { reactionName } from '../wall/reactions.ts';
import styles from './WhoReacted.module.scss';

/** One reaction and the people who chose it, as `/api/feed/reactors` lists them. */
export interface Reactors {
  emoji: string;
  people: readonly { name: string }[];
}

export interface WhoReactedProps {
  /** How many reactions the card has in all: the button shows only when there are any. */
  count: number;
  /** Who chose each reaction; undefined while it loads (it is asked for when the list opens). */
  reactors: readonly Reactors[] | undefined;
  /** Loading the list failed: its words replace it. */
  error?: string | undefined;
  /** Called when the list opens or closes (load it on opening). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * 'Who reacted', a button that opens a small list beside it: each reaction of the card, by name and emoji,
 * with the names of the people who chose it. Escape or a press outside closes it and the focus goes back
 * to the button.
 */
export function WhoReacted({ count, reactors, error, onOpenChange }: WhoReactedProps) {
  useTranslator();
  const brand = useBrandOverlayProps();
  if (count === 0) return null;
  const chosen = reactors?.filter((r) => r.people.length > 0);
  return (
    <DialogTrigger {...(onOpenChange ? { onOpenChange } : {})}>
      <Button variant="link">{wallMessages.whoReacted}</Button>
      <Popover {...brand} placement="bottom start" className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {wallMessages.whoReacted}
          </Heading>
          {error !== undefined ? (
            <Alert>{error}</Alert>
          ) : chosen === undefined ? (
            <Loading />
          ) : chosen.length === 0 ? (
            <p>{wallMessages.noReactions}</p>
          ) : (
            <ul className={styles.list}>
              {chosen.map((r) => (
                <li key={r.emoji} className={styles.row}>
                  <span aria-hidden="true">{r.emoji}</span>
                  <span>
                    {wallMessages.reactedWith(
                      reactionName(r.emoji),
                      listOfNames(r.people.map((p) => p.name)),
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
