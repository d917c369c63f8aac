import { args, defineMessages } from './i18n';

/**
 * (our wording) WhatsApp's texts (issue 37): the server's automatic answer to a member's WhatsApp message,
 * and the screens' choice of channel. A module apart from messages.ts (whose texts every page loads).
 */
export const whatsAppMessages = defineMessages('whatsapp', {
  optIn: args<[programme: string]>(
    ['programme'],
    'Send my {programme} messages to me on WhatsApp instead of SMS. I can stop this at any time in My Profile, or by answering STOP.',
    "The sentence a member agrees to when choosing WhatsApp in My Profile; the server keeps it, in the member's language, with when it was given. programme is the programme's name.",
  ),
  autoReply: args<[programme: string, address: string]>(
    ['programme', 'address'],
    'This is {programme}. Messages sent here are not read. Please use the portal: {address}',
    "WhatsApp's one automatic answer to a member's message (other than STOP); programme is the programme's name, address the portal's web address.",
  ),
});
