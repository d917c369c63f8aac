import { args, defineMessages, named, text } from '@plaudit/domain';

/** The recognition wall's words: its cards, reactions, comments and the add-points dialog. */
export const wallMessages = defineMessages('wall', {
  kind: {
    reward: text(
      'Recognition',
      'The wall: a card’s kind of recognition, a manager’s award with points (“Recognition · Client Focus”)',
    ),
    adhoc: text(
      'Adhoc Recognition',
      'The wall: a card’s kind of recognition, a manager’s one-off award with points',
    ),
    thankyou: text(
      'Shout Out',
      'The wall: a card’s kind of recognition, a thank-you without points (a brand name)',
    ),
    payitforward: text(
      'Pay It Forward',
      'The wall: a card’s kind of recognition, points from a colleague’s monthly allowance (a brand name)',
    ),
    nomination: text(
      'Nomination',
      'The wall: a card’s kind of recognition, a nomination an administrator approved, with its points',
    ),
    anniversary: text(
      'Work anniversary',
      'The wall: a card the programme posts on a member’s work anniversary',
    ),
    welcome: text('Welcome', 'The wall: a card the programme posts when a new member registers'),
    birthday: text('Birthday', 'The wall: a card the programme posts on a member’s birthday'),
  },
  kindAndValue: args<[kind: string, value: string]>(
    ['kind', 'value'],
    '{kind} · {value}',
    'The wall: a card’s kind and the value it recognises (“Recognition · Client Focus”)',
  ),
  to: text(
    'to',
    'The wall: read between the giver and the recipients of a card (an arrow shows it)',
  ),
  recipients: text(
    'Recipients',
    'The wall: the accessible name of the list of people a card recognises',
  ),
  moreRecipients: args<[count: number]>(
    ['count'],
    '{count, plural, one {and # more} other {and # more}}',
    'The wall: the button after a card’s first recipients that shows the others; count is how many more',
  ),
  private: text(
    'Private',
    'The wall: the marker of a recognition only the people involved, their managers and administrators see',
  ),
  privateNote: text(
    'Only the people involved, their managers and administrators see this.',
    'The wall: the explanation beside the Private marker of a card',
  ),
  added: args<[points: string, name: string]>(
    ['points', 'name'],
    '+{points} from {name}',
    'The wall: points a colleague added to a recognition (“+30 from Pieter”); points is a number, name the colleague’s',
  ),
  addedLabel: text(
    'Points added by colleagues',
    'The wall: the accessible name of a card’s list of added points',
  ),
  justNow: text(
    'just now',
    'The wall: when a recognition or comment was given, less than a minute ago',
  ),
  minutesAgo: args<[count: number]>(
    ['count'],
    '{count, plural, one {# minute ago} other {# minutes ago}}',
    'The wall: when a recognition or comment was given, in minutes',
  ),
  hoursAgo: args<[count: number]>(
    ['count'],
    '{count, plural, one {# hour ago} other {# hours ago}}',
    'The wall: when a recognition or comment was given, in hours',
  ),
  daysAgo: args<[count: number]>(
    ['count'],
    '{count, plural, one {# day ago} other {# days ago}}',
    'The wall: when a recognition or comment was given, in days (a week or more shows the date)',
  ),
  reactions: text('Reactions', 'The wall: the accessible name of a card’s row of reaction buttons'),
  reaction: {
    applause: text('Applause', 'The wall: the name of the 👏 reaction, read by a screen reader'),
    love: text('Love', 'The wall: the name of the ❤️ reaction, read by a screen reader'),
    celebrate: text('Celebrate', 'The wall: the name of the 🎉 reaction, read by a screen reader'),
    laugh: text('Laugh', 'The wall: the name of the 😂 reaction, read by a screen reader'),
    praise: text('Praise', 'The wall: the name of the 🙌 reaction, read by a screen reader'),
  },
  reactionButton: named<{ reaction: string; count: number; mine: 'yes' | 'no' }>(
    '{reaction}, {count}{mine, select, yes {, you reacted} other {}}',
    'The wall: the accessible name of a reaction button (“Applause, 3, you reacted”); reaction is its name, count how many reacted, mine whether the member did',
  ),
  comments: args<[count: number]>(
    ['count'],
    '{count, plural, =0 {Comment} one {# comment} other {# comments}}',
    'The wall: the button that shows and hides a card’s comments, with their count',
  ),
  commentsLabel: text('Comments', 'The wall: the accessible name of a card’s list of comments'),
  noComments: text('No comments yet.', 'The wall: a card’s comments when there are none'),
  commentsFailed: text(
    'The comments could not be loaded.',
    'The wall: a card’s comments when loading them failed',
  ),
  deleteComment: text('Delete', 'The wall: the button that deletes the member’s own comment'),
  deleteCommentOf: args<[author: string]>(
    ['author'],
    'Delete the comment of {author}',
    'The wall: the accessible name of the button that deletes the member’s own comment; author is their name',
  ),
  hideComment: text(
    'Hide',
    'The wall: an administrator’s button that hides a comment from the wall',
  ),
  hideCommentOf: args<[author: string]>(
    ['author'],
    'Hide the comment of {author}',
    'The wall: the accessible name of an administrator’s button that hides a comment; author is its author’s name',
  ),
  hideTitle: text(
    'Hide this comment',
    'The wall: the heading of an administrator’s dialog that hides a comment',
  ),
  hideExplained: text(
    'The comment leaves the wall and its author is told why. The audit log keeps the reason.',
    'The wall: what hiding a comment does, in the administrator’s dialog above the reason',
  ),
  commentField: text(
    'Add a comment',
    'The wall: the label of the box where a member writes a comment',
  ),
  post: text('Post', 'The wall: the button that posts a comment'),
  charactersLeft: args<[count: number]>(
    ['count'],
    '{count, plural, one {# character left} other {# characters left}}',
    'The wall: the counter under the comment box',
  ),
  charactersOver: args<[count: number]>(
    ['count'],
    '{count, plural, one {# character too many} other {# characters too many}}',
    'The wall: the counter under the comment box when the comment is longer than allowed',
  ),
  commentEmpty: text(
    'Write a comment first.',
    'The wall: the error of the comment box posted empty',
  ),
  commentTooLong: args<[max: number]>(
    ['max'],
    'A comment may be at most {max} characters.',
    'The wall: the error of the comment box when the comment is too long',
  ),
  commentFailed: text(
    'Your comment was not posted. Please try again.',
    'The wall: the comment box’s alert when the server did not take the comment',
  ),
  whoReacted: text(
    'Who reacted',
    'The wall: the button on a card that opens the list of the people who reacted, and that list’s heading',
  ),
  reactedWith: args<[reaction: string, names: string]>(
    ['reaction', 'names'],
    '{reaction}: {names}',
    'The list of who reacted: one reaction by its name (Applause) and the people who chose it (A, B and C)',
  ),
  noReactions: text(
    'No one has reacted yet.',
    'The wall: the list of who reacted, when the reactions were taken back before it opened',
  ),
  reactorsFailed: text(
    'Who reacted could not be loaded. Please try again.',
    'The wall: the list of who reacted, when loading it failed',
  ),
  addPoints: text(
    'Add points',
    'The wall: the button on a card, and the heading of its dialog, that adds the member’s points to a colleague’s recognition',
  ),
  addPointsTo: args<[names: string]>(
    ['names'],
    'Add your points to the recognition of {names}.',
    'The add-points dialog: its first line; names are the recipients joined (A, B and C)',
  ),
  pointsToAdd: text('Points to add', 'The add-points dialog: the label of the amount field'),
  leftToGive: args<[points: string, pointsName: string]>(
    ['points', 'pointsName'],
    '{points} {pointsName} left to give',
    'The add-points dialog: what the member may still give; pointsName is the budget’s or the Pay It Forward allowance’s name',
  ),
  choosePoints: text(
    'Choose how many points to add.',
    'The add-points dialog: Add points was pressed with no amount chosen',
  ),
  moreThanLeft: args<[points: string]>(
    ['points'],
    'You have only {points} left to give.',
    'The add-points dialog: why an amount above what the member may still give cannot be chosen; points is what is left',
  ),
  addFailed: text(
    'The points were not added. Please try again.',
    'The add-points dialog: its alert when the server refused without a reason of its own',
  ),
  wall: text('Recognition wall', 'The wall: the accessible name of the list of recognition cards'),
  filter: text('Show', 'The wall: the label of the filter of the cards shown'),
  filterBy: {
    everyone: text('Everyone', 'The wall’s filter: every recognition the member may see'),
    store: text('My store', 'The wall’s filter: recognition given in the member’s store'),
    country: text('My country', 'The wall’s filter: recognition given in the member’s country'),
    me: text('About me', 'The wall’s filter: recognition the member gave or received'),
    value: text('By value', 'The wall’s filter: recognition of one value (chosen beside it)'),
  },
  value: text('Value', 'The wall: the label of the value chosen for the By value filter'),
  loadMore: text('Load more', 'The wall: the button under the cards that loads the next page'),
  empty: text('No recognition here yet.', 'The wall: no card matches the filter'),
  loadFailed: text('The wall could not be loaded.', 'The wall: loading the cards failed'),
});
