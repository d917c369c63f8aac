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
