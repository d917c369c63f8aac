import type { AwardType } from './awards';
import type { AwardBalance } from './balances';
import { awardTitles } from './awardTitles';
import { firstFlowMessages, firstMessages, waitNote, waitOf, type Wait } from './firstMessages';
import { args, defineMessages, extendMessages, named, pointsAsWritten, text } from './i18n';

/**
 * Every user-facing text of the portal, so the ui, the app and the server show the same words.
 * Texts quoted in SPEC.md are kept exactly, including their punctuation; texts the spec does not give
 * are written in the same voice and marked "(our wording)". Each is a declared message (see i18n/define.ts)
 * that reads in the current language; a few keep a call shape of their own (numbers formatted as the spec
 * writes them, an award type's name looked up) over the declared message of the same key.
 */

const message = defineMessages('message', {
  // SPEC §5: client validation
  termsRequired: text(
    'Terms and Conditions are required to be accepted to participate in this program',
    'Under the terms tick box of registration and the profile when it is not ticked (the spec’s words).',
  ),
  recipientsRequired: text(
    'Please select at least one recipient.',
    'An award, nomination or Send To All form submitted with nobody chosen.',
  ),
  recipientsRequiredTitle: text(
    'Recipients required',
    'The title of the dialog of recipientsRequired.',
  ),
  passwordBreached: text(
    'This password appears in lists of passwords exposed in data breaches, so it is easy to guess. Please choose another.',
    'A new password refused: it is in a list of leaked passwords, or a common word with digits added.',
  ),
  passwordContainsNumber: text(
    'Please do not use your mobile number in your password.',
    "A new password refused: it holds the member's own mobile number.",
  ),
  noMembersFound: text('No members found.', "The member picker's search found nobody."),
  noneSelected: text('None Selected.', 'A recipient list with nobody chosen yet.'),
  notProvided: text('(Not provided)', 'A profile field (date of birth, ID) the member left empty.'),
  cannotAddStore: args<[store: string]>(
    ['store'],
    'Cannot add {store}. Only individuals can be selected',
    'The member picker refuses a whole division (store) where only people may be chosen; store is its name.',
  ),
  divisionAlreadyAdded: args<[store: string]>(
    ['store'],
    'Entire division {store} has already been added',
    'The member picker refuses a division chosen twice; store is its name.',
  ),
  memberAlreadyAdded: args<[name: string]>(
    ['name'],
    '{name} has already been added.',
    "The member picker refuses a person chosen twice; name is the person's full name.",
  ),
  entireDivision: args<[division: string]>(
    ['division'],
    'Entire division: {division}',
    "A chosen recipient row that is a whole division (store); division is the division's name.",
  ),
  divisionHasIndividuals: args<[store: string]>(
    ['store'],
    'Cannot add entire division {store}. Individuals of {store} have already been added',
    'The member picker refuses a whole division while some of its people are chosen one by one; store is its name.',
  ),
  memberDivisionAdded: args<[name: string, store: string]>(
    ['name', 'store'],
    'Cannot add {name}. Entire division {store} has already been added',
    "The member picker refuses a person whose whole division is chosen; name is the person's, store the division's name.",
  ),
  singleSelectOnly: args<[name: string]>(
    ['name'],
    'Cannot add {name}. Only one recipient can be selected',
    'A picker that takes one person refuses a second; name is the person (or "Entire division: …").',
  ),
  unregisteredMember: args<[name: string]>(
    ['name'],
    'Cannot add {name}. This member has not registered yet',
    "The member picker refuses a person who has not registered; name is the person's full name.",
  ),

  // (our wording) generic field checks
  invalidDob: text(
    'Please enter a valid date of birth.',
    'Under the date of birth of the profile when day and month make no date.',
  ),
  invalidEmail: text(
    'Please enter a valid email address.',
    'Under an email field that holds no email address.',
  ),
  contactTermsRequired: text(
    'Please accept the terms to send your message.',
    'Contact Us sent without its terms ticked.',
  ),

  // SPEC §2, §6, §7: screens
  managerOnly: text(
    'Only a manager may access this module.',
    'A member opens a page only managers may use (the spec’s words).',
  ),
  idempotencyKeyReused: text(
    'This request repeats an earlier one with the same Idempotency-Key but a different body.',
    'A technical refusal of a request sent twice with different contents; Idempotency-Key is the name of an HTTP header and stays as it is.',
  ),
  noResults: text('No Results', 'An empty list or report.'),
  noRecentOrders: text('You have no recent orders.', 'My Orders when the member has none.'),
  voucherDetails: text('Voucher Details:', 'A heading over the voucher codes of an order.'),
  viewVoucherCodes: text(
    'View Voucher Codes',
    'A button on an order that shows its voucher codes.',
  ),
  failureUpload: text(
    'FAILURE UPLOAD!!',
    'A profile picture upload failed (the spec’s words, in capitals).',
  ),
  invalidKey: text('Invalid Key', 'A link whose key is wrong or expired.'),
  awardSubmitted: args<[title: string]>(
    ['title'],
    'Successfully submitted {title}',
    "The heading of the panel after an award is sent; title is the award's name (Recognise, Pay It Forward, …).",
  ),
  sentMessages: args<[count: number, n: string]>(
    ['count', 'n'],
    '{count, plural, one {Successfully sent {n} messages.} other {Successfully sent {n} messages.}}',
    'Send To All done; n is the number of messages sent as written ("1,250"), count the same as a number for the plural (English keeps "messages" for 1, as the spec does).',
  ),
  sendAnother: text('Send Another', 'A button after an award is sent: start another.'),
  sendAnotherMessage: text(
    'Send Another Message',
    'A button after Send To All: write another message.',
  ),
  selectChangeRecipient: text(
    'Select/Change Recipient',
    'The button that opens the member picker of a form.',
  ),

  // SPEC §8: errors
  errorRetrievingContent: text('Error retrieving content', 'A page’s text could not be loaded.'),
  errorRetrievingMemberData: text(
    'Error retrieving member data',
    "The member's data could not be loaded.",
  ),
  errorRetrievingCategoryData: text(
    'Error retrieving category data',
    "The shop's categories could not be loaded.",
  ),
  errorRetrievingProductData: text(
    'Error retrieving product data',
    "The shop's products could not be loaded.",
  ),
  errorRetrievingBasketData: text(
    'Error retrieving basket data',
    'The basket could not be loaded.',
  ),
  anErrorHasOccurred: args<[body: string]>(
    ['body'],
    'An error has occurred: {body}',
    "An error dialog's text; body is the server's own words.",
  ),
  unexpectedError: text('Unexpected Error', 'The title of an error dialog.'),
  dataResponseErrorTitle: args<[statusText: string, status: number]>(
    ['statusText', 'status'],
    'Data Response Error: {statusText} ({status})',
    'The title of an error dialog when the server answers an error; statusText is its English status name (Not Found), status its number (404).',
  ),
  unexpectedStatus: args<[status: number]>(
    ['status'],
    'An unexpected error ({status}) has occurred',
    "An error dialog's text; status is the HTTP status number (500).",
  ),

  // SPEC §8: basket warnings (prices already formatted)
  productRemoved: text(
    'This product is no longer available and has been removed from your basket',
    'A basket warning.',
  ),
  priceChanged: args<[oldPrice: string, newPrice: string]>(
    ['oldPrice', 'newPrice'],
    'The price for this product has changed from {oldPrice} to {newPrice}',
    'A basket warning; oldPrice and newPrice are amounts as written (R1,234.50 or 1,250 points).',
  ),
  priceReduced: args<[oldPrice: string, newPrice: string]>(
    ['oldPrice', 'newPrice'],
    'The price for this product has been reduced from {oldPrice} to {newPrice}',
    'A basket warning; oldPrice and newPrice are amounts as written.',
  ),
});

export const messages = extendMessages(extendMessages(message, firstMessages), {
  /** The success panel's heading of each award form: Shout Out's is the spec's, the others (our wording). */
  awardSubmitted: (type: AwardType) => message.awardSubmitted(awardTitles[type]),
  /** The spec's heading after a Shout Out: the award form's heading with the Shout Out's name. */
  get shoutOutSubmitted() {
    return message.awardSubmitted(awardTitles.thankyou);
  },
  sentMessages: (n: number) => message.sentMessages(n, String(n)),
});

/** (our wording) The server's refusals of an award (/api/reward/doreward); msw answers with the same. */
const awardRefusal = defineMessages('awardRefusal', {
  yourself: text(
    'You cannot recognise yourself. Please choose a colleague.',
    'An award refused: the giver chose themselves.',
  ),
  unknownRecipient: text(
    'One of the recipients is not a member of the programme.',
    'An award refused: a recipient is not on the programme.',
  ),
  unknownDivision: args<[code: string]>(
    ['code'],
    'Division {code} is not on the programme.',
    "An award refused: a division that does not exist; code is the division's code.",
  ),
  emptyDivision: args<[division: string]>(
    ['division'],
    'There is no one else in {division} to recognise yet.',
    "An award to a whole division refused: nobody else is registered there; division is the division's name.",
  ),
  allShops: text(
    'Every store can be messaged only through Send To All.',
    'An award to every store refused. Send To All is the name of a screen.',
  ),
  individualsOnly: args<[award: string]>(
    ['award'],
    'A {award} goes to colleagues chosen one by one: whole divisions cannot be chosen.',
    "An award to a whole division refused; award is the award's name (Shout Out, Pay It Forward).",
  ),
  divisionOutsideCluster: args<[division: string]>(
    ['division'],
    '{division} is not in your country: a manager recognises whole divisions of their own country only.',
    "A manager's award to a division of another country refused; division is the division's name.",
  ),
  tooManyRecipients: args<[award: string, cap: string]>(
    ['award', 'cap'],
    'A {award} can go to at most {cap} colleagues at a time.',
    "An award to too many colleagues refused; award is the award's name, cap the most colleagues (as written).",
  ),
  budgetShort: args<[left: string, needed: string]>(
    ['left', 'needed'],
    'You have {left} left to give; this award needs {needed}.',
    "An award above the manager's budget; left and needed are points as written, without a unit (the form beside it names the unit).",
  ),
  allowanceShort: args<[left: string, needed: string]>(
    ['left', 'needed'],
    'You have {left} left to give this month; this award needs {needed}.',
    "An award above the member's monthly allowance; left and needed are points as written, without a unit.",
  ),
  monthlyCap: args<[name: string, cap: string, given: string]>(
    ['name', 'cap', 'given'],
    'You can give {name} at most {cap} by Pay It Forward in a month, and you have given {given} this month.',
    "Pay It Forward above the monthly cap for one colleague; name is the colleague's name, cap and given are points as written.",
  ),
});

// The server does not know a brand's names of its balances: a refusal names none and counts in the unit
// the form beside it names ('Points value (Kibble Credits)', 'You have 45 Kibble Credits left to give.'),
// so no balance is called by a second name.
export const awardRefusals = extendMessages(awardRefusal, {
  // A Shout Out naming every division reached the whole programme by SMS at no cost.
  individualsOnly: (type: keyof typeof awardTitles) =>
    awardRefusal.individualsOnly(awardTitles[type]),
  tooManyRecipients: (type: keyof typeof awardTitles, cap: number) =>
    awardRefusal.tooManyRecipients(awardTitles[type], String(cap)),
  budgetShort: (left: number, needed: number) =>
    awardRefusal.budgetShort(pointsAsWritten(left), pointsAsWritten(needed)),
  allowanceShort: (left: number, needed: number) =>
    awardRefusal.allowanceShort(pointsAsWritten(left), pointsAsWritten(needed)),
  monthlyCap: (name: string, cap: number, given: number) =>
    awardRefusal.monthlyCap(name, pointsAsWritten(cap), pointsAsWritten(given)),
});

/** The refusal of an award its balance cannot pay: `left` points there, `needed` for every recipient. */
export function awardShortOfPoints(balance: AwardBalance, left: number, needed: number): string {
  return balance === 'management'
    ? awardRefusals.budgetShort(left, needed)
    : awardRefusals.allowanceShort(left, needed);
}

/**
 * (our wording) Nominations, Send To All and get-to-know: the answers and the server's refusals; msw
 * answers with the same texts. The success panel of Send To All is the spec's (messages.sentMessages).
 */
const recognition = defineMessages('recognition', {
  nominationSubmitted: text(
    'Thank you. Your nomination has been submitted.',
    'The panel after a nomination is sent.',
  ),
  nominateYourself: text(
    'You cannot nominate yourself. Please choose a colleague.',
    'A nomination refused: the member named themselves.',
  ),
  emptyDivision: args<[division: string]>(
    ['division'],
    'There is no one in {division} to nominate yet.',
    "A nomination of a whole division refused: nobody is registered there; division is the division's name.",
  ),
  nominateIndividualsOnly: text(
    'A nomination names colleagues one by one: only a manager may nominate a whole division.',
    'A member who is not a manager named a whole division in a nomination.',
  ),
  tooManyNominees: args<[cap: string]>(
    ['cap'],
    'A nomination can name at most {cap} colleagues.',
    'A nomination refused: it names too many people; cap is the most allowed, as written (more than 1).',
  ),
  adminOnly: text(
    'Only a programme administrator may send messages to all stores.',
    'Send To All refused to someone who is not an administrator.',
  ),
  noEmailRecipients: text(
    'None of these recipients has an email address. Please send the message by SMS.',
    'Send To All by email refused: nobody chosen has an email address.',
  ),
  noRegisteredRecipients: args<[division: string]>(
    ['division'],
    'Nobody in {division} has registered yet.',
    'Send To All refused: nobody in the chosen division (store) has registered; division is its name.',
  ),
  getToKnowEmpty: text(
    'There is nobody to get to know here yet.',
    'The get-to-know page with nobody to show.',
  ),
  getToKnowEmptyHint: text(
    'This colleague is not on the programme, or has not registered yet. Colleagues who share their interests on their profile appear on Home.',
    'Under getToKnowEmpty, on the page of a colleague who cannot be shown. Home is the name of the home page.',
  ),
  noAnswers: text(
    'has not shared anything about themselves yet.',
    "After a colleague's name on their get-to-know card (the name is shown just before it, in bold): they left their interests empty.",
  ),
});

export const recognitionMessages = extendMessages(recognition, {
  tooManyNominees: (cap: number) => recognition.tooManyNominees(String(cap)),
});

/** (our wording) The server's refusals of the reports (/api/report/*); msw answers with the same. */
export const reportRefusals = defineMessages('reportRefusal', {
  managersOnly: text(
    'Only a manager or an administrator may see this report.',
    'A report refused to a member who is neither a manager nor an administrator.',
  ),
  allDivisionsAdminOnly: text(
    'Only an administrator may report on all divisions.',
    'A report on every division refused to a manager.',
  ),
  monthsOutOfOrder: text(
    'The From month must not be after the To month.',
    'A report refused: its first month is after its last. From and To are the labels of the fields.',
  ),
});

/** (our wording) The operator console's refusals and answers (/api/admin/*); msw answers with the same. */
const consoleDeclared = defineMessages('console', {
  adminOnly: text(
    'Only a programme administrator may use the operator console.',
    'The operator console refused to someone who is not an administrator.',
  ),
  memberNotFound: text(
    'This member is not on the programme.',
    'The console asked for a member who does not exist.',
  ),
  pointsRequired: text(
    'Please enter the points to add, or with a minus sign the points to take away.',
    'A balance adjustment of 0 points.',
  ),
  creditCallCap: args<[cap: string]>(
    ['cap'],
    'One adjustment credits at most {cap} points. Nothing changed.',
    "An administrator's credit above the programme's cap for one adjustment; cap is the most points, as written (12,500).",
  ),
  creditDailyCap: args<[cap: string, creditedToday: string]>(
    ['cap', 'creditedToday'],
    'An administrator credits at most {cap} points a day, and you have credited {creditedToday} today. Nothing changed.',
    "An administrator's credits of the day would pass the daily cap; cap and creditedToday are points as written.",
  ),
  belowZero: args<[available: string, needed: string]>(
    ['available', 'needed'],
    'This would take the balance below zero: it has {available} points and the adjustment takes {needed}. Nothing changed.',
    'A balance adjustment that takes away more than the balance; available and needed are points as written.',
  ),
  adjusted: args<[added: boolean, points: string, balance: string]>(
    ['added', 'points', 'balance'],
    '{added, select, true {Added} other {Took away}} {points} points; the balance is now {balance} points.',
    'A balance adjustment done; added is true when points were added (false: taken away); points and balance are points as written.',
  ),
});

export const consoleMessages = extendMessages(consoleDeclared, {
  /** An administrator's credit above the programme's cap for one adjustment. */
  creditCallCap: (cap: number) => consoleDeclared.creditCallCap(pointsAsWritten(cap)),
  /** An administrator's credits of the day would pass the programme's daily cap. */
  creditDailyCap: (cap: number, creditedToday: number) =>
    consoleDeclared.creditDailyCap(pointsAsWritten(cap), pointsAsWritten(creditedToday)),
  belowZero: (available: number, needed: number) =>
    consoleDeclared.belowZero(pointsAsWritten(available), pointsAsWritten(needed)),
  adjusted: (points: number, balance: number) =>
    consoleDeclared.adjusted(
      points > 0,
      pointsAsWritten(Math.abs(points)),
      pointsAsWritten(balance),
    ),
});

/**
 * A wait as English writes it, for a message that names one inside its sentence (`Try again in ${waitIcu}.`,
 * formatted with `waitOf(seconds)`), so translators get the whole sentence.
 */
export const waitIcu =
  '{unit, select, seconds {{count, plural, one {{n} second} other {{n} seconds}}} other {{count, plural, one {{n} minute} other {{n} minutes}}}}';

/**
 * (our wording) The member's flows where the spec is silent: recoverable pin steps, throttles, pages of
 * another role, confirmations that name what happened, limits shown before Submit.
 */
const flow = defineMessages('flow', {
  wait: named<Wait>(
    waitIcu,
    `How long a throttle asks to wait, inside a sentence ("try again in …"); ${waitNote}`,
  ),
  resendPin: text('Resend pin', 'The button that sends a new one-time pin by SMS.'),
  resendPinIn: named<Wait>(
    `Resend pin in ${waitIcu}`,
    `The resend-pin button while the wait before another pin runs; ${waitNote}`,
  ),
  pinResent: args<[cellNum: string]>(
    ['cellNum'],
    'A new pin is on its way to {cellNum}.',
    'After Resend pin; cellNum is the mobile number.',
  ),
  changeNumber: text(
    'Change number',
    'A button on the pin step: go back and type another mobile number.',
  ),
  back: text('Back', 'A button that returns to the last step.'),
  pinWait: named<Wait>(
    `Please wait ${waitIcu} before asking for another pin.`,
    `A pin asked for too often; ${waitNote}`,
  ),
  termsLinkText: text('Terms and Conditions', 'The link to the terms, after "I accept the".'),
  adminOnlyPage: text(
    'This page is for administrators.',
    'A member opens a page only administrators may use.',
  ),
  adminOnlyHint: text(
    'Your account does not have access to it. Everything else is on Home.',
    'Under adminOnlyPage. Home is the name of the home page.',
  ),
  passwordAgainAfterReload: text(
    'The page was reloaded: type your new password again. The browser never keeps it.',
    "The change-password dialog's pin step after a reload: the new password is asked again.",
  ),
  passwordChangedHere: text(
    'Your password has been changed. You stay logged in here; any other device that was logged in has been logged out.',
    "The change-password dialog's last view.",
  ),
  sendToAllConfirm: named<{ sendBy: 'email' | 'sms'; count: number; n: string }>(
    'Send this {sendBy, select, sms {SMS} other {email}} to {count, plural, one {{n} member} other {{n} members}}?',
    "Send To All's question before anything goes out; sendBy is sms or email, count the number of members and n the same number as written (1,250).",
  ),
  sendToAllConfirmTitle: text('Send to all?', 'The title of the Send To All question.'),
  send: text('Send', 'A button that sends the message.'),
  cancel: text('Cancel', 'A button that closes a question without doing anything.'),
  /** An award type's name as a sentence reads it ('Recognition sent to …', not 'Recognise sent to …'). */
  awardNames: {
    thankyou: text(
      'Shout Out',
      'An award type’s name as the subject of "… sent to A and B" (a brand name).',
    ),
    reward: text(
      'Recognition',
      'The Recognise award’s name as the subject of "… sent to A and B".',
    ),
    adhoc: text(
      'Adhoc recognition',
      'The Adhoc Recognition award’s name as the subject of "… sent to A and B".',
    ),
    payitforward: text(
      'Pay It Forward',
      'An award type’s name as the subject of "… sent to A and B" (a brand name).',
    ),
  },
  awardSentTo: args<[typeName: string, names: string]>(
    ['typeName', 'names'],
    '{typeName} sent to {names}',
    "The line under an award's success heading; typeName is the award's name (Recognition, Shout Out), names the recipients joined (A, B and C).",
  ),
  listAnd: args<[rest: string, last: string]>(
    ['rest', 'last'],
    '{rest} and {last}',
    'Names joined as a person writes them: rest is every name but the last, joined by commas ("A, B"), last the last name.',
  ),
  awardPointsGiven: args<[points: string, balanceName: string, each: boolean]>(
    ['points', 'balanceName', 'each'],
    'You gave {points} {balanceName}{each, select, true { each} other {}}.',
    'After an award: what it took from the giver; points as written, balanceName the brand’s name of the balance (Kudos Points), each true when every recipient got that many.',
  ),
  balanceLeft: args<[left: string, balanceName: string]>(
    ['left', 'balanceName'],
    'You have {left} {balanceName} left.',
    'After an award: what the balance has left; left as written, balanceName the brand’s name of the balance.',
  ),
  leftToGive: args<[left: string, balanceName: string]>(
    ['left', 'balanceName'],
    'You have {left} {balanceName} left to give.',
    'Beside an award form’s points; left as written, balanceName the brand’s name of the balance.',
  ),
  noneLeftToGive: args<[balanceName: string, nextAllowanceDay: string]>(
    ['balanceName', 'nextAllowanceDay'],
    'You have no {balanceName} left to give: your next allowance arrives on {nextAllowanceDay}.',
    "Beside Pay It Forward's points when the allowance is spent; balanceName the brand's name of the balance, nextAllowanceDay a date (1 Dec 2026).",
  ),
  statementOf: args<[balanceName: string]>(
    ['balanceName'],
    'Every change to your {balanceName}, newest first.',
    "Under a statement's title; balanceName the brand's name of the balance.",
  ),
  aboveAllowance: args<[left: string]>(
    ['left'],
    'More than the {left} you have left',
    'Why a Pay It Forward amount is offered disabled; left is the points left, as written.',
  ),
  emailToContinue: text(
    'Add your email address to continue.',
    'The profile form when the member must add an email address before using the portal.',
  ),
  emailToContinueHint: text(
    'The programme sends your awards by email, and voucher codes from the shop by SMS. Save your profile to go on to the portal.',
    'Under emailToContinue.',
  ),
  cellReadOnly: text(
    'To change your mobile number, please contact us.',
    'Under the mobile number on the profile form, which cannot be changed there.',
  ),
  pictureAccepted: text(
    'Use a JPEG, PNG or WebP photo up to 5 MB.',
    'Beside FAILURE UPLOAD!! when the server gave no reason: what pictures are accepted.',
  ),
  pictureUploaded: text('Your picture has been uploaded.', 'After a profile picture upload.'),
  cookieSettingsTitle: text('Cookie settings', 'The title of the cookie settings dialog.'),
  noTrackingCookies: text(
    'This portal sets no tracking or advertising cookies, so there is nothing here to accept or refuse.',
    'The cookie settings dialog.',
  ),
  sessionStorageUse: text(
    'While you are logged in, your session is kept in this browser tab only, and it ends when you log out or close the tab.',
    'The cookie settings dialog.',
  ),
  privacyPolicy: text('Privacy Policy', 'A link to the privacy policy.'),
  close: text('Close', 'A button that closes a dialog.'),
  welcomeTrfAuthTitle: text(
    'Welcome',
    'The title of the page that completes a sign-in from another site.',
  ),
  welcomeTrfAuthText: text(
    'This page completes a sign-in from another site. Please log in to continue.',
    'The page that completes a sign-in from another site, for a visitor.',
  ),
  welcomeTrfAuthSignedIn: text(
    'You are logged in.',
    'The page that completes a sign-in from another site, once signed in.',
  ),
  logIn: text('Log in', 'A button that opens the login page.'),
  charactersMax: args<[max: string]>(
    ['max'],
    'Up to {max} characters.',
    'Under a text box: its length limit, as written (more than 1).',
  ),
});

/** (our wording) How long a throttle asks to wait, in the largest whole unit that reads naturally. */
export function waitText(seconds: number): string {
  return flow.wait(waitOf(seconds));
}

export const flowMessages = extendMessages(extendMessages(flow, firstFlowMessages), {
  /** The resend button while the server's wait runs. */
  resendPinIn: (seconds: number) => flow.resendPinIn(waitOf(seconds)),
  /** A 429 of a pin request: the wait the server's Retry-After names. */
  pinWait: (seconds: number) => flow.pinWait(waitOf(seconds)),
  /** Send To All's question before anything goes out. */
  sendToAllConfirm: (count: number, sendBy: 'email' | 'sms') =>
    flow.sendToAllConfirm({ sendBy, count, n: pointsAsWritten(count) }),
  /** The award success panel's line under the spec's heading. */
  awardSentTo: (typeName: string, names: readonly string[]) =>
    flow.awardSentTo(typeName, listOfNames(names)),
  /** What an award took from the giver's balance, named as the brand names that balance. */
  awardPointsGiven: (points: number, balanceName: string, each: boolean) =>
    flow.awardPointsGiven(pointsAsWritten(points), balanceName, each),
  balanceLeft: (left: number, balanceName: string) =>
    flow.balanceLeft(pointsAsWritten(left), balanceName),
  /** Pay It Forward amounts above the allowance left are offered disabled with this reason. */
  aboveAllowance: (left: number) => flow.aboveAllowance(pointsAsWritten(left)),
  charactersMax: (max: number) => flow.charactersMax(pointsAsWritten(max)),
});

/** Names joined as a person writes them: 'A', 'A and B', 'A, B and C'. */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return flow.listAnd(names.slice(0, -1).join(', '), names.at(-1) ?? '');
}
