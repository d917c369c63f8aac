import { defineMessages, text } from '@plaudit/domain';

/** (our wording) What an address with no page shows (here, not in the component: no React to extract it). */
export const pageNotFoundTexts = defineMessages('pageNotFound', {
  heading: text('Page not found', 'The heading of the page an address with no page shows.'),
  text: text('This page does not exist.', 'The text under the heading Page not found.'),
  home: text(
    'Go to the home page',
    'A link to the home page, on the page an address with no page shows (and where access is denied).',
  ),
});
