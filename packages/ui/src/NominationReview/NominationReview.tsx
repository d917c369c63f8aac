import type { NominationFilter } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import type { SubmitHandler } from '../forms/index.ts';
import { Loading } from '../Loading/index.ts';
import { Select } from '../Select/index.ts';
import { useBrandContent, useBrandFormat, useWords, type UiWord } from '../theme/index.ts';
import { NominationCard } from './NominationCard.tsx';
import styles from './NominationReview.module.scss';
import { ReviewDialog } from './ReviewDialog.tsx';
import type { NominationReviewDecision, NominationReviewEntry } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

export type { NominationReviewDecision, NominationReviewEntry } from './types.ts';

export interface NominationReviewProps {
  /** This page's nominations; undefined while the first answer is on its way. */
  nominations: readonly NominationReviewEntry[] | undefined;
  /** The filter's answer is being (re)loaded. @default false */
  isLoading?: boolean;
  /** The list could not be loaded: the message, with a Try again button. */
  loadError?: string;
  /** Try again pressed after a load error. */
  onRetry?: () => void;
  /** The status shown. */
  status: NominationFilter;
  onStatusChange: (status: NominationFilter) => void;
  /** How many nominations wait for a review (whatever the filter). */
  waiting: number;
  /** The page shown (from 1) and how many there are. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /**
   * Sends a review; resolves with its outcome: once done, the dialog closes and the server's words show
   * above the list; a refusal shows in the dialog.
   */
  onReview: SubmitHandler<NominationReviewDecision>;
  /** The viewer's IANA time zone, for the dates. */
  timeZone: string;
  /** A dialog open from the start (stories, and a link to one nomination). */
  defaultDialog?: { nominationId: number; decision: 'approve' | 'decline' };
  className?: string;
}

const filterOptions: { value: NominationFilter; label: UiWord }[] = [
  { value: 'waiting', label: 'Waiting for review' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All nominations' },
];
const emptyText: Record<NominationFilter, UiWord> = {
  waiting: 'No nominations are waiting for a review.',
  approved: 'No nominations have been approved yet.',
  declined: 'No nominations have been declined.',
  all: 'Nobody has nominated a colleague yet.',
};

/**
 * The operator console's nominations review (/admin/nominations): every nomination (nominator, nominees,
 * value, reason, date) by status, a page at a time; a waiting one is approved with points and a message
 * to the nominees, or declined with a note to the nominator, each in a dialog.
 */
export function NominationReview({
  nominations,
  isLoading = false,
  loadError,
  onRetry,
  status,
  onStatusChange,
  waiting,
  page,
  pageCount,
  onPageChange,
  onReview,
  timeZone,
  defaultDialog,
  className,
}: NominationReviewProps) {
  const headingId = useId();
  const word = useWords();
  const { phrases } = useBrandContent();
  const format = useBrandFormat();
  const [dialog, setDialog] = useState(defaultDialog);
  const [done, setDone] = useState<string>();
  const open = nominations?.find((n) => n.nominationId === dialog?.nominationId);
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <h1 id={headingId} className={styles.heading}>
        {word('Nominations')}
      </h1>
      <div className={styles.controls}>
        <Select
          label={word('Show')}
          options={filterOptions.map((o) => ({ value: o.value, label: word(o.label) }))}
          value={status}
          onChange={(value) => onStatusChange(value as NominationFilter)}
        />
        <p className={styles.waiting} role="status">
          {phrases.nominationsWaiting(waiting, format.number(waiting))}
        </p>
      </div>
      {done && (
        <Alert variant="success" onDismiss={() => setDone(undefined)}>
          {done}
        </Alert>
      )}
      {loadError ? (
        <div className={styles.actions}>
          <Alert>{loadError}</Alert>
          {onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              {word('Try again')}
            </Button>
          )}
        </div>
      ) : nominations === undefined ? (
        <Loading />
      ) : nominations.length === 0 ? (
        <p>{word(emptyText[status])}</p>
      ) : (
        <ol className={styles.list} aria-busy={isLoading} aria-label={word('Nominations')}>
          {nominations.map((n) => (
            <li key={n.nominationId}>
              <NominationCard
                entry={n}
                timeZone={timeZone}
                onDecide={(decision) => {
                  setDone(undefined);
                  setDialog({ nominationId: n.nominationId, decision });
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pageCount={pageCount} onPageChange={onPageChange} />
      {open && dialog && (
        <ReviewDialog
          key={`${open.nominationId}-${dialog.decision}`}
          entry={open}
          decision={dialog.decision}
          onClose={() => setDialog(undefined)}
          onReview={async (review) => {
            const outcome = await onReview(review);
            if (outcome.ok) {
              setDialog(undefined);
              setDone(outcome.message);
            }
            return outcome;
          }}
        />
      )}
    </section>
  );
}

/** Newer and Older, when the filter's nominations take more than one page. */
function Pager({
  page,
  pageCount,
  onPageChange,
}: Pick<NominationReviewProps, 'page' | 'pageCount' | 'onPageChange'>) {
  const word = useWords();
  const format = useBrandFormat();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={word('Pages of nominations')}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        {word('Newer')}
      </Button>
      <span>{consoleText.pageOf(format.number(page), format.number(pageCount))}</span>
      <Button
        variant="secondary"
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        {word('Older')}
      </Button>
    </nav>
  );
}
