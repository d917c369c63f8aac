import { fieldLimits } from '@plaudit/domain';
import { useId, type FormEvent } from 'react';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { Loading } from '../Loading/index.ts';
import { Table, type TableColumn } from '../Table/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBrandContent, useBrandFormat, useWords } from '../theme/index.ts';
import { MemberBadges } from './MemberBadges.tsx';
import styles from './Console.module.scss';
import { LoadFailed } from './LoadFailed.tsx';
import { ScrollBox } from './ScrollBox.tsx';
import type { ConsoleMemberRow } from './types.ts';

/** Where a search stands: nothing asked yet, waiting, answered, or failed. */
export type MemberSearchState = 'idle' | 'loading' | 'done' | 'error';

export interface MemberSearchProps {
  /** What is typed in the search box. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Search now (Enter or the Search button); the screen may also search as the person types. */
  onSubmit: () => void;
  state: MemberSearchState;
  /** The members found (shown when state is 'done'). */
  results: readonly ConsoleMemberRow[];
  /** How many members match in all; the results are the first of them, and a cut table says so. @default results.length */
  total?: number;
  /** Why the search failed (state 'error'). */
  errorMessage?: string;
  /** Ask again after a failure. */
  onRetry?: () => void;
  /** The address of a member's console page. */
  memberHref: (memberId: number) => string;
}

/**
 * The console's member search: a name (the start of each word) or a mobile number (or its start), in
 * every country; a table of who matched with their division, country, roles and status; its empty,
 * loading, no-match and error states.
 */
export function MemberSearch({
  query,
  onQueryChange,
  onSubmit,
  state,
  results,
  total,
  errorMessage,
  onRetry,
  memberHref,
}: MemberSearchProps) {
  const word = useWords();
  const { phrases } = useBrandContent();
  const format = useBrandFormat();
  const isCut = total !== undefined && total > results.length;
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const columns: TableColumn<ConsoleMemberRow>[] = [
    {
      key: 'name',
      header: word('Name'),
      render: (m) => <Link href={memberHref(m.memberId)}>{m.name}</Link>,
    },
    { key: 'cell', header: word('Mobile number'), render: (m) => m.cellNum, nowrap: true },
    { key: 'division', header: word('Division'), render: (m) => m.division },
    { key: 'country', header: word('Country'), render: (m) => m.cluster, nowrap: true },
    { key: 'status', header: word('Status'), render: (m) => <MemberBadges member={m} /> },
  ];
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h1 id={headingId} className={styles.heading}>
        {word('Find a member')}
      </h1>
      <form role="search" onSubmit={submit} className={styles.searchForm}>
        <TextField
          label={word('Name or mobile number')}
          description={word('Search by name or mobile number, in every country.')}
          type="search"
          value={query}
          onChange={onQueryChange}
          maxLength={fieldLimits.consoleSearch}
          className={styles.searchField}
        />
        <Button type="submit" isPending={state === 'loading'}>
          {word('Search')}
        </Button>
      </form>
      <div aria-live="polite" className={styles.results}>
        {state === 'loading' && <Loading />}
        {state === 'error' && (
          <LoadFailed
            message={errorMessage ?? word('Could not load this page.')}
            onRetry={onRetry}
          />
        )}
        {state === 'done' && isCut && (
          <p className={styles.shownOf}>
            {phrases.membersShownOf(format.number(results.length), format.number(total))}
          </p>
        )}
        {state === 'done' && (
          <ScrollBox label={word('Members')}>
            <Table
              label={word('Members')}
              columns={columns}
              rows={results}
              rowKey={(m) => String(m.memberId)}
              emptyText={word('No member matches the search.')}
            />
          </ScrollBox>
        )}
      </div>
    </section>
  );
}
