import { args, defineMessages, text } from './i18n';
import type { NominationDecision } from './nominationReview';

/**
 * (our wording) WhatsApp's texts (issue 37): the server's automatic answer to a member's WhatsApp message,
 * and the screens' choice of channel (My Profile, the end of registration, the award forms' hint). A
 * module apart from messages.ts (whose texts every page loads).
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
  outcome: args<[decision: NominationDecision]>(
    ['decision'],
    '{decision, select, approve {approved} other {not approved}}',
    "The WhatsApp message of a nomination's outcome (its template, server/whatsapp-templates, reads: 'your nomination for Client Focus was reviewed: approved'): decision is the administrators' (approve or decline).",
  ),
  // My Profile's choice of channel, the end of registration's offer, and the award forms' hint.
  channelLabel: text(
    'How you get your messages',
    'My Profile: the label of the choice between SMS and WhatsApp for the messages that would come by SMS.',
  ),
  channelHint: text(
    'Recognition, voucher codes and nomination outcomes that would come by SMS. Emails stay emails.',
    'My Profile: under the choice between SMS and WhatsApp, which messages it is about.',
  ),
  sms: text('SMS', 'My Profile: the choice of getting messages by SMS (text message).'),
  whatsApp: text('WhatsApp', 'My Profile: the choice of getting messages on WhatsApp.'),
  agreeRequired: text(
    'Tick the sentence to agree to messages on WhatsApp, or choose SMS.',
    'My Profile: the error when a member chose WhatsApp but did not tick the opt-in sentence.',
  ),
  onSince: args<[date: string]>(
    ['date'],
    'Your messages have come on WhatsApp since {date}. To stop, choose SMS and save.',
    "My Profile: under the choice while the member is on WhatsApp; date is the day they opted in ('21 Nov 2026').",
  ),
  takeBack: text(
    'When you save, your messages come by SMS again.',
    'My Profile: under the choice when a member on WhatsApp chose SMS again, before saving.',
  ),
  viewLabel: text(
    'Messages by',
    'My Profile (view): the term before how the member gets their messages (SMS, or WhatsApp since a day).',
  ),
  viewWhatsApp: args<[date: string]>(
    ['date'],
    'WhatsApp, since {date}',
    "My Profile (view): the member gets their messages on WhatsApp; date is the day they opted in ('21 Nov 2026').",
  ),
  smsHint: text(
    'Colleagues who chose WhatsApp for their messages get it on WhatsApp instead.',
    'Shout Out, Recognise and the other award forms: under Email or SMS while SMS is chosen.',
  ),
});
