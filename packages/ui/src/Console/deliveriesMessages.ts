import { args, defineMessages, text } from '@plaudit/domain';

/** The console member page's messages section (issue 37): the member's channel and last deliveries. */
export const consoleDeliveriesMessages = defineMessages('consoleDeliveries', {
  heading: text(
    'Messages',
    'Console: the heading of a member page’s section with how the member gets messages and their last ones',
  ),
  bySms: text(
    'Messages go by SMS.',
    'Console: a member page, when the member gets their messages by SMS',
  ),
  byWhatsappSince: args<[date: string]>(
    ['date'],
    'Messages go by WhatsApp since {date}.',
    'Console: a member page, when the member chose WhatsApp; date is the day they chose it',
  ),
  byWhatsapp: text(
    'Messages go by WhatsApp.',
    'Console: a member page, when the member chose WhatsApp and the day is not known',
  ),
  none: text(
    'No messages have been sent to this member yet.',
    'Console: a member page’s messages table when there are none',
  ),
  tableLabel: text(
    'Last messages',
    'Console: the accessible name of a member page’s table of their last messages',
  ),
  when: text('Date', 'Console: the column of the day and time a message was queued to be sent'),
  channel: text('Channel', 'Console: the column of the channel a message went by'),
  kind: text('Message', 'Console: the column of what a message was (a pin, a recognition, …)'),
  status: text('Status', 'Console: the column of a message’s delivery status'),
  channels: {
    sms: text('SMS', 'Console: a message channel'),
    whatsapp: text('WhatsApp', 'Console: a message channel (a brand name)'),
    email: text('Email', 'Console: a message channel'),
    push: text('Push notification', 'Console: a message channel (a phone’s notification)'),
  },
  statuses: {
    queued: text('Queued', 'Console: a message’s status: waiting to be sent'),
    sent: text(
      'Sent',
      'Console: a message’s status: handed to the SMS, email, WhatsApp or push service',
    ),
    delivered: text('Delivered', 'Console: a message’s status: WhatsApp delivered it to the phone'),
    read: text('Read', 'Console: a message’s status: the member read it on WhatsApp'),
    failed: text('Failed', 'Console: a message’s status: WhatsApp could not deliver it'),
  },
  fellBack: text(
    'sent again by SMS',
    'Console: after a WhatsApp message’s status, when it was sent once more by SMS',
  ),
  statusWithNote: args<[status: string, note: string]>(
    ['status', 'note'],
    '{status}, {note}',
    'Console: a message’s status and a note after it (‘Failed, sent again by SMS’)',
  ),
  kinds: {
    pin: text('One-time pin', 'Console: a kind of message: a one-time pin'),
    welcome: text('Welcome', 'Console: a kind of message: the welcome after registering'),
    passwordChanged: text('Password changed', 'Console: a kind of message'),
    contact: text('Contact us', 'Console: a kind of message: an answer to the contact form'),
    award: text('Recognition received', 'Console: a kind of message'),
    birthday: text('Birthday', 'Console: a kind of message'),
    sendToAll: text('Send To All', 'Console: a kind of message: a manager’s message to everyone'),
    nomination: text('Nomination', 'Console: a kind of message'),
    nominationReview: text('Nomination outcome', 'Console: a kind of message'),
    voucherCodes: text('Voucher codes', 'Console: a kind of message: an order’s voucher codes'),
    orderPlaced: text('Order placed', 'Console: a kind of message'),
    refund: text('Refund', 'Console: a kind of message: an order line refunded'),
    feedComment: text('Comment on the wall', 'Console: a kind of message'),
    commentHidden: text('Comment hidden', 'Console: a kind of message'),
    whatsappReply: text(
      'WhatsApp reply',
      'Console: a kind of message: the automatic answer on WhatsApp',
    ),
    other: text('Other', 'Console: a kind of message not known by name'),
  },
});
