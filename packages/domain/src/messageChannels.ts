/**
 * How a member gets the messages that would go to them by SMS (issue 37): by SMS, or by WhatsApp once
 * they opted in. Email stays email.
 */
export const messageChannels = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** Whether a text is a message channel (a request's `messageChannel` or `channel`). */
export const isMessageChannel = (value: unknown): value is MessageChannel =>
  messageChannels.some((channel) => channel === value);
