import type { AwardType } from './awards';
import { args, defineMessages, named, text } from './i18n/define';
import { extendMessages } from './i18n/extend';
import { flowMessages, messages } from './messages';

/**
 * (our wording) The server's answers and refusals that SPEC.md leaves to the server, so the msw handlers,
 * the stories, the tests and the journeys show the words the server sends. The portal's own screen texts
 * are in messages.ts.
 */

/** Sign-up, login, logout and passwords (/api/member/*). */
export const accountMessages = defineMessages('account', {
  badCredentials: text(
    'The mobile number or password is incorrect.',
    'Login refused: the number or the password is wrong (it does not say which).',
  ),
  unknownNumber: text(
    'This mobile number is not on the programme. Please check the number, or contact us to be added.',
    'Registration refused: the number is not on the list of staff the employer gave.',
  ),
  alreadyRegistered: text(
    'This mobile number is already registered. Please log in, or use Forgot password.',
    'Registration refused: the member registered before. "Forgot password" is the link of that name.',
  ),
  notRegistered: text(
    'This mobile number has not been registered yet. Please register first.',
    'Login or Forgot password refused: the member has not registered.',
  ),
  deactivated: text(
    'This account has been closed by the programme administrator. Please contact us if you think this is a mistake.',
    'Login refused: an administrator closed the account (the member left the programme).',
  ),
  notYourNumber: text(
    'Please use the mobile number of your profile.',
    'A signed-in member asked for a pin for another number.',
  ),
  registered: text('Registration complete. You can now log in.', 'Registration succeeded.'),
  passwordChanged: text(
    'Your password has been changed. Please log in with your new password.',
    'Forgot password succeeded.',
  ),
  loggedOut: text('You have been logged out.', 'After Log Out.'),
  tooManyLogins: args<[minutes: number]>(
    ['minutes'],
    'Too many login attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    'Login refused after too many wrong passwords; minutes is the wait.',
  ),
});

/** A wait as the pin refusals say it: seconds under 90, else whole minutes (rounded up). */
const waitOf = (seconds: number) =>
  seconds < 90
    ? { unit: 'seconds' as const, count: seconds }
    : { unit: 'minutes' as const, count: Math.ceil(seconds / 60) };

const otp = defineMessages('otp', {
  wrong: text(
    'The pin is incorrect. Please check the SMS and try again.',
    'A one-time pin refused: it is not the one sent by SMS.',
  ),
  expired: text(
    'This pin has expired. Please request a new pin.',
    'A one-time pin refused: its time ran out.',
  ),
  used: text(
    'This pin has already been used. Please request a new pin.',
    'A one-time pin refused: it was used before.',
  ),
  tooManyTries: text(
    'Too many incorrect pins. Please request a new pin.',
    'A one-time pin refused after too many wrong tries.',
  ),
  notForThisStep: text(
    'This pin was not sent for this step. Please request a new pin.',
    'A one-time pin refused: it was sent for another step (registration, Forgot password, change of password).',
  ),
  resendTooSoon: args<[seconds: number]>(
    ['seconds'],
    'A pin was sent moments ago. Please wait {seconds} seconds before asking for another.',
    'Asking for another pin refused: one was sent moments ago; seconds is the wait (under a minute).',
  ),
  hourlyCap: named<{ unit: 'seconds' | 'minutes'; count: number }>(
    'Too many pins have been sent to this number. Please try again in {unit, select, seconds {{count, plural, one {# second} other {# seconds}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
    'Asking for a pin refused: too many pins this hour. The wait is count seconds (unit seconds, under 90) or count minutes (unit minutes).',
  ),
  dailyCap: text(
    'Too many pins have been sent to this number today. Please try again tomorrow.',
    'Asking for a pin refused: too many pins today.',
  ),
});

/** The pin refusals; each names what the member can do next. */
export const otpMessages = extendMessages(otp, {
  /** The wait is the real one: until the oldest pin of the hour leaves it (the answer's Retry-After). */
  hourlyCap: (seconds: number) => otp.hourlyCap(waitOf(seconds)),
});

const profile = defineMessages('profile', {
  updated: text('Your profile has been updated.', 'My Profile saved.'),
  cellChange: text(
    'To change your mobile number, please contact us.',
    'My Profile refused a new mobile number: only the programme changes it.',
  ),
  pictureUpdated: text('Your picture has been updated.', 'A new profile picture saved.'),
  pictureMissing: text(
    'Please choose a picture to upload.',
    'A profile picture upload refused: no file was sent.',
  ),
  pictureType: text(
    'Please choose a JPEG, PNG or WebP picture.',
    'A profile picture upload refused: the file is not a picture of these kinds.',
  ),
  pictureTooLarge: args<[mb: string]>(
    ['mb'],
    'The picture is too large: at most {mb} MB, please.',
    'A profile picture upload refused: the file is too large; mb is the most megabytes allowed.',
  ),
  pictureTooManyPixels: text(
    'The picture has too many pixels. Please choose a smaller picture.',
    'A profile picture upload refused: its width times height is too large.',
  ),
  pictureUnreadable: text(
    'The picture could not be read. Please choose another.',
    'A profile picture upload refused: the file is damaged or not really a picture.',
  ),
  memberGone: text(
    'Your member record could not be found.',
    "The signed-in member's record is gone (deleted while the session lived).",
  ),
  pictureNotFound: text(
    'Picture not found.',
    'A profile picture address that holds no picture (an answer of the server).',
  ),
});

/** Profile updates and pictures. */
export const profileMessages = extendMessages(profile, {
  pictureTooLarge: (mb: number) => profile.pictureTooLarge(String(mb)),
});

/** Contact Us and the site's lists. */
export const siteMessages = defineMessages('site', {
  contactSent: text(
    'Thank you. Your message has been sent and we will get back to you soon.',
    'Contact Us sent.',
  ),
  unknownDivision: text(
    'This division is not on the programme.',
    'A division (a store or practice) asked for by code is not on the programme.',
  ),
});

const error = defineMessages('error', {
  correctFields: text(
    'Please correct the highlighted fields.',
    'Any form refused: the fields in error are marked, each with its own message.',
  ),
  sessionRequired: text(
    'Your session has ended. Please log in again.',
    'A call refused: the member is no longer signed in.',
  ),
  unreadable: text(
    'The request could not be read. Please try again.',
    'A call refused: what the portal sent could not be read (a technical fault).',
  ),
  tooLarge: text('The request is too large.', 'A call refused: what was sent is too large.'),
  unsupportedType: text(
    'The request was sent in a form the server does not accept.',
    'A call refused: what was sent is of a kind the server does not read (a technical fault).',
  ),
  notFound: text('Not found.', 'An address or call the server does not have.'),
  notAllowed: text(
    'You may not use this part of the portal.',
    "A call refused: the member's role does not allow it.",
  ),
  unexpected: args<[requestId: string]>(
    ['requestId'],
    'An unexpected error has occurred. Please quote reference {requestId}.',
    'The server failed; requestId is a code support can find the failure by.',
  ),
  invalid: args<[label: string]>(
    ['label'],
    '{label} is not valid.',
    'A field refused; label is the name of the field (Mobile number, Email, …).',
  ),
  tooSmall: args<[label: string, min: string]>(
    ['label', 'min'],
    '{label} must be at least {min}.',
    'A number field refused; label is the name of the field, min the smallest number allowed.',
  ),
  tooBig: args<[label: string, max: string]>(
    ['label', 'max'],
    '{label} must be at most {max}.',
    'A number field refused; label is the name of the field, max the largest number allowed.',
  ),
  tooShort: args<[label: string, min: string]>(
    ['label', 'min'],
    '{label} must be at least {min} characters.',
    'A text field refused; label is the name of the field, min the fewest characters allowed.',
  ),
  forbiddenCharacter: args<[label: string]>(
    ['label'],
    '{label} contains a character that is not allowed.',
    'A text field refused: it holds a character nobody types (a NUL); label is the name of the field.',
  ),
  nestedTooDeeply: text(
    'The request is nested too deeply.',
    'A call refused: what was sent is nested too deeply (a technical fault).',
  ),
});

/** Any call's HTTP-level refusals: unreadable or oversized requests, sessions, access, failures. */
export const errorMessages = extendMessages(error, {
  tooSmall: (label: string, min: number) => error.tooSmall(label, String(min)),
  tooBig: (label: string, max: number) => error.tooBig(label, String(max)),
  tooShort: (label: string, min: number) => error.tooShort(label, String(min)),
});

/** Calls that send SMS or email, refused over the message rate limit. */
export const messageLimitMessages = defineMessages('messageLimit', {
  tooMany: args<[minutes: number]>(
    ['minutes'],
    'You have sent a lot of messages in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    'Sending an award or a message refused: too many in a short time; minutes is the wait.',
  ),
});

/** A malformed Idempotency-Key header (its reuse with another body: messages.idempotencyKeyReused). */
export const idempotencyMessages = defineMessages('idempotency', {
  badKey: text(
    'The Idempotency-Key header must be 1 to 255 visible characters.',
    'A call refused for a technical fault of the caller. Idempotency-Key is the name of a header: keep it.',
  ),
});

const fulfilment = defineMessages('fulfilment', {
  lineNotFound: args<[id: string]>(
    ['id'],
    'Order line {id} was not found.',
    'A refund by an operator refused: no order line has this number (id).',
  ),
  lineNotPending: args<[id: string]>(
    ['id'],
    'Order line {id} is not pending: only a pending line is refunded.',
    'A refund by an operator refused: the order line (id) was supplied or refunded already.',
  ),
});

/** Refunds of pending order lines (the command line and the admin console). */
export const fulfilmentMessages = extendMessages(fulfilment, {
  lineNotFound: (id: number) => fulfilment.lineNotFound(String(id)),
  lineNotPending: (id: number) => fulfilment.lineNotPending(String(id)),
});

/** Whether a text ends in a stop ('Well done!'): a sentence ending in it takes no full stop. */
const endsInStop = (text: string) => /[.!?]$/.test(text);

const entry = defineMessages('statementEntry', {
  award: args<[award: string, value: string, way: 'to' | 'from', name: string]>(
    ['award', 'value', 'way', 'name'],
    '{award}: {value} \u2014 {way, select, to {to} other {from}} {name}',
    "A line of a statement for an award: award is its name (Shout Out, Recognition, Nomination), value what it recognised (Client Focus), name the recipient's full name (way to) or the giver's (way from).",
  ),
  nomination: text(
    'Nomination',
    "A nomination's award as a line of a statement names it (the award of that line).",
  ),
  nominationFunding: args<[nominationId: string, value: string]>(
    ['nominationId', 'value'],
    'Nomination {nominationId} approved: {value}',
    "A line of the programme's funding account: the points of an approved nomination (its number), for a value (Client Focus).",
  ),
});

/**
 * (our wording) An award's line on a statement, the giver's ('… to Lerato Mokoena') or a recipient's
 * ('… from Thandi Nkosi'), the award named as a sentence names it: 'Recognition: Client Focus — to …'.
 */
export const awardEntry = (
  type: AwardType | 'nomination',
  value: string,
  way: 'to' | 'from',
  name: string,
) =>
  entry.award(
    type === 'nomination' ? entry.nomination : flowMessages.awardNames[type],
    value,
    way,
    name,
  );

/** A nomination's award by name ('Nomination'), as a statement line and a WhatsApp message name it. */
export const nominationAwardName = (): string => entry.nomination;

/** (our wording) The programme's side of an approved nomination's award, on the funding account. */
export const nominationFundingEntry = (nominationId: number, value: string) =>
  entry.nominationFunding(String(nominationId), value);

/** An award as its recipient's message tells it. */
export interface AwardNotice {
  /** The award as a sentence names it (flowMessages.awardNames: 'Shout Out', 'Recognition', …). */
  title: string;
  /** The giver's full name. */
  giver: string;
  /** The value the award recognises ('Client Focus'). */
  value: string;
  /** Points that came with it (0: none). */
  points: number;
  /** The giver's own message. */
  message: string;
}

const outbox = defineMessages('outbox', {
  pinSms: args<[programme: string, pin: string, minutes: number]>(
    ['programme', 'pin', 'minutes'],
    'Your {programme} one-time pin is {pin}. It expires in {minutes} minutes. Never share it with anyone.',
    "The SMS with a one-time pin (registration, Forgot password, Change password): programme is the programme's name, pin the digits, minutes how long it lasts (10 or so).",
  ),
  welcomeSubject: args<[programme: string]>(
    ['programme'],
    'Welcome to {programme}',
    "The subject of the email after registration; programme is the programme's name.",
  ),
  welcomeBody: args<[programme: string, firstname: string, cellNum: string]>(
    ['programme', 'firstname', 'cellNum'],
    'Hello {firstname},\n\nYour {programme} registration is complete. Log in with your mobile number {cellNum} and the password you chose.\n',
    "The email after registration: firstname is the member's, cellNum their mobile number. Keep the line breaks.",
  ),
  passwordChangedSms: args<[programme: string]>(
    ['programme'],
    'Your {programme} password was changed. If this was not you, please contact us at once.',
    "The SMS after a member's password changed; programme is the programme's name.",
  ),
  contactSubject: args<[name: string]>(
    ['name'],
    'Contact Us: {name}',
    "The subject of a Contact Us email to the programme's administrators; name is the sender's.",
  ),
  contactBody: named<{
    name: string;
    email: string;
    loggedIn: boolean;
    memberNumber: string;
    message: string;
  }>(
    'From {name} <{email}>{loggedIn, select, true { (member {memberNumber})} other { (not logged in)}}\n\n{message}',
    "A Contact Us email to the programme's administrators: the sender's name and email, their member number when they were logged in, and their own words (message). Keep the line breaks.",
  ),
  nominationSubject: args<[value: string, nominator: string]>(
    ['value', 'nominator'],
    'New nomination: {value} \u2014 from {nominator}',
    "The subject of the email to administrators about a new nomination: value is what it is for (Client Focus), nominator the nominator's full name.",
  ),
  nominationHead: named<{ nominator: string; count: number; countText: string; value: string }>(
    '{nominator} has nominated {count, plural, one {a colleague} other {{countText} colleagues}} for {value}.',
    'The first line of the email to administrators about a new nomination: count is how many colleagues were nominated (countText the same number as written), value what for (Client Focus).',
  ),
  nominees: text(
    'Nominees:',
    'A heading of the email about a new nomination, above the list of nominees.',
  ),
  moreNominees: args<[more: string]>(
    ['more'],
    '- and {more} more',
    'The last line of the list of nominees in the email about a new nomination: how many more were nominated.',
  ),
  reason: text(
    'Reason:',
    "A heading of the email about a new nomination, above the nominator's reason.",
  ),
  awardSms: named<{
    giver: string;
    vowel: boolean;
    title: string;
    value: string;
    gift: boolean;
    points: string;
    stop: boolean;
    message: string;
  }>(
    '{giver} sent you {vowel, select, true {an} other {a}} {title}: {value}{gift, select, true { and {points} points} other {}}{stop, select, true {.} other {}} {message}',
    "The SMS to the recipient of an award: giver is the giver's full name, title the award (Shout Out, Recognition), value what it recognises (Client Focus), points the points that came with it (when gift is true), message the giver's own words. vowel tells whether the title begins with a vowel (English a/an); stop whether a full stop ends the sentence (false when the value ends in one already, as in 'Well done!').",
  ),
  awardSubject: named<{ giver: string; vowel: boolean; title: string; value: string }>(
    '{giver} sent you {vowel, select, true {an} other {a}} {title}: {value}',
    "The subject of the email to the recipient of an award: giver is the giver's full name, title the award (Shout Out, Recognition), value what it recognises; vowel tells whether the title begins with a vowel (English a/an).",
  ),
  awardEmail: named<{
    programme: string;
    giver: string;
    vowel: boolean;
    title: string;
    value: string;
    gift: boolean;
    points: string;
    stop: boolean;
    message: string;
  }>(
    '{giver} sent you {vowel, select, true {an} other {a}} {title} for {value}{gift, select, true { and {points} points} other {}}{stop, select, true {.} other {}}\n\n{message}\n\nLog in to {programme} to see your points and say thank you.',
    "The email to the recipient of an award: as its SMS, with the programme's name (programme) in the last line. Keep the line breaks.",
  ),
  voucherSms: named<{ programme: string; orderNum: string; lines: string; more: boolean }>(
    '{programme} order {orderNum}. {lines}.{more, select, true { Your other vouchers follow as soon as they are in stock.} other {}}',
    "The SMS with an order's voucher codes: programme is the programme's name, orderNum the order's number, lines the codes ('Description: CODE-1, CODE-2; …'); more tells whether other vouchers of the order follow later.",
  ),
  orderPlacedSms: args<[programme: string, orderNum: string]>(
    ['programme', 'orderNum'],
    '{programme} order {orderNum} is placed. Your vouchers follow by SMS as soon as they are in stock.',
    "The SMS after an order none of whose vouchers were in stock: programme is the programme's name, orderNum the order's number.",
  ),
  birthdayMessage: args<[programme: string]>(
    ['programme'],
    'Happy birthday from everyone at {programme}!',
    "The message of the birthday Shout Out (as Recent Recognition shows it); programme is the programme's name.",
  ),
  birthdayAward: named<{ programme: string; gift: boolean; points: string }>(
    '{programme} sent you a Shout Out: Congratulations!{gift, select, true { and {points} points} other {}}.',
    "The birthday Shout Out's SMS and email, from the programme (programme): Congratulations! is the value, points the points that came with it (when gift is true). The birthday message follows it.",
  ),
  birthdaySubject: args<[firstname: string]>(
    ['firstname'],
    'Happy birthday, {firstname}!',
    "The subject of the birthday Shout Out's email; firstname is the member's.",
  ),
});

/**
 * (our wording) The SMS and emails the server sends. Each names the brand's programme, the server's
 * programmeName setting (PROGRAMME_NAME; `npm start` gives it the portal brand's name), never 'Plaudit'
 * by itself. The outbox recognises the pin and voucher SMS by how they begin (server/src/outbox/secrets.ts).
 */
export const outboxMessages = extendMessages(outbox, {
  /** After registration, to the email the member gave. */
  welcomeEmail: (programme: string, firstname: string, cellNum: string) => ({
    subject: outbox.welcomeSubject(programme),
    body: outbox.welcomeBody(programme, firstname, cellNum),
  }),
  /**
   * A Contact Us message, to the programme's contact address: who sent it (their number when logged in)
   * and their words. The name is one line of the subject (line breaks already folded).
   */
  contactEmail: (sender: {
    name: string;
    email: string;
    memberNumber: string | undefined;
    message: string;
  }) => ({
    subject: outbox.contactSubject(sender.name),
    body: outbox.contactBody({
      name: sender.name,
      email: sender.email,
      loggedIn: sender.memberNumber !== undefined,
      memberNumber: sender.memberNumber ?? '',
      message: sender.message,
    }),
  }),
  /**
   * A new nomination, to each administrator: who nominated how many for which value, the whole divisions
   * chosen, the first nominees by name ('Lerato Mokoena (Paws & Claws)') and how many more, the reason.
   */
  nominationEmail: (nomination: {
    nominator: string;
    value: string;
    count: number;
    wholeDivisions: readonly string[];
    named: readonly string[];
    reason: string;
  }) => {
    const { nominator, value, count, wholeDivisions, named, reason } = nomination;
    const more = count > named.length ? [outbox.moreNominees(String(count - named.length))] : [];
    return {
      subject: outbox.nominationSubject(value, nominator),
      body: [
        outbox.nominationHead({ nominator, count, countText: String(count), value }),
        '',
        ...(wholeDivisions.length > 0 ? [...wholeDivisions.map(messages.entireDivision), ''] : []),
        outbox.nominees,
        ...named.map((n) => `- ${n}`),
        ...more,
        '',
        outbox.reason,
        reason,
      ].join('\n'),
    };
  },
  /** An award's message to each recipient, by SMS or by email. */
  award: (programme: string, award: AwardNotice) => {
    const gift = award.points > 0;
    const values = {
      giver: award.giver,
      vowel: /^[aeiou]/i.test(award.title),
      title: award.title,
      value: award.value,
      gift,
      points: String(award.points),
      stop: gift || !endsInStop(award.value),
      message: award.message,
    };
    return {
      sms: outbox.awardSms(values),
      subject: outbox.awardSubject(values),
      email: outbox.awardEmail({ ...values, programme }),
    };
  },
  /** An order's (or a later fulfilment's) voucher codes: `lines` are 'Description: CODE-1, CODE-2'. */
  voucherSms: (
    programme: string,
    orderNum: string,
    lines: readonly string[],
    moreToFollow: boolean,
  ) => outbox.voucherSms({ programme, orderNum, lines: lines.join('; '), more: moreToFollow }),
  /** The birthday job's Shout Out to a member (SMS, or email with a subject), from the programme itself. */
  birthday: (programme: string, firstname: string, points: number) => {
    const what = outbox.birthdayAward({ programme, gift: points > 0, points: String(points) });
    const message = outbox.birthdayMessage(programme);
    return {
      sms: `${what} ${message}`,
      subject: outbox.birthdaySubject(firstname),
      email: `${what}\n\n${message}`,
    };
  },
});
