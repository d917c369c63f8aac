import { args, defineMessages, named, text } from './i18n/define';
import { extendMessages } from './i18n/extend';
import { pointsAsWritten } from './i18n/format';
import {
  nominationAwardPointsMax,
  nominationReviewTextMax,
  type NominationDecision,
  type NominationStatus,
} from './nominationReview';
import type { FormIssues } from './fieldIssues';

// A review's texts and its check, apart from the statuses and limits (nominationReview.ts) that the api's
// contract reads: the portal's member code then does not carry them.
const review = defineMessages('nominationReview', {
  notFound: text(
    'This nomination is not on the programme.',
    'The console asked for a nomination that does not exist.',
  ),
  pointsRequired: args<[max: string]>(
    ['max'],
    'Please enter the points each nominee receives, from 1 to {max}.',
    'Approving a nomination refused: the points are missing or out of range; max is the most, as written.',
  ),
  messageRequired: text(
    'Please write the message the nominees receive with their points.',
    'Approving a nomination refused: the message to the nominees is missing.',
  ),
  noteRequired: text(
    'Please write a note telling the nominator why the nomination was declined.',
    'Declining a nomination refused: the note to the nominator is missing.',
  ),
  tooLong: args<[label: string, max: string]>(
    ['label', 'max'],
    '{label} can be at most {max} characters long.',
    'A field of the nomination review refused: label is the field’s name (Message to the nominees, Note to the nominator), max the most characters.',
  ),
  alreadyReviewed: args<[status: NominationStatus]>(
    ['status'],
    'This nomination was already {status, select, approved {approved} declined {declined} other {waiting}}; a nomination is reviewed once. Nothing changed.',
    'A second review of a nomination refused: status is how the first decided (approved or declined).',
  ),
  approved: named<{
    points: string;
    nominees: number;
    nomineesText: string;
    anyLeft: boolean;
    leftOut: string;
  }>(
    'Approved: {points} points to {nominees, plural, one {the nominee} other {each of {nomineesText} nominees}}. {anyLeft, select, true {Not credited, as they have left the programme: {leftOut}. } other {}}The nominator has been told.',
    'The console’s banner after approving a nomination: points to each nominee, as written; nominees is how many (nomineesText the same number as written); leftOut the names of nominees who left the programme (when anyLeft is true).',
  ),
  everyNomineeLeft: text(
    'Every nominee of this nomination has left the programme, so there is nobody to credit. Decline it instead. Nothing changed.',
    'Approving a nomination refused: every nominee has left the programme.',
  ),
  declined: text(
    'Declined. The nominator has been told why.',
    'The console’s banner after declining a nomination.',
  ),
  withProgramme: args<[programme: string, text: string]>(
    ['programme', 'text'],
    '{programme}: {text}',
    'An SMS about a nomination (to the nominator or a nominee), opened by the programme’s name (programme).',
  ),
  toNominatorSubject: args<[programme: string, decision: NominationDecision]>(
    ['programme', 'decision'],
    '{programme}: your nomination was {decision, select, approve {approved} other {declined}}',
    'The subject of the email to a nominator once their nomination is reviewed: programme is the programme’s name.',
  ),
  toNominatorHead: named<{ decision: NominationDecision; value: string; nominees: string }>(
    '{decision, select, approve {Your {value} nomination of {nominees} was approved.} other {Your {value} nomination of {nominees} was not approved this time.}}',
    'The email or SMS to a nominator once their nomination is reviewed: value is what it was for (Client Focus), nominees their names. The administrator’s own note follows.',
  ),
  toNomineeSubject: args<[programme: string, value: string]>(
    ['programme', 'value'],
    '{programme}: you were nominated for {value}',
    'The subject of the email to a nominee whose nomination was approved: programme is the programme’s name, value what it was for (Client Focus).',
  ),
  toNomineeHead: named<{ nominator: string; value: string; points: string }>(
    '{nominator} nominated you for {value}, and you receive {points} points.',
    'The email or SMS to a nominee whose nomination was approved: nominator is the nominator’s full name, value what for, points as written. The administrator’s message follows.',
  ),
});

/** The words of the nominations review. */
export const nominationReviewMessages = extendMessages(review, {
  get pointsRequired() {
    return review.pointsRequired(pointsAsWritten(nominationAwardPointsMax));
  },
  tooLong: (label: string) => review.tooLong(label, String(nominationReviewTextMax)),
  approved: (points: number, nominees: number, leftOut: readonly string[] = []) =>
    review.approved({
      points: pointsAsWritten(points),
      nominees,
      nomineesText: String(nominees),
      anyLeft: leftOut.length > 0,
      leftOut: leftOut.join(', '),
    }),
  /** The nominator's message, by the outbox (the administrator's note is theirs, as written). */
  toNominator: (
    programmeName: string,
    outcome: { decision: NominationDecision; value: string; nominees: string; note: string },
  ) => {
    const head = review.toNominatorHead(outcome);
    const body = outcome.note.trim() === '' ? head : `${head} ${outcome.note.trim()}`;
    return {
      subject: review.toNominatorSubject(programmeName, outcome.decision),
      email: body,
      sms: review.withProgramme(programmeName, body),
    };
  },
  /** The nominees' message with their points, by the outbox (the administrator's message as written). */
  toNominee: (
    programmeName: string,
    award: { value: string; nominator: string; points: number; message: string },
  ) => {
    const head = review.toNomineeHead({
      nominator: award.nominator,
      value: award.value,
      points: pointsAsWritten(award.points),
    });
    return {
      subject: review.toNomineeSubject(programmeName, award.value),
      email: `${head}\n\n${award.message.trim()}`,
      sms: review.withProgramme(programmeName, `${head} ${award.message.trim()}`),
    };
  },
});

/** The labels of the review's fields. */
export const nominationReviewLabels = defineMessages('nominationReviewLabel', {
  points: text('Points to each nominee', 'The label of the points field of a nomination review.'),
  message: text(
    'Message to the nominees',
    'The label of the field for the message the nominees receive with their points.',
  ),
  /** The same two for a nomination of one colleague. */
  pointsToOne: text(
    'Points to the nominee',
    'The label of the points field of a review of a nomination of one colleague.',
  ),
  messageToOne: text(
    'Message to the nominee',
    'The label of the message field of a review of a nomination of one colleague.',
  ),
  note: text(
    'Note to the nominator',
    'The label of the field for the note telling the nominator why the nomination was declined.',
  ),
});

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
