import { fieldLimits } from './limits';

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
  if (left < 0) return `${-left} ${left === -1 ? 'character' : 'characters'} over the limit`;
  return `${left} ${left === 1 ? 'character' : 'characters'} remaining`;
}

/** The message box placeholder matching the send method (our wording). */
export function messagePlaceholder(sendBy: SendBy | undefined): string {
  if (sendBy === 'sms')
    return `Type your SMS message (up to ${fieldLimits.awardMessageSms} characters)`;
  if (sendBy === 'email')
    return `Type your email message (up to ${fieldLimits.awardMessageEmail} characters)`;
  return 'Choose Email or SMS first';
}
