import { args, declaredMessages, defineMessages, defineWords, text } from './i18n';
import { fieldLimits } from './limits';

const awardForm = defineMessages('awards', {
  remaining: args<[count: number, n: string]>(
    ['count', 'n'],
    '{count, plural, one {{n} character remaining} other {{n} characters remaining}}',
    "The live counter under an award's message box; count is the characters left (for the plural), n the same number as written.",
  ),
  overLimit: args<[count: number, n: string]>(
    ['count', 'n'],
    '{count, plural, one {{n} character over the limit} other {{n} characters over the limit}}',
    "The live counter under an award's message box when the message is too long; count is the characters too many (for the plural), n the same number as written.",
  ),
  placeholder: args<[sendBy: SendBy, max: string]>(
    ['sendBy', 'max'],
    '{sendBy, select, sms {Type your SMS message (up to {max} characters)} other {Type your email message (up to {max} characters)}}',
    "The placeholder of an award's message box; sendBy is sms or email, max the characters allowed (150, 350).",
  ),
  chooseSendBy: text(
    'Choose Email or SMS first',
    "The placeholder of an award's message box before a send method is chosen; Email and SMS are the names of the two choices.",
  ),
});

const valueNote = (award: string) =>
  `A value ${award} is given for, offered in the form's list and named in the recipient's message and the reports.`;

/** The award forms' `what`: Recognise, adhoc recognition, Pay It Forward and Shout Out (SPEC §3). */
export type AwardType = 'reward' | 'adhoc' | 'payitforward' | 'thankyou';

/** How an award message is sent. */
export type SendBy = 'email' | 'sms';

/** Every award type, in the order the portal lists them. */
export const awardTypes: readonly AwardType[] = ['reward', 'adhoc', 'payitforward', 'thankyou'];

/** Point choices for Recognise and adhoc recognition (SPEC §9). */
export const managerAwardPoints = [
  5, 10, 20, 25, 50, 100, 150, 200, 250, 500, 1000, 2000, 5000,
] as const;

/** Point choices for Pay It Forward (SPEC §9). */
export const payItForwardPoints = [5, 10, 20, 25, 50, 100] as const;

/** Values for Recognise and adhoc recognition (SPEC §9). */
export const recogniseValues = [
  'Cultivates Innovation',
  'Client Focus',
  'Drives Results',
  'Collaborates',
  'Flexibility and Adaptability',
] as const;

/** Values for nominations and Pay It Forward (SPEC §9). */
export const nominationValues = [
  'Integrity',
  'Teamwork',
  'Diversity',
  'Innovation',
  'Accountability',
  'Excellence',
] as const;

/** Values for Shout Out (SPEC §9). */
export const shoutOutValues = [
  'Thank You!',
  'You made a difference!',
  "You're the best!",
  'Thumbs up to you!',
  'You rock',
  'Well done!',
  'Congratulations!',
] as const;

/** The point choices of an award type; Shout Out carries no points. */
export function awardPoints(type: AwardType): readonly number[] {
  if (type === 'payitforward') return payItForwardPoints;
  if (type === 'thankyou') return [];
  return managerAwardPoints;
}

/** The value choices of an award type. */
export function awardValues(type: AwardType): readonly string[] {
  if (type === 'payitforward') return nominationValues;
  if (type === 'thankyou') return shoutOutValues;
  return recogniseValues;
}

/** The send method an award form starts with: email for Pay It Forward, unset otherwise. */
export function defaultSendBy(type: AwardType): SendBy | undefined {
  return type === 'payitforward' ? 'email' : undefined;
}

/** The message length limit for a send method, or undefined while none is chosen. */
export function messageLimit(sendBy: SendBy | undefined): number | undefined {
  if (sendBy === 'sms') return fieldLimits.awardMessageSms;
  if (sendBy === 'email') return fieldLimits.awardMessageEmail;
  return undefined;
}

/** The message box is disabled until a send method is chosen. */
export function isMessageEnabled(sendBy: SendBy | undefined): sendBy is SendBy {
  return sendBy !== undefined;
}

/** The live counter under the message box, e.g. '148 characters remaining'; '' while no send method. */
export function remainingText(message: string, sendBy: SendBy | undefined): string {
  const limit = messageLimit(sendBy);
  if (limit === undefined) return '';
  const left = limit - message.length;
  // Over the limit (a long email message switched to SMS) says so, rather than counting below zero.
  if (left < 0) return awardForm.overLimit(-left, String(-left));
  return awardForm.remaining(left, String(left));
}

/** The message box placeholder matching the send method (our wording). */
export function messagePlaceholder(sendBy: SendBy | undefined): string {
  const max = messageLimit(sendBy);
  return sendBy && max !== undefined
    ? awardForm.placeholder(sendBy, String(max))
    : awardForm.chooseSendBy;
}

const valueWord = defineWords('awardValue', {
  'Cultivates Innovation': valueNote('a Recognise or Adhoc Recognition'),
  'Client Focus': valueNote('a Recognise or Adhoc Recognition'),
  'Drives Results': valueNote('a Recognise or Adhoc Recognition'),
  Collaborates: valueNote('a Recognise or Adhoc Recognition'),
  'Flexibility and Adaptability': valueNote('a Recognise or Adhoc Recognition'),
  Integrity: valueNote('a nomination or a Pay It Forward'),
  Teamwork: valueNote('a nomination or a Pay It Forward'),
  Diversity: valueNote('a nomination or a Pay It Forward'),
  Innovation: valueNote('a nomination or a Pay It Forward'),
  Accountability: valueNote('a nomination or a Pay It Forward'),
  Excellence: valueNote('a nomination or a Pay It Forward'),
  'Thank You!': valueNote('a Shout Out'),
  'You made a difference!': valueNote('a Shout Out'),
  "You're the best!": valueNote('a Shout Out'),
  'Thumbs up to you!': valueNote('a Shout Out'),
  'You rock': valueNote('a Shout Out'),
  'Well done!': valueNote('a Shout Out'),
  'Congratulations!': valueNote('a Shout Out'),
});

/**
 * An award or nomination value as a person reads it, in the current language. The value itself (the
 * wire's `reason` and `nomCat`, the reports' rows) stays the spec's English; a brand's own value that the
 * catalogue does not hold reads as it is.
 */
export function awardValueLabel(value: string): string {
  return declaredMessages().has(`awardValue.${value}`)
    ? valueWord(value as Parameters<typeof valueWord>[0])
    : value;
}
