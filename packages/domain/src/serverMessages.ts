import type { AwardType } from './awards';
import { args, defineMessages, text } from './i18n/define';
import { flowMessages, messages, waitText } from './messages';

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

/** The pin refusals; each names what the member can do next. */
export const otpMessages = {
  wrong: 'The pin is incorrect. Please check the SMS and try again.',
  expired: 'This pin has expired. Please request a new pin.',
  used: 'This pin has already been used. Please request a new pin.',
  tooManyTries: 'Too many incorrect pins. Please request a new pin.',
  notForThisStep: 'This pin was not sent for this step. Please request a new pin.',
  resendTooSoon: (seconds: number) =>
    `A pin was sent moments ago. Please wait ${seconds} seconds before asking for another.`,
  /** The wait is the real one: until the oldest pin of the hour leaves it (the answer's Retry-After). */
  hourlyCap: (seconds: number) =>
    `Too many pins have been sent to this number. Please try again in ${waitText(seconds)}.`,
  dailyCap: 'Too many pins have been sent to this number today. Please try again tomorrow.',
} as const;

/** Profile updates and pictures. */
export const profileMessages = {
  updated: 'Your profile has been updated.',
  cellChange: 'To change your mobile number, please contact us.',
  pictureUpdated: 'Your picture has been updated.',
  pictureMissing: 'Please choose a picture to upload.',
  pictureType: 'Please choose a JPEG, PNG or WebP picture.',
  pictureTooLarge: (mb: number) => `The picture is too large: at most ${mb} MB, please.`,
  pictureTooManyPixels: 'The picture has too many pixels. Please choose a smaller picture.',
  pictureUnreadable: 'The picture could not be read. Please choose another.',
  /** The signed-in member's record is gone (deleted while the session lived). */
  memberGone: 'Your member record could not be found.',
  pictureNotFound: 'Picture not found.',
} as const;

/** Contact Us and the site's lists. */
export const siteMessages = {
  contactSent: 'Thank you. Your message has been sent and we will get back to you soon.',
  unknownDivision: 'This division is not on the programme.',
} as const;

/** Any call's HTTP-level refusals: unreadable or oversized requests, sessions, access, failures. */
export const errorMessages = {
  /** The message of a 400 whose details are in formErrors. */
  correctFields: 'Please correct the highlighted fields.',
  sessionRequired: 'Your session has ended. Please log in again.',
  unreadable: 'The request could not be read. Please try again.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'The request was sent in a form the server does not accept.',
  notFound: 'Not found.',
  notAllowed: 'You may not use this part of the portal.',
  unexpected: (requestId: string) =>
    `An unexpected error has occurred. Please quote reference ${requestId}.`,
  invalid: (label: string) => `${label} is not valid.`,
  tooSmall: (label: string, min: number) => `${label} must be at least ${min}.`,
  tooBig: (label: string, max: number) => `${label} must be at most ${max}.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  /** A NUL character: PostgreSQL cannot store it in text, and no person types one. */
  forbiddenCharacter: (label: string) => `${label} contains a character that is not allowed.`,
  /** A JSON body nested deeper than any call's contract allows. */
  nestedTooDeeply: 'The request is nested too deeply.',
} as const;

/** Calls that send SMS or email, refused over the message rate limit. */
export const messageLimitMessages = {
  tooMany: (minutes: number) =>
    `You have sent a lot of messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** A malformed Idempotency-Key header (its reuse with another body: messages.idempotencyKeyReused). */
export const idempotencyMessages = {
  badKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
} as const;

/** Refunds of pending order lines (the command line and the admin console). */
export const fulfilmentMessages = {
  lineNotFound: (id: number) => `Order line ${id} was not found.`,
  lineNotPending: (id: number) =>
    `Order line ${id} is not pending: only a pending line is refunded.`,
} as const;

/** A sentence that ends as written when it already ends in a stop ('Well done!'), else with a full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The birthday Shout Out's own message (the award's, as Recent Recognition shows it). */
const birthdayMessage = (programme: string) => `Happy birthday from everyone at ${programme}!`;

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
  `${type === 'nomination' ? nominationName : flowMessages.awardNames[type]}: ${value} \u2014 ${way} ${name}`;

/** A nomination as a statement line names its award. */
const nominationName = 'Nomination';

/** (our wording) The programme's side of an approved nomination's award, on the funding account. */
export const nominationFundingEntry = (nominationId: number, value: string) =>
  `Nomination ${nominationId} approved: ${value}`;

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

/**
 * (our wording) The SMS and emails the server sends. Each names the brand's programme, the server's
 * programmeName setting (PROGRAMME_NAME; `npm start` gives it the portal brand's name), never 'Plaudit'
 * by itself. The outbox recognises the pin and voucher SMS by how they begin (server/src/outbox/secrets.ts).
 */
export const outboxMessages = {
  /** The one-time pin of registration, Forgot Password and Change Password. */
  pinSms: (programme: string, pin: string, minutes: number) =>
    `Your ${programme} one-time pin is ${pin}. It expires in ${minutes} minutes. Never share it with anyone.`,
  /** After registration, to the email the member gave. */
  welcomeEmail: (programme: string, firstname: string, cellNum: string) => ({
    subject: `Welcome to ${programme}`,
    body: `Hello ${firstname},\n\nYour ${programme} registration is complete. Log in with your mobile number ${cellNum} and the password you chose.\n`,
  }),
  passwordChangedSms: (programme: string) =>
    `Your ${programme} password was changed. If this was not you, please contact us at once.`,
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
    subject: `Contact Us: ${sender.name}`,
    body: `From ${sender.name} <${sender.email}>${
      sender.memberNumber === undefined ? ' (not logged in)' : ` (member ${sender.memberNumber})`
    }\n\n${sender.message}`,
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
    const more = count > named.length ? [`- and ${count - named.length} more`] : [];
    return {
      subject: `New nomination: ${value} \u2014 from ${nominator}`,
      body: [
        `${nominator} has nominated ${count === 1 ? 'a colleague' : `${count} colleagues`} for ${value}.`,
        '',
        ...(wholeDivisions.length > 0 ? [...wholeDivisions.map(messages.entireDivision), ''] : []),
        'Nominees:',
        ...named.map((n) => `- ${n}`),
        ...more,
        '',
        'Reason:',
        reason,
      ].join('\n'),
    };
  },
  /** An award's message to each recipient, by SMS or by email. */
  award: (programme: string, award: AwardNotice) => {
    const gift = award.points > 0 ? ` and ${award.points} points` : '';
    const article = /^[aeiou]/i.test(award.title) ? 'an' : 'a';
    const what = `${award.giver} sent you ${article} ${award.title}`;
    return {
      sms: `${sentence(`${what}: ${award.value}${gift}`)} ${award.message}`,
      subject: `${what}: ${award.value}`,
      email: `${sentence(`${what} for ${award.value}${gift}`)}\n\n${award.message}\n\nLog in to ${programme} to see your points and say thank you.`,
    };
  },
  /** An order's (or a later fulfilment's) voucher codes: `lines` are 'Description: CODE-1, CODE-2'. */
  voucherSms: (
    programme: string,
    orderNum: string,
    lines: readonly string[],
    moreToFollow: boolean,
  ) =>
    `${programme} order ${orderNum}. ${lines.join('; ')}.${moreToFollow ? ' Your other vouchers follow as soon as they are in stock.' : ''}`,
  /** An order none of whose vouchers were in stock. */
  orderPlacedSms: (programme: string, orderNum: string) =>
    `${programme} order ${orderNum} is placed. Your vouchers follow by SMS as soon as they are in stock.`,
  birthdayMessage,
  /** The birthday job's Shout Out to a member (SMS, or email with a subject), from the programme itself. */
  birthday: (programme: string, firstname: string, points: number) => {
    const gift = points > 0 ? ` and ${points} points` : '';
    const what = `${programme} sent you a Shout Out: Congratulations!${gift}.`;
    const message = birthdayMessage(programme);
    return {
      sms: `${what} ${message}`,
      subject: `Happy birthday, ${firstname}!`,
      email: `${what}\n\n${message}`,
    };
  },
} as const;
