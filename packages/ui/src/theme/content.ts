import {
  awardTitles,
  flowMessages,
  managerAwardPoints,
  messages,
  nominationValues,
  payItForwardPoints,
  recogniseValues,
  recognitionMessages,
  shopMessages,
  shoutOutValues,
  type AwardType,
  type Catalogue,
} from '@plaudit/domain';

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
   * The brand's own words, by language and message id, over the shipped catalogues: its points names,
   * programme name and tone (`catalogues: { en: { 'hello.title': 'Welcome to Acme' }, af: { … } }`). A message with
   * arguments is given precompiled (`npm run i18n -- compile` of the brand's catalogue) for the browser,
   * which carries no ICU parser; a text without arguments may be given as it reads.
   */
  catalogues?: Readonly<Record<string, Catalogue>>;
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
    awardTitles: { ...defaultContent.awardTitles, ...input.awardTitles },
    messages: { ...defaultContent.messages, ...input.messages },
    flowMessages: { ...defaultContent.flowMessages, ...input.flowMessages },
    shopMessages: { ...defaultContent.shopMessages, ...input.shopMessages },
    recognitionMessages: { ...defaultContent.recognitionMessages, ...input.recognitionMessages },
  };
}
