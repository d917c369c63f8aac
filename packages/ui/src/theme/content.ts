import {
  awardTitles,
  flowMessages,
  formatDateTime,
  formatMoney,
  formatPoints,
  managerAwardPoints,
  messages,
  nominationValues,
  payItForwardPoints,
  recogniseValues,
  recognitionMessages,
  shopMessages,
  shoutOutValues,
  type AwardType,
  type CurrencyInfo,
} from '@plaudit/domain';

/**
 * Every word or phrase without parameters that the ui's components show (labels, buttons, headings,
 * accessible names, placeholders) and that no content group below names: a brand changes any of them
 * through `content.words`, keyed by the English text itself, the spec's wording.
 */
export const uiWords = [
  // Shared
  'Back',
  'Cancel',
  'Close',
  'Dismiss',
  'Email',
  'First name',
  'ID',
  'I accept the Terms and Conditions',
  'Interests',
  'Log in',
  'Mobile number',
  'Other information',
  'Other interests',
  'Password',
  'Print',
  'Register',
  'Surname',
  'Terms',
  // LoginForm
  'Forgot password?',
  'About',
  'Disclaimer',
  // Header
  'Home',
  'About Us',
  'How it Works',
  'My Profile',
  'My Rewards',
  'Redeem Rewards',
  'My Basket',
  'My Orders',
  'Statement',
  'Admin',
  'Adhoc',
  'Send To All',
  'Recommendations Report',
  'Menu',
  'Main',
  'Log Out',
  // Footer
  'Contact Us',
  'Cookie settings',
  // Profile
  'Update My Profile',
  'Your picture should show your face only.',
  'Upload picture',
  'Your identity-provider ID, if you have one.',
  'Date of birth (optional)',
  'Day',
  'Month',
  'Clear DOB',
  'Save',
  'Member number',
  'Date of birth',
  'Edit profile',
  'Change password',
  // CheckoutSummary
  'Checkout',
  'Promo code',
  'Apply',
  'Items',
  'Basket total',
  'Discount',
  'Total due',
  'Send the voucher codes to this mobile number',
  'Back to basket',
  'Place order',
  // Dialogs, lists, fields
  'OK',
  'Remove',
  'One-time pin (OTP)',
  'Enter the one-time pin we sent by SMS.',
  // Shop: AdvertCarousel, CategoryTree, ProductCard
  'Adverts',
  'Play adverts',
  'Pause adverts',
  'Previous advert',
  'Next advert',
  'Reward categories',
  // Select's placeholder
  'Choose one',
  'To order this product, please call',
  'Add to basket',
  // PageNotFound (pageNotFoundTexts)
  'Page not found',
  'This page does not exist.',
  'Go to the home page',
  // Registration, ForgotPassword, ChangePasswordModal
  'Enter your mobile number and we will send you a one-time pin by SMS.',
  'Send one-time pin',
  'ID (optional)',
  'Registration complete',
  'You are registered. Log in with your mobile number and password.',
  'Forgot password',
  'New password',
  'Password changed',
  'Your password has been changed. Log in with your new password.',
  'Next',
  // ContactUs
  'Name',
  'Message',
  'I accept the terms',
  'Send',
  'Thank you, your message has been sent',
  // GetToKnowCard, Home
  'Get to Know',
  // Reports
  'From',
  'To',
  'Load Report',
  'Divisions',
  'Management Report',
  'Export to CSV',
  'Current',
  'All Divisions',
  'Current division',
  // Nominate, Send To All
  'Nominees',
  'Reason',
  'Nominate colleagues, or a whole store, for living one of our values.',
  'Nominate colleagues for living one of our values.',
  'Send to all stores',
  'The message goes to every registered member of the programme.',
  'Nominate',
  'No',
  'Yes',
  // Home
  'Browse rewards',
  'Redeem points',
  'Recognise your colleagues, and spend the points you earn on rewards.',
  'Messages sent',
  'Rewards issued',
  'Rewards redeemed',
  'Statistics',
  'Recent Recognition',
  // Insights
  'Country',
  'Division',
  'All countries',
  'All divisions',
  'Download CSV',
  'Try again',
  'Nothing to show for these months.',
  'the figures',
  // AdvertCarousel's role descriptions
  'carousel',
  'slide',
  // Operator console
  'Console',
  'Members',
  'Audit log',
  'Insights',
  'Operator console',
  'Find a member',
  'Name or mobile number',
  'Search',
  // (also: Try again, Division, Country, listed with Insights above)
  'Search by name or mobile number, in every country.',
  'No member matches the search.',
  'Member',
  'Roles',
  'Status',
  'Manager',
  'Administrator',
  'Active',
  'Deactivated',
  'Not registered',
  'Profile',
  'Balances',
  'Recent statement lines',
  'Awards given',
  'Awards received',
  'Orders',
  'Budgets',
  'Promo codes',
  'Nominations',
  'Nomination',
  'Adjust a balance',
  'Change roles',
  'Deactivate',
  'Reactivate',
  'Balance',
  'Points',
  'Date',
  'Type',
  'Value',
  'Colleague',
  'Order',
  'Description',
  'See their audit log',
  'Back to members',
  'Points to add (a minus sign takes them away)',
  'Reason (kept in the audit log)',
  'Adjust',
  'Save roles',
  'Deactivate member',
  'Reactivate member',
  'Deactivated on',
  'Action',
  'All actions',
  'When',
  'Who',
  'Change',
  'Command line',
  'Show every member',
  'Newer',
  'Older',
  'Balance adjusted',
  'Roles changed',
  'Reactivated',
  'Nomination approved',
  'Nomination declined',
  'Budget granted',
  'Order line refunded',
  'Promo code created',
  'Promo code ended',
  'Content edited',
  'Actions on this member only',
  'Could not load this page.',
  'They will no longer be able to log in or be chosen as a recipient, and their sessions end now.',
  'They will be able to log in again and be chosen as a recipient.',
  'Member actions',
  // The audit log's lines and filters (console/auditLines.ts)
  'Points balance',
  'Pay It Forward balance',
  'Budget balance',
  'Every country',
  'Registered with a password',
  'Points to each nominee',
  'Left out',
  'Line status',
  'Reference',
  'Transaction',
  'Clinic',
  'Amount',
  'Valid from',
  'Valid to',
  'Uses in all',
  'Uses per member',
  'Used',
  'Import',
  'File',
  'Rows',
  'Accepted rows only',
  'Content key',
  'Removed',
  'Changed',
  'Order line',
  'Clear filters',
  // A member's statement in the console
  'See statement',
  // Budgets (also: Manager, Division, Reason, Cancel above)
  'Granted this month',
  'Spent this month',
  'Balance now',
  "Balance now is what each manager can still give: this month's grants and what is left from earlier months.",
  "Managers' budgets, scrollable",
  "Every manager's budget",
  'No managers yet.',
  'Grant a budget',
  'Grant to',
  'Every manager of a division',
  'One manager',
  'Points for each manager',
  'The managers read it on their management statement.',
  'Grant',
  'Grant this budget?',
  // The nominations review (also: Nominations, Cancel, Try again, Newer, Older)
  'Approved',
  'Declined',
  'Waiting for review',
  'All nominations',
  'Waiting',
  'No nominations are waiting for a review.',
  'No nominations have been approved yet.',
  'No nominations have been declined.',
  'Nobody has nominated a colleague yet.',
  'Show',
  'Pages of nominations',
  'Approve…',
  'Decline…',
  'Approve the nomination',
  'Decline the nomination',
  'Approve',
  'Decline',
  // The console's CSV imports
  'Line',
  'Result',
  'Key',
  'Detail',
  'Imports',
  'Upload a CSV file in the command line’s format. A dry run checks every row and writes nothing; then apply it.',
  'What to import',
  'Columns',
  'optional',
  'Download the sample file',
  'Import first, if the programme does not have them yet',
  'The images it names',
  'Choose a CSV file',
  'No file chosen',
  'This file cannot be imported.',
  'Attach the images it names',
  'No images attached',
  'A row whose image column names a file is refused unless that file is attached; a full web address is taken as it is.',
  'Check the file (dry run)',
  'Uploading',
  'Dry run report',
  'Import report',
  'Apply writes nothing while a row is refused: fix the file and check it again, or import the accepted rows only.',
  'Import the accepted rows only',
  'Every row is refused: fix the file and check it again.',
  'Show every row',
  'Show the refused rows only',
  'Report rows, scrollable',
  'Every row of the file',
  'No rows to show.',
  'The first 1,000 rows are shown; refused rows are always listed first.',
  'Import another file',
  'CSV imported',
  'Recommendation credited',
  'Made an administrator',
  'Clusters (countries)',
  'Divisions (stores and practices)',
  'Shop categories',
  'Products with images',
  'Voucher codes',
  'Budget grants',
  'Recommendation transactions',
  'Added',
  'Updated',
  'Unchanged',
  'Refused',
  // The console's content editor
  'Content',
  'Content blocks',
  'Edit',
  'Title',
  'Text (HTML)',
  'Scripts, event handlers and other unsafe markup are removed when you save, as they are when members see the page.',
  'Back to the content list',
  'Preview',
  'No content blocks yet.',
  'Removed when saving, as the portal would not show it:',
  // Orders (also: Order, Waiting, Reason, Cancel)
  'Pending',
  'Dispatched',
  'Refunded',
  'Product',
  'Free',
  'Stock',
  'Low',
  'Enough',
  'Orders and voucher stock',
  'Waiting for voucher codes',
  'No order lines are waiting for codes.',
  'Refund',
  'Voucher code stock',
  'Voucher code stock, scrollable',
  'Free voucher codes per product',
  "An order's history",
  'Order number',
  'Show history',
  'Refund this line?',
  // Promo codes
  'Code',
  'All',
  'Valid',
  'to',
  'Uses',
  'of',
  'no limit',
  'Per member',
  'State',
  'End',
  'now',
  'Not yet valid',
  'Ended',
  'Used up',
  'Promo codes, scrollable',
  'Promo codes with their uses and limits',
  'No promo codes yet.',
  'Create a promo code',
  '3–30 letters, digits or dashes; members may type it in any case.',
  'Kind',
  'A percentage off',
  'A fixed amount off',
  'Percent off (1–100)',
  'Amount off (e.g. 50.00)',
  'Country code',
  "Empty for every country; a fixed amount needs its country's currency (ZA).",
  'Valid from (yyyy-mm-dd)',
  'Valid to (yyyy-mm-dd)',
  'Uses in all (empty: no limit)',
  'Uses per member (empty: no limit)',
  'Create',
  'End it now',
  'Checkout stops taking it at once; orders placed with it stand.',
  // The portal's shell
  'Skip to content',
] as const;

/** A word or phrase of the ui that a brand can change (see `uiWords`). */
export type UiWord = (typeof uiWords)[number];

/** A message object of the domain with any text of the brand's (the domain's are literal types). */
export type MessageTexts<T> = {
  -readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends object
        ? MessageTexts<T[K]>
        : T[K];
};

/**
 * What a brand says rather than how it looks. Every field has the spec's text as its default, so a
 * brand names only what it changes. The server stays the authority: award values and point choices
 * must be ones the brand's programme accepts (its server configuration), or the server refuses the award.
 */
export interface BrandContent {
  /**
   * BCP 47 locale for numbers, money and dates through `Intl`. Left out, the spec's own formats are used
   * ('12,500', 'R1,234.50', 'd MMM yyyy HH:mm').
   */
  locale?: string;
  /** The value choices of each award type (SPEC §9). */
  awardValues: Readonly<Record<AwardType, readonly string[]>>;
  /** The point choices of each award type; Shout Out carries none (SPEC §9). */
  awardPoints: Readonly<Record<AwardType, readonly number[]>>;
  /** The values a nomination may be for (SPEC §9). */
  nominationValues: readonly string[];
  /** Labels of a basket line; the functions take the product's description. */
  basket: {
    quantityOf: (product: string) => string;
    oneMore: (product: string) => string;
    oneFewer: (product: string) => string;
    remove: (product: string) => string;
    deleteFromBasket: (product: string) => string;
    delete: string;
    /** Before the unit price: 'at R50.00'. */
    at: string;
  };
  /** Labels of the one-time pin step. */
  otp: {
    title: string;
    submit: string;
    resend: string;
    back: string;
  };
  /** Labels of the award forms' fields, which Nominate and Send To All share. */
  form: {
    recipients: string;
    chooseRecipients: string;
    value: string;
    /** The points field, named with the balance that pays: 'Points value (Kudos Points)'. */
    pointsValue: (pointsName: string) => string;
    sendBy: string;
    email: string;
    sms: string;
    message: string;
    submit: string;
    sendAnother: string;
  };
  /** Labels of the member picker. */
  picker: {
    title: string;
    done: string;
    /** Beside Done on a phone: the number of chosen rows, already formatted. */
    selectedCount: (count: string) => string;
    country: string;
    division: string;
    allDivisions: string;
    search: string;
    /** Under the filters before any search. */
    hint: string;
    members: string;
    selected: string;
    noMembersFound: string;
    /** A listed member who has not registered yet, under their name: 'Sea Point · not registered'. */
    notRegistered: (division: string) => string;
    /** Over a store's list cut at its limit, the numbers formatted: 'Showing 100 of 3,006 — search by name'. */
    shownOfStore: (shown: string, total: string) => string;
    /** Over a name search's list cut at its limit: 'Showing 100 of 412 — type more of the name'. */
    shownOfSearch: (shown: string, total: string) => string;
    /** Beside a chosen row, after a tick. */
    added: string;
  };
  /** Labels of the statement table. */
  statement: {
    date: string;
    description: string;
    debit: string;
    credit: string;
    balance: string;
    newer: string;
    older: string;
    /** The pager's accessible name, by the table's label: 'Points Statement pages'. */
    pages: (label: string) => string;
    /** The pager's status, the numbers already formatted: 'Entries 1–20 of 45'. */
    entries: (first: string, last: string, total: string) => string;
  };
  /** Texts of the ui that take a value: the functions take it already formatted. */
  phrases: {
    /** The logo link's accessible name: 'Acme Rewards home'. */
    logoHome: (brandName: string) => string;
    /** Checkout's line of the member's balance: 'Acme Points available'. */
    pointsAvailable: (pointsName: string) => string;
    /** Checkout of a delivery type Z order: where the voucher codes go. */
    codesBySms: (cellNum: string) => string;
    /** The pin field's hint when the number is known. */
    pinSentTo: (cellNum: string) => string;
    /** A chosen recipient's remove button: 'Remove Ann Lee'. */
    removeRecipient: (recipient: string) => string;
    /** A carousel slide's accessible name: '2 of 5'. */
    slideOf: (slide: number, count: number) => string;
    /** A product's Add to basket button: 'Add to basket: Coffee voucher'. */
    addToBasket: (product: string) => string;
    /** The registration's link to the terms: 'Read the Terms and Conditions'. */
    readThe: (document: string) => string;
    /** A report's months: 'September 2026 to October 2026'. */
    monthRange: (from: string, to: string) => string;
    /** The Recommendations Report's printed title, with its months. */
    recommendationsPrintTitle: (range: string) => string;
    /** The Recommendations Report's table name, with its months. */
    recommendationsFrom: (range: string) => string;
    /** The Management Report's printed title: the month and the divisions ('Current division'). */
    managementPrintTitle: (month: string, divisions: string) => string;
    /** The Management Report's table name: 'Awards in November 2026'. */
    awardsIn: (month: string) => string;
    /** The nomination reason's placeholder, with the limit formatted. */
    nominationReasonPlaceholder: (max: string) => string;
    /** Home's heading: 'Welcome, Ann'. */
    welcome: (firstname: string) => string;
    /** An order card's heading: 'Order 10023'. */
    order: (orderNum: string) => string;
    /** An order line's sum, the money already formatted: '2 at R50.00 = R100.00'. */
    orderLineSum: (qty: number, price: string, total: string) => string;
    /** An order line's View Voucher Codes button, by its product: 'View Voucher Codes: Coffee voucher'. */
    viewVoucherCodesOf: (viewVoucherCodes: string, product: string) => string;
    /** An order's sub total line: 'Sub total (3 items)'. */
    subTotal: (itemCount: number) => string;
    /** An order's discount line, with its promo code when there is one: 'Discount (SAVE10)'. */
    discount: (voucherCode: string) => string;
    /** A text field's counter under its limit: '120 characters remaining'. */
    charactersRemaining: (remaining: number) => string;
    /** The console's stock warning, the product codes already joined: '1 product is low on codes: X.' */
    lowOnCodes: (count: number, codes: string) => string;
    /** The console's member search cut at its limit, the numbers formatted: 'Showing 50 of 312 — type more of the name or number'. */
    membersShownOf: (shown: string, total: string) => string;
    /** The console's waiting lines cut at their limit, the numbers formatted: 'Showing the oldest 200 of 312 — import codes or refund lines to see the rest'. */
    linesShownOf: (shown: string, total: string) => string;
    /** The nominations review's count, already formatted: '3 nominations wait for a review.' */
    nominationsWaiting: (count: number, formatted: string) => string;
    /** A reviewed nomination, the points with their name: 'Approved by Ann Lee: 250 Paw Points to each nominee'. */
    nominationApproved: (reviewer: string, points: string, nominees: number) => string;
    /** A declined nomination: 'Declined by Ann Lee'. */
    nominationDeclined: (reviewer: string) => string;
    /** Before a review's date: ' on ' (the date follows). */
    reviewedOn: string;
    /** The approval's points field hint, the limit formatted. */
    nominationPointsHint: (nominees: number, max: string) => string;
    /** A console adjustment's banner, the figures formatted: 'Added 50 Top Dog Points; the balance is now 4,750 Top Dog Points.' */
    balanceAdjusted: (added: boolean, points: string, balance: string) => string;
    /** A budget grant's banner, the points with the budget's name: 'Granted 500 Top Dog Points to 3 managers.' */
    budgetGranted: (points: string, managers: number) => string;
    /** The console's statement of a member's balance: "Lerato Mokoena's Top Dog Points". */
    memberStatement: (member: string, balanceName: string) => string;
    /** The audit log's member filter: 'Lerato Mokoena (082 000 0003)'. */
    memberWithNumber: (member: string, memberNumber: string) => string;
    /** A budget grant's confirmation: the points with the budget's name, to whom, and why. */
    budgetGrant: (grant: {
      points: string;
      /** The manager's name when the grant is to one manager. */
      manager: string | null;
      managers: number;
      /** The division's name when the grant is to a division's managers. */
      division: string | null;
      reason: string;
    }) => string;
  };
  /** The brand's words for the ui's fixed words and phrases, keyed by the English text (`uiWords`). */
  words: Readonly<Partial<Record<UiWord, string>>>;
  /** The award forms' names as headings and links show them (the domain's `awardTitles`). */
  awardTitles: MessageTexts<typeof awardTitles>;
  /** The domain's `messages` the ui shows (validation, empty lists, success panels, errors). */
  messages: MessageTexts<typeof messages>;
  /** The domain's `flowMessages` the ui shows (pin steps, confirmations, hints). */
  flowMessages: MessageTexts<typeof flowMessages>;
  /** The domain's `shopMessages` the ui shows (points amounts, checkout). */
  shopMessages: MessageTexts<typeof shopMessages>;
  /** The domain's `recognitionMessages` the ui shows (get to know). */
  recognitionMessages: MessageTexts<typeof recognitionMessages>;
}

/** The spec's content: the default of every brand. */
export const defaultContent: BrandContent = {
  awardValues: {
    reward: recogniseValues,
    adhoc: recogniseValues,
    payitforward: nominationValues,
    thankyou: shoutOutValues,
  },
  awardPoints: {
    reward: managerAwardPoints,
    adhoc: managerAwardPoints,
    payitforward: payItForwardPoints,
    thankyou: [],
  },
  nominationValues,
  basket: {
    quantityOf: (product) => `Quantity of ${product}`,
    oneMore: (product) => `One more ${product}`,
    oneFewer: (product) => `One fewer ${product}`,
    remove: (product) => `Remove ${product}`,
    deleteFromBasket: (product) => `Delete ${product} from basket`,
    delete: 'Delete',
    at: 'at',
  },
  otp: {
    title: 'One-time pin',
    submit: 'Continue',
    resend: 'Send a new pin',
    back: 'Back',
  },
  form: {
    recipients: 'Recipients',
    chooseRecipients: messages.selectChangeRecipient,
    value: 'Value',
    pointsValue: (pointsName) => `Points value (${pointsName})`,
    sendBy: 'Send by',
    email: 'Email',
    sms: 'SMS',
    message: 'Message',
    submit: 'Submit',
    sendAnother: messages.sendAnother,
  },
  picker: {
    title: 'Select Recipients',
    done: 'Done',
    selectedCount: (count) => `Selected (${count})`,
    country: 'Country',
    division: 'Division',
    allDivisions: 'All divisions',
    search: 'Search by name',
    hint: 'Choose a division, or type a name to search every division.',
    members: 'Members',
    selected: 'Selected',
    noMembersFound: messages.noMembersFound,
    notRegistered: (division) => `${division} · not registered`,
    shownOfStore: (shown, total) => `Showing ${shown} of ${total} — search by name`,
    shownOfSearch: (shown, total) => `Showing ${shown} of ${total} — type more of the name`,
    added: 'Added',
  },
  statement: {
    date: 'Date',
    description: 'Description',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    newer: 'Newer',
    older: 'Older',
    pages: (label) => `${label} pages`,
    entries: (first, last, total) => `Entries ${first}–${last} of ${total}`,
  },
  phrases: {
    logoHome: (brandName) => `${brandName} home`,
    pointsAvailable: (pointsName) => `${pointsName} available`,
    codesBySms: (cellNum) =>
      `Your voucher codes will be sent by SMS to your mobile number, ${cellNum}.`,
    pinSentTo: (cellNum) => `Enter the one-time pin we sent by SMS to ${cellNum}.`,
    removeRecipient: (recipient) => `Remove ${recipient}`,
    slideOf: (slide, count) => `${slide} of ${count}`,
    addToBasket: (product) => `Add to basket: ${product}`,
    readThe: (document) => `Read the ${document}`,
    monthRange: (from, to) => `${from} to ${to}`,
    recommendationsPrintTitle: (range) => `Recommendations Report: ${range}`,
    recommendationsFrom: (range) => `Recommendations from ${range}`,
    managementPrintTitle: (month, divisions) => `Management Report: ${month}, ${divisions}`,
    awardsIn: (month) => `Awards in ${month}`,
    nominationReasonPlaceholder: (max) => `Why do they deserve it? Up to ${max} characters.`,
    welcome: (firstname) => `Welcome, ${firstname}`,
    order: (orderNum) => `Order ${orderNum}`,
    orderLineSum: (qty, price, total) => `${qty} at ${price} = ${total}`,
    viewVoucherCodesOf: (viewVoucherCodes, product) => `${viewVoucherCodes}: ${product}`,
    subTotal: (itemCount) => `Sub total (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`,
    discount: (voucherCode) => (voucherCode ? `Discount (${voucherCode})` : 'Discount'),
    charactersRemaining: (remaining) => `${String(remaining)} characters remaining`,
    membersShownOf: (shown, total) =>
      `Showing ${shown} of ${total} — type more of the name or number`,
    linesShownOf: (shown, total) =>
      `Showing the oldest ${shown} of ${total} — import codes or refund lines to see the rest`,
    lowOnCodes: (count, codes) =>
      `${count === 1 ? '1 product is' : `${String(count)} products are`} low on codes: ${codes}.`,
    nominationsWaiting: (count, formatted) =>
      `${count === 1 ? '1 nomination waits' : `${formatted} nominations wait`} for a review.`,
    nominationApproved: (reviewer, points, nominees) =>
      `Approved by ${reviewer}: ${points} to ${nominees === 1 ? 'the nominee' : 'each nominee'}`,
    nominationDeclined: (reviewer) => `Declined by ${reviewer}`,
    reviewedOn: ' on ',
    nominationPointsHint: (nominees, max) =>
      `From the programme's funding, ${nominees === 1 ? 'to the nominee' : `to each of the ${String(nominees)} nominees`}; at most ${max}.`,
    balanceAdjusted: (added, points, balance) =>
      `${added ? 'Added' : 'Took away'} ${points}; the balance is now ${balance}.`,
    budgetGranted: (points, managers) =>
      `Granted ${points} to ${managers === 1 ? '1 manager' : `${String(managers)} managers`}.`,
    memberStatement: (member, balanceName) => `${member}\u2019s ${balanceName}`,
    memberWithNumber: (member, memberNumber) => `${member} (${memberNumber})`,
    budgetGrant: ({ points, manager, managers, division, reason }) =>
      `${points} to ${manager ?? `${String(managers)} managers`}${division ? ` of ${division}` : ''}, from the programme's funding: \u201c${reason}\u201d.`,
  },
  words: {},
  awardTitles,
  messages,
  flowMessages,
  shopMessages,
  recognitionMessages,
};

/** A brand's changes to the default content: any field, and within each group any label. */
export type BrandContentInput = Partial<
  Omit<
    BrandContent,
    | 'statement'
    | 'basket'
    | 'otp'
    | 'form'
    | 'picker'
    | 'phrases'
    | 'awardValues'
    | 'awardPoints'
    | 'awardTitles'
    | 'messages'
    | 'flowMessages'
    | 'shopMessages'
    | 'recognitionMessages'
  >
> & {
  awardValues?: Partial<BrandContent['awardValues']>;
  awardPoints?: Partial<BrandContent['awardPoints']>;
  basket?: Partial<BrandContent['basket']>;
  otp?: Partial<BrandContent['otp']>;
  form?: Partial<BrandContent['form']>;
  picker?: Partial<BrandContent['picker']>;
  statement?: Partial<BrandContent['statement']>;
  phrases?: Partial<BrandContent['phrases']>;
  /** Any of the domain's messages, by key; each object is spread over the domain's. */
  awardTitles?: Partial<BrandContent['awardTitles']>;
  messages?: Partial<BrandContent['messages']>;
  flowMessages?: Partial<BrandContent['flowMessages']>;
  shopMessages?: Partial<BrandContent['shopMessages']>;
  recognitionMessages?: Partial<BrandContent['recognitionMessages']>;
};

/** The default content with a brand's changes on top. */
export function resolveContent(input: BrandContentInput | undefined): BrandContent {
  if (!input) return defaultContent;
  return {
    ...defaultContent,
    ...input,
    awardValues: { ...defaultContent.awardValues, ...input.awardValues },
    awardPoints: { ...defaultContent.awardPoints, ...input.awardPoints },
    basket: { ...defaultContent.basket, ...input.basket },
    otp: { ...defaultContent.otp, ...input.otp },
    form: { ...defaultContent.form, ...input.form },
    picker: { ...defaultContent.picker, ...input.picker },
    statement: { ...defaultContent.statement, ...input.statement },
    phrases: { ...defaultContent.phrases, ...input.phrases },
    words: { ...input.words },
    awardTitles: { ...defaultContent.awardTitles, ...input.awardTitles },
    messages: { ...defaultContent.messages, ...input.messages },
    flowMessages: { ...defaultContent.flowMessages, ...input.flowMessages },
    shopMessages: { ...defaultContent.shopMessages, ...input.shopMessages },
    recognitionMessages: { ...defaultContent.recognitionMessages, ...input.recognitionMessages },
  };
}

/** Numbers, money and dates as the brand shows them. */
export interface BrandFormat {
  /** A whole number of points, or any count. */
  number: (value: number) => string;
  /** An amount in minor units with the server's currency rules (symbol, decimals, truncation). */
  money: (minorUnits: number, currency: CurrencyInfo) => string;
  /** A moment in an IANA time zone. */
  dateTime: (date: Date, timeZone: string) => string;
}

/** The spec's own formats, used when a brand names no locale. */
const specFormat: BrandFormat = {
  number: formatPoints,
  money: formatMoney,
  dateTime: formatDateTime,
};

/** Formats by a locale through Intl; the currency symbol and its place still come from the server. */
export function formatFor(locale: string | undefined): BrandFormat {
  if (locale === undefined) return specFormat;
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimalMark =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
    '.';
  const dates = new Map<string, Intl.DateTimeFormat>();
  return {
    number: (value) => numbers.format(Math.trunc(value)),
    // Whole units and cents are put together from integers: dividing minor units by 100 in floating
    // point and truncating would show 1234.56 as 1 234,55.
    money: (minorUnits, currency) => {
      const places = Math.max(0, Math.trunc(currency.currencyDecimalPlaces));
      const scale = 10 ** places;
      const magnitude = Math.abs(Math.trunc(minorUnits));
      const whole = numbers.format(Math.floor(magnitude / scale));
      const cents = String(magnitude % scale).padStart(places, '0');
      const amount =
        currency.isTruncateCents || places === 0 ? whole : `${whole}${decimalMark}${cents}`;
      const isZero = currency.isTruncateCents ? magnitude < scale : magnitude === 0;
      const sign = minorUnits < 0 && !isZero ? '-' : '';
      return currency.isCurrencySymbolSuffix
        ? `${sign}${amount} ${currency.currencySymbol}`
        : `${sign}${currency.currencySymbol}${amount}`;
    },
    dateTime: (date, timeZone) => {
      let format = dates.get(timeZone);
      if (!format) {
        format = new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone,
        });
        dates.set(timeZone, format);
      }
      return format.format(date);
    },
  };
}
