import { args, defineMessages, extendMessages, named, text } from '@plaudit/domain';
import { fieldPhrases } from './fieldPhrases.ts';

/**
 * The ui's texts that belong to one control or take values (a basket line's labels, the pin step's, the
 * award forms' fields, the member picker's, the statement table's, and the phrases with a name or number
 * in them): declared messages that read in the language shown. A brand or a language changes any of them
 * by id (`phrase.welcome`, `picker.title`) in its catalogue; `BrandContent` gives them to components.
 */

/** Labels of a basket line; the functions take the product's description. */
export const basketMessages = defineMessages('basket', {
  quantityOf: args<[product: string]>(
    ['product'],
    'Quantity of {product}',
    "A basket line's quantity field, by the product's description.",
  ),
  oneMore: args<[product: string]>(
    ['product'],
    'One more {product}',
    "A basket line's + button (its accessible name), by the product's description.",
  ),
  oneFewer: args<[product: string]>(
    ['product'],
    'One fewer {product}',
    "A basket line's − button (its accessible name), by the product's description.",
  ),
  remove: args<[product: string]>(
    ['product'],
    'Remove {product}',
    "A basket line's − button when one is left (it takes the line away), by the product's description.",
  ),
  deleteFromBasket: args<[product: string]>(
    ['product'],
    'Delete {product} from basket',
    "A basket line's Delete button (its accessible name), by the product's description.",
  ),
  delete: text('Delete', "A basket line's button that takes the line out of the basket."),
  at: text(
    'at',
    "Before a basket line's unit price: 'at R50.00' (the price follows, a word of its own).",
  ),
});

/** Labels of the one-time pin step. */
export const otpMessages = defineMessages('otp', {
  title: text('One-time pin', 'The heading of the step where a member types the pin sent by SMS.'),
  submit: text('Continue', "The pin step's button that sends the pin."),
  resend: text('Send a new pin', "The pin step's button that sends another pin by SMS."),
  back: text('Back', "The pin step's button that returns to the last step."),
});

/** Labels of the award forms' fields, which Nominate and Send To All share. */
export const formMessages = defineMessages('form', {
  recipients: text('Recipients', "An award form's list of the chosen colleagues (its group name)."),
  value: text(
    'Value',
    "An award form's field of the value the award is for (Teamwork, Kindness…).",
  ),
  pointsValue: args<[pointsName: string]>(
    ['pointsName'],
    'Points value ({pointsName})',
    "An award form's points field, named with the balance that pays: 'Points value (Kudos Points)'. pointsName is the brand's name of those points.",
  ),
  sendBy: text('Send by', "An award form's choice of how the award reaches the colleague."),
  email: text('Email', 'An award form: send the award by email.'),
  sms: text('SMS', 'An award form: send the award by text message.'),
  message: text('Message', "An award form's field of the giver's own words."),
  submit: text('Submit', "An award form's button that sends it."),
});

/** Labels of the member picker. */
export const pickerMessages = defineMessages('picker', {
  title: text(
    'Select Recipients',
    "The member picker's heading (a dialog where colleagues are chosen).",
  ),
  done: text('Done', "The member picker's button that closes it with the chosen colleagues."),
  selectedCount: args<[count: string]>(
    ['count'],
    'Selected ({count})',
    'Beside Done on a phone: the number of chosen colleagues (count, already formatted).',
  ),
  country: text('Country', "The member picker's country filter."),
  division: text('Division', "The member picker's division (store or practice) filter."),
  allDivisions: text('All divisions', "The division filter's choice of every division."),
  search: text('Search by name', "The member picker's search field."),
  hint: text(
    'Choose a division, or type a name to search every division.',
    "Under the member picker's filters before any search.",
  ),
  members: text('Members', "The member picker's list of the colleagues found (its heading)."),
  selected: text('Selected', "The member picker's list of the chosen colleagues (its heading)."),
  notRegistered: args<[division: string]>(
    ['division'],
    '{division} · not registered',
    "Under a listed colleague's name who has not registered yet: 'Sea Point · not registered'. division is their store's name.",
  ),
  shownOfStore: args<[shown: string, total: string]>(
    ['shown', 'total'],
    'Showing {shown} of {total} — search by name',
    "Over a store's list of colleagues cut at its limit, the numbers formatted: 'Showing 100 of 3,006 — search by name'.",
  ),
  shownOfSearch: args<[shown: string, total: string]>(
    ['shown', 'total'],
    'Showing {shown} of {total} — type more of the name',
    "Over a name search's list cut at its limit, the numbers formatted: 'Showing 100 of 412 — type more of the name'.",
  ),
  added: text('Added', 'Beside a chosen colleague in the member picker, after a tick.'),
});

/** Labels of the statement table. */
export const statementMessages = defineMessages('statement', {
  date: text('Date', "A points statement's column of the entries' dates."),
  description: text('Description', "A points statement's column of what each entry was."),
  debit: text('Debit', "A points statement's column of the points taken away."),
  credit: text('Credit', "A points statement's column of the points added."),
  balance: text('Balance', "A points statement's row of the balance after the entries."),
  newer: text('Newer', "A points statement's pager button to the newer entries."),
  older: text('Older', "A points statement's pager button to the older entries."),
  pages: args<[label: string]>(
    ['label'],
    '{label} pages',
    "A points statement pager's accessible name, by the table's name: 'Points Statement pages'.",
  ),
  entries: args<[first: string, last: string, total: string]>(
    ['first', 'last', 'total'],
    'Entries {first}–{last} of {total}',
    "A points statement pager's status, the numbers formatted: 'Entries 1–20 of 45'.",
  ),
});

const phrase = defineMessages('phrase', {
  logoHome: args<[brandName: string]>(
    ['brandName'],
    '{brandName} home',
    "The logo link's accessible name (it goes to Home): 'Acme Rewards home'. brandName is the programme's name.",
  ),
  pointsAvailable: args<[pointsName: string]>(
    ['pointsName'],
    '{pointsName} available',
    "Checkout's line of the member's balance: 'Acme Points available' (the number shows beside it).",
  ),
  codesBySms: args<[cellNum: string]>(
    ['cellNum'],
    'Your voucher codes will be sent by SMS to your mobile number, {cellNum}.',
    "Checkout of an order whose vouchers go by SMS; cellNum is the member's mobile number.",
  ),
  pinSentTo: args<[cellNum: string]>(
    ['cellNum'],
    'Enter the one-time pin we sent by SMS to {cellNum}.',
    "The pin field's hint when the mobile number is known; cellNum is that number.",
  ),
  removeRecipient: args<[recipient: string]>(
    ['recipient'],
    'Remove {recipient}',
    "A chosen colleague's remove button (its accessible name): 'Remove Ann Lee'.",
  ),
  slideOf: args<[slide: number, count: number]>(
    ['slide', 'count'],
    '{slide} of {count}',
    "A Home carousel slide's accessible name: '2 of 5'.",
  ),
  addToBasket: args<[product: string]>(
    ['product'],
    'Add to basket: {product}',
    "A product's Add to basket button (its accessible name): 'Add to basket: Coffee voucher'.",
  ),
  readThe: args<[document: string]>(
    ['document'],
    'Read the {document}',
    "Registration's link to a document: 'Read the Terms and Conditions'. document is its title.",
  ),
  monthRange: args<[from: string, to: string]>(
    ['from', 'to'],
    '{from} to {to}',
    "A report's months: 'September 2026 to October 2026'.",
  ),
  recommendationsPrintTitle: args<[range: string]>(
    ['range'],
    'Recommendations Report: {range}',
    "The Recommendations Report's printed title; range is its months ('September 2026 to October 2026').",
  ),
  recommendationsFrom: args<[range: string]>(
    ['range'],
    'Recommendations from {range}',
    "The Recommendations Report's table name; range is its months.",
  ),
  managementPrintTitle: args<[month: string, divisions: string]>(
    ['month', 'divisions'],
    'Management Report: {month}, {divisions}',
    "The Management Report's printed title: the month ('November 2026') and the divisions ('Current division').",
  ),
  awardsIn: args<[month: string]>(
    ['month'],
    'Awards in {month}',
    "The Management Report's table name: 'Awards in November 2026'.",
  ),
  nominationReasonPlaceholder: args<[max: string]>(
    ['max'],
    'Why do they deserve it? Up to {max} characters.',
    "The placeholder of a nomination's reason; max is the limit, formatted.",
  ),
  welcome: args<[firstname: string]>(
    ['firstname'],
    'Welcome, {firstname}',
    "Home's heading, with the member's first name: 'Welcome, Ann'.",
  ),
  order: args<[orderNum: string]>(
    ['orderNum'],
    'Order {orderNum}',
    "An order card's heading, with the order's number: 'Order 10023'.",
  ),
  orderLineSum: args<[qty: number, price: string, total: string]>(
    ['qty', 'price', 'total'],
    '{qty} at {price} = {total}',
    "An order line's sum: the quantity, the unit price and the line's total, the money formatted: '2 at R50.00 = R100.00'.",
  ),
  viewVoucherCodesOf: args<[viewVoucherCodes: string, product: string]>(
    ['viewVoucherCodes', 'product'],
    '{viewVoucherCodes}: {product}',
    "An order line's View Voucher Codes button (its accessible name): the button's words, then the product: 'View Voucher Codes: Coffee voucher'.",
  ),
  subTotal: args<[itemCount: number]>(
    ['itemCount'],
    'Sub total ({itemCount, plural, one {{itemCount} item} other {{itemCount} items}})',
    "An order's sub total line, with the number of items: 'Sub total (3 items)'.",
  ),
  discount: args<[voucherCode: string | null]>(
    ['voucherCode'],
    '{voucherCode, select, none {Discount} other {Discount ({voucherCode})}}',
    "An order's discount line, with the promo code used ('Discount (SAVE10)'); voucherCode is 'none' when there was none.",
  ),
  lowOnCodes: args<[count: number, codes: string]>(
    ['count', 'codes'],
    '{count, plural, one {{count} product is} other {{count} products are}} low on codes: {codes}.',
    "The orders console's stock warning: the number of products short of voucher codes, and their codes joined: '1 product is low on codes: X.'",
  ),
  membersShownOf: args<[shown: string, total: string]>(
    ['shown', 'total'],
    'Showing {shown} of {total} — type more of the name or number',
    "The console's member search cut at its limit, the numbers formatted: 'Showing 50 of 312 — type more of the name or number'.",
  ),
  linesShownOf: args<[shown: string, total: string]>(
    ['shown', 'total'],
    'Showing the oldest {shown} of {total} — import codes or refund lines to see the rest',
    "The orders console's waiting lines cut at their limit, the numbers formatted: 'Showing the oldest 200 of 312 — import codes or refund lines to see the rest'.",
  ),
  nominationsWaiting: args<[count: number, formatted: string]>(
    ['count', 'formatted'],
    '{count, plural, one {{formatted} nomination waits} other {{formatted} nominations wait}} for a review.',
    "The nominations review's count: '3 nominations wait for a review.' count chooses the form; formatted is the same number formatted ('1,200').",
  ),
  nominationApproved: args<[reviewer: string, points: string, nominees: number]>(
    ['reviewer', 'points', 'nominees'],
    'Approved by {reviewer}: {points} to {nominees, plural, one {the nominee} other {each nominee}}',
    "A reviewed nomination: who approved it and the points each nominee got, with their name: 'Approved by Ann Lee: 250 Paw Points to each nominee'. nominees is how many there are.",
  ),
  nominationDeclined: args<[reviewer: string]>(
    ['reviewer'],
    'Declined by {reviewer}',
    "A declined nomination: 'Declined by Ann Lee'.",
  ),
  reviewedOn: text(
    ' on ',
    "Between a nomination's reviewer line and the review's date ('Declined by Ann Lee on 3 Nov 2026'); keep the spaces.",
  ),
  nominationPointsHint: args<[nominees: number, max: string]>(
    ['nominees', 'max'],
    "From the programme's funding, {nominees, plural, one {to the nominee} other {to each of the {nominees} nominees}}; at most {max}.",
    "The hint under a nomination approval's points field; nominees is how many share it, max the limit formatted.",
  ),
  balanceAdjusted: args<[added: boolean, points: string, balance: string]>(
    ['added', 'points', 'balance'],
    '{added, select, true {Added} other {Took away}} {points}; the balance is now {balance}.',
    "The console's banner after an operator adjusts a balance, the points with their name: 'Added 50 Top Dog Points; the balance is now 4,750 Top Dog Points.' added is true for points added, false for taken away.",
  ),
  budgetGranted: args<[points: string, managers: number]>(
    ['points', 'managers'],
    'Granted {points} to {managers, plural, one {{managers} manager} other {{managers} managers}}.',
    "The console's banner after a budget grant, the points with the budget's name: 'Granted 500 Top Dog Points to 3 managers.'",
  ),
  memberStatement: args<[member: string, balanceName: string]>(
    ['member', 'balanceName'],
    '{member}\u2019s {balanceName}',
    "The console's statement of one of a member's balances: \"Lerato Mokoena's Top Dog Points\".",
  ),
  memberWithNumber: args<[member: string, memberNumber: string]>(
    ['member', 'memberNumber'],
    '{member} ({memberNumber})',
    "The audit log's member filter: the member's name and number, 'Lerato Mokoena (082 000 0003)'.",
  ),
  budgetGrant: named<{
    points: string;
    manager: string | null;
    managers: number;
    division: string | null;
    reason: string;
  }>(
    "{points} to {manager, select, none {{managers, plural, other {{managers} managers}}} other {{manager}}}{division, select, none {} other { of {division}}}, from the programme's funding: \u201c{reason}\u201d.",
    "A budget grant's confirmation: the points with the budget's name, to whom (manager is the manager's name, 'none' when the grant is to several; managers their number), division the division's name ('none' when none) and the operator's reason.",
  ),
});

/** Texts of the ui that take a value: the functions take it already formatted (counts as numbers). */
export const phraseMessages = extendMessages(phrase, fieldPhrases);
