import { args, defineMessages, named, text } from '@plaudit/domain';

/**
 * (our wording) The texts the server writes itself, outside the domain's message files: statement lines,
 * Send To All's email subject, the importers' refusals of a whole file, the labels of the fields the
 * domain does not label. Each formats in the current language (the request's, or the recipient's inside
 * `inLanguage`). A statement line is kept as a kind and values (ledger/wording.ts) and worded when it is
 * read, in the reader's language.
 */
export const serverTexts = defineMessages('server', {
  sendToAllSubject: named<{ sender: string }>(
    'A message from {sender}',
    "The subject of an administrator's Send To All email to a member; sender is the administrator's full name.",
  ),
  birthdayEntry: named<{ programme: string }>(
    'Shout Out: Happy birthday \u2014 from {programme}',
    "The line on a member's points statement for the birthday points the programme gave them; programme is the programme's name (a brand name).",
  ),
  orderProcessing: text(
    'Processing: vouchers to follow',
    "An order's status on My Orders and the console: some of its vouchers are still to be sent.",
  ),
  orderComplete: text(
    'Complete',
    "An order's status on My Orders and the console: every voucher has been sent.",
  ),
  orderCancelled: text(
    'Cancelled: points refunded',
    "An order's status on My Orders and the console: it was cancelled and its points given back.",
  ),
  allowanceExpired: text(
    'Allowance expired',
    "The line on a member's Pay It Forward statement when last month's unused allowance expired.",
  ),
  allowanceFor: named<{ month: string }>(
    'Pay It Forward allowance for {month}',
    "The line on a member's Pay It Forward statement for the month's allowance; month is the month's name and year, as 'March 2026'.",
  ),
  allowanceForExpired: named<{ month: string }>(
    'Pay It Forward allowance for {month} expired',
    "The line on the programme's expired-points account when a member's unused allowance of that month expired; month as 'March 2026'.",
  ),
  registrationBonus: named<{ programme: string }>(
    'Welcome to {programme}: registration bonus',
    "The line on a member's points statement for the points a new member is given when they register (the demo's); programme is the programme's name.",
  ),
  monthlyBudget: named<{ month: string }>(
    'Recognition budget for {month}',
    "The line on a manager's budget statement for the month's recognition budget (the demo's); month is the month's name and year, as 'March 2026'.",
  ),
  entryOf: {
    order: named<{ reference: string }>(
      'Order {reference}',
      "A statement line for an order's points, where the line has no text of its own; reference is the order's number (PL-7KQ4-9XMD).",
    ),
    refund: named<{ reference: string }>(
      'Refund of order {reference}',
      "A statement line for points an order gave back, where the line has no text of its own; reference is the order's number.",
    ),
    allowance: text(
      'Pay It Forward allowance',
      "A statement line for a month's Pay It Forward allowance, where the line has no text of its own.",
    ),
    grant: text(
      'Points granted',
      'A statement line for points the programme granted, where the line has no text of its own.',
    ),
    recommendation: text(
      'Product recommendation',
      "A statement line for a product recommendation's points, where the line has no text of its own.",
    ),
    adjustment: text(
      'Balance adjustment',
      "A statement line for an administrator's balance adjustment, where the line has no text of its own.",
    ),
    points: named<{ out: boolean }>(
      '{out, select, true {Points out} other {Points in}}',
      'A statement line of any other kind, where the line has no text of its own; out is true for points taken from the balance.',
    ),
  },
  orderEntry: named<{ orderNum: string }>(
    'Redeemed: order {orderNum}',
    "The line on a member's points statement for the points an order in the shop took; orderNum is the order's number (PL-7KQ4-9XMD).",
  ),
  refundEntry: named<{ orderNum: string; description: string }>(
    'Refund: order {orderNum}, {description}',
    "The line on a member's points statement for a refunded order line; orderNum is the order's number (PL-7KQ4-9XMD), description the product's.",
  ),
  lacksColumns: args<[count: number, columns: string]>(
    ['count', 'columns'],
    'The file lacks the {count, plural, one {column} other {columns}} {columns}.',
    'An import refused whole: the CSV file has no column of these names (the names are the file format’s, not translated); count is how many.',
  ),
  keyOnLineAlready: args<[key: string, line: string]>(
    ['key', 'line'],
    '{key} is on line {line} already',
    'An import row refused: the same key (a mobile number, a code) is on an earlier line of the file; line is that line’s number.',
  ),
  fieldLabels: {
    contentKey: text('Content key', 'The name of a field in refusals: which page text is edited.'),
    auth: text(
      'Verification',
      'The name of a field in refusals: the one-time pin’s verification step.',
    ),
    interest1: text('Interest', 'The name of a profile field in refusals: the member’s interest.'),
    interestOtherDesc: text(
      'Description',
      'The name of a profile field in refusals: the member’s own description of their interest.',
    ),
    otherInfo: text(
      'Other information',
      'The name of a profile field in refusals: what else the member shares.',
    ),
    divisionCode: text('Division', 'The name of a field in refusals: a store or practice.'),
    language: text('Language', 'The name of a profile field in refusals: the member’s language.'),
  },
});
