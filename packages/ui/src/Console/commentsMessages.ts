import { args, defineMessages, extendMessages, named, text } from '@plaudit/domain';
import { consoleCommentsHeading } from './commentsHeading.ts';

const declared = defineMessages('consoleComments', {
  intro: text(
    'The wall’s latest comments, newest first. Hide one that should not be there: its author is told the reason and the audit log keeps it.',
    'Console: the line under the Comments page’s heading',
  ),
  listLabel: text('Comments on the wall', 'Console: the accessible name of the list of comments'),
  none: text(
    'Nobody has commented on the wall yet.',
    'Console: the Comments page when the wall has no comments',
  ),
  onRecognition: named<{ kind: string; giver: string; recipients: string }>(
    'On {kind}: {giver} to {recipients}',
    'Console: which recognition a comment is on; kind is its kind and value (‘Recognition · Client Focus’), giver and recipients names',
  ),
  programme: text(
    'the programme',
    'Console: the giver of a recognition the programme posted itself (a work anniversary, a welcome)',
  ),
  shown: text('On the wall', 'Console: the status of a comment the wall shows'),
  hiddenBy: named<{ name: string; date: string }>(
    'Hidden by {name} on {date}',
    'Console: the status of a comment an administrator hid; date is the day and time',
  ),
  reason: args<[reason: string]>(
    ['reason'],
    'Reason: {reason}',
    'Console: why an administrator hid a comment, as they wrote it',
  ),
  loadMore: text('Show older comments', 'Console: the button that loads the next page of comments'),
  loadFailed: text(
    'The comments could not be loaded. Please try again.',
    'Console: the Comments page when its call failed without words of the server’s',
  ),
  hideFailed: text(
    'The comment could not be hidden. Please try again.',
    'Console: when hiding a comment failed without words of the server’s',
  ),
  hidden: args<[author: string]>(
    ['author'],
    'The comment of {author} is hidden.',
    'Console: said (to a screen reader too) when a comment was hidden; author is its author’s name',
  ),
});

/** The console's Comments page (moderation, issue 38): the wall's comments with Hide. */
export const consoleCommentsMessages = extendMessages(declared, consoleCommentsHeading);
