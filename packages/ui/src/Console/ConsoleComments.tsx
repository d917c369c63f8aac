import { awardValueLabel } from '@plaudit/domain';
import { useId, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { Loading } from '../Loading/index.ts';
import { ReasonDialog } from '../Modal/ReasonDialog.tsx';
import { useBrandFormat } from '../theme/index.ts';
import { wallMessages } from '../wall/messages.ts';
import type { FeedKind } from '../wall/types.ts';
import { consoleCommentsMessages as m } from './commentsMessages.ts';
import styles from './Console.module.scss';
import { LoadFailed } from './LoadFailed.tsx';

/** A comment on the wall as the console's moderation list shows it. */
export interface ConsoleCommentRow {
  id: number;
  /** The text as its author wrote it (shown as plain text; a link stays text). */
  text: string;
  author: { memberId: number; name: string };
  createdAt: Date;
  /** The recognition it is on: its kind and value, giver (null: the programme) and recipients. */
  recognition: {
    id: number;
    type: FeedKind;
    value: string;
    giver: string | null;
    recipients: readonly string[];
  };
  /** Null while the wall shows it; else when, by whom and why it was hidden. */
  hidden: { at: Date; by: string; reason: string } | null;
}

export interface ConsoleCommentsProps {
  /** The comments loaded so far, newest first; undefined while the first page loads or after a failure. */
  comments: readonly ConsoleCommentRow[] | undefined;
  /** The first page failed: why (with Try again when `onRetry` is given). */
  errorMessage?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Older comments are there to load, and the next page is loading. */
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  /** Hides a comment with the reason its author is told (asked for in the wall's Hide dialog). */
  onHide: (id: number, reason: string) => void;
  /** Comments being hidden: their Hide waits. */
  pendingIds?: readonly number[];
  /** A hiding (or loading more) failed: why. */
  actionError?: string | undefined;
  /** The comment last hidden, said politely. */
  notice?: string | undefined;
  /** The viewer's time zone. */
  timeZone: string;
}

/**
 * The console's Comments page: the wall's comments newest first, each with its author, when, the
 * recognition it is on, its text as plain text and whether it is hidden (by whom, when, why). Hide asks
 * for the reason in the wall's own Hide dialog. Older comments come a page at a time.
 */
export function ConsoleComments({
  comments,
  errorMessage,
  onRetry,
  hasMore,
  loadingMore = false,
  onLoadMore,
  onHide,
  pendingIds = [],
  actionError,
  notice,
  timeZone,
}: ConsoleCommentsProps) {
  const headingId = useId();
  const [hiding, setHiding] = useState<ConsoleCommentRow | null>(null);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h1 id={headingId} className={styles.heading}>
        {m.heading}
      </h1>
      <p>{m.intro}</p>
      <div aria-live="polite">{notice && <Alert variant="success">{notice}</Alert>}</div>
      {actionError && <Alert>{actionError}</Alert>}
      <div aria-busy={!comments && !errorMessage}>
        {errorMessage ? (
          <LoadFailed message={errorMessage} onRetry={onRetry} />
        ) : !comments ? (
          <Loading />
        ) : comments.length === 0 ? (
          <p>{m.none}</p>
        ) : (
          <>
            <ol className={styles.auditList} aria-label={m.listLabel}>
              {comments.map((c) => (
                <CommentCard
                  key={c.id}
                  comment={c}
                  timeZone={timeZone}
                  pending={pendingIds.includes(c.id)}
                  onHide={() => setHiding(c)}
                />
              ))}
            </ol>
            {hasMore && (
              <div className={styles.pager}>
                <Button variant="secondary" isPending={loadingMore} onPress={onLoadMore}>
                  {m.loadMore}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      <ReasonDialog
        subject={hiding}
        title={wallMessages.hideTitle}
        confirm={wallMessages.hideComment}
        onClose={() => setHiding(null)}
        onConfirm={(comment, reason) => onHide(comment.id, reason.trim())}
      >
        <p>{wallMessages.hideExplained}</p>
      </ReasonDialog>
    </section>
  );
}

/** One comment: its author and when, the recognition it is on, its text, and its status or Hide. */
function CommentCard({
  comment: c,
  timeZone,
  pending,
  onHide,
}: {
  comment: ConsoleCommentRow;
  timeZone: string;
  pending: boolean;
  onHide: () => void;
}) {
  const format = useBrandFormat();
  const r = c.recognition;
  return (
    <li className={styles.auditCard} data-hidden={c.hidden ? true : undefined}>
      <p className={styles.auditHead}>
        <strong>{c.author.name}</strong>
        <DateText date={c.createdAt} timeZone={timeZone} />
      </p>
      <p className={styles.commentOn}>
        {m.onRecognition({
          kind: wallMessages.kindAndValue(wallMessages.kind[r.type], awardValueLabel(r.value)),
          giver: r.giver ?? m.programme,
          recipients: new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(
            r.recipients,
          ),
        })}
      </p>
      <p className={styles.commentText}>{c.text}</p>
      {c.hidden ? (
        <div className={styles.commentHidden}>
          <p>
            <strong>
              {m.hiddenBy({ name: c.hidden.by, date: format.dateTime(c.hidden.at, timeZone) })}
            </strong>
          </p>
          <p className={styles.auditReason}>{m.reason(c.hidden.reason)}</p>
        </div>
      ) : (
        <div className={styles.commentActions}>
          <span className={styles.commentShown}>{m.shown}</span>
          <Button
            variant="secondary"
            isPending={pending}
            aria-label={wallMessages.hideCommentOf(c.author.name)}
            onPress={onHide}
          >
            {wallMessages.hideComment}
          </Button>
        </div>
      )}
    </li>
  );
}
