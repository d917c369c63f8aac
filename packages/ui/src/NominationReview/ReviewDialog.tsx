import {
  nominationAwardPointsMax,
  nominationReviewLabels,
  nominationReviewMessages,
  nominationReviewTextMax,
  validateNominationReview,
  type FormIssues,
} from '@plaudit/domain';
import { useId, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { refusalOf, useSubmit, type SubmitHandler } from '../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import { TextField } from '../TextField/index.ts';
import { useBrandContent, useBrandFormat, useWords } from '../theme/index.ts';
import styles from './NominationReview.module.scss';
import type { NominationReviewDecision, NominationReviewEntry } from './types.ts';
import { consoleText } from '../Console/consoleText.ts';

export interface ReviewDialogProps {
  entry: NominationReviewEntry;
  decision: 'approve' | 'decline';
  onClose: () => void;
  /** Sends the review; the dialog waits, then shows a refusal (the screen closes it once done). */
  onReview: SubmitHandler<NominationReviewDecision>;
}

/**
 * Approve with points and a message to the nominees, or decline with a note to the nominator: the
 * domain's rules first, then the server's refusal, if any, in the dialog.
 */
export function ReviewDialog({ entry, decision, onClose, onReview }: ReviewDialogProps) {
  const formId = useId();
  const word = useWords();
  const approve = decision === 'approve';
  const [points, setPoints] = useState('');
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const [issues, setIssues] = useState<FormIssues>({});
  const { submit, pending, outcome, clear } = useSubmit(onReview);
  const errorOf = (field: string) => issues[field] ?? refusalOf(outcome, field);

  const send = () => {
    const review: NominationReviewDecision = {
      nominationId: entry.nominationId,
      decision,
      points: approve && /^\d+$/.test(points.trim()) ? Number(points.trim()) : 0,
      message: approve ? message : '',
      note: approve ? '' : note,
    };
    const found = validateNominationReview(review);
    setIssues(found);
    clear();
    if (Object.keys(found).length === 0) void submit(review);
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
          send();
        }}
      >
        <p className={styles.summary}>
          {consoleText.reviewSummary({
            value: entry.value,
            nominees: entry.nominees,
            nominator: entry.nominator,
          })}
        </p>
        {outcome && !outcome.ok && outcome.message && <Alert>{outcome.message}</Alert>}
        {approve ? (
          <ApproveFields
            nomineeCount={entry.nomineeCount}
            points={points}
            onPoints={setPoints}
            message={message}
            onMessage={setMessage}
            errorOf={errorOf}
          />
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
            errorMessage={errorOf('note')}
          />
        )}
      </form>
    </Modal>
  );
}

function ApproveFields({
  nomineeCount,
  points,
  onPoints,
  message,
  onMessage,
  errorOf,
}: {
  nomineeCount: number;
  points: string;
  onPoints: (value: string) => void;
  message: string;
  onMessage: (value: string) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { phrases } = useBrandContent();
  const format = useBrandFormat();
  return (
    <>
      <TextField
        label={
          nomineeCount === 1 ? nominationReviewLabels.pointsToOne : nominationReviewLabels.points
        }
        description={phrases.nominationPointsHint(
          nomineeCount,
          format.number(nominationAwardPointsMax),
        )}
        inputMode="numeric"
        value={points}
        onChange={onPoints}
        errorMessage={errorOf('points')}
      />
      <TextField
        label={
          nomineeCount === 1 ? nominationReviewLabels.messageToOne : nominationReviewLabels.message
        }
        multiline
        rows={3}
        maxLength={nominationReviewTextMax}
        counter
        value={message}
        onChange={onMessage}
        errorMessage={errorOf('message')}
      />
    </>
  );
}
