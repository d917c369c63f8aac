import { useDebouncedValue, useAdminMemberSearchQuery } from '@plaudit/api';
import { errorTextOf } from '@plaudit/portal';
import { MemberSearch, type MemberSearchState } from '@plaudit/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConsoleFrame, consoleLoadFailed, memberHref } from './ConsoleFrame';

/** How long the search waits after the last key before it asks. */
export const consoleSearchDebounceMs = 400;

/**
 * /admin/members: the console's member search, by name or mobile number in every country; it asks as the
 * administrator types (after a pause) and at once on Enter. The query stays in the address (?q=), so Back
 * from a member's page returns to the same results.
 */
export default function MemberSearchScreen() {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [submitted, setSubmitted] = useState(typed);
  const debounced = useDebouncedValue(typed, consoleSearchDebounceMs);
  // Enter asks at once; otherwise the typing, once it pauses.
  const query = (submitted === typed ? typed : debounced).trim();
  const { data, error, isFetching, isError, refetch } = useAdminMemberSearchQuery(
    { query },
    { skip: query === '' },
  );
  const state: MemberSearchState =
    query === '' ? 'idle' : isFetching ? 'loading' : isError ? 'error' : data ? 'done' : 'loading';
  const change = (value: string) => {
    setTyped(value);
    setParams(value.trim() ? { q: value } : {}, { replace: true });
  };
  return (
    <ConsoleFrame>
      <MemberSearch
        query={typed}
        onQueryChange={change}
        onSubmit={() => setSubmitted(typed)}
        state={state}
        results={data?.members ?? []}
        total={data?.total}
        errorMessage={errorTextOf(error, consoleLoadFailed)}
        onRetry={() => void refetch()}
        memberHref={memberHref}
      />
    </ConsoleFrame>
  );
}
