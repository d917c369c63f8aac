import { args, defineMessages, named, text } from '@plaudit/domain';

/**
 * The console's texts put together from values (the console's ui folders share them): a label and its
 * value, names with their codes, the nominations' and orders' lines.
 */
export const consoleText = defineMessages('consoleText', {
  labelled: args<[label: string, value: string]>(
    ['label', 'value'],
    '{label}: {value}',
    'Console: a label and its value (a dialog’s title and the member’s name, an audit change and its value)',
  ),
  labelColon: args<[label: string]>(
    ['label'],
    '{label}:',
    'Console: a label before its value, which follows in bold (‘Balance now: 4,750 Top Dog Points’)',
  ),
  pair: args<[first: string, second: string]>(
    ['first', 'second'],
    '{first}, {second}',
    'Console: a heading and the month it is for (‘Budgets, November 2026’)',
  ),
  withCode: args<[name: string, code: string]>(
    ['name', 'code'],
    '{name} ({code})',
    'Console: a name and its code or count in brackets (‘Sea Point (SP01)’, ‘Waiting for voucher codes (12)’)',
  ),
  none: text('—', 'Console: shown for a value that is not there (no email, no administrator)'),
  endNow: args<[code: string]>(
    ['code'],
    'End {code} now',
    'Console: the button that ends a promo code at once; code is the promo code (PAWS10)',
  ),
  refundPoints: args<[points: string, pointsName: string]>(
    ['points', 'pointsName'],
    'Refund {points} {pointsName}',
    'Console: the button that refunds an order line; points as written (1,250), pointsName the brand’s name of the points (Paw Points)',
  ),
  grantBudget: args<[amount: string, budgetName: string]>(
    ['amount', 'budgetName'],
    'Grant {amount} {budgetName}',
    'Console: the button that confirms a budget grant; amount is the points of every grant together, as written, budgetName the brand’s name of the budget points',
  ),
  deactivatedOn: args<[date: string]>(
    ['date'],
    'Deactivated on {date}.',
    'Console: a deactivated member’s page, before what happens to their balances; date is the day and time',
  ),
  deactivated: text(
    'Deactivated.',
    'Console: a deactivated member’s page when the day is not known, before what happens to their balances',
  ),
  endPromoNow: args<[code: string]>(
    ['code'],
    'End {code} now?',
    'Promo codes: the title of the dialog that ends a promo code early; code is the promo code',
  ),
  nominationTitle: args<[value: string, nominees: string]>(
    ['value', 'nominees'],
    '{value}: {nominees}',
    'Nominations review: a nomination’s heading; value is the company value, nominees their names',
  ),
  nominatedBy: named<{ nominator: string; division: string; date: string }>(
    'Nominated by {nominator} ({division}) on {date}',
    'Nominations review: under a nomination’s heading; date is the day and time',
  ),
  nomineeCount: args<[count: number, formatted: string]>(
    ['count', 'formatted'],
    '{count, plural, one { · {formatted} nominee} other { · {formatted} nominees}}',
    'Nominations review: after who nominated, when more than one colleague is nominated; formatted is the count',
  ),
  reviewNote: args<[note: string]>(
    ['note'],
    '. “{note}”',
    'Nominations review: after who reviewed a nomination and when, the reviewer’s note in quotes',
  ),
  pageOf: args<[page: string, pages: string]>(
    ['page', 'pages'],
    'Page {page} of {pages}',
    'Nominations review: the pager’s place; both numbers formatted',
  ),
  reviewSummary: named<{ value: string; nominees: string; nominator: string }>(
    '{value}: {nominees}, nominated by {nominator}.',
    'Nominations review: the review dialog’s line of the nomination; value is the company value',
  ),
  orderSummary: named<{ member: string; points: string; status: string }>(
    ': {member}, {points} · {status}',
    'Orders console: after an order’s number (in bold) in its history; points are the number with the points name, status the order’s',
  ),
  lineOf: named<{ qty: string; product: string }>(
    '{qty} × {product}',
    'Orders console: an order line: the quantity and the product',
  ),
  lineStatus: named<{ qty: string; product: string; status: string }>(
    '{qty} × {product}: {status}',
    'Orders console: an order line in an order’s history, with its dispatch status',
  ),
  eventText: args<[event: string]>(
    ['event'],
    ': {event}',
    'Orders console: after an order event’s date and time, what happened',
  ),
  pendingOrder: args<[order: string, date: string]>(
    ['order', 'date'],
    'Order {order}, {date}',
    'Orders console: a line waiting for codes: its order number and the order’s date and time',
  ),
  pendingMember: named<{ member: string; cellNum: string; points: string }>(
    '{member} ({cellNum}), {points}',
    'Orders console: a line waiting for codes: who ordered it; points are the number with the points name',
  ),
  historyOf: args<[order: string]>(
    ['order'],
    'History of {order}',
    'Orders console: a button that shows an order’s history; order is its number',
  ),
  refundWhat: named<{
    member: string;
    points: string;
    qty: string;
    product: string;
    order: string;
  }>(
    '{member} gets {points} back for {qty} × {product} (order {order}) and is told by SMS. This cannot be undone.',
    'Orders console: the refund dialog’s explanation; points are the number with the points name',
  ),
  pointsOf: named<{ points: string; name: string }>(
    '{points} {name}',
    'Console: a number of points with the balance’s name (‘4,750 Top Dog Points’)',
  ),
});
