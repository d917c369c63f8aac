import { defineMessages, named, text } from './i18n';

/**
 * (our wording) Web Push (issue 37): the server's answers and refusals of the push calls, the
 * notifications it pushes, and My Profile's "Notify me on this phone" with its states. A module apart from
 * messages.ts (whose texts every page loads).
 */
export const pushMessages = defineMessages('push', {
  // The server's answers.
  subscribed: text(
    'Notifications are on for this phone.',
    'The answer when a member turned notifications on for the phone or browser they use.',
  ),
  unsubscribed: text(
    'Notifications are off for this phone.',
    'The answer when a member turned notifications off for the phone or browser they use.',
  ),
  serviceRefused: text(
    'This browser’s notification service is not one we can send to. Try another browser.',
    'Turning notifications on refused: the browser named a push service the programme does not send to.',
  ),
  notSetUp: text(
    'Notifications on phones are not set up for this programme yet.',
    'Asking for the push key refused: the server has no VAPID keys (an operator has to set them).',
  ),
  // The notifications, in the recipient's language; the title is the programme's name.
  recognised: named<{ giver: string; value: string }>(
    '{giver} recognised you for {value}. Tap to see it on the wall.',
    'A push notification: a colleague gave the member an award; giver is their name, value the award’s value (Client Focus).',
  ),
  vouchersReady: named<{ orderNum: string }>(
    'Your voucher codes for order {orderNum} are ready. Tap to see them.',
    'A push notification: the voucher codes of the member’s order arrived; orderNum is the order number. The codes themselves are never in it.',
  ),
  nominationApproved: named<{ value: string }>(
    'Your nomination for {value} was approved.',
    'A push notification to a nominator: the administrators approved their nomination; value is the award’s value.',
  ),
  nominationDeclined: named<{ value: string }>(
    'Your nomination for {value} was declined. The message we sent you says why.',
    'A push notification to a nominator: the administrators declined their nomination; value is the award’s value.',
  ),
  // My Profile.
  label: text(
    'Notify me on this phone',
    'My Profile: the switch that turns push notifications on or off for this phone or browser.',
  ),
  offHint: text(
    'Get a notification when you are recognised, your voucher codes are ready or a nomination is decided.',
    'My Profile: under the switch while notifications are off.',
  ),
  onHint: text(
    'This phone gets a notification when you are recognised, your voucher codes are ready or a nomination is decided.',
    'My Profile: under the switch while notifications are on.',
  ),
  working: text(
    'One moment…',
    'My Profile: under the switch while notifications are being turned on or off.',
  ),
  unsupported: text(
    'This browser cannot show notifications. On an iPhone, add the portal to your home screen first; on Android, use Chrome or Firefox.',
    'My Profile: in place of the switch when the browser has no push notifications.',
  ),
  denied: text(
    'Notifications are blocked for this site. To allow them, open the browser’s site settings (the padlock beside the address), allow Notifications, then turn this on again.',
    'My Profile: under the switch when the member (or the browser) blocked notifications for the portal.',
  ),
  failed: text(
    'Notifications could not be turned on. Try again in a moment.',
    'My Profile: under the switch when subscribing failed for a reason other than a block (no connection, the server refused).',
  ),
});
