import {
  nominationAwardPointsMax,
  nominationReviewLabels,
  nominationReviewMessages,
  nominationReviewTextMax,
  validateNominationReview,
  type NominationFilter,
  type NominationStatus,
} from '@plaudit/domain';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { Loading } from '../Loading/index.ts';
import { Modal } from '../Modal/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  useBalanceNames,
  useBrandContent,
  useBrandFormat,
  useWords,
  type UiWord,
} from '../theme/index.ts';
import styles from './NominationReview.module.scss';

/** One nomination as the review lists it (the contract's adminNomination). */
export interface NominationReviewEntry {
  nominationId: number;
  date: Date;
  nominator: string;
  nominatorDivision: string;
  /** The nominees' names, joined. */
  nominees: string;
  nomineeCount: number;
  value: string;
  reason: string;
  status: NominationStatus;
  /** Points to each nominee once approved. */
  points: number;
  /** The message to the nominees (approved) or the note to the nominator (declined). */
  note: string;
  reviewedAt: Date | null;
  reviewedBy: string;
}

/** A review as the server takes it. */
export interface NominationReviewDecision {
  nominationId: number;
  decision: 'approve' | 'decline';
  points: number;
  message: string;
  note: string;
}

/** What became of a review: the server's message, or its refusal (field errors shown in the dialog). */
export type NominationReviewOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; formErrors?: Record<string, string> };

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
  /** Sends a review; resolves with what the server said. */
  onReview: (review: NominationReviewDecision) => Promise<NominationReviewOutcome>;
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
const statusLabels: Record<NominationStatus, UiWord> = {
  waiting: 'Waiting',
  approved: 'Approved',
  declined: 'Declined',
};
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
      {pageCount > 1 && (
        <nav className={styles.pager} aria-label={word('Pages of nominations')}>
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
            {word('Newer')}
          </Button>
          <span>
            Page {page} of {pageCount}
          </span>
          <Button
            variant="secondary"
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            {word('Older')}
          </Button>
        </nav>
      )}
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

function NominationCard({
  entry: n,
  timeZone,
  onDecide,
}: {
  entry: NominationReviewEntry;
  timeZone: string;
  onDecide: (decision: 'approve' | 'decline') => void;
}) {
  const titleId = useId();
  const word = useWords();
  const { phrases } = useBrandContent();
  const format = useBrandFormat();
  const pointsName = useBalanceNames().redeemable;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.title}>
          {n.value}: {n.nominees}
        </h2>
        <span className={styles.status} data-status={n.status}>
          {word(statusLabels[n.status])}
        </span>
      </div>
      <p className={styles.meta}>
        Nominated by {n.nominator} ({n.nominatorDivision}) on{' '}
        <DateText date={n.date} timeZone={timeZone} />
        {n.nomineeCount > 1 ? ` \u00b7 ${n.nomineeCount} nominees` : ''}
      </p>
      <p className={styles.reason}>{n.reason}</p>
      {n.status === 'waiting' ? (
        <div className={styles.actions}>
          <Button onPress={() => onDecide('approve')} aria-describedby={titleId}>
            {word('Approve…')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => onDecide('decline')}
            aria-describedby={titleId}
          >
            {word('Decline…')}
          </Button>
        </div>
      ) : (
        <p className={styles.outcome}>
          {n.status === 'approved'
            ? phrases.nominationApproved(
                n.reviewedBy,
                `${format.number(n.points)} ${pointsName}`,
                n.nomineeCount,
              )
            : phrases.nominationDeclined(n.reviewedBy)}
          {n.reviewedAt && (
            <>
              {phrases.reviewedOn}
              <DateText date={n.reviewedAt} timeZone={timeZone} />
            </>
          )}
          {n.note !== '' && <>. &ldquo;{n.note}&rdquo;</>}
        </p>
      )}
    </article>
  );
}

function ReviewDialog({
  entry,
  decision,
  onClose,
  onReview,
}: {
  entry: NominationReviewEntry;
  decision: 'approve' | 'decline';
  onClose: () => void;
  onReview: (review: NominationReviewDecision) => Promise<NominationReviewOutcome>;
}) {
  const formId = useId();
  const word = useWords();
  const { phrases } = useBrandContent();
  const format = useBrandFormat();
  const approve = decision === 'approve';
  const [points, setPoints] = useState('');
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const review: NominationReviewDecision = {
      nominationId: entry.nominationId,
      decision,
      points: approve && /^\d+$/.test(points.trim()) ? Number(points.trim()) : 0,
      message: approve ? message : '',
      note: approve ? '' : note,
    };
    const issues = validateNominationReview(review);
    setErrors(issues);
    setRefusal(undefined);
    if (Object.keys(issues).length > 0) return;
    setPending(true);
    try {
      const outcome = await onReview(review);
      if (!outcome.ok) {
        setErrors(outcome.formErrors ?? {});
        setRefusal(outcome.message);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      isDismissable={!pending}
      title={approve ? word('Approve the nomination') : word('Decline the nomination')}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {word('Cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={pending}>
            {approve ? word('Approve') : word('Decline')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={styles.summary}>
          {entry.value}: {entry.nominees}, nominated by {entry.nominator}.
        </p>
        {refusal && <Alert>{refusal}</Alert>}
        {approve ? (
          <>
            <TextField
              label={nominationReviewLabels.points}
              description={phrases.nominationPointsHint(
                entry.nomineeCount,
                format.number(nominationAwardPointsMax),
              )}
              inputMode="numeric"
              value={points}
              onChange={setPoints}
              errorMessage={errors.points}
            />
            <TextField
              label={nominationReviewLabels.message}
              multiline
              rows={3}
              maxLength={nominationReviewTextMax}
              counter
              value={message}
              onChange={setMessage}
              errorMessage={errors.message}
            />
          </>
        ) : (
          <TextField
            label={nominationReviewLabels.note}
            description={nominationReviewMessages.noteRequired}
            multiline
            rows={3}
            maxLength={nominationReviewTextMax}
            counter
            value={note}
            onChange={setNote}
            errorMessage={errors.note}
          />
        )}
      </form>
    </Modal>
  );
}
