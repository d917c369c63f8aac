import { args, defineMessages, defineWords, named, text } from '@plaudit/domain';

type Scope = { range: string; where: string };
const scopeNote =
  'range is the months (‘June 2026 to November 2026’), where the division, the country or ‘the whole programme’';

/** The Insights screen's texts (/admin/insights): its heading, each chart's title and summary. */
export const insightsScreenMessages = defineMessages('insightsScreen', {
  heading: text('Insights', 'Insights: the screen’s heading'),
  range: args<[from: string, to: string]>(
    ['from', 'to'],
    '{from} to {to}',
    'Insights: the chosen months in the charts’ summaries; from and to are months with their year (‘June 2026’)',
  ),
  wholeProgramme: text(
    'the whole programme',
    'Insights: where the figures are from when no country or division is chosen (ends a summary: ‘…: June 2026, the whole programme.’)',
  ),
  loadFailed: text(
    'These figures could not be loaded. Please try again.',
    'Insights: a chart panel’s error when its figures could not be loaded',
  ),
  description: args<[title: string, range: string, where: string, totals: string]>(
    ['title', 'range', 'where', 'totals'],
    '{title}, {range}, {where}. Totals: {totals}.',
    'Insights: a chart’s description for screen readers; title is the chart’s, totals the series’ totals (‘Shout Out 12, Recognise 4’)',
  ),
  seriesTotal: args<[series: string, total: string]>(
    ['series', 'total'],
    '{series} {total}',
    'Insights: one series’ total in a chart’s description (‘Shout Out 12’); total is formatted',
  ),
  recognitionTitle: text('Recognition per month', 'Insights: a chart’s title'),
  recognitionSummary: named<Scope>(
    'Awards by type, birthdays and nominations: {range}, {where}.',
    `Insights: under the recognition chart’s title; ${scopeNote}`,
  ),
  participationTitle: args<[month: string]>(
    ['month'],
    'Participation in {month}',
    'Insights: a chart’s title; month is the To month with its year (‘November 2026’)',
  ),
  participationSummary: args<[month: string]>(
    ['month'],
    'The share of registered members of each division who gave and who received recognition in {month}; members registered against pre-loaded.',
    'Insights: under the participation chart’s title; month is the To month with its year',
  ),
  valuesTitle: text(
    'Values recognised',
    'Insights: a chart’s title (the company values awards were given for)',
  ),
  valuesSummary: named<Scope>(
    'The company values colleagues recognised most: {range}, {where}.',
    `Insights: under the values chart’s title; ${scopeNote}`,
  ),
  balanceTitle: args<[title: string, points: string]>(
    ['title', 'points'],
    '{title} ({points})',
    'Insights: a points chart’s title; title names the balance (‘Spendable points’), points is the brand’s name for those points',
  ),
  redeemableSummary: named<Scope>(
    "Members' spendable points per month: issued to them (awards received, recommendations, birthdays, approved nominations, adjustments), redeemed in the shop (refunds given back) and expired: {range}, {where}.",
    `Insights: under the spendable points chart’s title; ${scopeNote}`,
  ),
  managementSummary: named<Scope>(
    "Managers' recognition budgets per month: granted, given to colleagues as awards (then counted as spendable points) and expired: {range}, {where}.",
    `Insights: under the manager budgets chart’s title; ${scopeNote}`,
  ),
  payItForwardSummary: named<Scope>(
    'Pay It Forward allowances per month: granted, given to colleagues (then counted as spendable points) and expired at the month’s end: {range}, {where}.',
    `Insights: under the Pay It Forward allowances chart’s title; ${scopeNote}`,
  ),
  outstandingHeld: text(
    "Outstanding (the programme's liability):",
    'Insights: over the spendable points chart, before the points members hold now (a number and the points name follow)',
  ),
  heldNow: text(
    'Held now:',
    'Insights: over a budget or allowance chart, before the points held now (a number and the points name follow)',
  ),
  ageTitle: text('Outstanding points and their age', 'Insights: a chart’s title'),
  ageSummary: args<[where: string]>(
    ['where'],
    "What members of {where} hold now and could spend (the programme's liability), by how long they have held it.",
    'Insights: under the outstanding points chart’s title; where is the division, the country or ‘the whole programme’',
  ),
  adjustmentsTitle: text('Balance adjustments by administrator', 'Insights: a chart’s title'),
  adjustmentsSummary: named<Scope>(
    "Points administrators credited to members' balances and took away: {range}, {where}.",
    `Insights: under the adjustments chart’s title; ${scopeNote}`,
  ),
  shopMonthsTitle: text('Redemptions per month', 'Insights: a chart’s title (orders in the shop)'),
  shopMonthsSummary: named<Scope>(
    'Orders and the points they took (refunds given back): {range}, {where}.',
    `Insights: under the redemptions chart’s title; ${scopeNote}`,
  ),
  waitingForCodes: text(
    'Waiting for voucher codes:',
    'Insights: over the redemptions chart, before the number of order lines waiting for voucher codes',
  ),
  lines: args<[count: number]>(
    ['count'],
    '{count, plural, one {line} other {lines}}',
    'Insights: after the number of order lines waiting for voucher codes (the number is before it)',
  ),
  oldestSince: args<[date: string]>(
    ['date'],
    ', the oldest since {date}',
    'Insights: after the lines waiting for voucher codes; date is the oldest line’s day (‘21 Nov 2026’)',
  ),
  wallTitle: text(
    'Reactions and comments per month',
    'Insights: a chart’s title (reactions and comments on the recognition wall)',
  ),
  wallSummary: named<Scope>(
    'Reactions colleagues made and comments they wrote on the recognition wall (hidden and deleted comments left out): {range}, {where}.',
    `Insights: under the reactions and comments chart’s title; ${scopeNote}`,
  ),
  reactedTitle: text(
    'Recognitions with a reaction',
    'Insights: a chart’s title (the share of recognitions on the wall that have at least one reaction)',
  ),
  reactedSummary: named<Scope>(
    'The share of each month’s recognitions that have at least one reaction on the wall: {range}, {where}.',
    `Insights: under the recognitions with a reaction chart’s title; ${scopeNote}`,
  ),
  reactedInRange: text(
    'With a reaction in these months:',
    'Insights: over the recognitions with a reaction chart, before the share of all the months’ recognitions (a percentage follows)',
  ),
  percent: args<[share: string]>(
    ['share'],
    '{share}%',
    'Insights: a whole percentage after ‘With a reaction in these months:’; share is the formatted number (‘71’)',
  ),
  deliveriesTitle: text(
    'Deliveries by channel per month',
    'Insights: a chart’s title (messages sent by SMS, WhatsApp, email and push notification)',
  ),
  deliveriesSummary: named<Scope>(
    'Messages sent by each channel, and how many WhatsApp reported delivered or failed and how many went again by SMS (SMS, email and push report no delivery): {range}, {where}.',
    `Insights: under the deliveries chart’s title; ${scopeNote}`,
  ),
  categoriesTitle: text('Redemptions by category', 'Insights: a chart’s title'),
  categoriesSummary: named<Scope>(
    'What each shop category sold: {range}, {where}.',
    `Insights: under the categories chart’s title; ${scopeNote}`,
  ),
});

/** The charts' series, axes and table headers (each also a column of the chart's CSV download). */
export const insightsWord = defineWords('insightsWord', {
  Month: 'Insights: a table’s and CSV’s column of months',
  'Gave (% of registered)': 'Insights: the participation chart’s series (legend)',
  'Received (% of registered)': 'Insights: the participation chart’s series (legend)',
  Division: 'Insights: a table’s column header',
  Registered: 'Insights: a table’s column header: registered members',
  'Pre-loaded': 'Insights: a table’s column header: members loaded but not yet registered',
  Gave: 'Insights: a table’s column header: members who gave recognition',
  'Gave %': 'Insights: a table’s column header: the share of registered members who gave',
  Received: 'Insights: a table’s column header: members who received recognition',
  'Received %': 'Insights: a table’s column header: the share who received',
  Awards: 'Insights: a series and column header',
  Nominations: 'Insights: a series and column header',
  Value: 'Insights: a column header: a company value awards are given for',
  Issued: 'Insights: a points chart’s series: points issued',
  Expired: 'Insights: a points chart’s series: points expired',
  Points: 'Insights: a series and column header',
  'Held for': 'Insights: a column header: how long points have been held',
  'Command line': 'Insights: who made adjustments that no administrator made (the command line)',
  Credited: 'Insights: a series and column header: points credited',
  'Taken away': 'Insights: a series and column header: points taken away',
  Administrator: 'Insights: a column header',
  Reactions: 'Insights: a series and column header: reactions made on the wall',
  Comments: 'Insights: a series and column header: comments written on the wall',
  Recognitions: 'Insights: a column header: recognitions given in the month',
  'With a reaction': 'Insights: a column header: recognitions with at least one reaction',
  'With a reaction (%)':
    'Insights: a series and column header: the share of recognitions with at least one reaction',
  Adjustments: 'Insights: a column header: the number of adjustments',
  Orders: 'Insights: a series and column header',
  Category: 'Insights: a column header: a shop category',
  Items: 'Insights: a column header: items sold',
  SMS: 'Insights: a message channel (a series and a value of the Channel column)',
  WhatsApp:
    'Insights: a message channel (a brand name; a series and a value of the Channel column)',
  Email: 'Insights: a message channel (a series and a value of the Channel column)',
  'Push notifications':
    'Insights: a message channel: a phone’s notifications (a series and a value of the Channel column)',
  Channel: 'Insights: a column header: the channel messages went by',
  Sent: 'Insights: a column header: messages sent',
  Delivered: 'Insights: a column header: messages WhatsApp reported delivered (or read)',
  Failed: 'Insights: a column header: messages WhatsApp reported failed',
  'Fell back to SMS': 'Insights: a column header: WhatsApp messages sent once more by SMS',
});
