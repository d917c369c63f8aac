import { awardValueLabel, toWireDate } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Avatar } from '../Avatar/index.ts';
import { Button } from '../Button/index.ts';
import { ReactionBar } from '../ReactionBar/index.ts';
import { useBrandFormat, useMessages, useSiteConfig, useTranslator } from '../theme/index.ts';
import { wallMessages } from '../wall/messages.ts';
import type { FeedItem, FeedPerson } from '../wall/types.ts';
import { postedWhen } from '../wall/when.ts';
import { isMilestone, MilestoneIcon } from './MilestoneIcon.tsx';
import styles from './RecognitionCard.module.scss';

export interface RecognitionCardProps {
  /** The recognition, as the wall lists it. */
  item: FeedItem;
  /** The viewer's time zone (a date older than a week). */
  timeZone: string;
  /** The moment 'ago' counts from. @default the time of drawing */
  now?: Date;
  /** Called when the member turns a reaction on or off. */
  onReact: (emoji: string, on: boolean) => void;
  /** The reactions offered: a brand may choose its own set. @default 👏 ❤️ 🎉 😂 🙌 */
  reactionChoices?: readonly string[];
  /** Who reacted (a WhoReacted), beside the card's actions. */
  whoReacted?: ReactNode;
  /** The comments (a CommentList and a CommentBox), shown under the card while they are open. */
  comments?: ReactNode;
  /** Whether the comments are open when the card is first drawn. @default false */
  defaultCommentsOpen?: boolean;
  /** Called when the member opens or closes the comments (load them on opening). */
  onCommentsToggle?: (open: boolean) => void;
  /** How many recipients show before 'and 7 more' (a card for a whole team stays short). @default 4 */
  recipientsShown?: number;
  /** When given, an 'Add points' button calls it (the member may add points to this recognition). */
  onAddPoints?: () => void;
  /** The level of the card's heading: 2 where the cards come straight under the page's title. @default 3 */
  headingLevel?: 2 | 3;
  className?: string;
}

function Person({ person }: { person: FeedPerson }) {
  return (
    <span className={styles.person}>
      <Avatar name={person.name} url={person.pictureUrl} />
      <span className={styles.who}>
        <span className={styles.name}>{person.name}</span>
        <span className={styles.store}>{person.division}</span>
      </span>
    </span>
  );
}

/**
 * A recognition on the wall: giver → recipients (the recipients alone on a milestone the programme posted) (pictures, names, stores), its kind and value
 * ('Recognition · Client Focus'), the giver's words as plain text (a link in them stays text), the points
 * where the programme shows them, colleagues' added points ('+30 from Pieter'), when ('2 hours ago', the
 * date after a week), a private marker, the reactions and the comments' toggle with their count.
 */
export function RecognitionCard({
  item,
  timeZone,
  now,
  onReact,
  reactionChoices,
  comments,
  whoReacted,
  defaultCommentsOpen = false,
  onCommentsToggle,
  onAddPoints,
  recipientsShown = 4,
  headingLevel = 3,
  className,
}: RecognitionCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  useTranslator();
  const format = useBrandFormat();
  const { shopMessages } = useMessages();
  const { pointsName } = useSiteConfig();
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const [allRecipients, setAllRecipients] = useState(false);
  // 'and 1 more' would take the room of the one it hides: it stands for two or more.
  const folded = !allRecipients && item.recipients.length > recipientsShown + 1;
  const recipients = folded ? item.recipients.slice(0, recipientsShown) : item.recipients;
  const recipientsId = useId();
  const recipientsList = useRef<HTMLUListElement>(null);
  // The button goes when the list opens: the focus moves to the list, not to the page.
  const focusRecipients = useRef(false);
  useEffect(() => {
    if (!allRecipients || !focusRecipients.current) return;
    focusRecipients.current = false;
    recipientsList.current?.focus();
  }, [allRecipients]);
  const titleId = useId();
  const commentsId = useId();
  const kind = wallMessages.kind[item.type];
  const toggleComments = () => {
    const open = !commentsOpen;
    setCommentsOpen(open);
    onCommentsToggle?.(open);
  };
  return (
    <article
      aria-labelledby={titleId}
      data-private={item.private || undefined}
      data-milestone={isMilestone(item.type) ? item.type : undefined}
      className={clsx(styles.root, className)}
    >
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {isMilestone(item.type) && <MilestoneIcon kind={item.type} className={styles.icon} />}
          {item.value ? wallMessages.kindAndValue(kind, awardValueLabel(item.value)) : kind}
        </Heading>
        <time dateTime={`${toWireDate(item.createdAt)}Z`} className={styles.when}>
          {postedWhen(item.createdAt, now ?? new Date(), format, timeZone)}
        </time>
      </header>
      {item.private && (
        <p className={styles.private}>
          <span className={styles.privateMarker}>{wallMessages.private}</span>
          <span className={styles.privateNote}>{wallMessages.privateNote}</span>
        </p>
      )}
      <div className={styles.people}>
        {item.giver && (
          <>
            <Person person={item.giver} />
            <span className={styles.to}>
              <span className={styles.arrow} aria-hidden="true" />
              <span className={styles.visuallyHidden}>{wallMessages.to}</span>
            </span>
          </>
        )}
        <ul
          ref={recipientsList}
          id={recipientsId}
          tabIndex={-1}
          aria-label={wallMessages.recipients}
          className={styles.recipients}
        >
          {recipients.map((recipient) => (
            <li key={recipient.memberId}>
              <Person person={recipient} />
            </li>
          ))}
        </ul>
        {folded && (
          <Button
            variant="link"
            aria-expanded={false}
            aria-controls={recipientsId}
            onPress={() => {
              focusRecipients.current = true;
              setAllRecipients(true);
            }}
          >
            {wallMessages.moreRecipients(item.recipients.length - recipientsShown)}
          </Button>
        )}
      </div>
      {item.message && <p className={styles.message}>{item.message}</p>}
      {(item.points !== undefined || item.additions.length > 0) && (
        <div className={styles.points}>
          {item.points !== undefined && (
            <span className={styles.given}>
              {shopMessages.inPoints(format.number(item.points), pointsName)}
            </span>
          )}
          {item.additions.length > 0 && (
            <ul aria-label={wallMessages.addedLabel} className={styles.additions}>
              {item.additions.map((addition) => (
                <li key={addition.id}>
                  {wallMessages.added(format.number(addition.points), addition.giver.name)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <footer className={styles.footer}>
        <ReactionBar
          reactions={item.reactions}
          onReact={onReact}
          {...(reactionChoices ? { choices: reactionChoices } : {})}
        />
        <div className={styles.actions}>
          {whoReacted}
          {onAddPoints && (
            <Button variant="secondary" onPress={onAddPoints}>
              {wallMessages.addPoints}
            </Button>
          )}
          <Button
            variant="link"
            aria-expanded={commentsOpen}
            aria-controls={commentsOpen && comments !== undefined ? commentsId : undefined}
            onPress={toggleComments}
          >
            {wallMessages.comments(item.commentCount)}
          </Button>
        </div>
      </footer>
      {commentsOpen && comments !== undefined && (
        <section
          id={commentsId}
          aria-label={wallMessages.commentsLabel}
          className={styles.comments}
        >
          {comments}
        </section>
      )}
    </article>
  );
}
