import { toWireDate } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Avatar } from '../Avatar/index.ts';
import { Button } from '../Button/index.ts';
import { Loading } from '../Loading/index.ts';
import { ReasonDialog } from '../Modal/ReasonDialog.tsx';
import { useBrandFormat, useTranslator } from '../theme/index.ts';
import { wallMessages } from '../wall/messages.ts';
import type { FeedComment } from '../wall/types.ts';
import { postedWhen } from '../wall/when.ts';
import styles from './CommentList.module.scss';

export interface CommentListProps {
  /** The recognition's comments, oldest first; hidden ones are not shown. Undefined while they load. */
  comments: readonly FeedComment[] | undefined;
  /** The viewer's time zone (a date older than a week). */
  timeZone: string;
  /** The moment 'ago' counts from. @default the time of drawing */
  now?: Date;
  /** Loading the comments failed: its words replace the list. */
  error?: string | undefined;
  /** Called to delete the member's own comment; without it no comment offers Delete. */
  onDelete?: (id: string) => void;
  /** An administrator's: called to hide a comment with the reason given; without it no comment offers Hide. */
  onHide?: (id: string, reason: string) => void;
  /** Comments being deleted or hidden: their buttons wait. */
  pendingIds?: readonly string[];
  className?: string;
}

/**
 * A recognition's comments: each with its author's picture and name, when, and the text as written (plain
 * text; a link stays text). The member's own comments offer Delete; an administrator's view offers Hide,
 * which asks for the reason the author is told and the audit log keeps. Hidden comments are left out.
 */
export function CommentList({
  comments,
  timeZone,
  now,
  error,
  onDelete,
  onHide,
  pendingIds = [],
  className,
}: CommentListProps) {
  useTranslator();
  const format = useBrandFormat();
  const [hiding, setHiding] = useState<FeedComment | null>(null);
  if (error !== undefined) return <Alert>{error}</Alert>;
  if (comments === undefined) return <Loading />;
  const shown = comments.filter((c) => !c.hidden);
  if (shown.length === 0) return <p className={styles.empty}>{wallMessages.noComments}</p>;
  const at = now ?? new Date();
  return (
    <>
      <ul aria-label={wallMessages.commentsLabel} className={clsx(styles.root, className)}>
        {shown.map((comment) => {
          const pending = pendingIds.includes(comment.id);
          return (
            <li key={comment.id} className={styles.comment}>
              <Avatar name={comment.author.name} url={comment.author.pictureUrl} />
              <div className={styles.body}>
                <p className={styles.byline}>
                  <span className={styles.author}>{comment.author.name}</span>
                  <time dateTime={`${toWireDate(comment.createdAt)}Z`} className={styles.when}>
                    {postedWhen(comment.createdAt, at, format, timeZone)}
                  </time>
                </p>
                <p className={styles.text}>{comment.text}</p>
                {((comment.mine && onDelete) || onHide) && (
                  <div className={styles.actions}>
                    {comment.mine && onDelete && (
                      <Button
                        variant="link"
                        isPending={pending}
                        aria-label={wallMessages.deleteCommentOf(comment.author.name)}
                        onPress={() => onDelete(comment.id)}
                      >
                        {wallMessages.deleteComment}
                      </Button>
                    )}
                    {onHide && (
                      <Button
                        variant="link"
                        isPending={pending}
                        aria-label={wallMessages.hideCommentOf(comment.author.name)}
                        onPress={() => setHiding(comment)}
                      >
                        {wallMessages.hideComment}
                      </Button>
                    )}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {onHide && (
        <ReasonDialog
          subject={hiding}
          title={wallMessages.hideTitle}
          confirm={wallMessages.hideComment}
          onClose={() => setHiding(null)}
          onConfirm={(comment, reason) => onHide(comment.id, reason.trim())}
        >
          <p>{wallMessages.hideExplained}</p>
        </ReasonDialog>
      )}
    </>
  );
}
