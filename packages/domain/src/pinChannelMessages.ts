import { defineMessages, named, text } from './i18n';

/**
 * (our wording) The one-time pin by WhatsApp or SMS (issue 37): the choice at step 1 of Register and
 * Forgot password, and what the pin step says of where the pin went. The spec's labels stay as they are.
 */
export const pinChannelMessages = defineMessages('pinChannel', {
  label: text(
    'Send my pin by',
    'Register and Forgot password, step 1: the label of the choice between SMS and WhatsApp for the one-time pin.',
  ),
  sms: text('SMS', 'The choice of the one-time pin by SMS (text message).'),
  whatsApp: text('WhatsApp', 'The choice of the one-time pin by WhatsApp (the product’s name).'),
  sentByWhatsApp: text(
    'We sent your pin by WhatsApp.',
    'The pin step: the one-time pin went by WhatsApp, as the member chose.',
  ),
  fellBack: text(
    'We sent your pin by SMS instead.',
    'The pin step: the pin asked for by WhatsApp went by SMS after all (WhatsApp could not deliver it in time, or the member asked).',
  ),
  pinSentToByWhatsApp: named<{ cellNum: string }>(
    'Enter the one-time pin we sent by WhatsApp to {cellNum}.',
    'The hint under the one-time pin field when the pin went by WhatsApp: cellNum is the mobile number.',
  ),
  sendBySms: text(
    'Send it by SMS instead',
    'The pin step: a button that sends the same pin by SMS while the member waits for it on WhatsApp.',
  ),
  deliveredAlready: text(
    'WhatsApp delivered your pin. If you cannot find it, please ask for a new pin.',
    'The server refuses "Send it by SMS instead": WhatsApp reported the pin delivered, and a delivered pin is no longer kept to send again.',
  ),
});
