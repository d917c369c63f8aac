import { args, defineMessages, text } from '@plaudit/domain';

/** The installed portal's words: the offline notice, why sending is off, and the new-version prompt. */
export const offlineMessages = defineMessages('offline', {
  shownAsAt: args<[time: string]>(
    ['time'],
    'You are offline — shown as at {time}',
    'The notice at the top of every page while the phone has no connection: the data shown is the last the portal received, at time (“10:42”, or a date and time when not today)',
  ),
  sendingOff: text(
    'Nothing can be sent until you are back online, so the buttons that send are switched off.',
    'The offline notice’s second sentence: why every button that sends a form is switched off (nothing is kept to send later)',
  ),
  updateReady: text(
    'A new version of the portal is ready.',
    'The prompt shown when a new version of the portal has been deployed while the member has it open',
  ),
  reload: text(
    'Reload',
    'The new-version prompt’s button: loads the new version (the page reloads; a form being filled in is lost)',
  ),
  later: text(
    'Not now',
    'The new-version prompt’s second button: keeps the version in use until the portal is next opened',
  ),
});
