/**
 * A pattern that finds a text anywhere in a name or a label (a required field's label ends in an asterisk),
 * built from the message in the story's language when the play runs: `getByLabelText(containing(uiWord('Password')))`.
 */
export const containing = (text: string): RegExp =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a name or a text that begins with the given message (`/^Email/` in the story's language). */
export const startingWith = (text: string): RegExp => new RegExp(`^${escape(text)}`);

/** A pattern for a name or a text that ends with the given message. */
export const endingWith = (text: string): RegExp => new RegExp(`${escape(text)}$`);

/**
 * A pattern for a whole text with any number where the message has the sample number (`\d+`): the wait on
 * a resend button, `matchingAnyNumber(flowMessages.resendPinIn(25), '25')`. Several messages (a plural's
 * forms) give a pattern that matches any of them.
 */
export const matchingAnyNumber = (texts: string | string[], sample: string): RegExp =>
  new RegExp(
    `^(?:${(Array.isArray(texts) ? texts : [texts])
      .map((text) => escape(text).split(escape(sample)).join('\\d+'))
      .join('|')})$`,
  );

/**
 * A pattern for a whole text with any text where the message has the sample (a status name the browser
 * gives): `matchingAnyText(formatMessageById('message.dataResponseErrorTitle', { statusText: '…', status: 503 }), '…')`.
 */
export const matchingAnyText = (text: string, sample: string): RegExp =>
  new RegExp(`^${text.split(sample).map(escape).join('.*')}$`);

/**
 * The words of a message before a value it holds in an element of its own (a phone number's link): the
 * text `getByText` finds beside it, `partBefore(uiMessages.callToOrder('…'), '…')`.
 */
export const partBefore = (text: string, sample: string): string => text.split(sample)[0] ?? text;

/**
 * A counted message with any count, in either plural form (one and other), as a pattern's source to build
 * on: `anyCountSource((n) => messages.sentMessages(n))`. The count may be written with separators (1,250).
 */
export const anyCountSource = (text: (count: number) => string): string =>
  `(?:${[1, 7].map((n) => text(n).split(String(n)).map(escape).join('[\\d,]+')).join('|')})`;

/** A whole text that is a counted message with any count, in either plural form. */
export const matchingAnyCount = (text: (count: number) => string): RegExp =>
  new RegExp(`^${anyCountSource(text)}$`);

/**
 * A pattern for a field's whole label, with or without a required field's asterisk: where one label's
 * words begin another's (isiXhosa's 'Igama', name, and 'Igama lokugqithisa', password), `containing` finds both.
 */
export const labelled = (text: string): RegExp => new RegExp(`^${escape(text)}(?:\\s*\\*)?$`);
