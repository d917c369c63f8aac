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
import {
  basketMessages,
  formMessages,
  otpMessages,
  phraseMessages,
  pickerMessages,
  statementMessages,
} from './phrases.ts';

/**
 * What a brand says rather than how it looks. Every field has the spec's text as its default, so a
 * brand names only what it changes. The texts (labels, phrases, the domain's messages) are declared
 * messages that read in the language shown; a brand changes them by id, per language, in `catalogues`.
 * The server stays the authority: award values and point choices must be ones the brand's programme
 * accepts (its server configuration), or the server refuses the award.
 */
export interface BrandContent {
  /**
   * The brand's own words, by language and message id, over the shipped catalogues: its points names,
   * programme name and tone (`catalogues: { en: { 'picker.title': 'Pick colleagues' }, af: { … } }`).
   * A text without arguments may be given as it reads; a message with arguments is given precompiled
   * (`compileMessages` of `@plaudit/domain/compile`, at build time) for the browser, which carries no
   * ICU parser.
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
  awardTitles: typeof awardTitles;
  /** The domain's `messages` the ui shows (validation, empty lists, success panels, errors). */
  messages: typeof messages;
  /** The domain's `flowMessages` the ui shows (pin steps, confirmations, hints). */
  flowMessages: typeof flowMessages;
  /** The domain's `shopMessages` the ui shows (points amounts, checkout). */
  shopMessages: typeof shopMessages;
  /** The domain's `recognitionMessages` the ui shows (get to know). */
  recognitionMessages: typeof recognitionMessages;
}

/** The content's texts: declared messages, which a brand changes by id in `catalogues`. */
type TextGroup =
  | 'basket'
  | 'otp'
  | 'form'
  | 'picker'
  | 'statement'
  | 'phrases'
  | 'awardTitles'
  | 'messages'
  | 'flowMessages'
  | 'shopMessages'
  | 'recognitionMessages';

/**
 * A declared group with some members read elsewhere: the declared getters and functions are copied as
 * they are (never read here), and `extra`'s getters and functions are added, so every text stays live.
 */
function group<D extends object, E extends object>(declared: D, extra: E): D & E {
  return Object.freeze(
    Object.defineProperties(
      {},
      {
        ...Object.getOwnPropertyDescriptors(declared),
        ...Object.getOwnPropertyDescriptors(extra),
      },
    ),
  ) as D & E;
}

/**
 * The spec's content: the default of every brand. Its texts are declared messages (phrases.ts and the
 * domain's), read in the language shown whenever a component reads them.
 */
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
  basket: basketMessages,
  otp: otpMessages,
  form: group(formMessages, {
    get chooseRecipients() {
      return messages.selectChangeRecipient;
    },
    get sendAnother() {
      return messages.sendAnother;
    },
  }),
  picker: group(pickerMessages, {
    get noMembersFound() {
      return messages.noMembersFound;
    },
  }),
  statement: statementMessages,
  phrases: group(phraseMessages, {
    discount: (voucherCode: string) => phraseMessages.discount(voucherCode || null),
    budgetGrant: (grant: Parameters<BrandContent['phrases']['budgetGrant']>[0]) =>
      phraseMessages.budgetGrant({ ...grant, division: grant.division || null }),
  }),
  awardTitles,
  messages,
  flowMessages,
  shopMessages,
  recognitionMessages,
};

/**
 * A brand's changes to the default content: its award values and point choices. Its words are
 * messages like any other, changed by id per language in `catalogues`.
 */
export type BrandContentInput = Partial<
  Omit<BrandContent, 'awardValues' | 'awardPoints' | TextGroup>
> & {
  awardValues?: Partial<BrandContent['awardValues']>;
  awardPoints?: Partial<BrandContent['awardPoints']>;
};

/** The default content with a brand's changes on top (its texts stay the declared messages). */
export function resolveContent(input: BrandContentInput | undefined): BrandContent {
  if (!input) return defaultContent;
  const { catalogues, nominationValues: values, awardValues, awardPoints } = input;
  return {
    ...defaultContent,
    ...(catalogues === undefined ? {} : { catalogues }),
    ...(values === undefined ? {} : { nominationValues: values }),
    awardValues: { ...defaultContent.awardValues, ...awardValues },
    awardPoints: { ...defaultContent.awardPoints, ...awardPoints },
  };
}
