import type { NominationStatus } from '@plaudit/domain';
import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import {
  useBalanceNames,
  useBrandContent,
  useBrandFormat,
  useWords,
  type UiWord,
} from '../theme/index.ts';
import styles from './NominationReview.module.scss';
import type { NominationReviewEntry } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

const statusLabels: Record<NominationStatus, UiWord> = {
  waiting: 'Waiting',
  approved: 'Approved',
  declined: 'Declined',
};

/**
 * One nomination: who nominated whom for what and why, and either Approve… and Decline… (waiting) or what
 * its reviewer decided.
 */
export function NominationCard({
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
  const format = useBrandFormat();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.title}>
          {consoleText.nominationTitle(n.value, n.nominees)}
        </h2>
        <span className={styles.status} data-status={n.status}>
          {word(statusLabels[n.status])}
        </span>
      </div>
      <p className={styles.meta}>
        {consoleText.nominatedBy({
          nominator: n.nominator,
          division: n.nominatorDivision,
          date: format.dateTime(n.date, timeZone),
        })}
        {n.nomineeCount > 1 &&
          consoleText.nomineeCount(n.nomineeCount, format.number(n.nomineeCount))}
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
        <ReviewedOutcome entry={n} timeZone={timeZone} />
      )}
    </article>
  );
}

/** What the reviewer decided, when, and their message or note. */
function ReviewedOutcome({
  entry: n,
  timeZone,
}: {
  entry: NominationReviewEntry;
  timeZone: string;
}) {
  const { phrases } = useBrandContent();
  const format = useBrandFormat();
  const pointsName = useBalanceNames().redeemable;
  return (
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
      {n.note !== '' && consoleText.reviewNote(n.note)}
    </p>
  );
}
