import { defineMessages, text } from './i18n';

/** (our wording) The texts of the route error boundary. */
export const routeErrorTexts = defineMessages('routeError', {
  loadFailed: text(
    'This page could not be loaded. Check your connection and try again.',
    "A screen's code did not arrive (no connection).",
  ),
  failed: text(
    'Something went wrong while showing this page.',
    'A screen failed while it was drawn.',
  ),
  retry: text('Retry', 'The button that loads the screen again.'),
});
