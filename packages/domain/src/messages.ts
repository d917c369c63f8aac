import { formatPoints } from './money';
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
  /** (our wording) A new password found in a list of breached passwords, or a common word with additions. */
  passwordBreached:
    'This password appears in lists of passwords exposed in data breaches, so it is easy to guess. Please choose another.',
  /** (our wording) A new password that holds the member's own mobile number. */
  passwordContainsNumber: 'Please do not use your mobile number in your password.',
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
  invalidEmail: 'Please enter a valid email address.',
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
  // A Shout Out naming every division reached the whole programme by SMS at no cost.
  individualsOnly: (type: keyof typeof awardTitles) =>
    `A ${awardTitles[type]} goes to colleagues chosen one by one: whole divisions cannot be chosen.`,
  divisionOutsideCluster: (division: string) =>
    `${division} is not in your country: a manager recognises whole divisions of their own country only.`,
  tooManyRecipients: (type: keyof typeof awardTitles, cap: number) =>
    `A ${awardTitles[type]} can go to at most ${cap} colleagues at a time.`,
  // The server does not know a brand's names of its balances: a refusal names none and counts in the
  // unit the form beside it names ('Points value (Kibble Credits)', 'You have 45 Kibble Credits left to
  // give.'), so no balance is called by a second name.
  budgetShort: (left: number, needed: number) =>
    `You have ${formatPoints(left)} left to give; this award needs ${formatPoints(needed)}.`,
  allowanceShort: (left: number, needed: number) =>
    `You have ${formatPoints(left)} left to give this month; this award needs ${formatPoints(needed)}.`,
  monthlyCap: (name: string, cap: number, given: number) =>
    `You can give ${name} at most ${formatPoints(cap)} by Pay It Forward in a month, and you have given ${formatPoints(given)} this month.`,
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
  nominateIndividualsOnly:
    'A nomination names colleagues one by one: only a manager may nominate a whole division.',
  tooManyNominees: (cap: number) => `A nomination can name at most ${cap} colleagues.`,
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

/** (our wording) The operator console's refusals and answers (/api/admin/*); msw answers with the same. */
export const consoleMessages = {
  adminOnly: 'Only a programme administrator may use the operator console.',
  memberNotFound: 'This member is not on the programme.',
  pointsRequired: 'Please enter the points to add, or with a minus sign the points to take away.',
  /** An administrator's credit above the programme's cap for one adjustment. */
  creditCallCap: (cap: number) =>
    `One adjustment credits at most ${formatPoints(cap)} points. Nothing changed.`,
  /** An administrator's credits of the day would pass the programme's daily cap. */
  creditDailyCap: (cap: number, creditedToday: number) =>
    `An administrator credits at most ${formatPoints(cap)} points a day, and you have credited ${formatPoints(creditedToday)} today. Nothing changed.`,
  belowZero: (available: number, needed: number) =>
    `This would take the balance below zero: it has ${formatPoints(available)} points and the adjustment takes ${formatPoints(needed)}. Nothing changed.`,
  adjusted: (points: number, balance: number) =>
    `${points > 0 ? 'Added' : 'Took away'} ${formatPoints(Math.abs(points))} points; the balance is now ${formatPoints(balance)} points.`,
} as const;

/** (our wording) How long a throttle asks to wait, in the largest whole unit that reads naturally. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * (our wording) The member's flows where the spec is silent: recoverable pin steps, throttles, pages of
 * another role, confirmations that name what happened, limits shown before Submit.
 */
export const flowMessages = {
  resendPin: 'Resend pin',
  /** The resend button while the server's wait runs. */
  resendPinIn: (seconds: number) => `Resend pin in ${waitText(seconds)}`,
  pinResent: (cellNum: string) => `A new pin is on its way to ${cellNum}.`,
  changeNumber: 'Change number',
  back: 'Back',
  /** A 429 of a pin request: the wait the server's Retry-After names. */
  pinWait: (seconds: number) => `Please wait ${waitText(seconds)} before asking for another pin.`,
  /** Any other 429 without a message of its own. */
  throttled: (seconds: number | undefined) =>
    seconds === undefined
      ? 'Too many requests. Please wait a moment and try again.'
      : `Too many requests. Please wait ${waitText(seconds)} and try again.`,
  termsLinkLead: 'I accept the',
  termsLinkText: 'Terms and Conditions',
  adminOnlyPage: 'This page is for administrators.',
  adminOnlyHint: 'Your account does not have access to it. Everything else is on Home.',
  /** The change-password modal's pin step after a reload: the new password is asked again. */
  passwordAgainAfterReload:
    'The page was reloaded: type your new password again. The browser never keeps it.',
  /** The change-password modal's done view: this session stays, the others end. */
  passwordChangedHere:
    'Your password has been changed. You stay logged in here; any other device that was logged in has been logged out.',
  /** Send To All's question before anything goes out. */
  sendToAllConfirm: (count: number, sendBy: 'email' | 'sms') =>
    `Send this ${sendBy === 'sms' ? 'SMS' : 'email'} to ${formatPoints(count)} ${count === 1 ? 'member' : 'members'}?`,
  sendToAllConfirmTitle: 'Send to all?',
  sendToAllNobody: 'Nobody would receive this message. Please choose other recipients.',
  send: 'Send',
  cancel: 'Cancel',
  /** An award type's name as a sentence reads it ('Recognition sent to …', not 'Recognise sent to …'). */
  awardNames: {
    thankyou: 'Shout Out',
    reward: 'Recognition',
    adhoc: 'Adhoc recognition',
    payitforward: 'Pay It Forward',
  },
  /** The award success panel's line under the spec's heading. */
  awardSentTo: (typeName: string, names: readonly string[]) =>
    `${typeName} sent to ${listOfNames(names)}`,
  /** What an award took from the giver's balance, named as the brand names that balance. */
  awardPointsGiven: (points: number, balanceName: string, each: boolean) =>
    `You gave ${formatPoints(points)} ${balanceName}${each ? ' each' : ''}.`,
  balanceLeft: (left: number, balanceName: string) =>
    `You have ${formatPoints(left)} ${balanceName} left.`,
  /** Beside an award form's points: what the balance it is paid from has left (formatted by the brand). */
  leftToGive: (left: string, balanceName: string) =>
    `You have ${left} ${balanceName} left to give.`,
  /** Beside Pay It Forward's points when the allowance is spent (or not yet given): when more arrives. */
  noneLeftToGive: (balanceName: string, nextAllowanceDay: string) =>
    `You have no ${balanceName} left to give: your next allowance arrives on ${nextAllowanceDay}.`,
  /** Under a statement's (spec) title: the balance it is the account of. */
  statementOf: (balanceName: string) => `Every change to your ${balanceName}, newest first.`,
  /** Pay It Forward amounts above the allowance left are offered disabled with this reason. */
  aboveAllowance: (left: number) => `More than the ${formatPoints(left)} you have left`,
  /**
   * A forced profile update (SPEC §2) says why the member is there. Voucher codes go by SMS, as the shop,
   * the checkout and the order's message say (SPEC §2 Checkout), not by email.
   */
  emailToContinue: 'Add your email address to continue.',
  emailToContinueHint:
    'The programme sends your awards by email, and voucher codes from the shop by SMS. Save your profile to go on to the portal.',
  /** The mobile number is the login id: it is shown read-only with this hint. */
  cellReadOnly: 'To change your mobile number, please contact us.',
  /** Beside the spec's 'FAILURE UPLOAD!!' when the server gave no reason of its own. */
  pictureAccepted: 'Use a JPEG, PNG or WebP photo up to 5 MB.',
  pictureUploaded: 'Your picture has been uploaded.',
  cookieSettingsTitle: 'Cookie settings',
  noTrackingCookies:
    'This portal sets no tracking or advertising cookies, so there is nothing here to accept or refuse.',
  sessionStorageUse:
    'While you are logged in, your session is kept in this browser tab only, and it ends when you log out or close the tab.',
  privacyPolicy: 'Privacy Policy',
  close: 'Close',
  /** /welcometrfauth, the landing of a sign-in from another site, for a visitor. */
  welcomeTrfAuthTitle: 'Welcome',
  welcomeTrfAuthText: 'This page completes a sign-in from another site. Please log in to continue.',
  welcomeTrfAuthSignedIn: 'You are logged in.',
  logIn: 'Log in',
  charactersMax: (max: number) => `Up to ${formatPoints(max)} characters.`,
} as const;

/** Names joined as a person writes them: 'A', 'A and B', 'A, B and C'. */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** (our wording) The texts of the route error boundary. */
export const routeErrorTexts = {
  loadFailed: 'This page could not be loaded. Check your connection and try again.',
  failed: 'Something went wrong while showing this page.',
  retry: 'Retry',
} as const;
