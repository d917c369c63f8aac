import { args, defineMessages, named, text } from './i18n';

/**
 * (our wording) The recognition wall's answers, refusals, statement lines and messages (issue 38): the
 * server formats them, and the msw handlers answer with the same texts. A module apart from messages.ts
 * (whose texts every page loads).
 */
export const feedMessages = defineMessages('feed', {
  notFound: text(
    'This recognition is not on the wall.',
    'A wall call refused: the recognition does not exist, or the member may not see it (a private thanks).',
  ),
  pageGone: text(
    'The wall has changed since this page. Load it again from the top.',
    'A wall page refused: the position it continues from (cursor) is not one the wall gave.',
  ),
  unknownReaction: named<{ allowed: string }>(
    'That reaction is not offered. Choose one of {allowed}.',
    'A reaction refused: the emoji is not one of the wall’s; allowed lists the offered emoji, separated by spaces.',
  ),
  commentRequired: text('Write a comment first.', 'A comment refused: its text is empty.'),
  commentTooLong: args<[max: number]>(
    ['max'],
    'A comment has at most {max, number} characters.',
    'A comment refused: it is longer than the limit; max is the number of characters.',
  ),
  commentNotFound: text(
    'This comment is no longer on the wall.',
    'Deleting or hiding a comment refused: it does not exist, or was deleted or hidden already.',
  ),
  notYourComment: text(
    'You can delete only your own comments.',
    'Deleting a comment refused: another member wrote it.',
  ),
  commentDeleted: text(
    'Your comment was deleted.',
    'The answer when a member deleted their comment.',
  ),
  reasonRequired: text(
    'Say why the comment is hidden: its author is told.',
    'Hiding a comment refused: the administrator gave no reason.',
  ),
  reasonTooLong: args<[max: number]>(
    ['max'],
    'A reason has at most {max, number} characters.',
    'Hiding a comment refused: the reason is longer than the limit; max is the number of characters.',
  ),
  commentHidden: text(
    'The comment is hidden from the wall and its author is told.',
    'The answer when an administrator hid a comment.',
  ),
  ownRecognition: text(
    'You cannot add points to a recognition you gave or received.',
    'Adding points refused: the member gave or received this recognition.',
  ),
  pointsNotOffered: named<{ points: string }>(
    'Choose one of {points} points.',
    'Adding points refused: the number is not one offered; points lists the offered amounts, separated by commas.',
  ),
  noRecipients: text(
    'This recognition has nobody to add points to.',
    'Adding points refused: the recognition has no recipients left on the programme.',
  ),
  pointsAdded: named<{ points: number; count: number }>(
    'You added {points, number} points {count, plural, one {to the recognition} other {to each of the # recipients}}.',
    'The answer when a member added points to a colleague’s recognition; count is how many recipients got them.',
  ),
  additionEntry: named<{ giver: string; value: string }>(
    'Added to {value} from {giver}',
    'The line on a recipient’s points statement for points a colleague added to their recognition; value is the award’s value, giver the colleague’s name.',
  ),
  additionGivenEntry: named<{ value: string; recipient: string }>(
    'Added to {recipient}’s {value}',
    'The line on the giver’s budget or Pay It Forward statement for points they added to a colleague’s recognition; recipient is the colleague’s name, value the award’s value.',
  ),
  commentSubject: named<{ programme: string }>(
    'New comments on your recognition — {programme}',
    'The subject of the email that tells a giver or recipient of comments on a recognition; programme is the programme’s name.',
  ),
  commentNotice: named<{ author: string; value: string; programme: string }>(
    '{author} commented on the recognition “{value}”. See the wall on {programme}.',
    'The SMS or email telling a giver or recipient of a new comment (at most one an hour per recognition); author is the commenter’s name, value the award’s value.',
  ),
  hiddenSubject: named<{ programme: string }>(
    'Your comment was hidden — {programme}',
    'The subject of the email telling a member an administrator hid their comment.',
  ),
  hiddenNotice: named<{ reason: string; programme: string }>(
    'An administrator hid your comment on the {programme} wall. Reason: {reason}',
    'The SMS or email telling a member their comment was hidden; reason is the administrator’s words as written.',
  ),
});
