import { formatPoints } from './money';
import type { FormIssues } from './validation';

/**
 * (ours, DESIGN.md "Operating the programme") An administrator reviews each nomination once: approved with
 * points (an award from the programme's funding to every nominee) or declined with a note to the nominator.
 */

/** Where a nomination is in its review. */
export const nominationStatuses = ['waiting', 'approved', 'declined'] as const;
export type NominationStatus = (typeof nominationStatuses)[number];

/** What the nominations list can be filtered by: one status, or all of them. */
export const nominationFilters = ['all', ...nominationStatuses] as const;
export type NominationFilter = (typeof nominationFilters)[number];

/** A review's decision. */
export const nominationDecisions = ['approve', 'decline'] as const;
export type NominationDecision = (typeof nominationDecisions)[number];

/** The decision a status records (undefined while waiting). */
export const decisionOf = (status: NominationStatus): NominationDecision | undefined =>
  status === 'approved' ? 'approve' : status === 'declined' ? 'decline' : undefined;

/** The most points an approval gives each nominee. */
export const nominationAwardPointsMax = 5_000;
/** The longest message to the nominees and note to the nominator. */
export const nominationReviewTextMax = 350;
/** Nominations per page of the review list. */
export const nominationPageSize = 20;

/** The words of the nominations review. */
export const nominationReviewMessages = {
  notFound: 'This nomination is not on the programme.',
  pointsRequired: `Please enter the points each nominee receives, from 1 to ${formatPoints(nominationAwardPointsMax)}.`,
  messageRequired: 'Please write the message the nominees receive with their points.',
  noteRequired: 'Please write a note telling the nominator why the nomination was declined.',
  tooLong: (label: string) => `${label} can be at most ${nominationReviewTextMax} characters long.`,
  /** A second review that asks something else than the first decided. */
  alreadyReviewed: (status: NominationStatus) =>
    `This nomination was already ${status}; a nomination is reviewed once. Nothing changed.`,
  approved: (points: number, nominees: number, leftOut: readonly string[] = []) =>
    `Approved: ${formatPoints(points)} points to ${nominees === 1 ? 'the nominee' : `each of ${nominees} nominees`}. ${
      leftOut.length > 0
        ? `Not credited, as they have left the programme: ${leftOut.join(', ')}. `
        : ''
    }The nominator has been told.`,
  /** Every nominee has left the programme (deactivated) since the nomination. */
  everyNomineeLeft:
    'Every nominee of this nomination has left the programme, so there is nobody to credit. Decline it instead. Nothing changed.',
  declined: 'Declined. The nominator has been told why.',
  /** The nominator's message, by the outbox. */
  toNominator: (
    programmeName: string,
    outcome: { decision: NominationDecision; value: string; nominees: string; note: string },
  ) => {
    const head =
      outcome.decision === 'approve'
        ? `Your ${outcome.value} nomination of ${outcome.nominees} was approved.`
        : `Your ${outcome.value} nomination of ${outcome.nominees} was not approved this time.`;
    const body = outcome.note.trim() === '' ? head : `${head} ${outcome.note.trim()}`;
    return {
      subject: `${programmeName}: your nomination was ${outcome.decision === 'approve' ? 'approved' : 'declined'}`,
      email: body,
      sms: `${programmeName}: ${body}`,
    };
  },
  /** The nominees' message with their points, by the outbox. */
  toNominee: (
    programmeName: string,
    award: { value: string; nominator: string; points: number; message: string },
  ) => {
    const head = `${award.nominator} nominated you for ${award.value}, and you receive ${formatPoints(award.points)} points.`;
    return {
      subject: `${programmeName}: you were nominated for ${award.value}`,
      email: `${head}\n\n${award.message.trim()}`,
      sms: `${programmeName}: ${head} ${award.message.trim()}`,
    };
  },
} as const;

/** The labels of the review's fields. */
export const nominationReviewLabels = {
  points: 'Points to each nominee',
  message: 'Message to the nominees',
  /** The same two for a nomination of one colleague. */
  pointsToOne: 'Points to the nominee',
  messageToOne: 'Message to the nominee',
  note: 'Note to the nominator',
} as const;

/** A review: approval needs whole points within the limit and a message; a decline needs a note. */
export function validateNominationReview(form: {
  decision: NominationDecision;
  points: number;
  message: string;
  note: string;
}): FormIssues {
  const found: FormIssues = {};
  const longer = (field: 'message' | 'note', value: string) => {
    if (value.length > nominationReviewTextMax)
      found[field] = nominationReviewMessages.tooLong(nominationReviewLabels[field]);
  };
  if (form.decision === 'approve') {
    if (!Number.isInteger(form.points) || form.points < 1 || form.points > nominationAwardPointsMax)
      found.points = nominationReviewMessages.pointsRequired;
    if (form.message.trim() === '') found.message = nominationReviewMessages.messageRequired;
  } else if (form.note.trim() === '') found.note = nominationReviewMessages.noteRequired;
  longer('message', form.message);
  longer('note', form.note);
  return found;
}
