/**
 * Every user-facing text of the portal, so the ui, the app and the server show the same words.
 * Texts quoted in SPEC.md are kept exactly, including their punctuation; texts the spec does not give
 * are written in the same voice and marked "(our wording)".
 */
/** The award forms' names, as their headings and success panels show them. */
export const awardTitles = {
  thankyou: 'Shout Out',
  reward: 'Recognise',
  adhoc: 'Adhoc Recognition',
  payitforward: 'Pay It Forward',
} as const;

export const messages = {
  // SPEC §5: client validation
  termsRequired: 'Terms and Conditions are required to be accepted to participate in this program',
  recipientsRequired: 'Please select at least one recipient.',
  recipientsRequiredTitle: 'Recipients required',
  passwordHint: 'At least 8 characters with at least 1 letter and 1 number',
  noMembersFound: 'No members found.',
  noneSelected: 'None Selected.',
  notProvided: '(Not provided)',
  pleaseNote: 'Please note:',
  cannotAddStore: (store: string) => `Cannot add ${store}. Only individuals can be selected`,
  divisionAlreadyAdded: (store: string) => `Entire division ${store} has already been added`,
  memberAlreadyAdded: (name: string) => `${name} has already been added.`,
  entireDivision: (division: string) => `Entire division: ${division}`,
  /** (our wording) A whole store is refused while some of its members are selected one by one. */
  divisionHasIndividuals: (store: string) =>
    `Cannot add entire division ${store}. Individuals of ${store} have already been added`,
  /** (our wording) A member is refused while their whole store is selected. */
  memberDivisionAdded: (name: string, store: string) =>
    `Cannot add ${name}. Entire division ${store} has already been added`,
  /** (our wording) Single-select pickers refuse a second member. */
  singleSelectOnly: (name: string) => `Cannot add ${name}. Only one recipient can be selected`,
  /** (our wording) Members who have not registered yet cannot receive anything. */
  unregisteredMember: (name: string) => `Cannot add ${name}. This member has not registered yet`,

  // (our wording) generic field checks
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  notAllowedChoice: (label: string) => `Please choose a ${label.toLowerCase()} from the list.`,
  invalidDob: 'Please enter a valid date of birth.',
  contactTermsRequired: 'Please accept the terms to send your message.',

  // SPEC §2, §6, §7: screens
  managerOnly: 'Only a manager may access this module.',
  /** (our wording) The 422 of an Idempotency-Key sent again with another body. */
  idempotencyKeyReused:
    'This request repeats an earlier one with the same Idempotency-Key but a different body.',
  noResults: 'No Results',
  loading: 'Loading...',
  noRecentOrders: 'You have no recent orders.',
  voucherDetails: 'Voucher Details:',
  viewVoucherCodes: 'View Voucher Codes',
  failureUpload: 'FAILURE UPLOAD!!',
  invalidKey: 'Invalid Key',
  shoutOutSubmitted: 'Successfully submitted Shout Out',
  /** The success panel's heading of each award form: Shout Out's is the spec's, the others (our wording). */
  awardSubmitted: (type: 'reward' | 'adhoc' | 'payitforward' | 'thankyou') =>
    `Successfully submitted ${awardTitles[type]}`,
  sentMessages: (n: number) => `Successfully sent ${n} messages.`,
  sendAnother: 'Send Another',
  sendAnotherMessage: 'Send Another Message',
  selectChangeRecipient: 'Select/Change Recipient',

  // SPEC §8: errors
  errorRetrievingContent: 'Error retrieving content',
  errorRetrievingMemberData: 'Error retrieving member data',
  errorRetrievingCategoryData: 'Error retrieving category data',
  errorRetrievingProductData: 'Error retrieving product data',
  errorRetrievingBasketData: 'Error retrieving basket data',
  loggedInFailed: (message: string) =>
    `Error occurred in calling [memberStore/loggedIn]: ${message}`,
  anErrorHasOccurred: (body: string) => `An error has occurred: ${body}`,
  unexpectedError: 'Unexpected Error',
  dataResponseErrorTitle: (statusText: string, status: number) =>
    `Data Response Error: ${statusText} (${status})`,
  unexpectedStatus: (status: number) => `An unexpected error (${status}) has occurred`,
  dataRequestError: 'Data Request Error',
  dataUnexpectedError: 'Data Unexpected Error:',

  // SPEC §8: basket warnings (prices already formatted)
  productRemoved: 'This product is no longer available and has been removed from your basket',
  priceChanged: (oldPrice: string, newPrice: string) =>
    `The price for this product has changed from ${oldPrice} to ${newPrice}`,
  priceReduced: (oldPrice: string, newPrice: string) =>
    `The price for this product has been reduced from ${oldPrice} to ${newPrice}`,
} as const;

/** (our wording) The server's refusals of an award (/api/reward/doreward); msw answers with the same. */
export const awardRefusals = {
  yourself: 'You cannot recognise yourself. Please choose a colleague.',
  unknownRecipient: 'One of the recipients is not a member of the programme.',
  unknownDivision: (code: string) => `Division ${code} is not on the programme.`,
  emptyDivision: (division: string) => `There is no one else in ${division} to recognise yet.`,
  allShops: 'Every store can be messaged only through Send To All.',
  budgetShort: (left: number, needed: number) =>
    `Your recognition budget has ${left} points left; this award needs ${needed}.`,
  allowanceShort: (left: number, needed: number) =>
    `Your Pay It Forward allowance has ${left} points left this month; this award needs ${needed}.`,
  monthlyCap: (name: string, cap: number, given: number) =>
    `You can pass on at most ${cap} Pay It Forward points to ${name} in a month, and you have given ${given} this month.`,
} as const;

/**
 * (our wording) Nominations, Send To All and get-to-know: the answers and the server's refusals; msw
 * answers with the same texts. The success panel of Send To All is the spec's (messages.sentMessages).
 */
export const recognitionMessages = {
  nominationSubmitted: 'Thank you. Your nomination has been submitted.',
  nominationSubmittedTitle: 'Nomination submitted',
  nominateAnother: 'Nominate Another',
  nominateYourself: 'You cannot nominate yourself. Please choose a colleague.',
  emptyDivision: (division: string) => `There is no one in ${division} to nominate yet.`,
  adminOnly: 'Only a programme administrator may send messages to all stores.',
  noEmailRecipients:
    'None of these recipients has an email address. Please send the message by SMS.',
  noRegisteredRecipients: (division: string) => `Nobody in ${division} has registered yet.`,
  getToKnowEmpty: 'There is nobody to get to know here yet.',
  getToKnowEmptyHint:
    'This colleague is not on the programme, or has not registered yet. Colleagues who share their interests on their profile appear on Home.',
  noAnswers: 'has not shared anything about themselves yet.',
  noRecentRecognition: 'Nobody has been recognised yet. Send a Shout Out to be the first.',
} as const;

/** (our wording) The server's refusals of the reports (/api/report/*); msw answers with the same. */
export const reportRefusals = {
  managersOnly: 'Only a manager or an administrator may see this report.',
  allDivisionsAdminOnly: 'Only an administrator may report on all divisions.',
  monthsOutOfOrder: 'The From month must not be after the To month.',
} as const;
