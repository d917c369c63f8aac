import { ConsoleFrame } from './ConsoleFrame';
import { useAdminNominationsQuery, useAdminReviewNominationMutation } from '@plaudit/api';
import type { NominationFilter } from '@plaudit/domain';
import { isApiError } from '@plaudit/portal';
import { NominationReview, type SubmitOutcome } from '@plaudit/ui';
import { useState } from 'react';

/** What a failed call says to the operator; nothing for a 401 (the portal goes to /logout). */
function errorText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  switch (error.kind) {
    case 'formErrors':
      return error.serverMessage ?? error.message;
    case 'server':
      return error.serverMessage ?? error.summary;
    default:
      return error.message;
  }
}

/** /admin/nominations: the operator console's nominations review (administrators only). */
export default function NominationsScreen() {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [status, setStatus] = useState<NominationFilter>('waiting');
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useAdminNominationsQuery({ status, page });
  const [review] = useAdminReviewNominationMutation();
  return (
    <ConsoleFrame>
      <NominationReview
        nominations={error ? undefined : data?.nominations}
        isLoading={isFetching}
        {...(error ? { loadError: errorText(error), onRetry: () => void refetch() } : {})}
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        waiting={data?.waiting ?? 0}
        page={page}
        pageCount={data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1}
        onPageChange={setPage}
        timeZone={timeZone}
        onReview={async (body): Promise<SubmitOutcome> => {
          const answer = await review(body);
          if ('data' in answer && answer.data) return { ok: true, message: answer.data.message };
          const failed = 'error' in answer ? answer.error : undefined;
          return {
            ok: false,
            message: errorText(failed),
            ...(isApiError(failed) && failed.kind === 'formErrors'
              ? { formErrors: failed.formErrors }
              : {}),
          };
        }}
      />
    </ConsoleFrame>
  );
}
