import {
  useAdminHideCommentMutation,
  useFeedCommentMutation,
  useFeedCommentsQuery,
  useFeedDeleteCommentMutation,
  useFeedReactMutation,
  useFeedReactorsQuery,
} from '@plaudit/api';
import { errorTextOf, useApiErrorDialog } from '@plaudit/portal';
import {
  CommentBox,
  CommentList,
  RecognitionCard,
  WhoReacted,
  wallMessages,
  type FeedItem,
} from '@plaudit/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { outcomeOf, toFeedComment, withReaction } from './feed';

export interface WallCardProps {
  item: FeedItem;
  /** The viewer's time zone. */
  timeZone: string;
  /** An administrator: each comment offers Hide. */
  isAdmin: boolean;
  /** When given, the card offers 'Add points' (the member neither gave nor received it). */
  onAddPoints?: (() => void) | undefined;
  /** The card's heading level: 2 straight under the page's title, 3 under a section's. */
  headingLevel: 2 | 3;
  /** Shown under the card: what the member's last action on it did (points added). */
  notice?: ReactNode;
}

/** A card of the wall wired to the wall's calls: reactions, its comments, and adding points. */
export function WallCard({
  item,
  timeZone,
  isAdmin,
  onAddPoints,
  headingLevel,
  notice,
}: WallCardProps) {
  const id = Number(item.id);
  const [react] = useFeedReactMutation();
  // A reaction, a deletion or a hiding the server refused: the portal's API error dialog says why.
  const failures = useApiErrorDialog();
  // The member's reactions sent and not yet counted again by the server: the bar shows them at once.
  const [pending, setPending] = useState<{ for: FeedItem; emoji: string; on: boolean }[]>([]);
  const reactions = useMemo(
    () =>
      pending
        .filter((p) => p.for === item)
        .reduce((shown, p) => withReaction(shown, p.emoji, p.on), item.reactions),
    [pending, item],
  );
  const onReact = (emoji: string, on: boolean) => {
    const change = { for: item, emoji, on };
    setPending((list) => [...list.filter((p) => p.for === item), change]);
    void react({ id, emoji, on }).then((result) => {
      if (!('error' in result)) return;
      setPending((list) => list.filter((p) => p !== change));
      failures.report(result.error);
    });
  };
  const [open, setOpen] = useState(false);
  return (
    <>
      <RecognitionCard
        item={reactions === item.reactions ? item : { ...item, reactions }}
        timeZone={timeZone}
        headingLevel={headingLevel}
        onReact={onReact}
        onCommentsToggle={setOpen}
        whoReacted={<CardReactors id={id} count={reactions.reduce((n, r) => n + r.count, 0)} />}
        comments={
          open ? (
            <WallComments
              id={id}
              timeZone={timeZone}
              isAdmin={isAdmin}
              onFailure={failures.report}
            />
          ) : undefined
        }
        {...(onAddPoints ? { onAddPoints } : {})}
      />
      {notice}
      {failures.dialog}
    </>
  );
}

interface WallCommentsProps {
  id: number;
  timeZone: string;
  isAdmin: boolean;
  /** A deletion or a hiding failed. */
  onFailure: (error: unknown) => void;
}

function WallComments({ id, timeZone, isAdmin, onFailure }: WallCommentsProps) {
  const { data, isError, error } = useFeedCommentsQuery({ id });
  const [comment] = useFeedCommentMutation();
  const [remove] = useFeedDeleteCommentMutation();
  const [hide] = useAdminHideCommentMutation();
  const [busy, setBusy] = useState<readonly string[]>([]);
  const settle = (commentId: string, call: PromiseLike<{ error?: unknown }>) => {
    setBusy((ids) => [...ids, commentId]);
    void Promise.resolve(call).then((result) => {
      setBusy((ids) => ids.filter((other) => other !== commentId));
      if ('error' in result && result.error !== undefined) onFailure(result.error);
    });
  };
  return (
    <>
      <CommentList
        comments={data?.comments.map(toFeedComment)}
        timeZone={timeZone}
        error={isError ? errorTextOf(error, wallMessages.commentsFailed) : undefined}
        onDelete={(commentId) => settle(commentId, remove({ id: Number(commentId) }))}
        {...(isAdmin
          ? {
              onHide: (commentId: string, reason: string) =>
                settle(commentId, hide({ id: Number(commentId), reason })),
            }
          : {})}
        pendingIds={busy}
      />
      <CommentBox
        onComment={async (text) =>
          outcomeOf(await comment({ id, text }), wallMessages.commentFailed)
        }
      />
    </>
  );
}

/** 'Who reacted' on a card, asking the server for the names only when the list opens. */
function CardReactors({ id, count }: { id: number; count: number }) {
  const [open, setOpen] = useState(false);
  const { data, isError, error } = useFeedReactorsQuery({ id }, { skip: !open });
  return (
    <WhoReacted
      count={count}
      reactors={data?.reactions}
      error={isError ? errorTextOf(error, wallMessages.reactorsFailed) : undefined}
      onOpenChange={setOpen}
    />
  );
}
