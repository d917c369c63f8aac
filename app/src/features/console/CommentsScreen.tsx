import { useAdminCommentPagesInfiniteQuery, useAdminHideCommentMutation } from '@plaudit/api';
import { errorTextOf } from '@plaudit/portal';
import { ConsoleComments, consoleCommentsMessages as m } from '@plaudit/ui';
import { useState } from 'react';

import { ConsoleFrame } from './ConsoleFrame';

/**
 * /admin/comments: the wall's comments newest first, for an administrator to hide one with a reason
 * (issue 38's moderation from the console). Older comments load a page at a time; a hiding reads the
 * pages again, so the row shows who hid it and why.
 */
export default function CommentsScreen() {
  const { data, error, isError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useAdminCommentPagesInfiniteQuery(undefined);
  const [hide] = useAdminHideCommentMutation();
  const [pending, setPending] = useState<readonly number[]>([]);
  const [actionError, setActionError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const comments = data?.pages.flatMap((page) => page.comments);
  // A failed first page replaces the list; a failed later page keeps what is shown and says why.
  const firstFailed = isError && comments === undefined;
  const moreFailed = isError && comments !== undefined;
  return (
    <ConsoleFrame>
      <ConsoleComments
        comments={firstFailed ? undefined : comments}
        {...(firstFailed
          ? { errorMessage: errorTextOf(error, m.loadFailed), onRetry: () => void refetch() }
          : {})}
        hasMore={hasNextPage}
        loadingMore={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        pendingIds={pending}
        actionError={actionError ?? (moreFailed ? errorTextOf(error, m.loadFailed) : undefined)}
        notice={notice}
        onHide={(id, reason) => {
          const author = comments?.find((c) => c.id === id)?.author.name ?? '';
          setPending((ids) => [...ids, id]);
          setActionError(undefined);
          setNotice(undefined);
          void hide({ id, reason }).then((result) => {
            setPending((ids) => ids.filter((other) => other !== id));
            if ('error' in result && result.error !== undefined) {
              setActionError(errorTextOf(result.error, m.hideFailed));
            } else {
              setNotice(m.hidden(author));
            }
          });
        }}
        timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      />
    </ConsoleFrame>
  );
}
